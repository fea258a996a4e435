import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-7UHFMQTC.js";
import "./chunk-XSPU4G34.js";
import "./chunk-UEQJBX4F.js";
import "./chunk-WYJLX7DY.js";
import "./chunk-J33RA46F.js";
import "./chunk-5A2APEOX.js";
import "./chunk-AUF7I43Q.js";
import "./chunk-CMF4UBOC.js";
import "./chunk-A433DNTN.js";
import "./chunk-NTM4UFTT.js";
import "./chunk-ITD6XYZ2.js";
import "./chunk-ZZEHWATH.js";
import "./chunk-7ULEYCHH.js";
export {
  lint,
  reader
};
