import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-GC4LHPDZ.js";
import "./chunk-PX32GHAX.js";
import "./chunk-CQM4JOTF.js";
import "./chunk-NZNYGAQE.js";
import "./chunk-QPVJBW5Z.js";
import "./chunk-M57LYI3Q.js";
import "./chunk-WYJLX7DY.js";
import "./chunk-UIFUICUT.js";
import "./chunk-J7MFGDII.js";
import "./chunk-BLJ3KVZN.js";
import "./chunk-BEIXKFTP.js";
import "./chunk-VINB5UYT.js";
import "./chunk-D6CIC5CX.js";
import "./chunk-NTM4UFTT.js";
import "./chunk-ITD6XYZ2.js";
import "./chunk-OP7RTURO.js";
import "./chunk-ZZEHWATH.js";
import "./chunk-7ULEYCHH.js";
export {
  lint,
  reader
};
