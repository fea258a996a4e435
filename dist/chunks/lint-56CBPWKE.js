import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-BXBDUPWB.js";
import "./chunk-SJDZY7FA.js";
import "./chunk-KYSVWWQH.js";
import "./chunk-Y3Z24NC7.js";
import "./chunk-YIOAJPYR.js";
import "./chunk-UCZBMNH5.js";
import "./chunk-HLRRHCOX.js";
export {
  lint,
  reader
};
