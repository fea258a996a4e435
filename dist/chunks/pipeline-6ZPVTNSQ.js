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
} from "./chunk-NKJZP2ZA.js";
import "./chunk-P2BVDA5B.js";
import "./chunk-NMCPJN2H.js";
import "./chunk-GUUFHC2R.js";
import "./chunk-NZNYGAQE.js";
import "./chunk-2EF6U6PB.js";
import "./chunk-LI3W74ZW.js";
import "./chunk-VT2SWB3N.js";
import "./chunk-CNVLEEQ4.js";
import "./chunk-GLR7VKS4.js";
import "./chunk-BLJ3KVZN.js";
import "./chunk-PBOYWFAS.js";
import "./chunk-X4HZRWB4.js";
import "./chunk-Y4EC4SXW.js";
import "./chunk-T2UACYH5.js";
import "./chunk-BO4ALB5V.js";
import "./chunk-ITD6XYZ2.js";
import "./chunk-RTZWHNXG.js";
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
