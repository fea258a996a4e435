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
} from "./chunk-72VVEW3B.js";
import "./chunk-LTASV447.js";
import "./chunk-RJJGR4JR.js";
import "./chunk-W4R6KJM2.js";
import "./chunk-NZNYGAQE.js";
import "./chunk-DFIRDF2E.js";
import "./chunk-YSRXRWOQ.js";
import "./chunk-GQO2GTYZ.js";
import "./chunk-QITFSDA5.js";
import "./chunk-J7MFGDII.js";
import "./chunk-BLJ3KVZN.js";
import "./chunk-W6LPJ7S7.js";
import "./chunk-33BQMEW5.js";
import "./chunk-7YPNBVY4.js";
import "./chunk-XE2EK734.js";
import "./chunk-NTM4UFTT.js";
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
