import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-T76NWIJD.js";
import "./chunk-SYPH3WY4.js";
import "./chunk-UEQJBX4F.js";
import "./chunk-WYJLX7DY.js";
import "./chunk-JRUIQTDW.js";
import "./chunk-5A2APEOX.js";
import "./chunk-HM6O7EZN.js";
import "./chunk-UWQ6WX4G.js";
import "./chunk-JOS6DPLK.js";
import "./chunk-NTM4UFTT.js";
import "./chunk-ITD6XYZ2.js";
import "./chunk-ZZEHWATH.js";
import "./chunk-7ULEYCHH.js";
export {
  lint,
  reader
};
