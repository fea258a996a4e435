import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-JH3D5ZPZ.js";
import "./chunk-CXQRYXBX.js";
import "./chunk-WYUNM5FV.js";
import "./chunk-DBHL52ZW.js";
import "./chunk-7CHUA6QJ.js";
import "./chunk-6ZJXHDBJ.js";
import "./chunk-BOWMBYT4.js";
import "./chunk-S6F2X7S5.js";
import "./chunk-HLRRHCOX.js";
export {
  lint,
  reader
};
