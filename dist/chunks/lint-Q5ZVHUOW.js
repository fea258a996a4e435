import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-MJQAQYUP.js";
import "./chunk-FSPIB3AZ.js";
import "./chunk-FF7LUIX4.js";
import "./chunk-ND7YXIRR.js";
import "./chunk-ZJBZHVCD.js";
import "./chunk-MPT3F7JN.js";
import "./chunk-MTM5JPVN.js";
import "./chunk-NVAMQPIT.js";
import "./chunk-HLRRHCOX.js";
export {
  lint,
  reader
};
