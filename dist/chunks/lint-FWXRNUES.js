import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-EB2DOUMH.js";
import "./chunk-PX32GHAX.js";
import "./chunk-5M3EN4X5.js";
import "./chunk-NZNYGAQE.js";
import "./chunk-ERPUGFYU.js";
import "./chunk-HTEF6JLN.js";
import "./chunk-WYJLX7DY.js";
import "./chunk-UQHMQP2N.js";
import "./chunk-GLR7VKS4.js";
import "./chunk-BLJ3KVZN.js";
import "./chunk-XSAHILXC.js";
import "./chunk-4WDQSWEU.js";
import "./chunk-74PYPHNJ.js";
import "./chunk-BO4ALB5V.js";
import "./chunk-ITD6XYZ2.js";
import "./chunk-OP7RTURO.js";
import "./chunk-ZZEHWATH.js";
import "./chunk-7ULEYCHH.js";
export {
  lint,
  reader
};
