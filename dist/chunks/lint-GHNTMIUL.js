import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-4XVZXS5E.js";
import "./chunk-PX32GHAX.js";
import "./chunk-QBXLCM7W.js";
import "./chunk-NZNYGAQE.js";
import "./chunk-72FOUWZQ.js";
import "./chunk-XPMGGAD6.js";
import "./chunk-WYJLX7DY.js";
import "./chunk-77BJMK6O.js";
import "./chunk-AW443SOP.js";
import "./chunk-BLJ3KVZN.js";
import "./chunk-Q67DKCD3.js";
import "./chunk-ZDXLY2BS.js";
import "./chunk-AGHXBH4H.js";
import "./chunk-O76BGPWB.js";
import "./chunk-ITD6XYZ2.js";
import "./chunk-OP7RTURO.js";
import "./chunk-ZZEHWATH.js";
import "./chunk-7ULEYCHH.js";
export {
  lint,
  reader
};
