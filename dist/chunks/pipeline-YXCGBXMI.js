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
} from "./chunk-ZXXMWXJJ.js";
import "./chunk-5M3EN4X5.js";
import "./chunk-GXOV2F5F.js";
import "./chunk-VC5XJMLO.js";
import "./chunk-NZNYGAQE.js";
import "./chunk-NEEYU6QZ.js";
import "./chunk-TZO77RVL.js";
import "./chunk-EZTXVBTF.js";
import "./chunk-UQHMQP2N.js";
import "./chunk-GLR7VKS4.js";
import "./chunk-BLJ3KVZN.js";
import "./chunk-F2FNM7XW.js";
import "./chunk-XSAHILXC.js";
import "./chunk-4WDQSWEU.js";
import "./chunk-74PYPHNJ.js";
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
