import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-ZA4RTG2T.js";
import "./chunk-PX32GHAX.js";
import "./chunk-G5344E2I.js";
import "./chunk-NZNYGAQE.js";
import "./chunk-QT3TCCFI.js";
import "./chunk-PCSGXJW5.js";
import "./chunk-WYJLX7DY.js";
import "./chunk-LCYG6VMP.js";
import "./chunk-J7MFGDII.js";
import "./chunk-BLJ3KVZN.js";
import "./chunk-5BNRLGZ7.js";
import "./chunk-QCTJJK7J.js";
import "./chunk-4YB7XNCM.js";
import "./chunk-NTM4UFTT.js";
import "./chunk-ITD6XYZ2.js";
import "./chunk-OP7RTURO.js";
import "./chunk-ZZEHWATH.js";
import "./chunk-7ULEYCHH.js";
export {
  lint,
  reader
};
