import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  rulesHint
} from "./chunk-YVJQUHBV.js";
import "./chunk-7ULEYCHH.js";
export {
  rulesHint
};
