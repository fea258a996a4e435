import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-LK4NHWQB.js";
import "./chunk-CUACB6C6.js";
import "./chunk-UEQJBX4F.js";
import "./chunk-WYJLX7DY.js";
import "./chunk-AZS6RIY3.js";
import "./chunk-5A2APEOX.js";
import "./chunk-M6GYQLM6.js";
import "./chunk-KSRIL6XB.js";
import "./chunk-A433DNTN.js";
import "./chunk-NTM4UFTT.js";
import "./chunk-ITD6XYZ2.js";
import "./chunk-ZZEHWATH.js";
import "./chunk-7ULEYCHH.js";
export {
  lint,
  reader
};
