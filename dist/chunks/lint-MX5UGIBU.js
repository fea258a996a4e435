import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-DDMPKVGH.js";
import "./chunk-3AODOUF4.js";
import "./chunk-GC7DUH3M.js";
import "./chunk-UB3HQBCX.js";
import "./chunk-XID63MNA.js";
import "./chunk-6PI6DGHJ.js";
import "./chunk-ZJPU5BVE.js";
import "./chunk-EDFSGBYH.js";
import "./chunk-HLRRHCOX.js";
export {
  lint,
  reader
};
