import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  InfraError,
  PER_RUN_ROW_FIELDS,
  filePipeline,
  gitPipeline,
  gitReader,
  planIdentity,
  planKey,
  summarisePlan
} from "./chunk-WX2BLM3H.js";
import "./chunk-UZ6YNGPK.js";
import "./chunk-ZAVLAG3K.js";
import "./chunk-NXRBI6OM.js";
import "./chunk-NZNYGAQE.js";
import "./chunk-STWHVDXI.js";
import "./chunk-CNR7UIGT.js";
import "./chunk-ZWQTD43X.js";
import "./chunk-LCYG6VMP.js";
import "./chunk-J7MFGDII.js";
import "./chunk-BLJ3KVZN.js";
import "./chunk-HBF3GO5X.js";
import "./chunk-DXW4QVYQ.js";
import "./chunk-GFRICEJW.js";
import "./chunk-4YB7XNCM.js";
import "./chunk-NTM4UFTT.js";
import "./chunk-ITD6XYZ2.js";
import "./chunk-ZZEHWATH.js";
import "./chunk-7ULEYCHH.js";
export {
  InfraError,
  PER_RUN_ROW_FIELDS,
  filePipeline,
  gitPipeline,
  gitReader,
  planIdentity,
  planKey,
  summarisePlan
};
