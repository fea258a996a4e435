import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-A6KK2ULI.js";
import "./chunk-FSPIB3AZ.js";
import "./chunk-JZLGPW6S.js";
import "./chunk-2YY4ZAYO.js";
import "./chunk-H3WL7HSZ.js";
import "./chunk-YV55K4WY.js";
import "./chunk-QINNBXN2.js";
import "./chunk-BX36D7NX.js";
import "./chunk-ZHWPKPTH.js";
import "./chunk-HLRRHCOX.js";
export {
  lint,
  reader
};
