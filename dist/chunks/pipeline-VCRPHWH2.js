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
} from "./chunk-EZMR4HCR.js";
import "./chunk-CUACB6C6.js";
import "./chunk-CFOXAJ3L.js";
import "./chunk-AEZDREKK.js";
import "./chunk-YZCROEOC.js";
import "./chunk-T57DYACF.js";
import "./chunk-5MI3Z6HP.js";
import "./chunk-AZS6RIY3.js";
import "./chunk-5A2APEOX.js";
import "./chunk-6JM73KUB.js";
import "./chunk-M6GYQLM6.js";
import "./chunk-KSRIL6XB.js";
import "./chunk-A433DNTN.js";
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
