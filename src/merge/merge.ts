// Resolving a perf-changelog.yaml conflict between a PR and the default branch. Pure: three texts in,
// the resolved text and what happened out. The PR side is first held to the changelog gate against
// the merge base; its appended entries that the default branch already has (same content, whatever
// the pr-link) are dropped; the rest are appended byte for byte after the default branch's file, one
// empty line apart, each placeholder pr-link set to the PR's URL. A PR that only corrects historical
// pr-links has those corrections applied to the default branch's copy instead. The result is gated
// again against the default branch, so it is exactly what CI will accept.
import { diag, hasErrors, type Diagnostic } from '../diagnostics.js';
import { gateChangelog, parseStructure, validateEntries, DEFAULT_REPO } from '../gate/index.js';
import type { Correction, NormalizedEntry } from '../gate/index.js';
import { decodeChangelog } from '../gate/layout.js';
import { canonicalJson } from '../plan/canonical.js';
import { setPrLink, readEntry } from './prlink-edit.js';
import { blockOf, entrySpans, type EntrySpan } from './spans.js';

export interface MergeInput {
  /** Repository-relative path, for messages. */
  path: string;
  /** The file at the merge base (index stage 1); null when it did not exist there. */
  base: string | Uint8Array | null;
  /** The PR's side (stage 2 when the default branch is merged into the PR branch). */
  ours: string | Uint8Array;
  /** The default branch's side (stage 3). */
  theirs: string | Uint8Array;
  prNumber: number;
  /** `<owner>/<repo>` of the PR links; default SemiAnalysisAI/InferenceX. */
  repo?: string;
  /** Layout problems are errors (as the gate's `strict`). */
  strict?: boolean;
}

export interface KeptEntry {
  /** Entry number in the PR's file. */
  from: number;
  /** Entry number in the resolved file. */
  to: number;
  /** PR-file line of the entry. */
  line: number;
  /** The pr-link before and after (equal when it already was the PR's URL). */
  prLink: { from: string; to: string };
}

export interface DroppedEntry {
  /** Entry number in the PR's file. */
  from: number;
  line: number;
  /** The default branch's entry with the same content. */
  main: number;
}

export interface AppliedCorrection extends Correction {
  /** False when the default branch already had the corrected link. */
  applied: boolean;
}

export type MergeOutcome = 'merged' | 'corrected' | 'unchanged' | 'error';

export interface MergeResult {
  /**
   * `merged`: fresh entries appended; `corrected`: pr-link corrections applied to the default branch's
   * copy; `unchanged`: nothing of the PR remains, the resolved file is the default branch's; `error`.
   */
  outcome: MergeOutcome;
  /** The resolved file (absent on error). */
  text?: string;
  kept: KeptEntry[];
  dropped: DroppedEntry[];
  corrections: AppliedCorrection[];
  diagnostics: Diagnostic[];
}

export const MSG_SPANS = 'could not map parsed changelog entries to raw byte spans';
export const MSG_PR_LINK_LINE = 'could not locate exactly one pr-link line in a changelog entry';
export const MSG_NOTHING_LEFT = 'the PR has no changelog contribution remaining after merging main';
export const MSG_CORRECTIONS_PRESENT = "the PR's pr-link corrections are already present on main";
export const MSG_NO_CONTRIBUTION = 'the PR has no appended entry or pr-link correction to preserve';
const MSG_REVALIDATE = 'the resolved file does not pass the changelog gate against main';

const pullBase = (repo: string) => `https://github.com/${repo}/pull/`;

/** The entry as a key that ignores its pr-link: two entries with the same key say the same thing. */
function contentKey(e: NormalizedEntry): string {
  return canonicalJson({ ...e, 'pr-link': null });
}

/** Safe canonical form of a raw YAML value (a non-finite number cannot be encoded: never equal). */
function rawKey(v: unknown): string | undefined {
  try {
    return canonicalJson(v);
  } catch {
    return undefined;
  }
}

export function mergeChangelog(input: MergeInput): MergeResult {
  const { path } = input;
  const repo = input.repo ?? DEFAULT_REPO;
  const fail = (diagnostics: Diagnostic[]): MergeResult => ({
    outcome: 'error',
    kept: [],
    dropped: [],
    corrections: [],
    diagnostics,
  });

  const theirs = decodeChangelog(input.theirs, path);
  if (theirs.diagnostics.length) return fail(theirs.diagnostics);
  const base = input.base === null ? null : decodeChangelog(input.base, path);
  if (base?.diagnostics.length) return fail(base.diagnostics);

  // The PR side is held to the strict gate against the merge base, as CI holds it.
  const pr = gateChangelog({
    path,
    base: base?.text ?? null,
    head: input.ours,
    prNumber: input.prNumber,
    repo,
    strict: input.strict ?? false,
    event: 'pull_request',
  });
  if (pr.outcome === 'error') return fail(pr.diagnostics);
  if (pr.outcome === 'no-entry') {
    return fail([
      ...pr.diagnostics,
      diag('error', 'L-4', MSG_NO_CONTRIBUTION, {
        file: path,
        fix: "check that 'ours' is the PR's side (during a rebase, ours and theirs are swapped)",
      }),
    ]);
  }
  const ours = decodeChangelog(input.ours, path).text;
  const main = mainEntries(theirs.text, path);
  if ('diagnostics' in main) return fail([...pr.diagnostics, ...main.diagnostics]);

  const ctx = { path, repo, prNumber: input.prNumber, strict: input.strict ?? false };
  const r =
    pr.outcome === 'corrections'
      ? applyCorrections(ctx, base?.text ?? '', theirs.text, main, pr.corrections)
      : appendFresh(ctx, ours, theirs.text, main, pr.appended);
  return { ...r, diagnostics: [...pr.diagnostics, ...r.diagnostics] };
}

interface Ctx {
  path: string;
  repo: string;
  prNumber: number;
  strict: boolean;
}

interface MainEntries {
  /** Content key (minus pr-link) → 1-based entry number of its first occurrence. */
  byContent: Map<string, number>;
  raws: unknown[];
  lines: number[];
}

/** The default branch's entries, read with the lenient history schema. */
function mainEntries(text: string, path: string): MainEntries | { diagnostics: Diagnostic[] } {
  const s = parseStructure(text, path);
  if (!s.structured || hasErrors(s.diagnostics)) {
    return {
      diagnostics: [
        ...s.diagnostics,
        diag('error', 'L-4', `${path} on main is not a changelog list; resolve manually`, { file: path }),
      ],
    };
  }
  const v = validateEntries(s, path, { schema: 'lax' });
  const byContent = new Map<string, number>();
  for (const e of v.entries) {
    if (!e.entry) continue;
    const k = contentKey(e.entry);
    if (!byContent.has(k)) byContent.set(k, e.index);
  }
  return { byContent, raws: s.raws, lines: s.lines };
}

type Step = Omit<MergeResult, 'diagnostics'> & { diagnostics: Diagnostic[] };

function appendFresh(
  ctx: Ctx,
  ours: string,
  theirs: string,
  main: MainEntries,
  appended: readonly { index: number; line: number; entry: NormalizedEntry; raw: unknown }[],
): Step {
  const { path } = ctx;
  const err = (message: string, where: { line?: number; fix?: string } = {}): Step => ({
    outcome: 'error',
    kept: [],
    dropped: [],
    corrections: [],
    diagnostics: [diag('error', 'L-4', message, { file: path, ...where })],
  });
  const spans = entrySpans(
    ours,
    appended.map((a) => a.line),
  );
  if (!spans) return err(MSG_SPANS);
  const dropped: DroppedEntry[] = [];
  const fresh: { a: (typeof appended)[number]; span: EntrySpan }[] = [];
  for (const [i, a] of appended.entries()) {
    const span = spans[i]!;
    // The bytes of the span must read back as the entry the gate parsed, or they are not its bytes.
    if (rawKey(readEntry(blockOf(ours, span))) !== rawKey(a.raw) || rawKey(a.raw) === undefined)
      return err(MSG_SPANS, { line: a.line });
    const on = main.byContent.get(contentKey(a.entry));
    if (on !== undefined) dropped.push({ from: a.index, line: a.line, main: on });
    else fresh.push({ a, span });
  }
  if (fresh.length === 0) {
    return {
      outcome: 'unchanged',
      text: theirs,
      kept: [],
      dropped,
      corrections: [],
      diagnostics: [
        diag('notice', 'L-4', MSG_NOTHING_LEFT, {
          file: path,
          fix: 'the resolved file is the one on main; the PR no longer changes the changelog',
        }),
      ],
    };
  }

  const url = `${pullBase(ctx.repo)}${ctx.prNumber}`;
  const placeholders = new Set(['XXX', `${pullBase(ctx.repo)}XXX`]);
  const blocks: string[] = [];
  const kept: KeptEntry[] = [];
  for (const { a, span } of fresh) {
    let block = blockOf(ours, span);
    const link = a.entry['pr-link'];
    if (placeholders.has(link)) {
      const edit = setPrLink(block, url);
      if (!edit.ok) return err(MSG_PR_LINK_LINE, { line: a.line });
      block = edit.text;
    } else if (link !== url) {
      return err(`appended entry ${a.index} has unexpected pr-link '${link}'`, {
        line: a.line,
        fix: `use '${url}' or the XXX placeholder`,
      });
    }
    kept.push({
      from: a.index,
      to: main.raws.length + kept.length + 1,
      line: a.line,
      prLink: { from: link, to: url },
    });
    blocks.push(block);
  }
  // One empty line after main's last entry (none if main already ends with one), then the blocks.
  const sep = theirs === '' || /\n[ \t]*\n$/.test(theirs) ? '' : theirs.endsWith('\n') ? '\n' : '\n\n';
  const text = theirs + sep + blocks.join('\n');
  const check = revalidate(ctx, theirs, text, 'entries', kept.length);
  if (check.length) return { ...err(MSG_REVALIDATE), diagnostics: check };
  return { outcome: 'merged', text, kept, dropped, corrections: [], diagnostics: [] };
}

function applyCorrections(
  ctx: Ctx,
  base: string,
  theirs: string,
  main: MainEntries,
  corrections: readonly Correction[],
): Step {
  const { path } = ctx;
  const diagnostics: Diagnostic[] = [];
  const at = (line?: number) => ({ file: path, ...(line ? { line } : {}) });
  const baseRaws = parseStructure(base, path).raws;
  const out: AppliedCorrection[] = [];
  for (const c of corrections) {
    const i = c.index - 1;
    const mine = main.raws[i] as Record<string, unknown> | undefined;
    const old = baseRaws[i] as Record<string, unknown> | undefined;
    if (!mine) {
      diagnostics.push(diag('error', 'L-4', `main is missing corrected entry ${c.index}`, at(c.line)));
      continue;
    }
    const rest = (o: Record<string, unknown> | undefined) =>
      o && typeof o === 'object' ? rawKey({ ...o, 'pr-link': null }) : undefined;
    if (rest(mine) === undefined || rest(mine) !== rest(old)) {
      diagnostics.push(
        diag('error', 'L-4', `main changed corrected entry ${c.index}; resolve manually`, at(main.lines[i])),
      );
      continue;
    }
    const link = mine['pr-link'];
    if (link === c.to) out.push({ ...c, applied: false });
    else if (link === c.from) out.push({ ...c, applied: true });
    else
      diagnostics.push(
        diag('error', 'L-4', `main has a conflicting pr-link for entry ${c.index}`, {
          ...at(main.lines[i]),
          fix: `main has '${String(link)}', the PR changes '${c.from}' to '${c.to}'`,
        }),
      );
  }
  const none: Step = { outcome: 'error', kept: [], dropped: [], corrections: [], diagnostics };
  if (hasErrors(diagnostics)) return none;
  const todo = out.filter((c) => c.applied);
  if (todo.length === 0) {
    return {
      outcome: 'unchanged',
      text: theirs,
      kept: [],
      dropped: [],
      corrections: out,
      diagnostics: [diag('notice', 'L-4', MSG_CORRECTIONS_PRESENT, { file: path })],
    };
  }
  const spans = entrySpans(theirs, main.lines);
  if (!spans) return { ...none, diagnostics: [diag('error', 'L-4', MSG_SPANS, at())] };
  // Splice from the last entry back, so earlier offsets stay valid.
  let text = theirs;
  for (const c of [...todo].sort((a, b) => b.index - a.index)) {
    const span = spans[c.index - 1]!;
    const region = text.slice(span.start, span.end);
    if (rawKey(readEntry(region)) !== rawKey(main.raws[c.index - 1]))
      return { ...none, diagnostics: [diag('error', 'L-4', MSG_SPANS, at(main.lines[c.index - 1]))] };
    const edit = setPrLink(region, c.to);
    if (!edit.ok)
      return {
        ...none,
        diagnostics: [diag('error', 'L-4', MSG_PR_LINK_LINE, at(main.lines[c.index - 1]))],
      };
    text = text.slice(0, span.start) + edit.text + text.slice(span.end);
  }
  const check = revalidate(ctx, theirs, text, 'corrections', todo.length);
  if (check.length) return { ...none, diagnostics: check };
  return { outcome: 'corrected', text, kept: [], dropped: [], corrections: out, diagnostics: [] };
}

/** The resolved file against main, by the same gate CI runs: its errors, or nothing. */
function revalidate(
  ctx: Ctx,
  theirs: string,
  text: string,
  expected: 'entries' | 'corrections',
  count: number,
): Diagnostic[] {
  const r = gateChangelog({
    path: ctx.path,
    base: theirs,
    head: text,
    prNumber: ctx.prNumber,
    repo: ctx.repo,
    strict: ctx.strict,
    event: 'pull_request',
  });
  const n = expected === 'entries' ? r.appended.length : r.corrections.length;
  if (r.outcome === expected && n === count && !hasErrors(r.diagnostics)) return [];
  return [
    diag('error', 'L-4', MSG_REVALIDATE, { file: ctx.path, fix: 'resolve the conflict by hand' }),
    ...r.diagnostics.filter((d) => d.severity === 'error'),
  ];
}
