import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-FENK7ANM.js";
import "./chunk-3TT2MYSX.js";
import "./chunk-K44YUCLT.js";
import "./chunk-LWF4AYPA.js";
import "./chunk-4MHUED5F.js";
import "./chunk-6PI6DGHJ.js";
import "./chunk-OUMBPVHQ.js";
import "./chunk-EDFSGBYH.js";
import "./chunk-HLRRHCOX.js";
export {
  lint,
  reader
};
