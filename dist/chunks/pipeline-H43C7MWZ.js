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
} from "./chunk-DVSY2M4Q.js";
import "./chunk-QFYJPIXQ.js";
import "./chunk-4ZOEPK3Q.js";
import "./chunk-YTYS3N7B.js";
import "./chunk-NZNYGAQE.js";
import "./chunk-QO4UJA6G.js";
import "./chunk-6DSAZYBZ.js";
import "./chunk-ZWQTD43X.js";
import "./chunk-LCYG6VMP.js";
import "./chunk-J7MFGDII.js";
import "./chunk-BLJ3KVZN.js";
import "./chunk-XKOBUOXO.js";
import "./chunk-LJ4BC5RU.js";
import "./chunk-EFVNKBKU.js";
import "./chunk-4YB7XNCM.js";
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
