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
} from "./chunk-LIOSYB42.js";
import "./chunk-UVFIUPOA.js";
import "./chunk-Z7VBHNNP.js";
import "./chunk-2VQVGNOC.js";
import "./chunk-EQYH6M2P.js";
import "./chunk-2UL7B6AR.js";
import "./chunk-SRS2EXEY.js";
import "./chunk-TEGVXQPO.js";
import "./chunk-5A2APEOX.js";
import "./chunk-KWWMOR2S.js";
import "./chunk-MDZAO7VC.js";
import "./chunk-H77XXLIV.js";
import "./chunk-QWGCSHAY.js";
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
