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
} from "./chunk-ZS2OVCQN.js";
import "./chunk-VLODFPE5.js";
import "./chunk-UY53Y4CX.js";
import "./chunk-VHOY7QJG.js";
import "./chunk-ONGTTI5D.js";
import "./chunk-J6NV5EQK.js";
import "./chunk-T5ZZANXO.js";
import "./chunk-JRUIQTDW.js";
import "./chunk-5A2APEOX.js";
import "./chunk-5KUHFQCX.js";
import "./chunk-ZGRY67JN.js";
import "./chunk-6OVT37KY.js";
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
