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
} from "./chunk-MAWEFC27.js";
import "./chunk-QW6A7VFI.js";
import "./chunk-KAETLMWU.js";
import "./chunk-B7BEXBBM.js";
import "./chunk-KMD3EEIL.js";
import "./chunk-SSUSDSKW.js";
import "./chunk-T5ZZANXO.js";
import "./chunk-JRUIQTDW.js";
import "./chunk-5A2APEOX.js";
import "./chunk-H3EYSCOT.js";
import "./chunk-VKS2IJHC.js";
import "./chunk-H7MTMIWG.js";
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
