import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  applyGate,
  applyPlanCheck,
  decide,
  modeFromLabels
} from "./chunk-SGYEOJRX.js";
import "./chunk-OP7RTURO.js";
import "./chunk-ZZEHWATH.js";
import "./chunk-7ULEYCHH.js";
export {
  applyGate,
  applyPlanCheck,
  decide,
  modeFromLabels
};
