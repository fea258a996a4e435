import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  applyGate,
  applyPlanCheck,
  decide,
  modeFromLabels
} from "./chunk-QP4ES3XN.js";
import "./chunk-5Z636Q3Y.js";
import "./chunk-ZZEHWATH.js";
import "./chunk-7ULEYCHH.js";
export {
  applyGate,
  applyPlanCheck,
  decide,
  modeFromLabels
};
