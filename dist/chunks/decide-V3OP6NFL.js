import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  applyGate,
  applyPlanCheck,
  decide,
  modeFromLabels
} from "./chunk-QI2PHK3R.js";
import "./chunk-B4PM4XDW.js";
import "./chunk-RTZWHNXG.js";
import "./chunk-7ULEYCHH.js";
export {
  applyGate,
  applyPlanCheck,
  decide,
  modeFromLabels
};
