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
} from "./chunk-YTAME5DO.js";
import "./chunk-QBXLCM7W.js";
import "./chunk-SR3OPVPT.js";
import "./chunk-YAT7STYG.js";
import "./chunk-NZNYGAQE.js";
import "./chunk-ALNY7SG6.js";
import "./chunk-FAKFL7UB.js";
import "./chunk-OL63E2A7.js";
import "./chunk-77BJMK6O.js";
import "./chunk-GLR7VKS4.js";
import "./chunk-BLJ3KVZN.js";
import "./chunk-X5KQKWNH.js";
import "./chunk-Q67DKCD3.js";
import "./chunk-ZDXLY2BS.js";
import "./chunk-AGHXBH4H.js";
import "./chunk-BO4ALB5V.js";
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
