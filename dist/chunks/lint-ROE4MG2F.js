import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-BC2OJSFB.js";
import "./chunk-PX32GHAX.js";
import "./chunk-LTASV447.js";
import "./chunk-NZNYGAQE.js";
import "./chunk-BEXIFMZI.js";
import "./chunk-FIBDDMKO.js";
import "./chunk-WYJLX7DY.js";
import "./chunk-QITFSDA5.js";
import "./chunk-J7MFGDII.js";
import "./chunk-BLJ3KVZN.js";
import "./chunk-33BQMEW5.js";
import "./chunk-7YPNBVY4.js";
import "./chunk-XE2EK734.js";
import "./chunk-NTM4UFTT.js";
import "./chunk-ITD6XYZ2.js";
import "./chunk-B4PM4XDW.js";
import "./chunk-RTZWHNXG.js";
import "./chunk-7ULEYCHH.js";
export {
  lint,
  reader
};
