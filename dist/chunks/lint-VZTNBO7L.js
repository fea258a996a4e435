import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-A5MF3ZGH.js";
import "./chunk-VLECMX2J.js";
import "./chunk-JB2BMI6I.js";
import "./chunk-ND7YXIRR.js";
import "./chunk-K6K3IPXY.js";
import "./chunk-ZJBZHVCD.js";
import "./chunk-MPT3F7JN.js";
import "./chunk-MTM5JPVN.js";
import "./chunk-NVAMQPIT.js";
import "./chunk-HLRRHCOX.js";
export {
  lint,
  reader
};
