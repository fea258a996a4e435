import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-GLCABSM3.js";
import "./chunk-YMZGTB67.js";
import "./chunk-ITEBV2RT.js";
import "./chunk-HIVG5ALM.js";
import "./chunk-CTUAONRZ.js";
import "./chunk-MPT3F7JN.js";
import "./chunk-MTM5JPVN.js";
import "./chunk-NVAMQPIT.js";
import "./chunk-HLRRHCOX.js";
export {
  lint,
  reader
};
