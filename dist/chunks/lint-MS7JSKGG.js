import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-4627MAOQ.js";
import "./chunk-PX32GHAX.js";
import "./chunk-7KUKT2K2.js";
import "./chunk-NZNYGAQE.js";
import "./chunk-FNHRDGQ3.js";
import "./chunk-PMM3IBHG.js";
import "./chunk-WYJLX7DY.js";
import "./chunk-YBYKFC7D.js";
import "./chunk-GLR7VKS4.js";
import "./chunk-BLJ3KVZN.js";
import "./chunk-T6D4RRKI.js";
import "./chunk-IVZRPSWZ.js";
import "./chunk-G2YPCEUZ.js";
import "./chunk-BO4ALB5V.js";
import "./chunk-ITD6XYZ2.js";
import "./chunk-B4PM4XDW.js";
import "./chunk-RTZWHNXG.js";
import "./chunk-7ULEYCHH.js";
export {
  lint,
  reader
};
