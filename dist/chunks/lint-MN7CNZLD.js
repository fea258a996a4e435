import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-PUQW6BJD.js";
import "./chunk-PX32GHAX.js";
import "./chunk-3OBFG6EI.js";
import "./chunk-NZNYGAQE.js";
import "./chunk-WYJLX7DY.js";
import "./chunk-YJAPWLOC.js";
import "./chunk-5A2APEOX.js";
import "./chunk-EC5RCMLX.js";
import "./chunk-LU4MOE5C.js";
import "./chunk-SNYATLBY.js";
import "./chunk-NTM4UFTT.js";
import "./chunk-ITD6XYZ2.js";
import "./chunk-ZZEHWATH.js";
import "./chunk-7ULEYCHH.js";
export {
  lint,
  reader
};
