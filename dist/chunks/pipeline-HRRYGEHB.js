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
} from "./chunk-2IWVBOBK.js";
import "./chunk-7KUKT2K2.js";
import "./chunk-46NP2RGJ.js";
import "./chunk-CJEK3VLZ.js";
import "./chunk-NZNYGAQE.js";
import "./chunk-JJIMRTU6.js";
import "./chunk-PVMLLKYU.js";
import "./chunk-33G7Y4O4.js";
import "./chunk-YBYKFC7D.js";
import "./chunk-GLR7VKS4.js";
import "./chunk-BLJ3KVZN.js";
import "./chunk-NBYREH2V.js";
import "./chunk-T6D4RRKI.js";
import "./chunk-IVZRPSWZ.js";
import "./chunk-G2YPCEUZ.js";
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
