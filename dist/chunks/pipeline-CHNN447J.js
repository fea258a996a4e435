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
} from "./chunk-5RURKNKL.js";
import "./chunk-SYPH3WY4.js";
import "./chunk-RGGF7A2G.js";
import "./chunk-QXHKRTX5.js";
import "./chunk-BEYWGGH4.js";
import "./chunk-W4X5A5ZI.js";
import "./chunk-T5ZZANXO.js";
import "./chunk-JRUIQTDW.js";
import "./chunk-5A2APEOX.js";
import "./chunk-VBCABWHK.js";
import "./chunk-HM6O7EZN.js";
import "./chunk-UWQ6WX4G.js";
import "./chunk-JOS6DPLK.js";
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
