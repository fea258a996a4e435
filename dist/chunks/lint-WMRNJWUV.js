import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-FICIZ7W7.js";
import "./chunk-FSPIB3AZ.js";
import "./chunk-MDD4KQES.js";
import "./chunk-M3UR7RRG.js";
import "./chunk-6NRIYIPS.js";
import "./chunk-Y55YYXNY.js";
import "./chunk-DQTIFIUI.js";
import "./chunk-MPT3F7JN.js";
import "./chunk-MTM5JPVN.js";
import "./chunk-NVAMQPIT.js";
import "./chunk-HLRRHCOX.js";
export {
  lint,
  reader
};
