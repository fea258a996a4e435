import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-ZU5BIP7M.js";
import "./chunk-CXQRYXBX.js";
import "./chunk-QOQ2PUPC.js";
import "./chunk-DKYIMB45.js";
import "./chunk-7CHUA6QJ.js";
import "./chunk-6ZJXHDBJ.js";
import "./chunk-BOWMBYT4.js";
import "./chunk-S6F2X7S5.js";
import "./chunk-HLRRHCOX.js";
export {
  lint,
  reader
};
