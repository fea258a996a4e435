import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-TEDM4YJD.js";
import "./chunk-PX32GHAX.js";
import "./chunk-QBXLCM7W.js";
import "./chunk-NZNYGAQE.js";
import "./chunk-47IQQY2A.js";
import "./chunk-XPMGGAD6.js";
import "./chunk-WYJLX7DY.js";
import "./chunk-77BJMK6O.js";
import "./chunk-GLR7VKS4.js";
import "./chunk-BLJ3KVZN.js";
import "./chunk-Q67DKCD3.js";
import "./chunk-ZDXLY2BS.js";
import "./chunk-AGHXBH4H.js";
import "./chunk-BO4ALB5V.js";
import "./chunk-ITD6XYZ2.js";
import "./chunk-OP7RTURO.js";
import "./chunk-ZZEHWATH.js";
import "./chunk-7ULEYCHH.js";
export {
  lint,
  reader
};
