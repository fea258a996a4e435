import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-TKL6YUQE.js";
import "./chunk-DS5XWOSO.js";
import "./chunk-GC7DUH3M.js";
import "./chunk-G76CBCGQ.js";
import "./chunk-4MHUED5F.js";
import "./chunk-6PI6DGHJ.js";
import "./chunk-ZJPU5BVE.js";
import "./chunk-EDFSGBYH.js";
import "./chunk-HLRRHCOX.js";
export {
  lint,
  reader
};
