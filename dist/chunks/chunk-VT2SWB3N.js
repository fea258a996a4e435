import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  countEntryStarts,
  isCanonicalPrLink,
  parseChangelog,
  parseStructure,
  validateEntries
} from "./chunk-CNVLEEQ4.js";
import {
  LIMITS,
  charProblems,
  comparableJson,
  limitDiagnostic,
  overBytes,
  utf8Bytes
} from "./chunk-T2UACYH5.js";
import {
  diag,
  hasErrors
} from "./chunk-ITD6XYZ2.js";

// src/gate/types.ts
var DEFAULT_REPO = "SemiAnalysisAI/InferenceX";

// src/gate/layout.ts
function lineAt(text, offset) {
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) line++;
  return line;
}
function countLines(text) {
  let n = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) n++;
  return n;
}
function firstInvalidUtf8(b) {
  for (let i = 0; i < b.length; ) {
    const c = b[i];
    const n = c < 128 ? 0 : c >= 194 && c <= 223 ? 1 : c >= 224 && c <= 239 ? 2 : c >= 240 && c <= 244 ? 3 : -1;
    if (n < 0 || i + n >= b.length + (n === 0 ? 1 : 0)) return i;
    for (let k = 1; k <= n; k++) if ((b[i + k] & 192) !== 128) return i;
    if (c === 224 && b[i + 1] < 160 || c === 237 && b[i + 1] > 159) return i;
    if (c === 240 && b[i + 1] < 144 || c === 244 && b[i + 1] > 143) return i;
    i += n + 1;
  }
  return -1;
}
function decodeChangelog(input, path) {
  if (typeof input === "string") return { text: input, diagnostics: [] };
  try {
    return {
      text: new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(input),
      diagnostics: []
    };
  } catch {
  }
  const bad = Math.max(0, firstInvalidUtf8(input));
  const text = Buffer.from(input.buffer, input.byteOffset, input.byteLength).toString("utf8");
  let line = 1;
  for (let i = 0; i < bad; i++) if (input[i] === 10) line++;
  const hex = input[bad].toString(16).padStart(2, "0");
  return {
    text,
    diagnostics: [
      diag("error", "L-1", `${path} is not UTF-8: invalid byte 0x${hex} at offset ${bad}`, {
        file: path,
        line,
        fix: "save the file as UTF-8"
      })
    ]
  };
}
var CHAR_CHECKS = [
  { ch: "\0", what: "contains NUL bytes", layout: false, fix: "remove the NUL bytes" },
  { ch: "\r", what: "contains CR characters", layout: true, fix: "use LF line endings" },
  { ch: "	", what: "contains tabs", layout: true, fix: "indent with spaces" }
];
function checkCharacters(text, from, path, layout) {
  const out = [];
  const position = (at) => ({ line: lineAt(text, at), col: at - text.lastIndexOf("\n", at - 1) });
  for (const c of CHAR_CHECKS) {
    const at = text.indexOf(c.ch, from);
    if (at === -1) continue;
    out.push(
      diag(c.layout ? layout : "error", "L-1", `${path} ${c.what}`, {
        file: path,
        ...position(at),
        fix: c.fix
      })
    );
  }
  for (const c of charProblems(text, from)) {
    if (c.char === "\0") continue;
    out.push(diag("error", "L-1", `${path} ${c.message}`, { file: path, ...position(c.offset), fix: c.fix }));
  }
  return out;
}
var blank = (l) => l.trim() === "";
var MSG_SEPARATE_HISTORY = "new changelog entries must be separated from history by one empty line and appended at the end";
var FIX_SEPARATE_HISTORY = "leave exactly one empty line between the last historical entry and your entry";
var MSG_NOTHING_APPENDED = "changelog diff has no appended entry or pr-link correction; historical whitespace and formatting are immutable";
var MSG_ONE_SEPARATOR = "appended changelog entries must have exactly one empty separator line";
var MSG_FINAL_NEWLINE = "the final appended changelog entry must end with one newline";
function checkAppendedLayout(base, suffix, lineOffset, path, severity) {
  const out = [];
  const at = (i2) => ({ file: path, line: lineOffset + i2 + 1, col: 1 });
  const lines = suffix.split("\n");
  const end = suffix.endsWith("\n") ? lines.length - 1 : lines.length;
  const expected = base === "" || /\n[ \t]*\n$/.test(base) ? 0 : base.endsWith("\n") ? 1 : 2;
  let i = 0;
  while (i < end && blank(lines[i])) i++;
  const leadingOk = i === expected && lines.slice(0, i).every((l) => l === "");
  if (!leadingOk) {
    out.push(
      diag(severity, "L-3", MSG_SEPARATE_HISTORY, {
        ...at(Math.min(i, end - 1)),
        fix: FIX_SEPARATE_HISTORY
      })
    );
  }
  let runStart = -1;
  let seenEntry = false;
  for (; i < end; i++) {
    const l = lines[i];
    if (blank(l)) {
      if (runStart < 0) runStart = i;
      continue;
    }
    const isStart = l.startsWith("- config-keys:");
    const run = runStart < 0 ? 0 : i - runStart;
    if (isStart && seenEntry && !(run === 1 && lines[runStart] === "")) {
      out.push(
        diag(severity, "L-3", MSG_ONE_SEPARATOR, {
          ...at(runStart >= 0 ? runStart : i),
          fix: "separate entries with exactly one empty line"
        })
      );
    } else if (!isStart && run > 0) {
      out.push(
        diag(severity, "L-3", MSG_ONE_SEPARATOR, {
          ...at(runStart),
          fix: "remove blank lines inside an entry"
        })
      );
    }
    seenEntry ||= isStart;
    runStart = -1;
  }
  if (runStart >= 0)
    out.push(
      diag(severity, "L-3", MSG_FINAL_NEWLINE, { ...at(runStart), fix: "remove the trailing blank lines" })
    );
  return capRepeats(out);
}
function capRepeats(ds, max = 20) {
  const seen = /* @__PURE__ */ new Map();
  const out = [];
  for (const d of ds) {
    const n = (seen.get(d.message) ?? 0) + 1;
    seen.set(d.message, n);
    if (n <= max) out.push(d);
  }
  for (const [message, n] of seen)
    if (n > max) {
      const last = out.findLast((d) => d.message === message);
      out.push({ ...last, message: `${message} (${n - max} more places)` });
    }
  return out;
}

// src/gate/align.ts
function align(base, head) {
  let pre = 0;
  while (pre < base.length && pre < head.length && base[pre] === head[pre]) pre++;
  let suf = 0;
  while (suf < base.length - pre && suf < head.length - pre && base[base.length - 1 - suf] === head[head.length - 1 - suf])
    suf++;
  const B = base.slice(pre, base.length - suf);
  const H = head.slice(pre, head.length - suf);
  const w = H.length + 1;
  const lcs = new Uint32Array((B.length + 1) * w);
  for (let i2 = B.length - 1; i2 >= 0; i2--) {
    for (let j2 = H.length - 1; j2 >= 0; j2--) {
      lcs[i2 * w + j2] = B[i2] === H[j2] ? lcs[(i2 + 1) * w + j2 + 1] + 1 : Math.max(lcs[(i2 + 1) * w + j2], lcs[i2 * w + j2 + 1]);
    }
  }
  const ops = [];
  for (let k = 0; k < pre; k++) ops.push({ op: "equal", b: k, h: k });
  let i = 0;
  let j = 0;
  while (i < B.length || j < H.length) {
    if (i < B.length && j < H.length && B[i] === H[j]) ops.push({ op: "equal", b: pre + i++, h: pre + j++ });
    else if (j < H.length && (i === B.length || lcs[i * w + j + 1] >= lcs[(i + 1) * w + j]))
      ops.push({ op: "ins", h: pre + j++ });
    else ops.push({ op: "del", b: pre + i++ });
  }
  for (let k = 0; k < suf; k++) ops.push({ op: "equal", b: base.length - suf + k, h: head.length - suf + k });
  return ops;
}
function hunks(ops) {
  const out = [];
  let cur = null;
  for (const o of ops) {
    if (o.op === "equal") {
      cur = null;
      continue;
    }
    if (!cur) out.push(cur = { dels: [], ins: [], atEnd: false });
    if (o.op === "del") cur.dels.push(o.b);
    else cur.ins.push(o.h);
  }
  if (out.length && ops.length && ops[ops.length - 1].op !== "equal") out[out.length - 1].atEnd = true;
  return out;
}

// src/gate/history.ts
var IMMUTABLE = "existing entries are immutable except for pr-link-only corrections";
var isObj = (v) => !!v && typeof v === "object" && !Array.isArray(v);
function firstDifference(b, h) {
  if (!isObj(b) || !isObj(h)) return [];
  const keys = [...Object.keys(h), ...Object.keys(b).filter((k) => !(k in h))];
  for (const k of keys) {
    const x = b[k];
    const y = h[k];
    if (comparableJson(x) === comparableJson(y)) continue;
    if (Array.isArray(x) && Array.isArray(y)) {
      const n = Math.min(x.length, y.length);
      let i = 0;
      while (i < n && comparableJson(x[i]) === comparableJson(y[i])) i++;
      return i < y.length ? [k, i] : [k];
    }
    return [k];
  }
  return [];
}
function prLinkOnly(b, h) {
  if (!isObj(b) || !isObj(h) || typeof b["pr-link"] !== "string" || typeof h["pr-link"] !== "string")
    return false;
  const rest = (o) => comparableJson({ ...o, "pr-link": null });
  return rest(b) === rest(h);
}
function commonPrefix(a, b) {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}
function explainChange(x) {
  const { path } = x;
  const diagnostics = [];
  const result = (outcome, appended2 = [], corrections2 = []) => ({
    outcome: hasErrors(diagnostics) ? "error" : outcome,
    appended: hasErrors(diagnostics) ? [] : appended2,
    corrections: hasErrors(diagnostics) ? [] : corrections2,
    diagnostics
  });
  const diffAt = commonPrefix(x.base, x.head);
  const diffLine = lineAt(x.head, diffAt);
  for (const d of checkCharacters(x.head, x.head.lastIndexOf("\n", diffAt - 1) + 1, path, x.layout))
    diagnostics.push(d);
  const bs = parseStructure(x.base, path, 0, { charactersChecked: true });
  const hs = parseStructure(x.head, path, 0, { charactersChecked: true });
  for (const d of hs.diagnostics) diagnostics.push(d);
  if (!bs.structured) {
    diagnostics.push(
      diag("error", "CL-3", `${path} at the base ref is not a changelog list; history cannot be compared`, {
        file: path,
        line: 1
      })
    );
  }
  if (!bs.structured || !hs.structured) return result("error");
  const aligned = compareHistory(path, bs, hs);
  diagnostics.push(...aligned.diagnostics);
  const { corrections, appendedIdx, semantic, headAt } = aligned;
  const strict = validateEntries(
    hs,
    path,
    { schema: "strict", prLink: x.prLink },
    bs.raws.length,
    hs.raws.length
  );
  const appendedSet = new Set(appendedIdx);
  for (const d of strict.diagnostics.filter((x2) => appendedSet.size > 0 || x2.severity !== "error"))
    diagnostics.push(d);
  const appended = strict.entries.filter((e) => appendedSet.has(e.index - 1) && e.entry).map((e) => ({ index: e.index, line: e.line, entry: e.entry, raw: e.raw }));
  if (semantic > 0) return result("error");
  if (corrections.length > 0) {
    if (appendedIdx.length > 0) {
      diagnostics.push(
        diag("error", "L-2", "do not mix historical pr-link corrections with new changelog entries", {
          ...headAt(appendedIdx[0]),
          fix: "send the pr-link corrections in a separate pull request"
        })
      );
      return result("error");
    }
    checkCorrections(x, corrections, diagnostics);
    return result("corrections", [], corrections);
  }
  reformatted(bs, hs, x, diagnostics);
  diagnostics.push(byteChangeFinding(x, diffAt, diffLine, appendedIdx.length > 0));
  return result("entries", appended);
}
function reformatted(bs, hs, x, out) {
  const spans = (s, text) => {
    const lines = text.split("\n");
    return s.lines.map((l, i) => {
      const own = lines.slice(l - 1, (s.lines[i + 1] ?? lines.length + 1) - 1);
      while (own.length && /^\s*(#.*)?$/.test(own[own.length - 1])) own.pop();
      return own.join("\n");
    });
  };
  const b = spans(bs, x.base);
  const h = spans(hs, x.head);
  for (let i = 0; i < b.length && i < h.length; i++) {
    if (b[i] !== h[i]) {
      out.push(
        diag("error", "L-2", `entry ${i + 1} was reformatted without a semantic change`, {
          file: x.path,
          line: hs.lines[i],
          col: 1
        })
      );
    }
  }
}
function checkCorrections(x, corrections, out) {
  const at = (line) => ({ file: x.path, line, col: 1 });
  const bl = x.base.split("\n");
  const hl = x.head.split("\n");
  if (bl.length !== hl.length) {
    out.push(
      diag(
        "error",
        "L-3",
        "pr-link corrections may not add or delete lines",
        at(lineAt(x.head, commonPrefix(x.base, x.head)))
      )
    );
    return;
  }
  let changedLines = 0;
  for (let i = 0; i < hl.length; i++) {
    if (bl[i] === hl[i]) continue;
    changedLines++;
    if (!bl[i].startsWith("  pr-link:") || !hl[i].startsWith("  pr-link:")) {
      out.push(
        diag("error", "L-3", `historical bytes changed outside a pr-link line at line ${i + 1}`, at(i + 1))
      );
    }
  }
  if (changedLines !== corrections.length) {
    out.push(
      diag(
        "error",
        "L-3",
        `expected ${corrections.length} changed pr-link line(s), found ${changedLines}`,
        at(corrections[0].line)
      )
    );
  }
  for (const c of corrections) {
    if (!isCanonicalPrLink(c.to, x.prLink.repo)) {
      out.push(
        diag("error", "L-2", `entry ${c.index} pr-link correction is not canonical: '${c.to}'`, {
          ...at(c.line),
          fix: `use https://github.com/${x.prLink.repo}/pull/<number>`
        })
      );
    }
  }
}
function compareHistory(path, bs, hs) {
  const diagnostics = [];
  const bk = bs.raws.map(comparableJson);
  const hk = hs.raws.map(comparableJson);
  const ops = align(bk, hk);
  const delKeys = /* @__PURE__ */ new Map();
  for (const o of ops) if (o.op === "del") delKeys.set(bk[o.b], [...delKeys.get(bk[o.b]) ?? [], o.b]);
  const headAt = (h, p = []) => ({ file: path, ...hs.yaml.locate([h, ...p]) });
  const baseAt = (b) => ({ file: path, ...bs.yaml.locate([b]) });
  const appendedIdx = [];
  const corrections = [];
  const moved = /* @__PURE__ */ new Set();
  let semantic = 0;
  const changed = (h, detail, where = headAt(h)) => {
    semantic++;
    diagnostics.push(
      diag("error", "L-2", `entry ${h + 1} changed; ${IMMUTABLE} (${detail})`, {
        ...where,
        fix: "restore the historical entry byte-for-byte and append new entries at the end of the file"
      })
    );
  };
  for (const hunk of hunks(ops)) {
    const ins = hunk.ins.filter((h) => {
      const from = delKeys.get(hk[h])?.find((b) => !moved.has(b));
      if (from === void 0) return true;
      moved.add(from);
      changed(h, `historical entry ${from + 1} was moved here; entries may not be reordered`);
      return false;
    });
    const dels = hunk.dels.filter((b) => !moved.has(b));
    const pairs = Math.min(dels.length, ins.length);
    for (let k = 0; k < pairs; k++) {
      const b = dels[k];
      const h = ins[k];
      if (prLinkOnly(bs.raws[b], hs.raws[h])) {
        corrections.push({
          index: h + 1,
          line: headAt(h, ["pr-link"]).line,
          from: bs.raws[b]["pr-link"],
          to: hs.raws[h]["pr-link"]
        });
        continue;
      }
      const p = firstDifference(bs.raws[b], hs.raws[h]);
      const where = headAt(h, p);
      changed(
        h,
        p.length ? `first difference: '${String(p[0])}' at line ${where.line}` : "the entry is no longer a mapping",
        where
      );
    }
    for (const b of dels.slice(pairs)) {
      semantic++;
      diagnostics.push(
        diag(
          "error",
          "L-2",
          `${path} entries were deleted (historical entry ${b + 1}, base line ${baseAt(b).line})`,
          {
            ...baseAt(b),
            fix: "restore the deleted entry; history is append-only"
          }
        )
      );
    }
    for (const h of ins.slice(pairs)) {
      if (hunk.atEnd) appendedIdx.push(h);
      else
        changed(
          h,
          `a new entry was inserted before historical entry ${h + 1 - ins.length + pairs + 1}; append at the end of the file`
        );
    }
  }
  return { diagnostics, corrections, appendedIdx, semantic, headAt };
}
function byteChangeFinding(x, diffAt, diffLine, appended) {
  const { path } = x;
  const at = { file: path, line: diffLine, col: 1 };
  const onlyTrailingBlank = x.base.slice(diffAt).trim() === "" && appended;
  if (onlyTrailingBlank)
    return diag(x.layout, "L-3", MSG_SEPARATE_HISTORY, { ...at, fix: FIX_SEPARATE_HISTORY });
  if (appended)
    return diag(
      "error",
      "L-3",
      `appended entries changed historical ${path} bytes; restore the base file byte-for-byte and append at the end`,
      at
    );
  return diag("error", "L-3", MSG_NOTHING_APPENDED, {
    ...at,
    fix: "revert the change, or append a new entry at the end"
  });
}

// src/gate/gate.ts
function appendedStart(base, suffix) {
  const atLineStart = base === "" || base.endsWith("\n") ? suffix : suffix.startsWith("\n") ? suffix.slice(1) : null;
  return atLineStart !== null && atLineStart.replace(/^(?:[ \t\r]*\n)*/, "").startsWith("- config-keys:");
}
function prefixOfHead(base, headBytes, head) {
  if (typeof base === "string" || typeof headBytes === "string" || head.diagnostics.length) return void 0;
  if (base.length > headBytes.length) return void 0;
  if (base.length < headBytes.length && (headBytes[base.length] & 192) === 128) return void 0;
  const prefix = headBytes.subarray(0, base.length);
  if (Buffer.compare(prefix, base) !== 0) return void 0;
  const rest = headBytes.subarray(base.length);
  const restLength = Buffer.from(rest.buffer, rest.byteOffset, rest.byteLength).toString("utf8").length;
  return head.text.slice(0, head.text.length - restLength);
}
function gateChangelog(input) {
  const { path } = input;
  const layout = input.strict ? "error" : "warning";
  const prLink = {
    repo: input.repo ?? DEFAULT_REPO,
    ...input.prNumber !== void 0 ? { prNumber: input.prNumber } : {},
    ...input.event ? { event: input.event } : {}
  };
  const head = decodeChangelog(input.head, path);
  const base = input.base === null ? "" : prefixOfHead(input.base, input.head, head) ?? decodeChangelog(input.base, path).text;
  const diagnostics = [...head.diagnostics];
  const text = head.text;
  if (input.base !== null && base === text) {
    return { outcome: "no-entry", appended: [], corrections: [], diagnostics };
  }
  if (!text.endsWith("\n")) {
    const message = input.headRef ? `${path} at ${input.headRef} does not end with a newline` : `${path} does not end with a newline`;
    diagnostics.push(
      diag("error", input.headRef ? "V-2" : "L-1", message, {
        file: path,
        line: countLines(text) + 1,
        col: 1,
        fix: "end the file with one newline"
      })
    );
  }
  const suffix = text.startsWith(base) ? text.slice(base.length) : null;
  if (suffix !== null && suffix.trim() === "") {
    diagnostics.push(
      diag("error", "L-3", MSG_NOTHING_APPENDED, {
        file: path,
        line: countLines(base) + 1,
        col: 1,
        fix: "revert the whitespace change, or append a new entry"
      })
    );
    return { outcome: "error", appended: [], corrections: [], diagnostics };
  }
  if (suffix === null || !appendedStart(base, suffix)) {
    const r = explainChange({ path, base, head: text, layout, prLink });
    for (const d of r.diagnostics) diagnostics.push(d);
    const failed = hasErrors(diagnostics);
    return {
      ...r,
      outcome: failed ? "error" : r.outcome,
      appended: failed ? [] : r.appended,
      corrections: failed ? [] : r.corrections,
      diagnostics
    };
  }
  const lineOffset = countLines(base);
  if (overBytes(suffix, LIMITS.appendedChangelog.max)) {
    diagnostics.push(
      limitDiagnostic("appendedChangelog", utf8Bytes(suffix), { file: path, line: lineOffset + 1 })
    );
    return { outcome: "error", appended: [], corrections: [], diagnostics };
  }
  for (const d of checkCharacters(text, base.length, path, layout)) diagnostics.push(d);
  for (const d of checkAppendedLayout(base, suffix, lineOffset, path, layout)) diagnostics.push(d);
  const parsed = parseChangelog(suffix, path, {
    lineOffset,
    entryOffset: countEntryStarts(base),
    schema: "strict",
    prLink,
    charactersChecked: true
  });
  for (const d of parsed.diagnostics) diagnostics.push(d);
  if (hasErrors(diagnostics)) return { outcome: "error", appended: [], corrections: [], diagnostics };
  return {
    outcome: "entries",
    appended: parsed.entries.map((e) => ({ index: e.index, line: e.line, entry: e.entry, raw: e.raw })),
    corrections: [],
    diagnostics
  };
}

export {
  decodeChangelog,
  DEFAULT_REPO,
  gateChangelog
};
