import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-NUYSBICM.js";
import "./chunk-G6QPSRGB.js";
import "./chunk-54ILJAD6.js";
import "./chunk-YWHRHL4V.js";
import "./chunk-TZXQ744G.js";
import "./chunk-Y5Q6RQCY.js";
import "./chunk-SB2DUHOF.js";
import "./chunk-HH6ZFYY6.js";
import "./chunk-HLRRHCOX.js";
export {
  lint,
  reader
};
