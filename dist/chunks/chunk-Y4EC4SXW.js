import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  CONFIG_LIMITS,
  LIMITS,
  agenticBlock,
  bool,
  canonicalJsonOf,
  ciPriority,
  fastLoad,
  fastPositions,
  fixedSeqLenBlock,
  int,
  limitDiagnostic,
  lintYaml11,
  list,
  multiNodeAgenticAggItem,
  multiNodeAgenticItem,
  multiNodeAggItem,
  multiNodeEntryHead,
  multiNodeItem,
  nearest,
  nonEmptyStr,
  obj,
  parseYaml,
  posInt,
  says,
  schemaFindings,
  sha256Hex,
  singleNodeAgenticItem,
  singleNodeEntryHead,
  singleNodeItem,
  str,
  toDiagnostic
} from "./chunk-T2UACYH5.js";
import {
  diag
} from "./chunk-ITD6XYZ2.js";
import {
  once,
  zod
} from "./chunk-RTZWHNXG.js";

// src/config/slice.ts
var KEY_LINE = /^(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\n]|'')*)'|([^\s#'"{}[\],&*!|>%@`?:-][^:#\n]*?|-[^\s:#\n][^:#\n]*?))[ \t]*:(?:[ \t]|\r?\n|$)/;
var ANCHOR_CHAR = /[&*]/g;
var BEFORE_ANCHOR = /[\s,[{]/;
var ANCHOR_NAME = /[^\s,[\]{}]/;
function hasAnchorOrAlias(text) {
  ANCHOR_CHAR.lastIndex = 0;
  for (let m = ANCHOR_CHAR.exec(text); m; m = ANCHOR_CHAR.exec(text)) {
    const i = m.index;
    if ((i === 0 || BEFORE_ANCHOR.test(text[i - 1])) && i + 1 < text.length && ANCHOR_NAME.test(text[i + 1]))
      return true;
  }
  return false;
}
function scanTopLevel(text) {
  const hit = recent.find((r) => r.text === text);
  if (hit) return hit.scan;
  const scan = scanText(text);
  recent.unshift({ text, scan });
  if (recent.length > RECENT) recent.pop();
  return scan;
}
var RECENT = 4;
var recent = [];
function scanText(text) {
  const entries = [];
  let irregular = hasAnchorOrAlias(text);
  let pos = 0;
  let line = 1;
  while (pos < text.length) {
    const nl = text.indexOf("\n", pos);
    const end = nl < 0 ? text.length : nl + 1;
    const c = text[pos];
    if (c !== void 0 && c !== " " && c !== "	" && c !== "\n" && c !== "\r" && c !== "#") {
      const m = KEY_LINE.exec(text.slice(pos, end));
      const key = m ? keyOf(m) : void 0;
      if (key !== void 0) {
        const prev = entries[entries.length - 1];
        if (prev) prev.end = pos;
        entries.push({ key, start: pos, end: text.length, line });
      } else {
        irregular = true;
      }
    }
    pos = end;
    line++;
  }
  return { entries, irregular };
}
function keyOf(m) {
  if (m[1] !== void 0) {
    try {
      return JSON.parse(`"${m[1]}"`);
    } catch {
      return void 0;
    }
  }
  return m[2] !== void 0 ? m[2].replace(/''/g, "'") : m[3];
}
var byteScans = /* @__PURE__ */ new WeakMap();
function scanSource(f) {
  const b = f.bytes;
  if (!b) {
    const text = f.text;
    return { ...scanTopLevel(text), textOf: (e) => text.slice(e.start, e.end) };
  }
  let scan = byteScans.get(b);
  if (!scan) {
    const buf = Buffer.from(b.buffer, b.byteOffset, b.byteLength);
    scan = { ...scanBytes(buf), textOf: (e) => buf.toString("utf8", e.start, e.end) };
    byteScans.set(b, scan);
  }
  return scan;
}
function scanBytes(buf) {
  const entries = [];
  let irregular = bytesHaveAnchorOrAlias(buf);
  const bytes = buf.toString("latin1");
  const n = buf.length;
  let pos = 0;
  let line = 1;
  while (pos < n) {
    const nl = bytes.indexOf("\n", pos);
    const end = nl < 0 ? n : nl + 1;
    const c = bytes.charCodeAt(pos);
    if (c !== 32 && c !== 9 && c !== 10 && c !== 13 && c !== 35) {
      const m = KEY_LINE.exec(buf.toString("utf8", pos, end));
      const key = m ? keyOf(m) : void 0;
      if (key !== void 0) {
        const prev = entries[entries.length - 1];
        if (prev) prev.end = pos;
        entries.push({ key, start: pos, end: n, line });
      } else {
        irregular = true;
      }
    }
    pos = end;
    line++;
  }
  return { entries, irregular };
}
function bytesHaveAnchorOrAlias(buf) {
  const n = buf.length;
  let amp = buf.indexOf(38);
  let star = buf.indexOf(42);
  while (amp >= 0 || star >= 0) {
    const i = amp < 0 ? star : star < 0 ? amp : Math.min(amp, star);
    if ((i === 0 || BEFORE_ANCHOR.test(charBefore(buf, i))) && i + 1 < n && ANCHOR_NAME.test(charAt(buf, i + 1)))
      return true;
    if (i === amp) amp = buf.indexOf(38, i + 1);
    else star = buf.indexOf(42, i + 1);
  }
  return false;
}
function charBefore(buf, i) {
  if (buf[i - 1] < 128) return String.fromCharCode(buf[i - 1]);
  let s = i - 1;
  while (s > 0 && i - s < 4 && (buf[s] & 192) === 128) s--;
  const text = buf.toString("utf8", s, i);
  return text[text.length - 1];
}
function charAt(buf, i) {
  if (buf[i] < 128) return String.fromCharCode(buf[i]);
  return buf.toString("utf8", i, Math.min(buf.length, i + 4))[0];
}
function sliceTopLevelEntries(text) {
  return scanTopLevel(text).entries;
}

// src/config/accepts.generated.ts
var isEnumerable = (o, k) => Object.prototype.propertyIsEnumerable.call(o, k);
function isPlainObject(o) {
  if (typeof o !== "object" || o === null || Array.isArray(o)) return false;
  const ctor = o.constructor;
  if (ctor === void 0 || typeof ctor !== "function") return true;
  const prot = ctor.prototype;
  if (typeof prot !== "object" || prot === null || Array.isArray(prot)) return false;
  return Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf");
}
var keys0 = /* @__PURE__ */ new Set([
  "image",
  "model",
  "model-prefix",
  "precision",
  "framework",
  "runner",
  "router",
  "kv-p2p-transfer",
  "srt-recipe-dir",
  "scenarios",
  "multinode",
  "disagg"
]);
var keys1 = /* @__PURE__ */ new Set(["name", "version"]);
var keys2 = /* @__PURE__ */ new Set(["fixed-seq-len", "agentic-coding"]);
var keys3 = /* @__PURE__ */ new Set(["isl", "osl", "search-space"]);
var keys4 = /* @__PURE__ */ new Set(["dram-utilization", "search-space"]);
var keys5 = /* @__PURE__ */ new Set([
  "tp",
  "pp",
  "dcp-size",
  "pcp-size",
  "ep",
  "dp-attn",
  "spec-decoding",
  "router",
  "srt-recipe",
  "require-power",
  "conc-start",
  "conc-end",
  "conc-list"
]);
var keys6 = /* @__PURE__ */ new Set([
  "spec-decoding",
  "router",
  "kv-p2p-transfer",
  "srt-recipe",
  "eval-srt-recipe",
  "require-power",
  "power",
  "conc-start",
  "conc-end",
  "conc-list",
  "prefill",
  "decode"
]);
var keys7 = /* @__PURE__ */ new Set([
  "num-worker",
  "tp",
  "pp",
  "dcp-size",
  "pcp-size",
  "ep",
  "dp-attn",
  "hardware",
  "additional-settings"
]);
var keys8 = /* @__PURE__ */ new Set([
  "spec-decoding",
  "router",
  "kv-p2p-transfer",
  "srt-recipe",
  "eval-srt-recipe",
  "require-power",
  "power",
  "conc-start",
  "conc-end",
  "conc-list",
  "worker",
  "num-nodes"
]);
var keys9 = /* @__PURE__ */ new Set([
  "tp",
  "pp",
  "dcp-size",
  "pcp-size",
  "ep",
  "dp-attn",
  "kv-offloading",
  "srt-recipe",
  "kv-offload-backend",
  "router",
  "kv-p2p-transfer",
  "spec-decoding",
  "require-power",
  "conc-start",
  "conc-end",
  "conc-list"
]);
var keys10 = /* @__PURE__ */ new Set([
  "kv-offloading",
  "srt-recipe",
  "eval-srt-recipe",
  "power",
  "kv-offload-backend",
  "router",
  "kv-p2p-transfer",
  "spec-decoding",
  "require-power",
  "conc-start",
  "conc-end",
  "conc-list",
  "prefill",
  "decode"
]);
var keys11 = /* @__PURE__ */ new Set([
  "kv-offloading",
  "srt-recipe",
  "eval-srt-recipe",
  "power",
  "kv-offload-backend",
  "router",
  "kv-p2p-transfer",
  "spec-decoding",
  "require-power",
  "conc-start",
  "conc-end",
  "conc-list",
  "worker",
  "num-nodes"
]);
var keys12 = /* @__PURE__ */ new Set(["version", "base-score", "adjustments", "labels"]);
var keys13 = /* @__PURE__ */ new Set([
  "event",
  "multi-node",
  "agentic",
  "eval-only",
  "additional-node",
  "precision",
  "spec-decoding",
  "framework-prefix",
  "model-prefix"
]);
var keys14 = /* @__PURE__ */ new Set(["skip-queue", "checklist-complete", "patchwork"]);
var keys15 = /* @__PURE__ */ new Set(["name"]);
var keys16 = /* @__PURE__ */ new Set(["names", "adjustment"]);
var keys17 = /* @__PURE__ */ new Set(["names", "score", "waived-by"]);
var keys18 = /* @__PURE__ */ new Set(["labels", "hardware", "clusters"]);
var keys19 = /* @__PURE__ */ new Set(["available-cpu-dram-mib", "gpus-per-node"]);
var keys20 = /* @__PURE__ */ new Set([
  "gpus-per-node",
  "available-cpu-dram-mib",
  "arch",
  "env",
  "models",
  "scheduler",
  "slurm"
]);
var keys21 = /* @__PURE__ */ new Set(["download-root", "entries"]);
var keys22 = /* @__PURE__ */ new Set(["root", "dir"]);
var keys23 = /* @__PURE__ */ new Set([
  "partition",
  "partitions",
  "account",
  "exclusive",
  "gres",
  "exclude",
  "cpus-per-task",
  "cpus-per-gpu",
  "srun-args",
  "salloc-args",
  "volumes",
  "squash",
  "srt-slurm"
]);
var keys24 = /* @__PURE__ */ new Set(["path", "visibility"]);
var keys25 = /* @__PURE__ */ new Set([
  "dir",
  "visibility",
  "import",
  "lock-timeout-s",
  "key-style",
  "lock-file",
  "single-node-import",
  "multi-node-import",
  "import-step-args",
  "framework-dirs",
  "helper-dirs"
]);
var keys26 = /* @__PURE__ */ new Set(["dir", "key-style", "import", "model-prefixes"]);
var keys27 = /* @__PURE__ */ new Set(["dir", "key-style", "import"]);
var keys28 = /* @__PURE__ */ new Set(["nginx", "dcgm-exporter"]);
var keys29 = /* @__PURE__ */ new Set([
  "volume-mounts",
  "agentic-volume-mounts",
  "mounts",
  "env",
  "container-aliases",
  "nginx-aliases",
  "outputs",
  "shared-run-root",
  "uv-cache-root",
  "power-exporter-port",
  "power-telemetry",
  "fabric",
  "host-setup",
  "default-time-limit",
  "single-node-time-limit",
  "dist-timeout-s",
  "network-interface",
  "job-tag",
  "gpus-per-node-directive",
  "segment-directive",
  "single-node-exclusive",
  "single-node-models",
  "preflight",
  "extra"
]);
var keys30 = /* @__PURE__ */ new Set(["dcgm-port", "cpu-source"]);
var keys31 = /* @__PURE__ */ new Set([
  "ucx-net-devices",
  "nccl-ib-hca",
  "ib-devices",
  "socket-ifname",
  "mooncake-devices",
  "mooncake-gid-index",
  "mori-rdma-tc",
  "mori-io-tc"
]);
var keys32 = /* @__PURE__ */ new Set(["script", "env", "timeout-s", "nodes"]);
var re33 = /^\d{1,3}:[0-5]\d:[0-5]\d$/;
function p0(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys1.has(k)) return false;
  if (!("name" in r)) return false;
  const x0 = r["name"];
  if (!(typeof x0 === "string" && x0.length >= 1)) return false;
  if (!("version" in r)) return false;
  const x1 = r["version"];
  if (!(typeof x1 === "string" && x1.length >= 1)) return false;
  return true;
}
function p1(v) {
  if (!Array.isArray(v)) return false;
  return true;
}
function p2(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys2.has(k)) return false;
  const x0 = r["fixed-seq-len"];
  if (!(x0 === void 0 || p1(x0))) return false;
  const x1 = r["agentic-coding"];
  if (!(x1 === void 0 || p1(x1))) return false;
  return true;
}
function p3(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys0.has(k)) return false;
  if (!("image" in r)) return false;
  const x0 = r["image"];
  if (!(typeof x0 === "string")) return false;
  if (!("model" in r)) return false;
  const x1 = r["model"];
  if (!(typeof x1 === "string")) return false;
  if (!("model-prefix" in r)) return false;
  const x2 = r["model-prefix"];
  if (!(typeof x2 === "string")) return false;
  if (!("precision" in r)) return false;
  const x3 = r["precision"];
  if (!(typeof x3 === "string")) return false;
  if (!("framework" in r)) return false;
  const x4 = r["framework"];
  if (!(typeof x4 === "string")) return false;
  if (!("runner" in r)) return false;
  const x5 = r["runner"];
  if (!(typeof x5 === "string")) return false;
  const x6 = r["router"];
  if (!(x6 === void 0 || p0(x6))) return false;
  const x7 = r["kv-p2p-transfer"];
  if (!(x7 === void 0 || typeof x7 === "string" && x7.length >= 1)) return false;
  const x8 = r["srt-recipe-dir"];
  if (!(x8 === void 0 || typeof x8 === "string" && x8.length >= 1)) return false;
  if (!("scenarios" in r)) return false;
  const x9 = r["scenarios"];
  if (!p2(x9)) return false;
  if (!("multinode" in r)) return false;
  const x10 = r["multinode"];
  if (!(x10 === false)) return false;
  const x11 = r["disagg"];
  if (!(x11 === void 0 || x11 === false)) return false;
  return true;
}
function p4(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys0.has(k)) return false;
  if (!("image" in r)) return false;
  const x0 = r["image"];
  if (!(typeof x0 === "string")) return false;
  if (!("model" in r)) return false;
  const x1 = r["model"];
  if (!(typeof x1 === "string")) return false;
  if (!("model-prefix" in r)) return false;
  const x2 = r["model-prefix"];
  if (!(typeof x2 === "string")) return false;
  if (!("precision" in r)) return false;
  const x3 = r["precision"];
  if (!(typeof x3 === "string")) return false;
  if (!("framework" in r)) return false;
  const x4 = r["framework"];
  if (!(typeof x4 === "string")) return false;
  if (!("runner" in r)) return false;
  const x5 = r["runner"];
  if (!(typeof x5 === "string")) return false;
  const x6 = r["router"];
  if (!(x6 === void 0 || p0(x6))) return false;
  const x7 = r["kv-p2p-transfer"];
  if (!(x7 === void 0 || typeof x7 === "string" && x7.length >= 1)) return false;
  const x8 = r["srt-recipe-dir"];
  if (!(x8 === void 0 || typeof x8 === "string" && x8.length >= 1)) return false;
  if (!("scenarios" in r)) return false;
  const x9 = r["scenarios"];
  if (!p2(x9)) return false;
  if (!("multinode" in r)) return false;
  const x10 = r["multinode"];
  if (!(x10 === true)) return false;
  const x11 = r["disagg"];
  if (!(x11 === void 0 || typeof x11 === "boolean")) return false;
  return true;
}
function p5(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys3.has(k)) return false;
  if (!("isl" in r)) return false;
  const x0 = r["isl"];
  if (!(typeof x0 === "number" && Number.isSafeInteger(x0) && x0 >= 1 && x0 <= 16777216)) return false;
  if (!("osl" in r)) return false;
  const x1 = r["osl"];
  if (!(typeof x1 === "number" && Number.isSafeInteger(x1) && x1 >= 1 && x1 <= 16777216)) return false;
  if (!("search-space" in r)) return false;
  const x2 = r["search-space"];
  if (!p1(x2)) return false;
  return true;
}
function p6(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys4.has(k)) return false;
  const x0 = r["dram-utilization"];
  if (!(x0 === void 0 || typeof x0 === "number" && Number.isFinite(x0) && x0 > 0 && x0 <= 1))
    return false;
  if (!("search-space" in r)) return false;
  const x1 = r["search-space"];
  if (!p1(x1)) return false;
  return true;
}
function p7(v) {
  if (!Array.isArray(v)) return false;
  if (v.length > 256) return false;
  for (let i = 0; i < v.length; i++) {
    const x = v[i];
    if (!(typeof x === "number" && Number.isSafeInteger(x) && x <= 1048576)) return false;
  }
  return true;
}
function p9(v) {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) {
    const x = v[i];
    if (!(typeof x === "string")) return false;
  }
  return true;
}
function p10(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys7.has(k)) return false;
  if (!("num-worker" in r)) return false;
  const x0 = r["num-worker"];
  if (!(typeof x0 === "number" && Number.isSafeInteger(x0) && x0 >= 0 && x0 <= 1024)) return false;
  if (!("tp" in r)) return false;
  const x1 = r["tp"];
  if (!(typeof x1 === "number" && Number.isSafeInteger(x1) && x1 >= 1 && x1 <= 1024)) return false;
  const x2 = r["pp"];
  if (!(x2 === void 0 || typeof x2 === "number" && Number.isSafeInteger(x2) && x2 >= 1 && x2 <= 1024))
    return false;
  const x3 = r["dcp-size"];
  if (!(x3 === void 0 || typeof x3 === "number" && Number.isSafeInteger(x3) && x3 >= 1 && x3 <= 1024))
    return false;
  const x4 = r["pcp-size"];
  if (!(x4 === void 0 || typeof x4 === "number" && Number.isSafeInteger(x4) && x4 >= 1 && x4 <= 1024))
    return false;
  if (!("ep" in r)) return false;
  const x5 = r["ep"];
  if (!(typeof x5 === "number" && Number.isSafeInteger(x5) && x5 >= 1 && x5 <= 1024)) return false;
  if (!("dp-attn" in r)) return false;
  const x6 = r["dp-attn"];
  if (!(typeof x6 === "boolean")) return false;
  const x8 = r["additional-settings"];
  if (!(x8 === void 0 || p9(x8))) return false;
  return true;
}
function p12(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys8.has(k)) return false;
  const x0 = r["spec-decoding"];
  if (!(x0 === void 0 || x0 === "mtp" || x0 === "draft_model" || x0 === "none")) return false;
  const x1 = r["router"];
  if (!(x1 === void 0 || p0(x1))) return false;
  const x2 = r["kv-p2p-transfer"];
  if (!(x2 === void 0 || typeof x2 === "string" && x2.length >= 1)) return false;
  const x3 = r["srt-recipe"];
  if (!(x3 === void 0 || typeof x3 === "string" && x3.length >= 1)) return false;
  const x4 = r["eval-srt-recipe"];
  if (!(x4 === void 0 || typeof x4 === "string" && x4.length >= 1)) return false;
  const x5 = r["require-power"];
  if (!(x5 === void 0 || typeof x5 === "boolean")) return false;
  const x6 = r["power"];
  if (!(x6 === void 0 || typeof x6 === "boolean")) return false;
  const x7 = r["conc-start"];
  if (!(x7 === void 0 || typeof x7 === "number" && Number.isSafeInteger(x7) && x7 <= 1048576))
    return false;
  const x8 = r["conc-end"];
  if (!(x8 === void 0 || typeof x8 === "number" && Number.isSafeInteger(x8) && x8 <= 1048576))
    return false;
  const x9 = r["conc-list"];
  if (!(x9 === void 0 || p7(x9))) return false;
  if (!("worker" in r)) return false;
  const x10 = r["worker"];
  if (!p10(x10)) return false;
  if (!("num-nodes" in r)) return false;
  const x11 = r["num-nodes"];
  if (!(typeof x11 === "number" && Number.isSafeInteger(x11) && x11 >= 1 && x11 <= 1024)) return false;
  return true;
}
function p13(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys1.has(k)) return false;
  if (!("name" in r)) return false;
  const x0 = r["name"];
  if (!(typeof x0 === "string" && x0.length >= 1)) return false;
  const x1 = r["version"];
  if (!(x1 === void 0 || typeof x1 === "string" && x1.length >= 1)) return false;
  return true;
}
function p17(v) {
  if (!isPlainObject(v)) return false;
  for (const k of Reflect.ownKeys(v)) {
    if (k === "__proto__" || !isEnumerable(v, k)) continue;
    if (typeof k === "symbol") return false;
    const x = v[k];
    if (!(typeof x === "number" && Number.isFinite(x))) return false;
  }
  return true;
}
function p18(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys13.has(k)) return false;
  const x0 = r["event"];
  if (!(x0 === void 0 || p17(x0))) return false;
  const x1 = r["multi-node"];
  if (!(x1 === void 0 || typeof x1 === "number" && Number.isFinite(x1))) return false;
  const x2 = r["agentic"];
  if (!(x2 === void 0 || typeof x2 === "number" && Number.isFinite(x2))) return false;
  const x3 = r["eval-only"];
  if (!(x3 === void 0 || typeof x3 === "number" && Number.isFinite(x3))) return false;
  const x4 = r["additional-node"];
  if (!(x4 === void 0 || typeof x4 === "number" && Number.isFinite(x4))) return false;
  const x5 = r["precision"];
  if (!(x5 === void 0 || p17(x5))) return false;
  const x6 = r["spec-decoding"];
  if (!(x6 === void 0 || p17(x6))) return false;
  const x7 = r["framework-prefix"];
  if (!(x7 === void 0 || p17(x7))) return false;
  const x8 = r["model-prefix"];
  if (!(x8 === void 0 || p17(x8))) return false;
  return true;
}
function p19(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys15.has(k)) return false;
  if (!("name" in r)) return false;
  const x0 = r["name"];
  if (!(typeof x0 === "string" && x0.length >= 1)) return false;
  return true;
}
function p20(v) {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) {
    const x = v[i];
    if (!(typeof x === "string" && x.length >= 1)) return false;
  }
  return true;
}
function p21(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys16.has(k)) return false;
  if (!("names" in r)) return false;
  const x0 = r["names"];
  if (!p20(x0)) return false;
  if (!("adjustment" in r)) return false;
  const x1 = r["adjustment"];
  if (!(typeof x1 === "number" && Number.isFinite(x1))) return false;
  return true;
}
function p22(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys17.has(k)) return false;
  if (!("names" in r)) return false;
  const x0 = r["names"];
  if (!p20(x0)) return false;
  if (!("score" in r)) return false;
  const x1 = r["score"];
  if (!(typeof x1 === "number" && Number.isFinite(x1))) return false;
  const x2 = r["waived-by"];
  if (!(x2 === void 0 || p20(x2))) return false;
  return true;
}
function p23(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys14.has(k)) return false;
  const x0 = r["skip-queue"];
  if (!(x0 === void 0 || p19(x0))) return false;
  const x1 = r["checklist-complete"];
  if (!(x1 === void 0 || p21(x1))) return false;
  const x2 = r["patchwork"];
  if (!(x2 === void 0 || p22(x2))) return false;
  return true;
}
function p24(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys12.has(k)) return false;
  if (!("version" in r)) return false;
  const x0 = r["version"];
  if (!(x0 === 1)) return false;
  if (!("base-score" in r)) return false;
  const x1 = r["base-score"];
  if (!(typeof x1 === "number" && Number.isFinite(x1))) return false;
  if (!("adjustments" in r)) return false;
  const x2 = r["adjustments"];
  if (!p18(x2)) return false;
  const x3 = r["labels"];
  if (!(x3 === void 0 || p23(x3))) return false;
  return true;
}
function p25(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys19.has(k)) return false;
  if (!("available-cpu-dram-mib" in r)) return false;
  const x0 = r["available-cpu-dram-mib"];
  if (!(typeof x0 === "number" && Number.isSafeInteger(x0) && x0 >= 1)) return false;
  if (!("gpus-per-node" in r)) return false;
  const x1 = r["gpus-per-node"];
  if (!(typeof x1 === "number" && Number.isSafeInteger(x1) && x1 >= 1)) return false;
  return true;
}
function p26(v) {
  if (!isPlainObject(v)) return false;
  for (const k of Reflect.ownKeys(v)) {
    if (k === "__proto__" || !isEnumerable(v, k)) continue;
    if (typeof k === "symbol") return false;
    const x = v[k];
    if (!p25(x)) return false;
  }
  return true;
}
function p27(v) {
  if (!isPlainObject(v)) return false;
  for (const k of Reflect.ownKeys(v)) {
    if (k === "__proto__" || !isEnumerable(v, k)) continue;
    if (typeof k === "symbol") return false;
    const x = v[k];
    if (!(typeof x === "string" || typeof x === "number" && Number.isFinite(x) || typeof x === "boolean"))
      return false;
  }
  return true;
}
function p28(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys22.has(k)) return false;
  if (!("root" in r)) return false;
  const x0 = r["root"];
  if (!(typeof x0 === "string" && x0.length >= 1)) return false;
  if (!("dir" in r)) return false;
  const x1 = r["dir"];
  if (!(typeof x1 === "string" && x1.length >= 1)) return false;
  return true;
}
function p29(v) {
  if (!isPlainObject(v)) return false;
  for (const k of Reflect.ownKeys(v)) {
    if (k === "__proto__" || !isEnumerable(v, k)) continue;
    if (typeof k === "symbol") return false;
    const x = v[k];
    if (!p28(x)) return false;
  }
  return true;
}
function p30(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys21.has(k)) return false;
  const x0 = r["download-root"];
  if (!(x0 === void 0 || typeof x0 === "string" && x0.length >= 1)) return false;
  const x1 = r["entries"];
  if (!(x1 === void 0 || p29(x1))) return false;
  return true;
}
function p31(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys24.has(k)) return false;
  if (!("path" in r)) return false;
  const x0 = r["path"];
  if (!(typeof x0 === "string" && x0.length >= 1)) return false;
  const x1 = r["visibility"];
  if (!(x1 === void 0 || x1 === "shared" || x1 === "node-local")) return false;
  return true;
}
function p32(v) {
  if (!isPlainObject(v)) return false;
  for (const k of Reflect.ownKeys(v)) {
    if (k === "__proto__" || !isEnumerable(v, k)) continue;
    if (typeof k === "symbol") return false;
    const x = v[k];
    if (!p31(x)) return false;
  }
  return true;
}
function p33(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys27.has(k)) return false;
  const x0 = r["dir"];
  if (!(x0 === void 0 || typeof x0 === "string" && x0.length >= 1)) return false;
  const x1 = r["key-style"];
  if (!(x1 === void 0 || x1 === "underscore" || x1 === "plus" || x1 === "plus-strip-nvcr")) return false;
  const x2 = r["import"];
  if (!(x2 === void 0 || x2 === "submit-host" || x2 === "compute" || x2 === "all-nodes" || x2 === "pre-staged" || x2 === "unchecked"))
    return false;
  return true;
}
function p34(v) {
  if (!isPlainObject(v)) return false;
  for (const k of Reflect.ownKeys(v)) {
    if (k === "__proto__" || !isEnumerable(v, k)) continue;
    if (typeof k === "symbol") return false;
    const x = v[k];
    if (!p33(x)) return false;
  }
  return true;
}
function p35(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys26.has(k)) return false;
  const x0 = r["dir"];
  if (!(x0 === void 0 || typeof x0 === "string" && x0.length >= 1)) return false;
  const x1 = r["key-style"];
  if (!(x1 === void 0 || x1 === "underscore" || x1 === "plus" || x1 === "plus-strip-nvcr")) return false;
  const x2 = r["import"];
  if (!(x2 === void 0 || x2 === "submit-host" || x2 === "compute" || x2 === "all-nodes" || x2 === "pre-staged" || x2 === "unchecked"))
    return false;
  const x3 = r["model-prefixes"];
  if (!(x3 === void 0 || p34(x3))) return false;
  return true;
}
function p36(v) {
  if (!isPlainObject(v)) return false;
  for (const k of Reflect.ownKeys(v)) {
    if (k === "__proto__" || !isEnumerable(v, k)) continue;
    if (typeof k === "symbol") return false;
    const x = v[k];
    if (!p35(x)) return false;
  }
  return true;
}
function p37(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys28.has(k)) return false;
  const x0 = r["nginx"];
  if (!(x0 === void 0 || p33(x0))) return false;
  const x1 = r["dcgm-exporter"];
  if (!(x1 === void 0 || p33(x1))) return false;
  return true;
}
function p38(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys25.has(k)) return false;
  if (!("dir" in r)) return false;
  const x0 = r["dir"];
  if (!(typeof x0 === "string" && x0.length >= 1)) return false;
  const x1 = r["visibility"];
  if (!(x1 === void 0 || x1 === "shared" || x1 === "node-local")) return false;
  const x2 = r["import"];
  if (!(x2 === void 0 || x2 === "submit-host" || x2 === "compute" || x2 === "all-nodes" || x2 === "pre-staged" || x2 === "unchecked"))
    return false;
  const x3 = r["lock-timeout-s"];
  if (!(x3 === void 0 || typeof x3 === "number" && Number.isSafeInteger(x3) && x3 >= 1)) return false;
  const x4 = r["key-style"];
  if (!(x4 === void 0 || x4 === "underscore" || x4 === "plus" || x4 === "plus-strip-nvcr")) return false;
  const x5 = r["lock-file"];
  if (!(x5 === void 0 || x5 === "locks-dir")) return false;
  const x6 = r["single-node-import"];
  if (!(x6 === void 0 || typeof x6 === "boolean")) return false;
  const x7 = r["multi-node-import"];
  if (!(x7 === void 0 || typeof x7 === "boolean")) return false;
  const x8 = r["import-step-args"];
  if (!(x8 === void 0 || p9(x8))) return false;
  const x9 = r["framework-dirs"];
  if (!(x9 === void 0 || p36(x9))) return false;
  const x10 = r["helper-dirs"];
  if (!(x10 === void 0 || p37(x10))) return false;
  return true;
}
function p39(v) {
  if (!isPlainObject(v)) return false;
  for (const k of Reflect.ownKeys(v)) {
    if (k === "__proto__" || !isEnumerable(v, k)) continue;
    if (typeof k === "symbol") return false;
    const x = v[k];
    if (!(typeof x === "string" && x.length >= 1)) return false;
  }
  return true;
}
function p40(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys30.has(k)) return false;
  if (!("dcgm-port" in r)) return false;
  const x0 = r["dcgm-port"];
  if (!(typeof x0 === "number" && Number.isSafeInteger(x0) && x0 >= 1)) return false;
  const x1 = r["cpu-source"];
  if (!(x1 === void 0 || typeof x1 === "string" && x1.length >= 1)) return false;
  return true;
}
function p41(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys31.has(k)) return false;
  const x0 = r["ucx-net-devices"];
  if (!(x0 === void 0 || p20(x0))) return false;
  const x1 = r["nccl-ib-hca"];
  if (!(x1 === void 0 || p20(x1))) return false;
  const x2 = r["ib-devices"];
  if (!(x2 === void 0 || p20(x2))) return false;
  const x3 = r["socket-ifname"];
  if (!(x3 === void 0 || p20(x3))) return false;
  const x4 = r["mooncake-devices"];
  if (!(x4 === void 0 || p20(x4))) return false;
  const x5 = r["mooncake-gid-index"];
  if (!(x5 === void 0 || typeof x5 === "number" && Number.isSafeInteger(x5))) return false;
  const x6 = r["mori-rdma-tc"];
  if (!(x6 === void 0 || typeof x6 === "number" && Number.isSafeInteger(x6))) return false;
  const x7 = r["mori-io-tc"];
  if (!(x7 === void 0 || typeof x7 === "number" && Number.isSafeInteger(x7))) return false;
  return true;
}
function p42(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys32.has(k)) return false;
  if (!("script" in r)) return false;
  const x0 = r["script"];
  if (!(typeof x0 === "string" && x0.length >= 1)) return false;
  const x1 = r["env"];
  if (!(x1 === void 0 || p27(x1))) return false;
  const x2 = r["timeout-s"];
  if (!(x2 === void 0 || typeof x2 === "number" && Number.isSafeInteger(x2) && x2 >= 1)) return false;
  const x3 = r["nodes"];
  if (!(x3 === void 0 || x3 === "all" || x3 === "head")) return false;
  return true;
}
function p43(v) {
  if (!isPlainObject(v)) return false;
  for (const k of Reflect.ownKeys(v)) {
    if (k === "__proto__" || !isEnumerable(v, k)) continue;
    if (typeof k === "symbol") return false;
  }
  return true;
}
function p44(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys29.has(k)) return false;
  const x0 = r["volume-mounts"];
  if (!(x0 === void 0 || p39(x0))) return false;
  const x1 = r["agentic-volume-mounts"];
  if (!(x1 === void 0 || p39(x1))) return false;
  const x2 = r["mounts"];
  if (!(x2 === void 0 || p39(x2))) return false;
  const x3 = r["env"];
  if (!(x3 === void 0 || p27(x3))) return false;
  const x4 = r["container-aliases"];
  if (!(x4 === void 0 || p20(x4))) return false;
  const x5 = r["nginx-aliases"];
  if (!(x5 === void 0 || p20(x5))) return false;
  const x6 = r["outputs"];
  if (!(x6 === void 0 || typeof x6 === "string" && x6.length >= 1)) return false;
  const x7 = r["shared-run-root"];
  if (!(x7 === void 0 || typeof x7 === "string" && x7.length >= 1)) return false;
  const x8 = r["uv-cache-root"];
  if (!(x8 === void 0 || typeof x8 === "string" && x8.length >= 1)) return false;
  const x9 = r["power-exporter-port"];
  if (!(x9 === void 0 || typeof x9 === "number" && Number.isSafeInteger(x9) && x9 >= 1)) return false;
  const x10 = r["power-telemetry"];
  if (!(x10 === void 0 || p40(x10))) return false;
  const x11 = r["fabric"];
  if (!(x11 === void 0 || p41(x11))) return false;
  const x12 = r["host-setup"];
  if (!(x12 === void 0 || p42(x12))) return false;
  const x13 = r["default-time-limit"];
  if (!(x13 === void 0 || typeof x13 === "string" && re33.test(x13))) return false;
  const x14 = r["single-node-time-limit"];
  if (!(x14 === void 0 || typeof x14 === "number" && Number.isSafeInteger(x14) && x14 >= 1))
    return false;
  const x15 = r["dist-timeout-s"];
  if (!(x15 === void 0 || typeof x15 === "number" && Number.isSafeInteger(x15) && x15 >= 1))
    return false;
  const x16 = r["network-interface"];
  if (!(x16 === void 0 || typeof x16 === "string")) return false;
  const x17 = r["job-tag"];
  if (!(x17 === void 0 || typeof x17 === "string" && x17.length >= 1)) return false;
  const x18 = r["gpus-per-node-directive"];
  if (!(x18 === void 0 || typeof x18 === "boolean")) return false;
  const x19 = r["segment-directive"];
  if (!(x19 === void 0 || typeof x19 === "boolean")) return false;
  const x20 = r["single-node-exclusive"];
  if (!(x20 === void 0 || typeof x20 === "boolean")) return false;
  const x21 = r["single-node-models"];
  if (!(x21 === void 0 || typeof x21 === "string" && x21.length >= 1)) return false;
  const x22 = r["preflight"];
  if (!(x22 === void 0 || typeof x22 === "boolean")) return false;
  const x23 = r["extra"];
  if (!(x23 === void 0 || p43(x23))) return false;
  return true;
}
function p45(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys23.has(k)) return false;
  if (!("partition" in r)) return false;
  const x0 = r["partition"];
  if (!(typeof x0 === "string" && x0.length >= 1)) return false;
  const x1 = r["partitions"];
  if (!(x1 === void 0 || p20(x1))) return false;
  const x2 = r["account"];
  if (!(x2 === void 0 || typeof x2 === "string" && x2.length >= 1)) return false;
  const x3 = r["exclusive"];
  if (!(x3 === void 0 || typeof x3 === "boolean")) return false;
  const x4 = r["gres"];
  if (!(x4 === void 0 || typeof x4 === "string" && x4.length >= 1)) return false;
  const x5 = r["exclude"];
  if (!(x5 === void 0 || p20(x5))) return false;
  const x6 = r["cpus-per-task"];
  if (!(x6 === void 0 || typeof x6 === "number" && Number.isSafeInteger(x6) && x6 >= 1)) return false;
  const x7 = r["cpus-per-gpu"];
  if (!(x7 === void 0 || typeof x7 === "number" && Number.isSafeInteger(x7) && x7 >= 1)) return false;
  const x8 = r["srun-args"];
  if (!(x8 === void 0 || p9(x8))) return false;
  const x9 = r["salloc-args"];
  if (!(x9 === void 0 || p9(x9))) return false;
  const x10 = r["volumes"];
  if (!(x10 === void 0 || p32(x10))) return false;
  const x11 = r["squash"];
  if (!(x11 === void 0 || p38(x11))) return false;
  const x12 = r["srt-slurm"];
  if (!(x12 === void 0 || p44(x12))) return false;
  return true;
}
function p46(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys20.has(k)) return false;
  if (!("gpus-per-node" in r)) return false;
  const x0 = r["gpus-per-node"];
  if (!(typeof x0 === "number" && Number.isSafeInteger(x0) && x0 >= 1 && x0 <= 1024)) return false;
  const x1 = r["available-cpu-dram-mib"];
  if (!(x1 === void 0 || typeof x1 === "number" && Number.isSafeInteger(x1) && x1 >= 1)) return false;
  const x2 = r["arch"];
  if (!(x2 === void 0 || typeof x2 === "string" && x2.length >= 1)) return false;
  const x3 = r["env"];
  if (!(x3 === void 0 || p27(x3))) return false;
  const x4 = r["models"];
  if (!(x4 === void 0 || p30(x4))) return false;
  const x5 = r["scheduler"];
  if (!(x5 === void 0 || x5 === "slurm")) return false;
  const x6 = r["slurm"];
  if (!(x6 === void 0 || p45(x6))) return false;
  return true;
}
function p47(v) {
  if (!isPlainObject(v)) return false;
  for (const k of Reflect.ownKeys(v)) {
    if (k === "__proto__" || !isEnumerable(v, k)) continue;
    if (typeof k === "symbol") return false;
    const x = v[k];
    if (!p46(x)) return false;
  }
  return true;
}
function p48(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys18.has(k)) return false;
  const x1 = r["hardware"];
  if (!(x1 === void 0 || p26(x1))) return false;
  const x2 = r["clusters"];
  if (!(x2 === void 0 || p47(x2))) return false;
  return true;
}
var acceptsSingleNodeEntryHead = p3;
var acceptsMultiNodeEntryHead = p4;
var acceptsFixedSeqLenBlock = p5;
var acceptsAgenticBlock = p6;
function acceptsSingleNodeItemWithout(v, skip) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (Object.hasOwn(r, k) && !skip.includes(k) && !keys5.has(k)) return false;
  if (!(!skip.includes("tp") && isEnumerable(r, "tp"))) return false;
  const x0 = r["tp"];
  if (!(typeof x0 === "number" && Number.isSafeInteger(x0) && x0 >= 1 && x0 <= 1024)) return false;
  if (!skip.includes("pp") && isEnumerable(r, "pp")) {
    const x1 = r["pp"];
    if (!(x1 === void 0 || typeof x1 === "number" && Number.isSafeInteger(x1) && x1 >= 1 && x1 <= 1024))
      return false;
  }
  if (!skip.includes("dcp-size") && isEnumerable(r, "dcp-size")) {
    const x2 = r["dcp-size"];
    if (!(x2 === void 0 || typeof x2 === "number" && Number.isSafeInteger(x2) && x2 >= 1 && x2 <= 1024))
      return false;
  }
  if (!skip.includes("pcp-size") && isEnumerable(r, "pcp-size")) {
    const x3 = r["pcp-size"];
    if (!(x3 === void 0 || typeof x3 === "number" && Number.isSafeInteger(x3) && x3 >= 1 && x3 <= 1024))
      return false;
  }
  if (!skip.includes("ep") && isEnumerable(r, "ep")) {
    const x4 = r["ep"];
    if (!(x4 === void 0 || typeof x4 === "number" && Number.isSafeInteger(x4) && x4 >= 1 && x4 <= 1024))
      return false;
  }
  if (!skip.includes("dp-attn") && isEnumerable(r, "dp-attn")) {
    const x5 = r["dp-attn"];
    if (!(x5 === void 0 || typeof x5 === "boolean")) return false;
  }
  if (!skip.includes("spec-decoding") && isEnumerable(r, "spec-decoding")) {
    const x6 = r["spec-decoding"];
    if (!(x6 === void 0 || x6 === "mtp" || x6 === "draft_model" || x6 === "none")) return false;
  }
  if (!skip.includes("router") && isEnumerable(r, "router")) {
    const x7 = r["router"];
    if (!(x7 === void 0 || p0(x7))) return false;
  }
  if (!skip.includes("srt-recipe") && isEnumerable(r, "srt-recipe")) {
    const x8 = r["srt-recipe"];
    if (!(x8 === void 0 || typeof x8 === "string" && x8.length >= 1)) return false;
  }
  if (!skip.includes("require-power") && isEnumerable(r, "require-power")) {
    const x9 = r["require-power"];
    if (!(x9 === void 0 || typeof x9 === "boolean")) return false;
  }
  if (!skip.includes("conc-start") && isEnumerable(r, "conc-start")) {
    const x10 = r["conc-start"];
    if (!(x10 === void 0 || typeof x10 === "number" && Number.isSafeInteger(x10) && x10 <= 1048576))
      return false;
  }
  if (!skip.includes("conc-end") && isEnumerable(r, "conc-end")) {
    const x11 = r["conc-end"];
    if (!(x11 === void 0 || typeof x11 === "number" && Number.isSafeInteger(x11) && x11 <= 1048576))
      return false;
  }
  if (!skip.includes("conc-list") && isEnumerable(r, "conc-list")) {
    const x12 = r["conc-list"];
    if (!(x12 === void 0 || p7(x12))) return false;
  }
  return true;
}
function acceptsMultiNodeItemWithout(v, skip) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (Object.hasOwn(r, k) && !skip.includes(k) && !keys6.has(k)) return false;
  if (!skip.includes("spec-decoding") && isEnumerable(r, "spec-decoding")) {
    const x0 = r["spec-decoding"];
    if (!(x0 === void 0 || x0 === "mtp" || x0 === "draft_model" || x0 === "none")) return false;
  }
  if (!skip.includes("router") && isEnumerable(r, "router")) {
    const x1 = r["router"];
    if (!(x1 === void 0 || p0(x1))) return false;
  }
  if (!skip.includes("kv-p2p-transfer") && isEnumerable(r, "kv-p2p-transfer")) {
    const x2 = r["kv-p2p-transfer"];
    if (!(x2 === void 0 || typeof x2 === "string" && x2.length >= 1)) return false;
  }
  if (!skip.includes("srt-recipe") && isEnumerable(r, "srt-recipe")) {
    const x3 = r["srt-recipe"];
    if (!(x3 === void 0 || typeof x3 === "string" && x3.length >= 1)) return false;
  }
  if (!skip.includes("eval-srt-recipe") && isEnumerable(r, "eval-srt-recipe")) {
    const x4 = r["eval-srt-recipe"];
    if (!(x4 === void 0 || typeof x4 === "string" && x4.length >= 1)) return false;
  }
  if (!skip.includes("require-power") && isEnumerable(r, "require-power")) {
    const x5 = r["require-power"];
    if (!(x5 === void 0 || typeof x5 === "boolean")) return false;
  }
  if (!skip.includes("power") && isEnumerable(r, "power")) {
    const x6 = r["power"];
    if (!(x6 === void 0 || typeof x6 === "boolean")) return false;
  }
  if (!skip.includes("conc-start") && isEnumerable(r, "conc-start")) {
    const x7 = r["conc-start"];
    if (!(x7 === void 0 || typeof x7 === "number" && Number.isSafeInteger(x7) && x7 <= 1048576))
      return false;
  }
  if (!skip.includes("conc-end") && isEnumerable(r, "conc-end")) {
    const x8 = r["conc-end"];
    if (!(x8 === void 0 || typeof x8 === "number" && Number.isSafeInteger(x8) && x8 <= 1048576))
      return false;
  }
  if (!skip.includes("conc-list") && isEnumerable(r, "conc-list")) {
    const x9 = r["conc-list"];
    if (!(x9 === void 0 || p7(x9))) return false;
  }
  if (!(!skip.includes("prefill") && isEnumerable(r, "prefill"))) return false;
  const x10 = r["prefill"];
  if (!p10(x10)) return false;
  if (!(!skip.includes("decode") && isEnumerable(r, "decode"))) return false;
  const x11 = r["decode"];
  if (!p10(x11)) return false;
  return true;
}
var acceptsMultiNodeAggItem = p12;
function acceptsSingleNodeAgenticItemWithout(v, skip) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (Object.hasOwn(r, k) && !skip.includes(k) && !keys9.has(k)) return false;
  if (!(!skip.includes("tp") && isEnumerable(r, "tp"))) return false;
  const x0 = r["tp"];
  if (!(typeof x0 === "number" && Number.isSafeInteger(x0) && x0 >= 1 && x0 <= 1024)) return false;
  if (!skip.includes("pp") && isEnumerable(r, "pp")) {
    const x1 = r["pp"];
    if (!(x1 === void 0 || typeof x1 === "number" && Number.isSafeInteger(x1) && x1 >= 1 && x1 <= 1024))
      return false;
  }
  if (!skip.includes("dcp-size") && isEnumerable(r, "dcp-size")) {
    const x2 = r["dcp-size"];
    if (!(x2 === void 0 || typeof x2 === "number" && Number.isSafeInteger(x2) && x2 >= 1 && x2 <= 1024))
      return false;
  }
  if (!skip.includes("pcp-size") && isEnumerable(r, "pcp-size")) {
    const x3 = r["pcp-size"];
    if (!(x3 === void 0 || typeof x3 === "number" && Number.isSafeInteger(x3) && x3 >= 1 && x3 <= 1024))
      return false;
  }
  if (!skip.includes("ep") && isEnumerable(r, "ep")) {
    const x4 = r["ep"];
    if (!(x4 === void 0 || typeof x4 === "number" && Number.isSafeInteger(x4) && x4 >= 1 && x4 <= 1024))
      return false;
  }
  if (!skip.includes("dp-attn") && isEnumerable(r, "dp-attn")) {
    const x5 = r["dp-attn"];
    if (!(x5 === void 0 || typeof x5 === "boolean")) return false;
  }
  if (!skip.includes("kv-offloading") && isEnumerable(r, "kv-offloading")) {
    const x6 = r["kv-offloading"];
    if (!(x6 === void 0 || x6 === "none" || x6 === "dram")) return false;
  }
  if (!skip.includes("srt-recipe") && isEnumerable(r, "srt-recipe")) {
    const x7 = r["srt-recipe"];
    if (!(x7 === void 0 || typeof x7 === "string" && x7.length >= 1)) return false;
  }
  if (!skip.includes("kv-offload-backend") && isEnumerable(r, "kv-offload-backend")) {
    const x8 = r["kv-offload-backend"];
    if (!(x8 === void 0 || p13(x8))) return false;
  }
  if (!skip.includes("router") && isEnumerable(r, "router")) {
    const x9 = r["router"];
    if (!(x9 === void 0 || p0(x9))) return false;
  }
  if (!skip.includes("kv-p2p-transfer") && isEnumerable(r, "kv-p2p-transfer")) {
    const x10 = r["kv-p2p-transfer"];
    if (!(x10 === void 0 || typeof x10 === "string" && x10.length >= 1)) return false;
  }
  if (!skip.includes("spec-decoding") && isEnumerable(r, "spec-decoding")) {
    const x11 = r["spec-decoding"];
    if (!(x11 === void 0 || x11 === "mtp" || x11 === "draft_model" || x11 === "none")) return false;
  }
  if (!skip.includes("require-power") && isEnumerable(r, "require-power")) {
    const x12 = r["require-power"];
    if (!(x12 === void 0 || typeof x12 === "boolean")) return false;
  }
  if (!skip.includes("conc-start") && isEnumerable(r, "conc-start")) {
    const x13 = r["conc-start"];
    if (!(x13 === void 0 || typeof x13 === "number" && Number.isSafeInteger(x13) && x13 <= 1048576))
      return false;
  }
  if (!skip.includes("conc-end") && isEnumerable(r, "conc-end")) {
    const x14 = r["conc-end"];
    if (!(x14 === void 0 || typeof x14 === "number" && Number.isSafeInteger(x14) && x14 <= 1048576))
      return false;
  }
  if (!skip.includes("conc-list") && isEnumerable(r, "conc-list")) {
    const x15 = r["conc-list"];
    if (!(x15 === void 0 || p7(x15))) return false;
  }
  return true;
}
function acceptsMultiNodeAgenticItemWithout(v, skip) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (Object.hasOwn(r, k) && !skip.includes(k) && !keys10.has(k)) return false;
  if (!skip.includes("kv-offloading") && isEnumerable(r, "kv-offloading")) {
    const x0 = r["kv-offloading"];
    if (!(x0 === void 0 || x0 === "none" || x0 === "dram")) return false;
  }
  if (!skip.includes("srt-recipe") && isEnumerable(r, "srt-recipe")) {
    const x1 = r["srt-recipe"];
    if (!(x1 === void 0 || typeof x1 === "string" && x1.length >= 1)) return false;
  }
  if (!skip.includes("eval-srt-recipe") && isEnumerable(r, "eval-srt-recipe")) {
    const x2 = r["eval-srt-recipe"];
    if (!(x2 === void 0 || typeof x2 === "string" && x2.length >= 1)) return false;
  }
  if (!skip.includes("power") && isEnumerable(r, "power")) {
    const x3 = r["power"];
    if (!(x3 === void 0 || typeof x3 === "boolean")) return false;
  }
  if (!skip.includes("kv-offload-backend") && isEnumerable(r, "kv-offload-backend")) {
    const x4 = r["kv-offload-backend"];
    if (!(x4 === void 0 || p13(x4))) return false;
  }
  if (!skip.includes("router") && isEnumerable(r, "router")) {
    const x5 = r["router"];
    if (!(x5 === void 0 || p0(x5))) return false;
  }
  if (!skip.includes("kv-p2p-transfer") && isEnumerable(r, "kv-p2p-transfer")) {
    const x6 = r["kv-p2p-transfer"];
    if (!(x6 === void 0 || typeof x6 === "string" && x6.length >= 1)) return false;
  }
  if (!skip.includes("spec-decoding") && isEnumerable(r, "spec-decoding")) {
    const x7 = r["spec-decoding"];
    if (!(x7 === void 0 || x7 === "mtp" || x7 === "draft_model" || x7 === "none")) return false;
  }
  if (!skip.includes("require-power") && isEnumerable(r, "require-power")) {
    const x8 = r["require-power"];
    if (!(x8 === void 0 || typeof x8 === "boolean")) return false;
  }
  if (!skip.includes("conc-start") && isEnumerable(r, "conc-start")) {
    const x9 = r["conc-start"];
    if (!(x9 === void 0 || typeof x9 === "number" && Number.isSafeInteger(x9) && x9 <= 1048576))
      return false;
  }
  if (!skip.includes("conc-end") && isEnumerable(r, "conc-end")) {
    const x10 = r["conc-end"];
    if (!(x10 === void 0 || typeof x10 === "number" && Number.isSafeInteger(x10) && x10 <= 1048576))
      return false;
  }
  if (!skip.includes("conc-list") && isEnumerable(r, "conc-list")) {
    const x11 = r["conc-list"];
    if (!(x11 === void 0 || p7(x11))) return false;
  }
  if (!(!skip.includes("prefill") && isEnumerable(r, "prefill"))) return false;
  const x12 = r["prefill"];
  if (!p10(x12)) return false;
  if (!(!skip.includes("decode") && isEnumerable(r, "decode"))) return false;
  const x13 = r["decode"];
  if (!p10(x13)) return false;
  return true;
}
function acceptsMultiNodeAgenticAggItemWithout(v, skip) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (Object.hasOwn(r, k) && !skip.includes(k) && !keys11.has(k)) return false;
  if (!skip.includes("kv-offloading") && isEnumerable(r, "kv-offloading")) {
    const x0 = r["kv-offloading"];
    if (!(x0 === void 0 || x0 === "none" || x0 === "dram")) return false;
  }
  if (!skip.includes("srt-recipe") && isEnumerable(r, "srt-recipe")) {
    const x1 = r["srt-recipe"];
    if (!(x1 === void 0 || typeof x1 === "string" && x1.length >= 1)) return false;
  }
  if (!skip.includes("eval-srt-recipe") && isEnumerable(r, "eval-srt-recipe")) {
    const x2 = r["eval-srt-recipe"];
    if (!(x2 === void 0 || typeof x2 === "string" && x2.length >= 1)) return false;
  }
  if (!skip.includes("power") && isEnumerable(r, "power")) {
    const x3 = r["power"];
    if (!(x3 === void 0 || typeof x3 === "boolean")) return false;
  }
  if (!skip.includes("kv-offload-backend") && isEnumerable(r, "kv-offload-backend")) {
    const x4 = r["kv-offload-backend"];
    if (!(x4 === void 0 || p13(x4))) return false;
  }
  if (!skip.includes("router") && isEnumerable(r, "router")) {
    const x5 = r["router"];
    if (!(x5 === void 0 || p0(x5))) return false;
  }
  if (!skip.includes("kv-p2p-transfer") && isEnumerable(r, "kv-p2p-transfer")) {
    const x6 = r["kv-p2p-transfer"];
    if (!(x6 === void 0 || typeof x6 === "string" && x6.length >= 1)) return false;
  }
  if (!skip.includes("spec-decoding") && isEnumerable(r, "spec-decoding")) {
    const x7 = r["spec-decoding"];
    if (!(x7 === void 0 || x7 === "mtp" || x7 === "draft_model" || x7 === "none")) return false;
  }
  if (!skip.includes("require-power") && isEnumerable(r, "require-power")) {
    const x8 = r["require-power"];
    if (!(x8 === void 0 || typeof x8 === "boolean")) return false;
  }
  if (!skip.includes("conc-start") && isEnumerable(r, "conc-start")) {
    const x9 = r["conc-start"];
    if (!(x9 === void 0 || typeof x9 === "number" && Number.isSafeInteger(x9) && x9 <= 1048576))
      return false;
  }
  if (!skip.includes("conc-end") && isEnumerable(r, "conc-end")) {
    const x10 = r["conc-end"];
    if (!(x10 === void 0 || typeof x10 === "number" && Number.isSafeInteger(x10) && x10 <= 1048576))
      return false;
  }
  if (!skip.includes("conc-list") && isEnumerable(r, "conc-list")) {
    const x11 = r["conc-list"];
    if (!(x11 === void 0 || p7(x11))) return false;
  }
  if (!(!skip.includes("worker") && isEnumerable(r, "worker"))) return false;
  const x12 = r["worker"];
  if (!p10(x12)) return false;
  if (!(!skip.includes("num-nodes") && isEnumerable(r, "num-nodes"))) return false;
  const x13 = r["num-nodes"];
  if (!(typeof x13 === "number" && Number.isSafeInteger(x13) && x13 >= 1 && x13 <= 1024)) return false;
  return true;
}
var acceptsCiPriority = p24;
var acceptsRunnersFile = p48;

// src/config/read.ts
function readYaml(text, file) {
  let cache;
  const parsed = () => cache ??= parseYaml(text, file, { version: "1.1" });
  const fast = fastLoad(text);
  if (fast) return { value: fast.value, diagnostics: [], parsed };
  const p = parsed();
  return { value: p.value, diagnostics: [...p.diagnostics, ...lintYaml11(p, text)], parsed };
}

// src/config/rules.ts
var isRec = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var has = (r, k) => r[k] !== void 0 && r[k] !== null;
var at = (path, rule, message, extra = {}) => ({
  path,
  rule,
  message,
  ...extra
});
var scopeOnce = (e) => ["router", "kv-p2p-transfer"].filter((f) => has(e.raw, f) && e.items.some((i) => has(i.raw, f))).map(
  (f) => at(
    [...e.path, f],
    "VM-4",
    `${f} must be declared either at the top level or in search-space entries, not both`,
    {
      atKey: true,
      fix: `remove '${f}' here or from every search-space entry`
    }
  )
);
var p2pMultinode = (e) => {
  if (e.multinode) return [];
  const where = [
    ...has(e.raw, "kv-p2p-transfer") ? [e.path] : [],
    ...e.items.filter((i) => i.scenario === "agentic-coding" && has(i.raw, "kv-p2p-transfer")).map((i) => i.path)
  ];
  return where.map(
    (p) => at([...p, "kv-p2p-transfer"], "VM-5", "kv-p2p-transfer is only valid when multinode=true", {
      atKey: true,
      fix: "remove 'kv-p2p-transfer' or set multinode: true"
    })
  );
};
var disaggP2p = (e) => e.multinode && e.raw.disagg === true && !has(e.raw, "kv-p2p-transfer") && e.items.some((i) => !has(i.raw, "kv-p2p-transfer")) ? [
  at(
    [...e.path, "disagg"],
    "VM-6",
    "disagg=true requires kv-p2p-transfer at the top level or in every search-space entry",
    {
      fix: "add 'kv-p2p-transfer: nixl' (or the backend used) at the top level"
    }
  )
] : [];
var someScenario = (e) => {
  const s = e.raw.scenarios;
  if (!isRec(s)) return [];
  const nonEmpty = (k) => Array.isArray(s[k]) ? s[k].length > 0 : has(s, k);
  return nonEmpty("fixed-seq-len") || nonEmpty("agentic-coding") ? [] : [
    at([...e.path, "scenarios"], "VM-2", "At least one scenario type must be specified", {
      atKey: true,
      fix: "add a non-empty 'fixed-seq-len' or 'agentic-coding' list"
    })
  ];
};
var agenticCluster = (e) => {
  const runner = e.raw.runner;
  if (typeof runner !== "string" || runner.startsWith("cluster:")) return [];
  if (!e.blocks.some((b) => b.scenario === "agentic-coding")) return [];
  const family = runner.split("-")[0];
  const same = e.clusterLabels.filter((l) => l.startsWith(`cluster:${family}`));
  const example = same.length ? same.join(" or ") : "cluster:gb200-nv";
  return [
    at(
      [...e.path, "runner"],
      "VM-3",
      "Agentic master configs must use a 'cluster:<name>' runner so every point runs on one exact hardware fleet.",
      { fix: `use a cluster:<name> runner such as ${example}` }
    )
  ];
};
var concurrency = (e) => e.items.flatMap((i) => {
  const r = i.raw;
  const list2 = r["conc-list"];
  const hasList = Array.isArray(list2) ? list2.length > 0 : has(r, "conc-list");
  const hasStart = has(r, "conc-start");
  const hasEnd = has(r, "conc-end");
  const out = [];
  if (hasList && (hasStart || hasEnd)) {
    out.push(
      at(
        i.path,
        "VC-1",
        "Cannot specify both 'conc-list' list and 'conc-start'/'conc-end'. Use either a list or a range, not both.",
        {
          fix: "keep either 'conc-list' or 'conc-start'/'conc-end'"
        }
      )
    );
  } else if (!hasList && !(hasStart && hasEnd)) {
    out.push(
      at(i.path, "VC-2", "Must specify either 'conc-list' list or both 'conc-start' and 'conc-end'.", {
        fix: "add 'conc-list: [...]' or both 'conc-start' and 'conc-end'"
      })
    );
  }
  const s = r["conc-start"];
  const en = r["conc-end"];
  if (typeof s === "number" && typeof en === "number") {
    if (s <= 0 || en <= 0) {
      out.push(
        at(
          [...i.path, s <= 0 ? "conc-start" : "conc-end"],
          "VC-3",
          "Input 'conc-start' and 'conc-end' must be greater than 0."
        )
      );
    } else if (s > en) {
      out.push(
        at([...i.path, "conc-start"], "VC-4", `'conc-start' (${s}) must be <= 'conc-end' (${en}).`, {
          fix: "swap the two values"
        })
      );
    }
  }
  if (Array.isArray(list2)) {
    const bad = list2.findIndex((c) => typeof c === "number" && c <= 0);
    if (bad >= 0)
      out.push(
        at([...i.path, "conc-list", bad], "VC-5", "Input 'conc-list' entries must be greater than 0.")
      );
    const seen = /* @__PURE__ */ new Set();
    list2.forEach((c, k) => {
      if (seen.has(c)) {
        out.push(
          at([...i.path, "conc-list", k], "VP-5", `Duplicate 'conc-list' value ${String(c)}`, {
            fix: "remove the repeated value"
          })
        );
      }
      seen.add(c);
    });
  }
  return out;
});
var topology = (e) => e.items.flatMap((i) => {
  const out = [];
  const divisible = (r, p) => {
    const tp = r.tp;
    const d = r["dcp-size"];
    if (typeof tp === "number" && typeof d === "number" && d > 0 && tp % d !== 0) {
      out.push(at([...p, "dcp-size"], "VT-1", `'tp' (${tp}) must be divisible by 'dcp-size' (${d})`));
    }
  };
  if (!i.workers) divisible(i.raw, i.path);
  const { prefill, decode } = i.raw;
  if (isRec(prefill)) {
    divisible(prefill, [...i.path, "prefill"]);
    if (prefill["num-worker"] === 0) {
      out.push(
        at([...i.path, "prefill", "num-worker"], "VP-3", "Input should be greater than 0", {
          fix: "prefill needs at least one worker; an aggregated topology sets decode num-worker to 0"
        })
      );
    }
  }
  if (isRec(decode)) divisible(decode, [...i.path, "decode"]);
  if (isRec(i.raw.worker)) divisible(i.raw.worker, [...i.path, "worker"]);
  if (isRec(prefill) && isRec(decode) && has(prefill, "hardware") !== has(decode, "hardware")) {
    out.push(
      at(i.path, "VT-2", "'hardware' must be specified for both 'prefill' and 'decode', or neither")
    );
  }
  return out;
});
var agentic = (e) => e.items.filter((i) => i.scenario === "agentic-coding").flatMap((i) => {
  const r = i.raw;
  const out = [];
  const tp = has(r, "tp");
  const both = has(r, "prefill") && has(r, "decode");
  const agg = has(r, "worker");
  if (agg) {
  } else if (tp === both) {
    out.push(
      at(
        i.path,
        "VA-1",
        "Agentic search-space entries must specify either tp or both prefill and decode"
      )
    );
  } else if (tp && e.multinode) {
    out.push(
      at(
        i.path,
        "VP-2",
        "Single-node agentic search-space entries (tp) are not valid when multinode=true",
        {
          fix: "describe the item with prefill and decode workers, or move it to a multinode: false config"
        }
      )
    );
  } else if (both && !e.multinode) {
    out.push(
      at(
        i.path,
        "VP-2",
        "Multinode agentic search-space entries (prefill/decode) are not valid when multinode=false",
        {
          fix: "describe the item with tp, or move it to a multinode: true config"
        }
      )
    );
  }
  if (tp && !both && !has(r, "kv-offloading")) {
    out.push(
      at(i.path, "VA-2", "Single-node agentic search-space entries must specify kv-offloading", {
        fix: "add kv-offloading: none (or dram with a kv-offload-backend)"
      })
    );
  }
  if ((both || agg) && !tp) {
    for (const f of ["pp", "dcp-size", "pcp-size"]) {
      if (f in r) {
        out.push(
          at(
            [...i.path, f],
            "VA-3",
            "Multinode agentic search-space entries cannot specify 'pp', 'dcp-size', 'pcp-size'",
            {
              atKey: true,
              fix: `move '${f}' into the prefill/decode workers`
            }
          )
        );
      }
    }
  }
  const mode = r["kv-offloading"];
  if (has(r, "kv-offload-backend")) {
    if (!has(r, "kv-offloading")) {
      out.push(
        at([...i.path, "kv-offload-backend"], "VA-4", "kv-offload-backend requires kv-offloading", {
          atKey: true,
          fix: "add kv-offloading: dram"
        })
      );
    } else if (mode === "none") {
      out.push(
        at(
          [...i.path, "kv-offload-backend"],
          "VA-5",
          "kv-offload-backend can only be set when kv-offloading is not 'none'",
          {
            atKey: true,
            fix: "remove 'kv-offload-backend' or set kv-offloading: dram"
          }
        )
      );
    }
  } else if (mode === "dram") {
    out.push(
      at(
        [...i.path, "kv-offloading"],
        "VA-6",
        "kv-offload-backend is required when kv-offloading is 'dram'",
        {
          fix: "add kv-offload-backend: { name: <backend> }"
        }
      )
    );
  }
  return out;
});
var dramBudget = (e) => e.blocks.filter((b) => b.scenario === "agentic-coding" && !has(b.raw, "dram-utilization")).filter((b) => e.items.some((i) => i.block === b && i.raw["kv-offloading"] === "dram")).map(
  (b) => at(b.path, "VA-7", "kv-offloading='dram' requires dram-utilization with runner hardware metadata", {
    fix: "add dram-utilization: 0.80 (0 < value \u2264 1) to this block"
  })
);
var MULTI_NODE_KEYS = ["worker", "prefill", "decode", "num-nodes"];
var shapes = (e) => e.items.flatMap((i) => {
  const r = i.raw;
  const out = [];
  if (!e.multinode) {
    for (const k of MULTI_NODE_KEYS) {
      if (!(k in r)) continue;
      if (i.scenario === "agentic-coding" && (k === "prefill" || k === "decode")) continue;
      out.push(
        at(
          [...i.path, k],
          "VP-2",
          `Single-node search-space entries cannot specify '${k}' (multinode=false)`,
          {
            atKey: true,
            fix: `remove '${k}' (a single-node item gives tp), or move the item to a multinode: true config`
          }
        )
      );
    }
    return out;
  }
  const agg = has(r, "worker");
  const pd = "prefill" in r || "decode" in r;
  if (agg && (pd || has(r, "tp"))) {
    out.push(
      at(
        [...i.path, "worker"],
        "VP-2",
        "A multi-node search-space entry gives either 'prefill' and 'decode' or 'worker' and 'num-nodes', not both",
        { atKey: true, fix: "keep 'worker' + 'num-nodes' for an aggregated topology, or prefill + decode" }
      )
    );
  } else if (!agg && "num-nodes" in r) {
    out.push(
      at(
        [...i.path, "num-nodes"],
        "VP-2",
        "'num-nodes' is only valid with 'worker' (an aggregated topology)",
        {
          atKey: true,
          fix: "remove 'num-nodes' (disaggregated nodes come from the workers), or describe the item with 'worker'"
        }
      )
    );
  }
  if (agg && e.raw.disagg === true) {
    out.push(
      at(
        [...i.path, "worker"],
        "VP-2",
        "disagg=true requires 'prefill' and 'decode' workers, not 'worker'",
        {
          atKey: true,
          fix: "describe the prefill and decode workers, or set disagg: false for an aggregated topology"
        }
      )
    );
  }
  return out;
});
var RECIPE_REF = /^(?!\/)(?!.*(?:^|\/)\.\.(?:\/|:|$))[^:\s]+\.ya?ml(?::(?:base|override_[A-Za-z0-9_.-]+|zip_override_[A-Za-z0-9_.-]+\[\d+\]))?$/;
var RECIPE_SETTING = {
  "srt-recipe": "CONFIG_FILE",
  "eval-srt-recipe": "EVAL_CONFIG_FILE"
};
var recipes = (e) => e.items.flatMap((i) => {
  const out = [];
  for (const [field, setting] of Object.entries(RECIPE_SETTING)) {
    const v = i.raw[field];
    if (v === void 0) continue;
    if (typeof v === "string" && v.length > 0 && !RECIPE_REF.test(v)) {
      out.push(
        at(
          [...i.path, field],
          "VP-8",
          `${field} '${v}' must be <file>.yaml[:<selector>] with selector base, override_<name> or zip_override_<name>[<i>]`,
          {
            fix: "give the recipe path relative to the repository folder (no leading / or ..), e.g. benchmarks/single_node/srt-slurm-recipes/<model>/<engine>/<gpu>/8k1k.yaml"
          }
        )
      );
    }
    for (const role of ["prefill", "decode", "worker"]) {
      const w = i.raw[role];
      const settings = isRec(w) ? w["additional-settings"] : void 0;
      if (!Array.isArray(settings)) continue;
      settings.forEach((kv, k) => {
        if (typeof kv === "string" && kv.startsWith(`${setting}=`))
          out.push(
            at(
              [...i.path, role, "additional-settings", k],
              "VP-8",
              `${setting}= cannot be given together with ${field}: the item's recipe is its ${field}`,
              { fix: `remove this ${setting}= setting (or drop ${field} and keep the setting)` }
            )
          );
      });
    }
  }
  return out;
});
var stageSize = (e) => e.items.flatMap((i) => {
  const out = [];
  const check = (r, p) => {
    const n = (k) => typeof r[k] === "number" ? r[k] : 1;
    const max = CONFIG_LIMITS.maxStageGpus;
    const g = n("tp") * n("pp") * n("pcp-size");
    if (g > max && n("tp") <= max && n("pp") <= max && n("pcp-size") <= max)
      out.push(
        at(
          [...p, "tp"],
          "VP-3",
          `tp\xB7pp\xB7pcp-size = ${g} GPUs in one worker stage exceeds the bound of ${max}`,
          {
            fix: "tp is the GPU width of one worker stage: check tp, pp and pcp-size"
          }
        )
      );
  };
  if (!i.workers) check(i.raw, i.path);
  for (const role of ["prefill", "decode", "worker"]) {
    const w = i.raw[role];
    if (isRec(w)) check(w, [...i.path, role]);
  }
  return out;
});
var componentVersions = (e) => {
  const comps = [[[...e.path, "router"], e.raw.router]];
  for (const i of e.items) {
    for (const f of ["router", "kv-offload-backend"]) comps.push([[...i.path, f], i.raw[f]]);
  }
  return comps.filter(([, c]) => isRec(c) && typeof c.version === "string" && c.version.startsWith("image:")).map(
    ([p]) => at(
      [...p, "version"],
      "VA-8",
      "component version must be a release, package version, or source commit, not an image reference",
      {
        fix: "give the release version (the image is already in 'image')"
      }
    )
  );
};
var ENTRY_RULES = [
  someScenario,
  agenticCluster,
  scopeOnce,
  p2pMultinode,
  disaggP2p,
  concurrency,
  topology,
  agentic,
  shapes,
  recipes,
  stageSize,
  dramBudget,
  componentVersions
];

// src/config/runners-schema.ts
var dict = (value) => zod().record(zod().string(), value, {
  error: (iss) => iss.input === void 0 ? "Field required" : "Input should be a valid dictionary"
});
var oneOf = (values) => zod().enum(values, {
  error: (iss) => iss.input === void 0 ? "Field required" : `Input should be ${values.map((v) => `'${v}'`).join(", ").replace(/, ([^,]*)$/, " or $1")}`
});
var envValue = () => zod().union([str(), zod().number(), zod().boolean()], {
  error: "Input should be a valid string"
});
var env = () => dict(envValue());
var timeLimit = () => zod().string({
  error: (iss) => typeof iss.input === "number" ? 'time limit must be a quoted "H:MM:SS" string: unquoted, YAML 1.1 reads it as seconds' : "Input should be a valid string"
}).regex(/^\d{1,3}:[0-5]\d:[0-5]\d$/, { error: 'time limit must be "H:MM:SS"' });
var VISIBILITIES = ["shared", "node-local"];
var SQUASH_IMPORTS = ["submit-host", "compute", "all-nodes", "pre-staged", "unchecked"];
var KEY_STYLES = ["underscore", "plus", "plus-strip-nvcr"];
var SCHEDULERS = ["slurm"];
var volume = () => obj({ path: nonEmptyStr(), visibility: oneOf(VISIBILITIES).optional() });
var squashPlace = once(() => ({
  dir: nonEmptyStr().optional(),
  "key-style": oneOf(KEY_STYLES).optional(),
  import: oneOf(SQUASH_IMPORTS).optional()
}));
var squash = () => obj({
  dir: nonEmptyStr(),
  visibility: oneOf(VISIBILITIES).optional(),
  import: oneOf(SQUASH_IMPORTS).optional(),
  "lock-timeout-s": posInt().optional(),
  "key-style": oneOf(KEY_STYLES).optional(),
  "lock-file": oneOf(["locks-dir"]).optional(),
  "single-node-import": bool().optional(),
  "multi-node-import": bool().optional(),
  "import-step-args": list(str()).optional(),
  "framework-dirs": dict(
    obj({ ...squashPlace(), "model-prefixes": dict(obj(squashPlace())).optional() })
  ).optional(),
  "helper-dirs": obj({
    nginx: obj(squashPlace()).optional(),
    "dcgm-exporter": obj(squashPlace()).optional()
  }).optional()
});
var FABRIC_LISTS = [
  "ucx-net-devices",
  "nccl-ib-hca",
  "ib-devices",
  "socket-ifname",
  "mooncake-devices"
];
var FABRIC_NUMBERS = ["mooncake-gid-index", "mori-rdma-tc", "mori-io-tc"];
var fabric = () => obj({
  ...Object.fromEntries(FABRIC_LISTS.map((k) => [k, list(nonEmptyStr()).optional()])),
  ...Object.fromEntries(FABRIC_NUMBERS.map((k) => [k, int().optional()]))
});
var srtSlurm = () => obj({
  "volume-mounts": dict(nonEmptyStr()).optional(),
  "agentic-volume-mounts": dict(nonEmptyStr()).optional(),
  mounts: dict(nonEmptyStr()).optional(),
  env: env().optional(),
  "container-aliases": list(nonEmptyStr()).optional(),
  "nginx-aliases": list(nonEmptyStr()).optional(),
  outputs: nonEmptyStr().optional(),
  "shared-run-root": nonEmptyStr().optional(),
  "uv-cache-root": nonEmptyStr().optional(),
  "power-exporter-port": posInt().optional(),
  "power-telemetry": obj({ "dcgm-port": posInt(), "cpu-source": nonEmptyStr().optional() }).optional(),
  fabric: fabric().optional(),
  "host-setup": obj({
    script: nonEmptyStr(),
    env: env().optional(),
    "timeout-s": posInt().optional(),
    nodes: oneOf(["all", "head"]).optional()
  }).optional(),
  "default-time-limit": timeLimit().optional(),
  "single-node-time-limit": posInt().optional(),
  "dist-timeout-s": posInt().optional(),
  "network-interface": str().optional(),
  "job-tag": nonEmptyStr().optional(),
  "gpus-per-node-directive": bool().optional(),
  "segment-directive": bool().optional(),
  "single-node-exclusive": bool().optional(),
  "single-node-models": nonEmptyStr().optional(),
  preflight: bool().optional(),
  extra: dict(zod().unknown()).optional()
});
var slurm = () => obj({
  partition: nonEmptyStr(),
  partitions: list(nonEmptyStr()).optional(),
  account: nonEmptyStr().optional(),
  exclusive: bool().optional(),
  gres: nonEmptyStr().optional(),
  exclude: list(nonEmptyStr()).optional(),
  "cpus-per-task": posInt().optional(),
  "cpus-per-gpu": posInt().optional(),
  "srun-args": list(str()).optional(),
  "salloc-args": list(str()).optional(),
  volumes: dict(volume()).optional(),
  squash: squash().optional(),
  "srt-slurm": srtSlurm().optional()
});
var clusterRecord = once(
  () => obj({
    "gpus-per-node": posInt().max(CONFIG_LIMITS.maxStageGpus, {
      error: `Input should be less than or equal to ${CONFIG_LIMITS.maxStageGpus}`
    }),
    "available-cpu-dram-mib": posInt().optional(),
    arch: nonEmptyStr().optional(),
    env: env().optional(),
    models: obj({
      "download-root": nonEmptyStr().optional(),
      entries: dict(obj({ root: nonEmptyStr(), dir: nonEmptyStr() })).optional()
    }).optional(),
    scheduler: oneOf(SCHEDULERS).optional(),
    slurm: slurm().optional()
  })
);
var hardwareRecord = once(
  () => obj({
    "available-cpu-dram-mib": posInt(),
    "gpus-per-node": posInt()
  })
);
var runnersFile = once(
  () => obj({
    labels: zod().unknown().optional(),
    hardware: zod().record(zod().string(), hardwareRecord(), { error: says("Input should be a valid dictionary") }).optional(),
    clusters: zod().record(zod().string(), clusterRecord(), { error: says("Input should be a valid dictionary") }).optional()
  })
);

// src/config/clusters.ts
var CLUSTER = "cluster:";
var PARTITION = "partition:";
function clustersByRunner(labels) {
  const out = /* @__PURE__ */ new Map();
  for (const [l, names] of Object.entries(labels)) {
    if (!l.startsWith(CLUSTER) || !Array.isArray(names)) continue;
    for (const n of names) {
      if (typeof n !== "string") continue;
      const list2 = out.get(n) ?? [];
      if (!list2.includes(l)) list2.push(l);
      out.set(n, list2);
    }
  }
  return out;
}
function clusterFindings(labels, clusters) {
  const out = [];
  const clusterLabels = Object.keys(labels).filter((l) => l.startsWith(CLUSTER));
  for (const l of clusterLabels) {
    if (!(l.slice(CLUSTER.length) in clusters)) {
      out.push({
        path: ["labels", l],
        rule: "VR-5",
        message: `Runner label '${l}' has no clusters record`,
        atKey: true,
        fix: `add clusters: ${l.slice(CLUSTER.length)}: { gpus-per-node: \u2026 }`
      });
    }
  }
  for (const id of Object.keys(clusters)) {
    if (!(`${CLUSTER}${id}` in labels)) {
      out.push({
        path: ["clusters", id],
        rule: "VR-5",
        message: `Cluster record '${id}' has no '${CLUSTER}${id}' label`,
        atKey: true,
        fix: `add the label '${CLUSTER}${id}' with its runner names`
      });
    }
  }
  const owner = /* @__PURE__ */ new Map();
  for (const l of clusterLabels) {
    const names = labels[l];
    if (!Array.isArray(names)) continue;
    names.forEach((n, i) => {
      if (typeof n !== "string") return;
      const first = owner.get(n);
      if (first && first !== l) {
        out.push({
          path: ["labels", l, i],
          rule: "VR-5",
          message: `Runner '${n}' appears in both '${first}' and '${l}'`,
          fix: "a runner belongs to exactly one cluster: label"
        });
      } else owner.set(n, l);
    });
  }
  const reported = /* @__PURE__ */ new Set();
  for (const [l, names] of Object.entries(labels)) {
    if (l.startsWith(CLUSTER) || !Array.isArray(names)) continue;
    names.forEach((n, i) => {
      if (typeof n !== "string" || owner.has(n) || reported.has(n)) return;
      reported.add(n);
      out.push({
        path: ["labels", l, i],
        rule: "VR-5",
        message: `Runner '${n}' is in no cluster: label, so the launcher cannot find its cluster`,
        fix: `list '${n}' under the cluster:<id> label of the cluster it runs on`
      });
    });
  }
  return out;
}
function partitionFindings(labels, clusters) {
  const out = [];
  const byRunner = clustersByRunner(labels);
  const partitionsOf = (runner) => Object.entries(labels).filter(([l, names]) => l.startsWith(PARTITION) && names.includes(runner)).map(([l]) => l.slice(PARTITION.length));
  for (const [l, names] of Object.entries(labels)) {
    if (!l.startsWith(PARTITION)) continue;
    const name = l.slice(PARTITION.length);
    names.forEach((runner, i) => {
      for (const cl of byRunner.get(runner) ?? []) {
        const id = cl.slice(CLUSTER.length);
        if (!clusters[id]) continue;
        const allowed = clusters[id].slurm?.partitions ?? [];
        if (!allowed.includes(name))
          out.push({
            path: ["labels", l, i],
            rule: "VR-6",
            message: `Runner '${runner}' has label '${l}', but cluster '${id}' allows no partition '${name}'`,
            fix: allowed.length ? `use one of: ${allowed.map((p) => `${PARTITION}${p}`).join(", ")}` : `add '${name}' to clusters.${id}.slurm.partitions, or remove the label`
          });
      }
    });
  }
  for (const [id, rec] of Object.entries(clusters)) {
    const allowed = rec.slurm?.partitions ?? [];
    if (allowed.length === 0) continue;
    const dflt = rec.slurm.partition;
    if (!allowed.includes(dflt))
      out.push({
        path: ["clusters", id, "slurm", "partition"],
        rule: "VR-6",
        message: `The default partition '${dflt}' of cluster '${id}' is not in its partitions list`,
        fix: `add '${dflt}' to partitions, or use one of: ${allowed.join(", ")}`
      });
    (labels[`${CLUSTER}${id}`] ?? []).forEach((runner, i) => {
      const mine = partitionsOf(runner).filter((p) => allowed.includes(p));
      if (mine.length !== 1)
        out.push({
          path: ["labels", `${CLUSTER}${id}`, i],
          rule: "VR-6",
          message: `Runner '${runner}' of cluster '${id}' has ${mine.length === 0 ? "no" : `${mine.length}`} partition: label(s); a cluster with partitions needs exactly one per runner`,
          fix: `list '${runner}' under exactly one of: ${allowed.map((p) => `${PARTITION}${p}`).join(", ")}`
        });
    });
  }
  return out;
}
function inheritHardware(labels, hardware) {
  const out = [];
  const byRunner = clustersByRunner(labels);
  for (const [l, names] of Object.entries(labels)) {
    if (l.startsWith(CLUSTER) || l.startsWith(PARTITION) || hardware[l]) continue;
    const recs = [...new Set(names.flatMap((n) => byRunner.get(n) ?? []))].map((cl) => [cl, hardware[cl]]).filter((x) => x[1] !== void 0);
    if (recs.length === 0) continue;
    const gpn = new Set(recs.map(([, h]) => h["gpus-per-node"]));
    if (gpn.size > 1) {
      out.push({
        path: ["labels", l],
        rule: "VR-7",
        message: `Label '${l}' spans clusters with different GPUs per node (${recs.map(([cl, h]) => `${cl} ${h["gpus-per-node"]}`).join(", ")})`,
        atKey: true,
        fix: "split the label by node width, or use the cluster: labels"
      });
      continue;
    }
    const dram = new Set(recs.map(([, h]) => h["available-cpu-dram-mib"]));
    const rec = { "gpus-per-node": [...gpn][0] };
    const mib = [...dram][0];
    if (dram.size === 1 && mib !== void 0) rec["available-cpu-dram-mib"] = mib;
    hardware[l] = rec;
  }
  return out;
}
function recordFindings(clusters) {
  const out = [];
  for (const [id, rec] of Object.entries(clusters)) {
    const base = ["clusters", id];
    if (rec.slurm !== void 0 && rec.scheduler !== "slurm")
      out.push({
        path: [...base, "slurm"],
        rule: "VR-8",
        message: `Cluster '${id}' has slurm settings but ${rec.scheduler === void 0 ? "no scheduler" : `scheduler '${rec.scheduler}'`}`,
        atKey: true,
        fix: "set scheduler: slurm, or remove the slurm record"
      });
    if (rec.scheduler !== void 0 && rec[rec.scheduler] === void 0)
      out.push({
        path: [...base, "scheduler"],
        rule: "VR-8",
        message: `Cluster '${id}' uses scheduler '${rec.scheduler}' but has no '${rec.scheduler}' record with its settings`,
        fix: `add clusters.${id}.${rec.scheduler}: { partition: \u2026 }`
      });
    const volumes = rec.slurm?.volumes ?? {};
    const names = Object.keys(volumes);
    const volume2 = (name, path, what) => {
      if (!(name in volumes))
        out.push({
          path,
          rule: "VR-8",
          message: `${what} '${name}' is not a volume of cluster '${id}'`,
          fix: names.length ? `use one of: ${names.join(", ")}` : `add slurm.volumes.${name}: { path: \u2026 }`
        });
    };
    for (const [m, e] of Object.entries(rec.models?.entries ?? {}))
      volume2(e.root, [...base, "models", "entries", m, "root"], "model root");
    const dl = rec.models?.["download-root"];
    if (dl !== void 0) {
      volume2(dl, [...base, "models", "download-root"], "download root");
      if (volumes[dl]?.visibility === "node-local")
        out.push({
          path: [...base, "models", "download-root"],
          rule: "VR-8",
          message: `download root '${dl}' is node-local; downloaded checkpoints must land on a shared volume`,
          fix: "name a shared volume"
        });
    }
    const srt = rec.slurm?.["srt-slurm"];
    for (const key of ["volume-mounts", "agentic-volume-mounts"])
      for (const v of Object.keys(srt?.[key] ?? {}))
        volume2(v, [...base, "slurm", "srt-slurm", key, v], `${key} entry`);
    const fabric2 = srt?.fabric;
    const envs = [
      [[...base, "env"], rec.env],
      [[...base, "slurm", "srt-slurm", "env"], srt?.env],
      [[...base, "slurm", "srt-slurm", "host-setup", "env"], srt?.["host-setup"]?.env]
    ];
    for (const [path, env2] of envs) out.push(...envFindings(path, env2, fabric2));
  }
  return out;
}
function envFindings(path, env2, fabric2) {
  const out = [];
  for (const [k, v] of Object.entries(env2 ?? {})) {
    if (typeof v !== "string") continue;
    const ref = /^'?@fabric\.([a-z0-9-]+)'?$/.exec(v);
    if (ref) {
      const field = ref[1];
      const known = FABRIC_LISTS.includes(field) || FABRIC_NUMBERS.includes(field);
      if (!known || fabric2?.[field] === void 0)
        out.push({
          path: [...path, k],
          rule: "VR-8",
          message: known ? `'${v}' names fabric field '${field}', which this cluster's srt-slurm.fabric does not set` : `'${v}' names no fabric field`,
          fix: known ? `set slurm.srt-slurm.fabric.${field}` : `use one of: ${[...FABRIC_LISTS, ...FABRIC_NUMBERS].join(", ")}`
        });
      else if (path[path.length - 1] === "env" && path.length === 3 && FABRIC_LISTS.includes(field))
        out.push({
          path: [...path, k],
          rule: "VR-8",
          message: `'${v}' is a list, rendered comma-joined, and cluster env values cannot contain commas`,
          fix: "set it in slurm.srt-slurm.env instead"
        });
      continue;
    }
    if (path.length === 3 && v.includes(","))
      out.push({
        path: [...path, k],
        rule: "VR-8",
        message: `env value of '${k}' contains a comma; Slurm hands env values to jobs in an srun --export list`,
        fix: "remove the commas (or set the value in slurm.srt-slurm.env)"
      });
  }
  return out;
}

// src/config/runners.ts
function loadRunners(file) {
  const p = readYaml(file.text, file.path);
  const diagnostics = [...p.diagnostics];
  const value = { labels: {}, hardware: {} };
  if (p.value === void 0) return { value, diagnostics };
  const v = p.value;
  const findings = [];
  if (!isRec(v) || !isRec(v.labels)) {
    findings.push({
      path: isRec(v) && "labels" in v ? ["labels"] : [],
      rule: "VR-2",
      message: "Runner config must define a labels mapping",
      fix: "add `labels:` mapping each label to its runner names"
    });
  }
  if (isRec(v)) {
    if (!acceptsRunnersFile(v)) findings.push(...schemaFindings(runnersFile(), v, [], () => "VR-4"));
    if (isRec(v.labels)) findings.push(...labelFindings(v.labels, value));
    const invalid = new Set(
      findings.filter((f) => f.path[0] === "hardware" || f.path[0] === "clusters").map((f) => `${f.path[0]}/${f.path[1]}`)
    );
    const clusters = {};
    for (const section of ["hardware", "clusters"]) {
      const records = v[section];
      if (!isRec(records)) continue;
      for (const [k, rec] of Object.entries(records)) {
        if (invalid.has(`${section}/${k}`) || !isRec(rec)) continue;
        const hw = { "gpus-per-node": rec["gpus-per-node"] };
        if (typeof rec["available-cpu-dram-mib"] === "number")
          hw["available-cpu-dram-mib"] = rec["available-cpu-dram-mib"];
        value.hardware[section === "clusters" ? `cluster:${k}` : k] = hw;
        if (section === "clusters") clusters[k] = rec;
      }
    }
    if (isRec(v.clusters)) {
      value.clusters = clusters;
      if (isRec(v.labels)) {
        const labels = value.labels;
        findings.push(...clusterFindings(v.labels, v.clusters), ...partitionFindings(labels, clusters));
        findings.push(...inheritHardware(labels, value.hardware));
      }
      findings.push(...recordFindings(clusters));
    }
  }
  diagnostics.push(...findings.map((f) => toDiagnostic(f, p.parsed())));
  return { value, diagnostics };
}
function labelFindings(labels, value) {
  const out = [];
  for (const [k, names] of Object.entries(labels)) {
    const path = ["labels", k];
    if (!Array.isArray(names)) {
      out.push({
        path,
        rule: "VR-3",
        message: `Runner config entry '${k}' must be a list, got ${pyType(names)}`,
        fix: "list the runner names under the label"
      });
    } else if (names.length === 0) {
      out.push({
        path,
        rule: "VR-3",
        message: `Runner config entry '${k}' cannot be an empty list`,
        atKey: true,
        fix: "list at least one runner name, or remove the label"
      });
    } else if (!names.every((n) => typeof n === "string")) {
      const bad = names.findIndex((n) => typeof n !== "string");
      out.push({
        path: [...path, bad],
        rule: "VR-3",
        message: `Runner config entry '${k}' must contain only strings`,
        fix: "quote the runner name"
      });
    } else {
      value.labels[k] = names;
    }
  }
  return out;
}
function pyType(v) {
  if (v === null || v === void 0) return "NoneType";
  if (typeof v === "string") return "str";
  if (typeof v === "boolean") return "bool";
  if (typeof v === "number") return Number.isInteger(v) ? "int" : "float";
  return isRec(v) ? "dict" : typeof v;
}

// src/config/entry.ts
var VP3_FIELDS = /* @__PURE__ */ new Set(["tp", "ep", "num-worker", "num-nodes", "isl", "osl"]);
var ruleOf = (multinode) => (iss) => {
  const last = iss.path[iss.path.length - 1];
  if (iss.code === "too_big" && last !== "dram-utilization") return "VP-3";
  if (iss.code === "too_small" && VP3_FIELDS.has(String(last))) return "VP-3";
  if (!multinode && iss.path.length === 1 && last === "disagg") return "VM-7";
  return "VM-1";
};
function validateEntry(key, raw, clusterLabels = []) {
  const path = [key];
  if (!isRec(raw)) {
    return {
      findings: [
        {
          path,
          rule: "VM-1",
          message: "Input should be a valid dictionary",
          fix: "give the entry its fields (image, model, runner, \u2026)"
        }
      ]
    };
  }
  const multinode = raw.multinode === true || raw.multinode !== false && guessMultinode(raw);
  const rule = ruleOf(multinode);
  const findings = [];
  const check = (schema, data, at2) => findings.push(...schemaFindings(schema(), data, at2, rule));
  if (!(multinode ? acceptsMultiNodeEntryHead(raw) : acceptsSingleNodeEntryHead(raw)))
    check(multinode ? multiNodeEntryHead : singleNodeEntryHead, raw, path);
  const blocks = [];
  const items = [];
  const scenarios = isRec(raw.scenarios) ? raw.scenarios : {};
  for (const scenario of ["fixed-seq-len", "agentic-coding"]) {
    const list2 = scenarios[scenario];
    if (!Array.isArray(list2)) continue;
    list2.forEach((b, bi) => {
      const bpath = [...path, "scenarios", scenario, bi];
      if (scenario === "fixed-seq-len" ? !acceptsFixedSeqLenBlock(b) : !acceptsAgenticBlock(b))
        check(scenario === "fixed-seq-len" ? fixedSeqLenBlock : agenticBlock, b, bpath);
      if (!isRec(b)) return;
      const block = { scenario, raw: b, path: bpath };
      blocks.push(block);
      const space = b["search-space"];
      if (!Array.isArray(space)) return;
      space.forEach((it, ii) => {
        const ipath = [...bpath, "search-space", ii];
        if (!isRec(it)) {
          check(nonRecordItem(scenario, multinode), it, ipath);
          return;
        }
        const item = itemCheck(scenario, multinode, it);
        if (item && !item.accepts(it, item.skip ?? NONE))
          check(item.schema, item.skip ? without(it, item.skip) : it, ipath);
        items.push({
          scenario,
          block,
          raw: it,
          path: ipath,
          workers: "prefill" in it || "decode" in it || "worker" in it
        });
      });
    });
  }
  const view = { raw, path, multinode, blocks, items, clusterLabels };
  for (const r of ENTRY_RULES) findings.push(...r(view));
  const failed = findings.some((f) => (f.severity ?? "error") === "error");
  return failed ? { findings } : { entry: raw, findings };
}
function guessMultinode(raw) {
  return JSON.stringify(raw.scenarios ?? null).includes('"prefill"');
}
var MULTI_NODE_KEYS2 = ["worker", "prefill", "decode", "num-nodes"];
var VA3_KEYS = ["pp", "dcp-size", "pcp-size"];
var without = (r, keys) => Object.fromEntries(Object.entries(r).filter(([k]) => !keys.includes(k)));
var NONE = [];
var ITEM = {
  singleNode: { schema: singleNodeItem, accepts: acceptsSingleNodeItemWithout, skip: MULTI_NODE_KEYS2 },
  multiNodeAgg: { schema: multiNodeAggItem, accepts: (v) => acceptsMultiNodeAggItem(v) },
  multiNode: {
    schema: multiNodeItem,
    accepts: acceptsMultiNodeItemWithout,
    skip: ["worker", "num-nodes"]
  },
  singleNodeAgentic: {
    schema: singleNodeAgenticItem,
    accepts: acceptsSingleNodeAgenticItemWithout,
    skip: ["worker", "num-nodes"]
  },
  multiNodeAgenticAgg: {
    schema: multiNodeAgenticAggItem,
    accepts: acceptsMultiNodeAgenticAggItemWithout,
    skip: VA3_KEYS
  },
  multiNodeAgentic: {
    schema: multiNodeAgenticItem,
    accepts: acceptsMultiNodeAgenticItemWithout,
    skip: [...VA3_KEYS, "num-nodes"]
  }
};
var nonRecordItem = (scenario, multinode) => scenario === "fixed-seq-len" ? multinode ? multiNodeItem : singleNodeItem : multinode ? multiNodeAgenticItem : singleNodeAgenticItem;
function itemCheck(scenario, multinode, it) {
  const worker = it.worker !== void 0 && it.worker !== null;
  const pd = "prefill" in it || "decode" in it;
  if (scenario === "fixed-seq-len") {
    if (!multinode) return ITEM.singleNode;
    if (worker && !pd) return ITEM.multiNodeAgg;
    return ITEM.multiNode;
  }
  const tp = it.tp !== void 0 && it.tp !== null;
  const both = it.prefill != null && it.decode != null;
  if ((tp ? 1 : 0) + (both ? 1 : 0) + (worker ? 1 : 0) !== 1) return void 0;
  if (tp) return ITEM.singleNodeAgentic;
  if (worker) return ITEM.multiNodeAgenticAgg;
  return ITEM.multiNodeAgentic;
}

// src/config/ci-priority.ts
var NEUTRAL_POLICY = { version: 1, "base-score": 1, adjustments: {} };
function loadCiPriority(file) {
  const p = readYaml(file.text, file.path);
  const diagnostics = [...p.diagnostics];
  if (p.value === void 0) return { value: NEUTRAL_POLICY, diagnostics };
  const findings = acceptsCiPriority(p.value) ? [] : schemaFindings(ciPriority(), p.value, [], () => "PR-1");
  diagnostics.push(...findings.map((f) => toDiagnostic(f, p.parsed())));
  return { value: findings.length ? NEUTRAL_POLICY : p.value, diagnostics };
}

// src/config/load.ts
var KEY_SYNTAX = /^[a-z0-9][a-z0-9._-]*$/;
var once2 = (make) => {
  let v;
  return () => v ??= make();
};
function loadMasterConfigs(files, opts = {}) {
  const entries = /* @__PURE__ */ new Map();
  const sourceOf = /* @__PURE__ */ new Map();
  const diagnostics = [];
  const firstSeen = /* @__PURE__ */ new Map();
  const labels = opts.runners ? Object.keys(opts.runners.labels) : [];
  const known = opts.runners ? /* @__PURE__ */ new Set([...labels, ...opts.externalRunnerLabels ?? []]) : void 0;
  const clusterLabels = labels.filter((l) => l.startsWith("cluster:"));
  const select = opts.only ?? (() => true);
  const parses = /* @__PURE__ */ new Map();
  for (const f of files) {
    const units = fileUnits(f, select, diagnostics);
    const inFile = /* @__PURE__ */ new Map();
    for (const u of units) {
      const keyAt = { file: f.path, line: u.line, col: 1, path: u.key };
      let keyOk = true;
      if (u.key.includes("*")) {
        diagnostics.push(
          diag("error", "VL-3", ` Wildcard '*' is not allowed in master config keys: '${u.key}'`, {
            ...keyAt,
            fix: "name the entry without *"
          })
        );
        keyOk = false;
      } else if (!KEY_SYNTAX.test(u.key)) {
        diagnostics.push(
          diag("error", "VP-4", `Master config key '${u.key}' must match ${KEY_SYNTAX.source}`, {
            ...keyAt,
            fix: `rename it, e.g. '${u.key.toLowerCase().replace(/[^a-z0-9._-]/g, "-").replace(/^[^a-z0-9]+/, "")}'`
          })
        );
        keyOk = false;
      }
      const dupLine = inFile.get(u.key);
      const other = firstSeen.get(u.key);
      if (dupLine !== void 0) {
        diagnostics.push(
          diag(
            "error",
            "VP-4",
            `Duplicate configuration key '${u.key}' in '${f.path}' (first defined at line ${dupLine})`,
            {
              ...keyAt,
              fix: "remove or rename one of the two entries"
            }
          )
        );
        continue;
      }
      inFile.set(u.key, u.line);
      if (other) {
        diagnostics.push(
          diag("error", "VL-4", `Duplicate configuration keys found in '${f.path}': ${u.key}`, {
            ...keyAt,
            fix: `rename it: '${u.key}' is already defined at ${other.file}:${other.line}`
          })
        );
        continue;
      }
      firstSeen.set(u.key, { file: f.path, line: u.line });
      if (!u.parsed || !keyOk || !select(u.key)) continue;
      const { entry, findings } = validateEntry(u.key, u.raw, clusterLabels);
      const runner = isRec(u.raw) ? u.raw.runner : void 0;
      if (known && typeof runner === "string" && !known.has(runner))
        findings.push(unknownRunner(u.key, runner, labels, opts.strict));
      for (const fd of findings) diagnostics.push(toDiagnostic(fd, u.parsed()));
      if (entry && !findings.some((fd) => (fd.severity ?? "error") === "error")) {
        entries.set(u.key, entry);
        sourceOf.set(u.key, f.path);
        parses.set(u.key, u.parsed);
      }
    }
  }
  const locate = (key, path) => {
    const parsed = parses.get(key);
    if (!parsed) return void 0;
    const p = parsed();
    return { file: p.file, ...p.locate([key, ...path]) };
  };
  return { value: { entries, sourceOf, locate }, diagnostics };
}
function fileUnits(f, select, out) {
  const scan = scanSource(f);
  if (scan.entries.length > LIMITS.masterEntries.max) {
    const over = scan.entries[LIMITS.masterEntries.max];
    out.push(limitDiagnostic("masterEntries", scan.entries.length, { file: f.path, line: over.line }));
    return [];
  }
  if (!scan.irregular && scan.entries.length > 0) {
    const diags = [];
    let syntax = false;
    const units = scan.entries.map((e) => {
      if (!select(e.key)) return { key: e.key, line: e.line };
      const text = scan.textOf(e);
      const slow = once2(() => parseYaml(text, f.path, { version: "1.1", lineOffset: e.line - 1 }));
      const fast = fastLoad(text);
      if (fast && isRec(fast.value) && Object.keys(fast.value).length === 1) {
        const parsed2 = locator(text, f.path, e.line - 1, slow);
        return { key: e.key, line: e.line, parsed: parsed2, raw: Object.values(fast.value)[0] };
      }
      const parsed = slow();
      for (const d of parsed.diagnostics) diags.push(d.rule === "YAML-DUP" ? { ...d, rule: "VP-4" } : d);
      diags.push(...lintYaml11(parsed, text, e.line - 1));
      syntax ||= parsed.diagnostics.some((d) => d.rule === "YAML" && d.severity === "error");
      const map = parsed.value;
      if (!isRec(map)) return { key: e.key, line: e.line };
      return { key: e.key, line: e.line, parsed: slow, raw: Object.values(map)[0] };
    });
    if (!syntax || wholeFileHasSyntaxErrors(f)) {
      out.push(...diags);
      return units;
    }
  }
  return wholeFileUnits(f, out);
}
function locator(text, file, lineOffset, slow) {
  return once2(() => {
    const fast = fastPositions(text, lineOffset);
    if (!fast) return slow();
    return {
      file,
      locate: (path) => fast.locate(path) ?? slow().locate(path),
      locateKey: (path) => fast.locateKey(path) ?? slow().locateKey(path)
    };
  });
}
function wholeFileHasSyntaxErrors(f) {
  return parseYaml(f.text, f.path).diagnostics.some((d) => d.rule === "YAML" && d.severity === "error");
}
function wholeFileUnits(f, out) {
  const parsed = parseYaml(f.text, f.path, { version: "1.1" });
  out.push(...parsed.diagnostics.map((d) => d.rule === "YAML-DUP" ? { ...d, rule: "VP-4" } : d));
  out.push(...lintYaml11(parsed, f.text));
  if (parsed.diagnostics.some((d) => d.severity === "error")) return [];
  if (!isRec(parsed.value)) {
    out.push(
      diag("error", "VL-2", `Config file '${f.path}' must contain a dictionary`, {
        file: f.path,
        ...parsed.locate([]),
        fix: "map each config key to its entry at the top level"
      })
    );
    return [];
  }
  const keys = Object.keys(parsed.value);
  if (keys.length > LIMITS.masterEntries.max) {
    const line = parsed.locateKey([keys[LIMITS.masterEntries.max]]).line;
    out.push(limitDiagnostic("masterEntries", keys.length, { file: f.path, line }));
    return [];
  }
  return Object.entries(parsed.value).map(([key, raw]) => ({
    key,
    line: parsed.locateKey([key]).line,
    parsed: () => parsed,
    raw
  }));
}
function unknownRunner(key, runner, labels, strict) {
  const near = nearest(runner, labels);
  return {
    path: [key, "runner"],
    rule: "VP-1",
    severity: strict ? "error" : "warning",
    message: `Runner label '${runner}' is not defined in configs/runners.yaml`,
    fix: near ? `did you mean '${near}'? Otherwise add the label to configs/runners.yaml` : "add the label to configs/runners.yaml"
  };
}

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
var recipeValue = (k, v) => k === "prefill" || k === "decode" ? withoutDefaultSettings(v) : v;
function recipeFingerprint(row) {
  return sha256Hex(canonicalJsonOf(row, NOT_RECIPE, recipeValue));
}
function rowId(row) {
  return sha256Hex(canonicalJsonOf(row, NOT_ROW_ID)).slice(0, 16);
}

export {
  scanTopLevel,
  scanSource,
  sliceTopLevelEntries,
  readYaml,
  loadCiPriority,
  loadRunners,
  loadMasterConfigs,
  PRODUCT_ROW_KEYS,
  PRIORITY_KEYS,
  recipeFingerprint,
  rowId
};
