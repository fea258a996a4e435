import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-UTBDUVMT.js";
import "./chunk-PX32GHAX.js";
import "./chunk-P2BVDA5B.js";
import "./chunk-NZNYGAQE.js";
import "./chunk-JOFL2J6R.js";
import "./chunk-6UC2H7AE.js";
import "./chunk-WYJLX7DY.js";
import "./chunk-CNVLEEQ4.js";
import "./chunk-GLR7VKS4.js";
import "./chunk-BLJ3KVZN.js";
import "./chunk-X4HZRWB4.js";
import "./chunk-Y4EC4SXW.js";
import "./chunk-T2UACYH5.js";
import "./chunk-BO4ALB5V.js";
import "./chunk-ITD6XYZ2.js";
import "./chunk-B4PM4XDW.js";
import "./chunk-RTZWHNXG.js";
import "./chunk-7ULEYCHH.js";
export {
  lint,
  reader
};
