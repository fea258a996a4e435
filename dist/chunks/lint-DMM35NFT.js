import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-2NPEQTZN.js";
import "./chunk-T3NY2EG4.js";
import "./chunk-NI34ANWN.js";
import "./chunk-CSQBU73E.js";
import "./chunk-6DBHX2SA.js";
import "./chunk-HLRRHCOX.js";
export {
  lint,
  reader
};
