import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-7OBJVBPU.js";
import "./chunk-SJDZY7FA.js";
import "./chunk-IM24ZJNM.js";
import "./chunk-YWRHCIAP.js";
import "./chunk-7CHUA6QJ.js";
import "./chunk-NGOMT2AK.js";
import "./chunk-D5BGHMTQ.js";
import "./chunk-S6F2X7S5.js";
import "./chunk-HLRRHCOX.js";
export {
  lint,
  reader
};
