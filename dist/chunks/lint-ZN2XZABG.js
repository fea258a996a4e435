import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-SFP2HZF6.js";
import "./chunk-RCENLJQY.js";
import "./chunk-XQF7XNKQ.js";
import "./chunk-QRRRG5F4.js";
import "./chunk-RIWWSYYX.js";
import "./chunk-DKB2D3WJ.js";
import "./chunk-4DDYBBZO.js";
import "./chunk-X7ES5IQQ.js";
import "./chunk-GSW7S7HX.js";
import "./chunk-HLRRHCOX.js";
export {
  lint,
  reader
};
