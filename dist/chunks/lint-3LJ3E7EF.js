import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-XFC6PB4B.js";
import "./chunk-QW6A7VFI.js";
import "./chunk-UEQJBX4F.js";
import "./chunk-WYJLX7DY.js";
import "./chunk-JRUIQTDW.js";
import "./chunk-5A2APEOX.js";
import "./chunk-VKS2IJHC.js";
import "./chunk-H7MTMIWG.js";
import "./chunk-JOS6DPLK.js";
import "./chunk-NTM4UFTT.js";
import "./chunk-ITD6XYZ2.js";
import "./chunk-ZZEHWATH.js";
import "./chunk-7ULEYCHH.js";
export {
  lint,
  reader
};
