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
} from "./chunk-RK4VVWLK.js";
import "./chunk-G5344E2I.js";
import "./chunk-2MX3PAA4.js";
import "./chunk-GKJVUJDK.js";
import "./chunk-NZNYGAQE.js";
import "./chunk-UZMVH3VW.js";
import "./chunk-X5UNHFPP.js";
import "./chunk-ZWQTD43X.js";
import "./chunk-LCYG6VMP.js";
import "./chunk-J7MFGDII.js";
import "./chunk-BLJ3KVZN.js";
import "./chunk-EF5V3ITJ.js";
import "./chunk-5BNRLGZ7.js";
import "./chunk-QCTJJK7J.js";
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
