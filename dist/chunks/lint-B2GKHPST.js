import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-SNR5R5NH.js";
import "./chunk-HQTEJOVR.js";
import "./chunk-X66XUQJ6.js";
import "./chunk-BDTFZRPI.js";
import "./chunk-XID63MNA.js";
import "./chunk-6PI6DGHJ.js";
import "./chunk-OUMBPVHQ.js";
import "./chunk-EDFSGBYH.js";
import "./chunk-HLRRHCOX.js";
export {
  lint,
  reader
};
