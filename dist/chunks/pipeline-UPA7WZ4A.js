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
} from "./chunk-IAK44UXX.js";
import "./chunk-GPYGLYGL.js";
import "./chunk-YMIGBSWN.js";
import "./chunk-RLBO2MG6.js";
import "./chunk-MAP6AJAW.js";
import "./chunk-CP25B3RB.js";
import "./chunk-SRS2EXEY.js";
import "./chunk-TEGVXQPO.js";
import "./chunk-5A2APEOX.js";
import "./chunk-JZPW3FKB.js";
import "./chunk-HUGXTFKV.js";
import "./chunk-KP6IUKMZ.js";
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
