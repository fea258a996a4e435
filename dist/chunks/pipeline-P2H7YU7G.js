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
} from "./chunk-3QLPIBOS.js";
import "./chunk-CQM4JOTF.js";
import "./chunk-2LCOZXAQ.js";
import "./chunk-MKABVBV3.js";
import "./chunk-NZNYGAQE.js";
import "./chunk-3U2R3DTJ.js";
import "./chunk-4HPVBGXC.js";
import "./chunk-RS7W5UR6.js";
import "./chunk-UIFUICUT.js";
import "./chunk-J7MFGDII.js";
import "./chunk-BLJ3KVZN.js";
import "./chunk-IHQ5MJLY.js";
import "./chunk-BEIXKFTP.js";
import "./chunk-VINB5UYT.js";
import "./chunk-D6CIC5CX.js";
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
