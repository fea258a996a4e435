import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-S4MD3BRI.js";
import "./chunk-G6QPSRGB.js";
import "./chunk-RNLVGPVT.js";
import "./chunk-VYMX7HJB.js";
import "./chunk-V6WPQ33I.js";
import "./chunk-HS3VNFBO.js";
import "./chunk-NFHH2VOB.js";
import "./chunk-E7GQSXNH.js";
import "./chunk-VR54ELNV.js";
import "./chunk-HLRRHCOX.js";
export {
  lint,
  reader
};
