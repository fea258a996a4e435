import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-KRYYPROZ.js";
import "./chunk-VBYAG743.js";
import "./chunk-BKNCLOXW.js";
import "./chunk-VMJY5A5E.js";
import "./chunk-HLRRHCOX.js";
export {
  lint,
  reader
};
