import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-ZHBS3NV3.js";
import "./chunk-G6QPSRGB.js";
import "./chunk-HJ4VH63G.js";
import "./chunk-UV2JPAGF.js";
import "./chunk-CWHAQDEO.js";
import "./chunk-7SL76AO3.js";
import "./chunk-TYWWVDBJ.js";
import "./chunk-SSLDBNQX.js";
import "./chunk-PEHNDFEU.js";
import "./chunk-HLRRHCOX.js";
export {
  lint,
  reader
};
