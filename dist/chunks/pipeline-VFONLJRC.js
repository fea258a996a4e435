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
} from "./chunk-DZQ55XPM.js";
import "./chunk-XSPU4G34.js";
import "./chunk-G4QFEKXM.js";
import "./chunk-FNM7QDA2.js";
import "./chunk-RFS6HWE6.js";
import "./chunk-ZKTHYQJ3.js";
import "./chunk-DAXTVZN3.js";
import "./chunk-J33RA46F.js";
import "./chunk-5A2APEOX.js";
import "./chunk-X3QW72AU.js";
import "./chunk-AUF7I43Q.js";
import "./chunk-CMF4UBOC.js";
import "./chunk-A433DNTN.js";
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
