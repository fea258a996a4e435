import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-JUYUZJZM.js";
import "./chunk-RCENLJQY.js";
import "./chunk-EXHWPNCY.js";
import "./chunk-YWHRHL4V.js";
import "./chunk-FZ7V4LLF.js";
import "./chunk-TZXQ744G.js";
import "./chunk-Y5Q6RQCY.js";
import "./chunk-SB2DUHOF.js";
import "./chunk-HH6ZFYY6.js";
import "./chunk-HLRRHCOX.js";
export {
  lint,
  reader
};
