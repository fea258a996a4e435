import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  lint,
  reader
} from "./chunk-Q75M5VKW.js";
import "./chunk-RCENLJQY.js";
import "./chunk-ZMADMVZ7.js";
import "./chunk-HPTPAUZ7.js";
import "./chunk-FXH4QCHV.js";
import "./chunk-F7PLAOLG.js";
import "./chunk-TZ5LKVL3.js";
import "./chunk-DMG3WY67.js";
import "./chunk-KIJCXMGL.js";
import "./chunk-7NGZCNUF.js";
import "./chunk-HLRRHCOX.js";
export {
  lint,
  reader
};
