import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  canonicalJson,
  sha256Hex
} from "./chunk-S6F2X7S5.js";

// src/plan/fingerprint.ts
var PRODUCT_ROW_KEYS = ["row-id", "gpu-count", "node-count"];
var PRIORITY_KEYS = ["priority", "queue-token", "skip-queue-pr"];
var NOT_RECIPE = /* @__PURE__ */ new Set([
  "conc",
  "exp-name",
  "recipe-fingerprint",
  "eval-only",
  "eval-all-concs",
  ...PRODUCT_ROW_KEYS,
  ...PRIORITY_KEYS
]);
var NOT_ROW_ID = /* @__PURE__ */ new Set([...PRODUCT_ROW_KEYS, ...PRIORITY_KEYS]);
function withoutDefaultSettings(w) {
  if (!w || typeof w !== "object" || Array.isArray(w)) return w;
  const s = w["additional-settings"];
  if (!Array.isArray(s) || s.length > 0) return w;
  const { "additional-settings": _omit, ...rest } = w;
  return rest;
}
function recipeFingerprint(row) {
  const input = {};
  for (const k in row) {
    if (NOT_RECIPE.has(k)) continue;
    input[k] = k === "prefill" || k === "decode" ? withoutDefaultSettings(row[k]) : row[k];
  }
  return sha256Hex(canonicalJson(input));
}
function rowId(row) {
  const input = {};
  for (const k in row) if (!NOT_ROW_ID.has(k)) input[k] = row[k];
  return sha256Hex(canonicalJson(input)).slice(0, 16);
}

export {
  PRODUCT_ROW_KEYS,
  PRIORITY_KEYS,
  recipeFingerprint,
  rowId
};
