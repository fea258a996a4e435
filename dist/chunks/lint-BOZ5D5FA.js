import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-X7XFKTFC.js";
import "./chunk-JSPG5VCE.js";
import "./chunk-GRZAUFQV.js";
import "./chunk-OMPKWSFR.js";
import "./chunk-6DBHX2SA.js";
import "./chunk-HLRRHCOX.js";
export {
  lint,
  reader
};
