import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-YK6TCAH2.js";
import "./chunk-R6R6DXE2.js";
import "./chunk-TTCGPEDZ.js";
import "./chunk-UTREWWST.js";
import "./chunk-ESHONECK.js";
import "./chunk-MPT3F7JN.js";
import "./chunk-MTM5JPVN.js";
import "./chunk-NVAMQPIT.js";
import "./chunk-HLRRHCOX.js";
export {
  lint,
  reader
};
