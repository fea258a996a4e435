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
} from "./chunk-5VHBITUJ.js";
import "./chunk-3OBFG6EI.js";
import "./chunk-PPZEEM5I.js";
import "./chunk-DADXT5R6.js";
import "./chunk-NZNYGAQE.js";
import "./chunk-XPLKUW6X.js";
import "./chunk-6KZSMT5D.js";
import "./chunk-UN5I5RKU.js";
import "./chunk-YJAPWLOC.js";
import "./chunk-5A2APEOX.js";
import "./chunk-Z5R4BMLY.js";
import "./chunk-EC5RCMLX.js";
import "./chunk-LU4MOE5C.js";
import "./chunk-SNYATLBY.js";
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
