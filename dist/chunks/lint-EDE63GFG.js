import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-YVBYOMDV.js";
import "./chunk-UVFIUPOA.js";
import "./chunk-UEQJBX4F.js";
import "./chunk-WYJLX7DY.js";
import "./chunk-TEGVXQPO.js";
import "./chunk-5A2APEOX.js";
import "./chunk-MDZAO7VC.js";
import "./chunk-H77XXLIV.js";
import "./chunk-QWGCSHAY.js";
import "./chunk-NTM4UFTT.js";
import "./chunk-ITD6XYZ2.js";
import "./chunk-ZZEHWATH.js";
import "./chunk-7ULEYCHH.js";
export {
  lint,
  reader
};
