import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-ZJO2YK2U.js";
import "./chunk-72YFEFII.js";
import "./chunk-J4N4EMJU.js";
import "./chunk-FOVD7LSN.js";
import "./chunk-T2WW4ZLI.js";
import "./chunk-6PI6DGHJ.js";
import "./chunk-EDFSGBYH.js";
import "./chunk-HLRRHCOX.js";
export {
  lint,
  reader
};
