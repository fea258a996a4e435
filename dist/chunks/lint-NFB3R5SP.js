import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-VVKIPY5T.js";
import "./chunk-G6QPSRGB.js";
import "./chunk-L345D6TJ.js";
import "./chunk-NXKDE322.js";
import "./chunk-DFL7IONT.js";
import "./chunk-HCY6EKVW.js";
import "./chunk-42LMHYWL.js";
import "./chunk-2LMSZQLC.js";
import "./chunk-CFCPIOZX.js";
import "./chunk-HLRRHCOX.js";
export {
  lint,
  reader
};
