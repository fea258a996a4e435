import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-YDAUGSST.js";
import "./chunk-BOGDHYCT.js";
import "./chunk-HBM4W327.js";
import "./chunk-IYIOLEZQ.js";
import "./chunk-BVVY7CTF.js";
import "./chunk-HLRRHCOX.js";
export {
  lint,
  reader
};
