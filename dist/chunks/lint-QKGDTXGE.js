import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-M4R27772.js";
import "./chunk-XH2X7XPN.js";
import "./chunk-CUNKOVTG.js";
import "./chunk-S5I4GDPX.js";
import "./chunk-HB565LS5.js";
import "./chunk-HLRRHCOX.js";
export {
  lint,
  reader
};
