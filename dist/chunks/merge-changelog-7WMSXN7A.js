import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  repositoryOf
} from "./chunk-JOFL2J6R.js";
import "./chunk-6UC2H7AE.js";
import {
  UsageError
} from "./chunk-WYJLX7DY.js";
import {
  DEFAULT_REPO,
  decodeChangelog,
  gateChangelog
} from "./chunk-VT2SWB3N.js";
import {
  parseStructure,
  validateEntries
} from "./chunk-CNVLEEQ4.js";
import "./chunk-GLR7VKS4.js";
import "./chunk-BLJ3KVZN.js";
import {
  canonicalJson,
  yaml
} from "./chunk-T2UACYH5.js";
import {
  GitError,
  catFileBatch,
  git,
  mergeBase
} from "./chunk-BO4ALB5V.js";
import {
  diag,
  formatDiagnosticLine,
  hasErrors
} from "./chunk-ITD6XYZ2.js";
import "./chunk-B4PM4XDW.js";
import "./chunk-RTZWHNXG.js";
import "./chunk-7ULEYCHH.js";

// src/cli/merge-changelog.ts
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { parseArgs } from "node:util";

// src/merge/prlink-edit.ts
var FLOW_SCALARS = /* @__PURE__ */ new Set(["scalar", "single-quoted-scalar", "double-quoted-scalar"]);
function locate(text) {
  const { Composer, isMap, isScalar, isSeq, Parser } = yaml();
  const tokens = [...new Parser().parse(text)];
  const docs = [
    ...new Composer({ version: "1.1", uniqueKeys: true, keepSourceTokens: true }).compose(tokens)
  ];
  if (docs.length !== 1 || docs[0].errors.length) return void 0;
  const doc = docs[0];
  const seq = doc.contents;
  if (!isSeq(seq) || seq.items.length !== 1 || !isMap(seq.items[0])) return void 0;
  const pairs = seq.items[0].items.filter((p) => isScalar(p.key) && p.key.value === "pr-link");
  if (pairs.length !== 1) return void 0;
  const value = pairs[0].value;
  if (!isScalar(value) || typeof value.value !== "string" || !value.srcToken) return void 0;
  if (!FLOW_SCALARS.has(value.srcToken.type)) return void 0;
  const entry = doc.toJS()[0];
  return { tokens, value, token: value.srcToken, entry };
}
function readEntry(text) {
  return locate(text)?.entry;
}
function setPrLink(text, link) {
  const found = locate(text);
  if (!found) return { ok: false, reason: "no-single-pr-link" };
  const [start, end] = found.value.range;
  const { CST } = yaml();
  CST.setScalarValue(found.token, link);
  const out = found.tokens.map((t) => CST.stringify(t)).join("");
  const kept = out.startsWith(text.slice(0, start)) && out.endsWith(text.slice(end));
  const after = locate(out);
  const rest = (e) => canonicalJson({ ...e, "pr-link": null });
  if (!kept || !after || after.value.value !== link || rest(after.entry) !== rest(found.entry))
    return { ok: false, reason: "not-kept" };
  return { ok: true, text: out };
}

// src/merge/spans.ts
function lineStarts(text) {
  const out = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) out.push(i + 1);
  return out;
}
function entrySpans(text, startLines) {
  const starts = lineStarts(text);
  const offsets = [];
  for (const line of startLines) {
    const at = starts[line - 1];
    if (at === void 0 || !text.startsWith("- config-keys:", at)) return void 0;
    if (offsets.length && at <= offsets[offsets.length - 1]) return void 0;
    offsets.push(at);
  }
  return offsets.map((start, i) => ({ start, end: offsets[i + 1] ?? text.length }));
}
function blockOf(text, span) {
  const own = text.slice(span.start, span.end).replace(/\n(?:[ \t\r]*\n)+$/, "\n");
  return own.endsWith("\n") ? own : `${own}
`;
}

// src/merge/merge.ts
var MSG_SPANS = "could not map parsed changelog entries to raw byte spans";
var MSG_PR_LINK_LINE = "could not locate exactly one pr-link line in a changelog entry";
var MSG_NOTHING_LEFT = "the PR has no changelog contribution remaining after merging main";
var MSG_CORRECTIONS_PRESENT = "the PR's pr-link corrections are already present on main";
var MSG_NO_CONTRIBUTION = "the PR has no appended entry or pr-link correction to preserve";
var MSG_REVALIDATE = "the resolved file does not pass the changelog gate against main";
var pullBase = (repo) => `https://github.com/${repo}/pull/`;
function contentKey(e) {
  return canonicalJson({ ...e, "pr-link": null });
}
function rawKey(v) {
  try {
    return canonicalJson(v);
  } catch {
    return void 0;
  }
}
function mergeChangelog(input) {
  const { path } = input;
  const repo = input.repo ?? DEFAULT_REPO;
  const fail = (diagnostics) => ({
    outcome: "error",
    kept: [],
    dropped: [],
    corrections: [],
    diagnostics
  });
  const theirs = decodeChangelog(input.theirs, path);
  if (theirs.diagnostics.length) return fail(theirs.diagnostics);
  const base = input.base === null ? null : decodeChangelog(input.base, path);
  if (base?.diagnostics.length) return fail(base.diagnostics);
  const pr = gateChangelog({
    path,
    base: base?.text ?? null,
    head: input.ours,
    prNumber: input.prNumber,
    repo,
    strict: input.strict ?? false,
    event: "pull_request"
  });
  if (pr.outcome === "error") return fail(pr.diagnostics);
  if (pr.outcome === "no-entry") {
    return fail([
      ...pr.diagnostics,
      diag("error", "L-4", MSG_NO_CONTRIBUTION, {
        file: path,
        fix: "check that 'ours' is the PR's side (during a rebase, ours and theirs are swapped)"
      })
    ]);
  }
  const ours = decodeChangelog(input.ours, path).text;
  const main = mainEntries(theirs.text, path);
  if ("diagnostics" in main) return fail([...pr.diagnostics, ...main.diagnostics]);
  const ctx = { path, repo, prNumber: input.prNumber, strict: input.strict ?? false };
  const r = pr.outcome === "corrections" ? applyCorrections(ctx, base?.text ?? "", theirs.text, main, pr.corrections) : appendFresh(ctx, ours, theirs.text, main, pr.appended);
  return { ...r, diagnostics: [...pr.diagnostics, ...r.diagnostics] };
}
function mainEntries(text, path) {
  const s = parseStructure(text, path);
  if (!s.structured || hasErrors(s.diagnostics)) {
    return {
      diagnostics: [
        ...s.diagnostics,
        diag("error", "L-4", `${path} on main is not a changelog list; resolve manually`, { file: path })
      ]
    };
  }
  const v = validateEntries(s, path, { schema: "lax" });
  const byContent = /* @__PURE__ */ new Map();
  for (const e of v.entries) {
    if (!e.entry) continue;
    const k = contentKey(e.entry);
    if (!byContent.has(k)) byContent.set(k, e.index);
  }
  return { byContent, raws: s.raws, lines: s.lines };
}
function appendFresh(ctx, ours, theirs, main, appended) {
  const { path } = ctx;
  const err = (message, where = {}) => ({
    outcome: "error",
    kept: [],
    dropped: [],
    corrections: [],
    diagnostics: [diag("error", "L-4", message, { file: path, ...where })]
  });
  const spans = entrySpans(
    ours,
    appended.map((a) => a.line)
  );
  if (!spans) return err(MSG_SPANS);
  const dropped = [];
  const fresh = [];
  for (const [i, a] of appended.entries()) {
    const span = spans[i];
    if (rawKey(readEntry(blockOf(ours, span))) !== rawKey(a.raw) || rawKey(a.raw) === void 0)
      return err(MSG_SPANS, { line: a.line });
    const on = main.byContent.get(contentKey(a.entry));
    if (on !== void 0) dropped.push({ from: a.index, line: a.line, main: on });
    else fresh.push({ a, span });
  }
  if (fresh.length === 0) {
    return {
      outcome: "unchanged",
      text: theirs,
      kept: [],
      dropped,
      corrections: [],
      diagnostics: [
        diag("notice", "L-4", MSG_NOTHING_LEFT, {
          file: path,
          fix: "the resolved file is the one on main; the PR no longer changes the changelog"
        })
      ]
    };
  }
  const url = `${pullBase(ctx.repo)}${ctx.prNumber}`;
  const placeholders = /* @__PURE__ */ new Set(["XXX", `${pullBase(ctx.repo)}XXX`]);
  const blocks = [];
  const kept = [];
  for (const { a, span } of fresh) {
    let block = blockOf(ours, span);
    const link = a.entry["pr-link"];
    if (placeholders.has(link)) {
      const edit = setPrLink(block, url);
      if (!edit.ok) return err(MSG_PR_LINK_LINE, { line: a.line });
      block = edit.text;
    } else if (link !== url) {
      return err(`appended entry ${a.index} has unexpected pr-link '${link}'`, {
        line: a.line,
        fix: `use '${url}' or the XXX placeholder`
      });
    }
    kept.push({
      from: a.index,
      to: main.raws.length + kept.length + 1,
      line: a.line,
      prLink: { from: link, to: url }
    });
    blocks.push(block);
  }
  const sep = theirs === "" || /\n[ \t]*\n$/.test(theirs) ? "" : theirs.endsWith("\n") ? "\n" : "\n\n";
  const text = theirs + sep + blocks.join("\n");
  const check = revalidate(ctx, theirs, text, "entries", kept.length);
  if (check.length) return { ...err(MSG_REVALIDATE), diagnostics: check };
  return { outcome: "merged", text, kept, dropped, corrections: [], diagnostics: [] };
}
function applyCorrections(ctx, base, theirs, main, corrections) {
  const { path } = ctx;
  const diagnostics = [];
  const at = (line) => ({ file: path, ...line ? { line } : {} });
  const baseRaws = parseStructure(base, path).raws;
  const out = [];
  for (const c of corrections) {
    const i = c.index - 1;
    const mine = main.raws[i];
    const old = baseRaws[i];
    if (!mine) {
      diagnostics.push(diag("error", "L-4", `main is missing corrected entry ${c.index}`, at(c.line)));
      continue;
    }
    const rest = (o) => o && typeof o === "object" ? rawKey({ ...o, "pr-link": null }) : void 0;
    if (rest(mine) === void 0 || rest(mine) !== rest(old)) {
      diagnostics.push(
        diag("error", "L-4", `main changed corrected entry ${c.index}; resolve manually`, at(main.lines[i]))
      );
      continue;
    }
    const link = mine["pr-link"];
    if (link === c.to) out.push({ ...c, applied: false });
    else if (link === c.from) out.push({ ...c, applied: true });
    else
      diagnostics.push(
        diag("error", "L-4", `main has a conflicting pr-link for entry ${c.index}`, {
          ...at(main.lines[i]),
          fix: `main has '${String(link)}', the PR changes '${c.from}' to '${c.to}'`
        })
      );
  }
  const none = { outcome: "error", kept: [], dropped: [], corrections: [], diagnostics };
  if (hasErrors(diagnostics)) return none;
  const todo = out.filter((c) => c.applied);
  if (todo.length === 0) {
    return {
      outcome: "unchanged",
      text: theirs,
      kept: [],
      dropped: [],
      corrections: out,
      diagnostics: [diag("notice", "L-4", MSG_CORRECTIONS_PRESENT, { file: path })]
    };
  }
  const spans = entrySpans(theirs, main.lines);
  if (!spans) return { ...none, diagnostics: [diag("error", "L-4", MSG_SPANS, at())] };
  let text = theirs;
  for (const c of [...todo].sort((a, b) => b.index - a.index)) {
    const span = spans[c.index - 1];
    const region = text.slice(span.start, span.end);
    if (rawKey(readEntry(region)) !== rawKey(main.raws[c.index - 1]))
      return { ...none, diagnostics: [diag("error", "L-4", MSG_SPANS, at(main.lines[c.index - 1]))] };
    const edit = setPrLink(region, c.to);
    if (!edit.ok)
      return {
        ...none,
        diagnostics: [diag("error", "L-4", MSG_PR_LINK_LINE, at(main.lines[c.index - 1]))]
      };
    text = text.slice(0, span.start) + edit.text + text.slice(span.end);
  }
  const check = revalidate(ctx, theirs, text, "corrections", todo.length);
  if (check.length) return { ...none, diagnostics: check };
  return { outcome: "corrected", text, kept: [], dropped: [], corrections: out, diagnostics: [] };
}
function revalidate(ctx, theirs, text, expected, count) {
  const r = gateChangelog({
    path: ctx.path,
    base: theirs,
    head: text,
    prNumber: ctx.prNumber,
    repo: ctx.repo,
    strict: ctx.strict,
    event: "pull_request"
  });
  const n = expected === "entries" ? r.appended.length : r.corrections.length;
  if (r.outcome === expected && n === count && !hasErrors(r.diagnostics)) return [];
  return [
    diag("error", "L-4", MSG_REVALIDATE, { file: ctx.path, fix: "resolve the conflict by hand" }),
    ...r.diagnostics.filter((d) => d.severity === "error")
  ];
}

// src/cli/merge-changelog.ts
var CHANGELOG = "perf-changelog.yaml";
var HELP = `usage: sweep merge-changelog --pr <N> [--theirs <src> [--ours <src>] [--base <src>]] [options]

Resolves a ${CHANGELOG} conflict between a PR and the default branch: the PR's appended entries
are kept byte for byte after the default branch's file, one empty line apart, except those the default
branch already has (same content, whatever their pr-link); XXX placeholder links become the PR's URL.
A PR that only corrects historical pr-links has its corrections applied to the default branch's copy.
The result passes the changelog gate against the default branch, as CI will check it.

Where the three sides come from:
  no --base/--ours/--theirs   the merge in progress in --root: index stages 1 (base), 2 (ours = the PR
                              branch) and 3 (theirs = the merged default branch) of the conflicted file.
                              During a rebase the PR side is stage 3: pass --ours :3 --theirs :2 --base :1
  --theirs <src>              the default branch's side, e.g. origin/main
  --ours <src>                the PR's side (default HEAD)
  --base <src>                the merge base (default merge-base(ours, theirs); required with files)
  A <src> is a file when such a file exists, else a git revision read at --path; :1, :2 and :3 name
  the index stages.

Options:
  --pr <N>               the PR number (required): links become https://github.com/<repo>/pull/<N>
  --repo <owner/name>    the repository the PR links point to (default $GITHUB_REPOSITORY, else the
                         GitHub repository the origin remote points at, else ${DEFAULT_REPO})
  --path <file>          the changelog's path in the repository (default: the conflicted
                         ${CHANGELOG} in the index, else ${CHANGELOG})
  --root <dir>           the git repository (default: the working directory)
  --write <file>         write the resolved file there (e.g. the conflicted file, then git add it);
                         without it the resolved file goes to stdout
  --strict               layout problems (blank lines, tabs, CR) are errors, not warnings
  -h, --help             this text

Exit codes:
  0   resolved: written (or printed); a summary is on stderr
  1   not resolvable: stderr says why, with file:line; nothing is written
  2   usage error
  3   nothing of the PR remains: its entries or corrections are already on the default branch;
      the resolved file (written or printed) is the default branch's, unchanged
  70  internal error
`;
var OPTIONS = {
  pr: { type: "string" },
  repo: { type: "string" },
  path: { type: "string" },
  root: { type: "string" },
  base: { type: "string" },
  ours: { type: "string" },
  theirs: { type: "string" },
  write: { type: "string" },
  strict: { type: "boolean", default: false },
  help: { type: "boolean", short: "h", default: false }
};
var ReadError = class extends Error {
};
var mergeChangelogCommand = async (argv, io) => {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (e) {
    throw new UsageError(`${e.message}

${HELP}`);
  }
  if (values.help) {
    io.stdout(HELP);
    return 0;
  }
  const pr = Number(values.pr);
  if (values.pr === void 0 || !/^[1-9][0-9]{0,9}$/.test(values.pr) || !Number.isSafeInteger(pr))
    throw new UsageError(`--pr must be the PR number (a positive integer)

${HELP}`);
  const repo = repositoryOf(resolve(io.cwd, values.root ?? "."), io, values.repo) ?? DEFAULT_REPO;
  if (!/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(repo))
    throw new UsageError(`--repo must be owner/name (got '${repo}')`);
  const explicit = values.base !== void 0 || values.ours !== void 0 || values.theirs !== void 0;
  if (explicit && values.theirs === void 0)
    throw new UsageError("--theirs is required with --base or --ours (the default branch, e.g. origin/main)");
  const root = resolve(io.cwd, values.root ?? ".");
  let sides;
  try {
    sides = explicit ? await fromSources(root, io.cwd, values.path ?? CHANGELOG, values) : await fromIndex(root, values.path);
  } catch (e) {
    if (e instanceof ReadError || e instanceof GitError) {
      io.stderr(`merge-changelog: ${e.message}
`);
      return 1;
    }
    throw e;
  }
  const r = mergeChangelog({ ...sides, prNumber: pr, repo, strict: values.strict });
  io.stderr(r.diagnostics.map((d) => `${formatDiagnosticLine(d)}
`).join(""));
  if (r.text === void 0) {
    io.stderr(`merge-changelog: ${sides.path} not resolved; nothing written
`);
    return 1;
  }
  if (values.write !== void 0) writeFileSync(resolve(io.cwd, values.write), r.text);
  else io.stdout(r.text);
  io.stderr(`merge-changelog: ${summary(r, sides.path, pr)}
`);
  return r.outcome === "unchanged" ? 3 : 0;
};
function summary(r, path, pr) {
  if (r.outcome === "corrected") {
    const n = r.corrections.filter((c) => c.applied).length;
    return `${path}: applied ${n} pr-link correction(s) of PR #${pr} to main's copy (entries ${r.corrections.filter((c) => c.applied).map((c) => c.index).join(", ")})`;
  }
  if (r.outcome === "unchanged")
    return `${path}: nothing of PR #${pr} remains; the file is main's, unchanged`;
  const kept = r.kept.map((k) => `${k.from} \u2192 ${k.to}`).join(", ");
  const links = r.kept.filter((k) => k.prLink.from !== k.prLink.to).length;
  const dropped = r.dropped.length ? `; dropped ${r.dropped.length} already on main (${r.dropped.map((d) => `${d.from} = main's ${d.main}`).join(", ")})` : "";
  return `${path}: kept ${r.kept.length} entr${r.kept.length === 1 ? "y" : "ies"} of PR #${pr} (${kept})${dropped}; ${links} pr-link(s) set to the PR's URL`;
}
async function fromIndex(root, given) {
  const path = given ?? await conflictedChangelog(root);
  const r = await catFileBatch(
    root,
    [1, 2, 3].map((n) => `:${n}:${path}`)
  );
  if ("error" in r) throw new ReadError(`could not read stage 1 for ${path}: ${r.error}`);
  const blobs = r.objects.map((o, i) => {
    if (o?.blob) return o.blob;
    throw new ReadError(
      `could not read stage ${i + 1} for ${path}: not in the index (is a merge in progress, with ${path} in conflict?)`
    );
  });
  return { path, base: blobs[0], ours: blobs[1], theirs: blobs[2] };
}
async function conflictedChangelog(root) {
  const r = await git(root, ["ls-files", "-u", "-z"]);
  if (r.status !== 0) throw new ReadError(`could not list the index of ${root}: ${r.stderr.trim()}`);
  const paths = new Set(
    r.stdout.toString("utf8").split("\0").map((l) => l.slice(l.indexOf("	") + 1)).filter((p) => p && basename(p) === CHANGELOG)
  );
  if (paths.size === 1) return [...paths][0];
  if (paths.size === 0)
    throw new ReadError(
      `no conflicted ${CHANGELOG} in the index of ${root}; outside a merge, name the default branch with --theirs (e.g. --theirs origin/main)`
    );
  throw new ReadError(`several conflicted changelogs (${[...paths].join(", ")}); choose one with --path`);
}
async function fromSources(root, cwd, path, v) {
  const ours = await readSource(root, cwd, path, v.ours ?? "HEAD");
  const theirs = await readSource(root, cwd, path, v.theirs);
  if (!ours.bytes)
    throw new ReadError(`could not read ${path} at ${ours.rev}: the file does not exist there`);
  if (!theirs.bytes)
    throw new ReadError(`could not read ${path} at ${theirs.rev}: the file does not exist there`);
  let base;
  if (v.base !== void 0) base = (await readSource(root, cwd, path, v.base)).bytes;
  else if (ours.sha && theirs.sha)
    base = (await readSource(root, cwd, path, await mergeBase(root, ours.sha, theirs.sha))).bytes;
  else throw new UsageError("--base is required when --ours or --theirs is a file or an index stage");
  return { path, base, ours: ours.bytes, theirs: theirs.bytes };
}
async function readSource(root, cwd, path, src) {
  const file = resolve(cwd, src);
  if (existsSync(file) && statSync(file).isFile()) return { bytes: readFileSync(file) };
  const stage = /^:([123])$/.exec(src);
  if (stage) {
    const r2 = await catFileBatch(root, [`:${stage[1]}:${path}`]);
    const blob = "error" in r2 ? void 0 : r2.objects[0]?.blob;
    if (!blob)
      throw new ReadError(
        `could not read stage ${stage[1]} for ${path}: ${"error" in r2 ? r2.error : "not in the index"}`
      );
    return { bytes: blob, rev: src };
  }
  const r = await catFileBatch(root, [`${src}^{commit}`, `${src}:${path}`]);
  if ("error" in r) throw new ReadError(`could not read ${path} at ${src}: ${r.error}`);
  if (!r.objects[0])
    throw new ReadError(`could not read ${path} at ${src}: neither a file nor a revision in ${root}`);
  return { bytes: r.objects[1]?.blob ?? null, rev: src, sha: r.objects[0].sha };
}
export {
  HELP,
  mergeChangelogCommand
};
