import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  rulesHint
} from "./chunk-PX32GHAX.js";
import "./chunk-7ULEYCHH.js";
export {
  rulesHint
};
