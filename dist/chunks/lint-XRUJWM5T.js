import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-GGH7F2MT.js";
import "./chunk-G6QPSRGB.js";
import "./chunk-G2RXN3XV.js";
import "./chunk-QRRRG5F4.js";
import "./chunk-DKB2D3WJ.js";
import "./chunk-4DDYBBZO.js";
import "./chunk-X7ES5IQQ.js";
import "./chunk-GSW7S7HX.js";
import "./chunk-HLRRHCOX.js";
export {
  lint,
  reader
};
