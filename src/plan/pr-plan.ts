// The PR plan: appended changelog entries → `search-space-config`.
// Pure: configs, runners and policy come in as validated data; nothing here reads files or git.
import type { CiPriorityPolicy, MasterConfigs, RunnersConfig } from '../config/types.js';
import { diag, type Diagnostic } from '../diagnostics.js';
import { LIMITS, limitDiagnostic } from '../limits.js';
import { isPattern } from './keys.js';
import { canonicalJson, sha256Hex } from './canonical.js';
import { ADDED_ROW_KEYS } from './fingerprint.js';
import { evalPolicyOf, generateTestConfig, recipeFingerprint } from './generate.js';
import { dropCollidingEvals } from './evals-v2.js';
import {
  bucketOf,
  CONSUMED_FIXED_BUCKETS,
  emptyPlan,
  pushToBucket,
  toOutputRow,
  type RowPurpose,
} from './pr-output.js';
import { formatPriority, priorityScorer, queueToken } from './pr-priority.js';
import { resolveConfigKeys, type ChangelogLines } from './pr-resolve.js';
import { trimWithSources } from './pr-trim.js';
import { appendOnlyDelta, checkAppendScope, type RawMasters } from './pr-append.js';
import {
  SCENARIOS,
  type Modifiers,
  type PlanContext,
  type PlanEntry,
  type Row,
  type ScenarioType,
  type SearchSpaceConfig,
} from './pr-types.js';

export interface PlanInput {
  entries: readonly PlanEntry[];
  configs: MasterConfigs;
  runners: RunnersConfig;
  policy?: CiPriorityPolicy;
  modifiers: Modifiers;
  context: PlanContext;
  /** Every master key in file order (amd, then nvidia). Defaults to the loaded configs' keys; the
   * fast path loads only the selected entries, so it passes the full key list here. */
  masterKeys?: readonly string[];
  /** Echoed into `changelog_metadata`. */
  refs?: { base: string; head: string };
  /** The changelog path and its head lines, for positioned messages. */
  changelogPath?: string;
  changelogLines?: ChangelogLines;
  /**
   * The base revision for `append-only` entries: its configs and runners (selected keys
   * loaded), and the raw master entries of both revisions for the scope check.
   */
  appendOnlyBase?: { configs: MasterConfigs; runners: RunnersConfig; raw: RawMasters; headRaw: RawMasters };
  /** The entries' keys resolved against `masterKeys` already (the caller's own resolution), with its messages. */
  resolved?: { keys: Map<number, string[]>; diagnostics: Diagnostic[] };
  /** An entry that yields no rows is an error instead of a warning. */
  strict?: boolean;
  wildcardWarnThreshold?: number;
  /** Trim also keeps one multi-node agentic row per topology (off: the reference planner's output). */
  trimMultiNodeAgentic?: boolean;
}

/** A planned row with where it goes and which entry produced it. */
export interface PlannedRow {
  bucket: string;
  kind: RowPurpose;
  /** 1-based changelog entry number. */
  entry: number;
  row: Row;
}

export interface PlanOutput {
  plan: SearchSpaceConfig;
  rows: PlannedRow[];
  diagnostics: Diagnostic[];
}

const CHANGELOG = 'perf-changelog.yaml';

/** Resolves every entry's `config-keys`; all unmatched keys are reported, not only the first. */
export function resolveEntries(
  entries: readonly PlanEntry[],
  masterKeys: readonly string[],
  where: { changelogPath?: string; changelogLines?: ChangelogLines; wildcardWarnThreshold?: number } = {},
): { keys: Map<number, string[]>; diagnostics: Diagnostic[] } {
  const keySet = new Set(masterKeys);
  const keys = new Map<number, string[]>();
  const diagnostics: Diagnostic[] = [];
  // Each `*` pattern is compared with every master key: their number is bounded before any is.
  const over = overWildcardLimit(entries);
  if (over)
    return {
      keys,
      diagnostics: [
        limitDiagnostic('wildcardPatterns', over.count, {
          file: where.changelogPath ?? CHANGELOG,
          line: over.line,
        }),
      ],
    };
  for (const e of entries) {
    const r = resolveConfigKeys(
      e.entry['config-keys'],
      masterKeys,
      {
        file: where.changelogPath ?? CHANGELOG,
        entry: e.index,
        line: e.line,
        ...(where.changelogLines ? { lines: where.changelogLines } : {}),
        ...(where.wildcardWarnThreshold !== undefined ? { warnThreshold: where.wildcardWarnThreshold } : {}),
      },
      keySet,
    );
    keys.set(e.index, r.keys);
    diagnostics.push(...r.diagnostics);
  }
  return { keys, diagnostics };
}

/** The number of `*` patterns and the entry where it crosses the limit, when it does. */
function overWildcardLimit(entries: readonly PlanEntry[]): { count: number; line: number } | undefined {
  let count = 0;
  let line: number | undefined;
  for (const e of entries)
    for (const k of e.entry['config-keys'])
      if (isPattern(k) && ++count > LIMITS.wildcardPatterns.max) line ??= e.line;
  return line === undefined ? undefined : { count, line };
}

/** Cross-entry and modifier preconditions; per-entry field rules belong to the gate. */
export function checkPreconditions(
  entries: readonly PlanEntry[],
  modifiers: Modifiers,
  file = CHANGELOG,
  event: PlanContext['event'] = 'pull_request',
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const appendOnly = entries.filter((e) => e.entry['append-only']);
  const modifier = modifiers.allEvals || modifiers.evalsOnly;
  // On push, regular and append-only entries are planned side by side; a PR may not mix them.
  if (event !== 'push' && appendOnly.length > 0 && appendOnly.length < entries.length) {
    out.push(
      diag('error', 'P-7', 'append-only entries cannot share a sweep with regular changelog entries', {
        file,
        line: appendOnly[0]!.line,
        col: 1,
        fix: 'move the append-only entry to its own PR',
      }),
    );
  }
  if (appendOnly.length > 0 && modifier) {
    out.push(
      diag('error', 'P-8', 'append-only sweeps cannot use all-evals or evals-only modifiers', {
        file,
        line: appendOnly[0]!.line,
        col: 1,
        fix: 'remove the all-evals / evals-only labels',
      }),
    );
  }
  const noEvals = entries.find((e) => e.entry['no-evals']);
  if (noEvals && modifier) {
    out.push(
      diag('error', 'N-1', 'no-evals entries cannot use all-evals or evals-only modifiers', {
        file,
        line: noEvals.line,
        col: 1,
        fix: 'remove the all-evals / evals-only labels, or the no-evals flag',
      }),
    );
  }
  return out;
}

interface EntryMode {
  throughput: boolean;
  evals: boolean;
  expand: boolean;
  appendOnly: boolean;
  minPrefillEp: number | undefined;
}

/** What one entry asks for under the PR modifiers (throughput rows, evals, the wider eval selection). */
export function entryMode(e: PlanEntry['entry'], m: Modifiers): EntryMode {
  return {
    throughput: !(m.evalsOnly || e['evals-only'] || e['all-evals']),
    evals: !(e['append-only'] || e['no-evals']),
    expand: m.allEvals || e['all-evals'],
    appendOnly: e['append-only'],
    minPrefillEp: e['eval-min-prefill-ep'] ?? undefined,
  };
}

/** Multi-node eval rows below the entry's minimum prefill ep are dropped; single-node rows stay. */
export function keepForMinPrefillEp(row: Row, min: number | undefined): boolean {
  if (min === undefined || !('prefill' in row)) return true;
  const prefill = row.prefill as Record<string, unknown> | null;
  const ep = prefill && 'ep' in prefill ? prefill.ep : 1;
  if (typeof ep !== 'number' || !Number.isFinite(ep)) return false;
  return ep >= min;
}

/**
 * The PR plan in named steps: check the entries (preconditions, keys, append-only scope), claim each
 * (config, scenario) pair for the first entry that asks for it, generate the claimed rows, trim them, emit
 * them in the output model, annotate priorities, and sort them into buckets.
 */
export function planFromEntries(input: PlanInput): PlanOutput {
  const file = input.changelogPath ?? CHANGELOG;
  const plan = emptyPlanFor(input);
  const diagnostics: Diagnostic[] = [
    ...checkPreconditions(input.entries, input.modifiers, file, input.context.event),
  ];
  const masterKeys = input.masterKeys ?? [...input.configs.entries.keys()];
  const resolved = input.resolved ?? resolveEntries(input.entries, masterKeys, input);
  diagnostics.push(...resolved.diagnostics);
  if (hasError(diagnostics)) return { plan, rows: [], diagnostics };
  diagnostics.push(...checkAppendOnly(input, resolved.keys, file));
  if (hasError(diagnostics)) return { plan, rows: [], diagnostics };

  const lineOf = entryLineOf(input.entries);
  const claims = claimEntries(input, resolved.keys, file);
  const generated = generateRows(input, claims, file, lineOf);
  diagnostics.push(...generated.diagnostics);
  const throughput = trimThroughput(
    input,
    generated.rows.filter((r) => r.kind === 'throughput'),
  );
  const emitted = emitRows(
    [...throughput, ...oneEvalPerResult(input, generated.rows)],
    file,
    lineOf,
    input.policy ? namespaceOf(input.context) : undefined,
  );
  diagnostics.push(...emitted.diagnostics);
  const rows = withPriority(input, emitted.rows, emitted.tokens);
  diagnostics.push(...emitBuckets(plan, rows));
  diagnostics.push(...entriesWithoutRows(input, generated.rowsPerEntry, file));
  return { plan, rows, diagnostics };
}

const hasError = (ds: readonly Diagnostic[]) => ds.some((d) => d.severity === 'error');

function emptyPlanFor(input: PlanInput): SearchSpaceConfig {
  const refs = input.refs ?? { base: 'HEAD~1', head: 'HEAD' };
  const plan = emptyPlan(refs.base, refs.head);
  plan.changelog_metadata.entries = input.entries.map((e) => ({ ...e.entry }));
  return plan;
}

function entryLineOf(entries: readonly PlanEntry[]): (entry: number) => number {
  const lines = new Map(entries.map((e) => [e.index, e.line]));
  return (entry) => lines.get(entry) ?? 1;
}

const scenariosOf = (e: PlanEntry): ScenarioType[] =>
  (e.entry['scenario-type'] as ScenarioType[] | undefined) ?? [...SCENARIOS];

/**
 * Append-only entries (a PR's entries are all append-only or none) run only the new points of their curves, so
 * they need the base revision's generation inputs, and may change no config they do not select.
 */
function checkAppendOnly(input: PlanInput, keys: Map<number, string[]>, file: string): Diagnostic[] {
  const appendOnly = input.entries.find((e) => e.entry['append-only']);
  if (!appendOnly) return [];
  const where = { file, line: appendOnly.line, col: 1 };
  const base = input.appendOnlyBase;
  if (!base) {
    const missing = [...(input.masterKeys ? ['master configs'] : []), 'runners'].map((x) => `'${x}'`);
    const text = `append-only base revision is missing generation inputs: [${missing.join(', ')}]`;
    return [diag('error', 'P-12', text, where)];
  }
  const selected = new Map<string, ScenarioType[]>();
  const regular = new Set<string>();
  for (const e of input.entries) {
    const scenarios = scenariosOf(e);
    for (const k of keys.get(e.index) ?? []) {
      if (!e.entry['append-only']) regular.add(k);
      else selected.set(k, [...new Set([...(selected.get(k) ?? []), ...scenarios])]);
    }
  }
  return checkAppendScope(base.raw, base.headRaw, { selected, regular }, where);
}

/** What one entry generates for one kind of row: groups of keys sharing the scenarios they claimed. */
interface Claim {
  entry: PlanEntry;
  kind: RowPurpose;
  mode: EntryMode;
  groups: { scenarios: ScenarioType[]; keys: string[] }[];
  /** Eval flags of this entry ignored where an earlier entry claimed the pair. */
  warnings: Diagnostic[];
}

/**
 * Each (config, scenario) pair belongs to the first entry that asks for it, per kind: entries in changelog
 * order, all-evals entries first (a stable sort), so their wider eval selection claims shared configs.
 */
function claimEntries(input: PlanInput, keys: Map<number, string[]>, file: string): Claim[] {
  const ordered = [...input.entries].sort(
    (a, b) => Number(b.entry['all-evals']) - Number(a.entry['all-evals']),
  );
  const owners: Record<RowPurpose, Map<string, { entry: number; mode: EntryMode }>> = {
    throughput: new Map(),
    eval: new Map(),
  };
  const hasScenario = (key: string, s: ScenarioType) => {
    const scenarios = input.configs.entries.get(key)?.scenarios as
      Record<string, unknown[] | undefined> | undefined;
    return !scenarios || (scenarios[s]?.length ?? 0) > 0;
  };
  const claims: Claim[] = [];
  for (const e of ordered) {
    const mode = entryMode(e.entry, input.modifiers);
    const wanted = SCENARIOS.filter((x) => scenariosOf(e).includes(x));
    const kinds: RowPurpose[] = [
      ...(mode.throughput ? (['throughput'] as const) : []),
      ...(mode.evals ? (['eval'] as const) : []),
    ];
    for (const kind of kinds) {
      const claim: Claim = { entry: e, kind, mode, groups: [], warnings: [] };
      const byScenarios = new Map<string, { scenarios: ScenarioType[]; keys: string[] }>();
      for (const key of keys.get(e.index) ?? []) {
        const unclaimed: ScenarioType[] = [];
        for (const s of wanted) {
          const pair = `${key}\u0000${s}`;
          const owner = owners[kind].get(pair);
          if (!owner) {
            owners[kind].set(pair, { entry: e.index, mode });
            unclaimed.push(s);
          } else if (
            owner.entry !== e.index &&
            kind === 'eval' &&
            !sameEvalFlags(owner.mode, mode) &&
            hasScenario(key, s)
          ) {
            const text = `entry ${e.index}: flags ignored for ${key}/${s}, already claimed by entry ${owner.entry}`;
            claim.warnings.push(diag('warning', 'X-2', text, { file, line: e.line, col: 1 }));
          }
        }
        if (unclaimed.length === 0) continue;
        const g = byScenarios.get(unclaimed.join(','));
        if (g) g.keys.push(key);
        else byScenarios.set(unclaimed.join(','), { scenarios: unclaimed, keys: [key] });
      }
      claim.groups = [...byScenarios.values()];
      claims.push(claim);
    }
  }
  return claims;
}

/** The claimed rows, generated group by group; the generator's diagnostics are reported once each. */
function generateRows(
  input: PlanInput,
  claims: readonly Claim[],
  file: string,
  lineOf: (entry: number) => number,
): { rows: PlannedRow[]; rowsPerEntry: Map<number, number>; diagnostics: Diagnostic[] } {
  const rows: PlannedRow[] = [];
  const rowsPerEntry = new Map<number, number>();
  const diagnostics: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const c of claims) {
    diagnostics.push(...c.warnings);
    for (const g of c.groups) {
      const r = generateGroup(input, g, c, { file, line: lineOf(c.entry.index) });
      diagnostics.push(...r.deltaDiagnostics);
      for (const d of r.diagnostics) {
        const k = JSON.stringify(d);
        if (!seen.has(k)) {
          seen.add(k);
          diagnostics.push(d);
        }
      }
      for (const row of r.rows) {
        if (c.kind === 'eval' && !keepForMinPrefillEp(row, c.mode.minPrefillEp)) continue;
        rows.push({ bucket: '', kind: c.kind, entry: c.entry.index, row });
        rowsPerEntry.set(c.entry.index, (rowsPerEntry.get(c.entry.index) ?? 0) + 1);
      }
    }
  }
  return { rows, rowsPerEntry, diagnostics };
}

/** One group's rows; an append-only entry keeps only the points its base revision did not run. */
function generateGroup(
  input: PlanInput,
  g: { scenarios: ScenarioType[]; keys: string[] },
  c: Claim,
  where: { file: string; line: number },
): { rows: Row[]; diagnostics: Diagnostic[]; deltaDiagnostics: Diagnostic[] } {
  const selection = { configKeys: g.keys, scenarioType: g.scenarios };
  const r = generateTestConfig(
    input.configs,
    input.runners,
    selection,
    c.kind === 'throughput'
      ? { mode: 'none', allEvals: false }
      : { mode: 'evals-only', allEvals: c.mode.expand },
  );
  const base = input.appendOnlyBase;
  if (!c.mode.appendOnly || !base)
    return { rows: r.rows as Row[], diagnostics: r.diagnostics, deltaDiagnostics: [] };
  const before = generateTestConfig(base.configs, base.runners, selection, { mode: 'none', allEvals: false });
  const delta = appendOnlyDelta(before.rows as Row[], r.rows as Row[], where);
  return { rows: delta.rows, diagnostics: r.diagnostics, deltaDiagnostics: delta.diagnostics };
}

/**
 * The eval rows; under the newer policy one per result identity across all the PR's entries, as each
 * generation already keeps within itself (two entries may select configs whose evals are one result).
 */
function oneEvalPerResult(input: PlanInput, rows: readonly PlannedRow[]): PlannedRow[] {
  const evals = rows.filter((r) => r.kind === 'eval');
  if (evalPolicyOf(input.runners) !== 'v2') return evals;
  dropCollidingEvals(evals.map((p) => p.row));
  return evals.filter((p) => p.row['run-eval'] === true);
}

/** The `trim` modifier: fewer concurrency points per curve (optionally one multi-node agentic row). */
function trimThroughput(input: PlanInput, throughput: PlannedRow[]): PlannedRow[] {
  if (!input.modifiers.trimConc) return throughput;
  const opts = input.trimMultiNodeAgentic ? { trimMultiNodeAgentic: true } : {};
  return trimWithSources(
    throughput.map((p) => p.row),
    opts,
  ).map(({ from, row }) => ({ ...throughput[from]!, row }));
}

// emitRows copies the product's keys one by one; a new one must be copied there too.
type Uncopied = Exclude<(typeof ADDED_ROW_KEYS)[number], 'row-id' | 'gpu-count' | 'node-count'>;
const productKeysCopied: [Uncopied] extends [never] ? true : never = true;
void productKeysCopied;

/**
 * Rows in the output model, each with its bucket and row id (the hash of the row as emitted); throughput
 * rows carry the fingerprint of the generator row. The same row from two entries warns and runs twice,
 * as the reference does.
 */
function emitRows(
  planned: readonly PlannedRow[],
  file: string,
  lineOf: (entry: number) => number,
  namespace: string | undefined,
): { rows: PlannedRow[]; tokens: string[]; diagnostics: Diagnostic[] } {
  const rows: PlannedRow[] = [];
  // Queue tokens hash the row's canonical text: taken here, so the texts need not be kept.
  const tokens: string[] = [];
  const diagnostics: Diagnostic[] = [];
  const rowIds = new Map<string, PlannedRow>();
  for (const p of planned) {
    const emitted = toOutputRow(p.row, p.kind);
    // The fingerprint hashes the generator row (it ignores the product keys and output defaults).
    if (p.kind === 'throughput') emitted['recipe-fingerprint'] = recipeFingerprint(p.row);
    // The id of the row as emitted (after trim and the output model), not the generator's; `emitted` has
    // no product or priority keys yet, so this is `rowId(emitted)` with one encoding.
    const text = canonicalJson(emitted);
    const rowId = sha256Hex(text).slice(0, 16);
    const row: PlannedRow = { ...p, bucket: bucketOf(emitted, p.kind), row: emitted };
    // Named stores, not a loop over the key list: V8 turns a wide object that gains a property through a
    // computed key into a hash table, which made most rows of a large plan 5× their size.
    emitted['row-id'] = rowId;
    if ('gpu-count' in p.row) emitted['gpu-count'] = p.row['gpu-count'];
    if ('node-count' in p.row) emitted['node-count'] = p.row['node-count'];
    // Duplicates inside one generation were already reported by the generator.
    const dup = rowIds.get(rowId);
    if (dup && dup.entry !== p.entry) {
      const text = `duplicate row ${rowId} (${String(emitted['exp-name'])}) from entries ${dup.entry} and ${p.entry}`;
      diagnostics.push(diag('warning', 'MX-2', text, { file, line: lineOf(p.entry), col: 1 }));
    }
    rowIds.set(rowId, row);
    rows.push(row);
    if (namespace !== undefined) tokens.push(queueToken(namespace, rowId, text));
  }
  return { rows, tokens, diagnostics };
}

/** The run a queue token belongs to: the same row gets a new token on every run and attempt. */
const namespaceOf = (context: PlanContext): string => `${context.runId ?? '0'}:${context.runAttempt ?? 1}`;

/** Priority and queue token on every row; without a policy the rows stay unannotated. */
function withPriority(input: PlanInput, rows: PlannedRow[], tokens: readonly string[]): PlannedRow[] {
  const { policy, context } = input;
  if (!policy) return rows;
  const score = priorityScorer(policy, context);
  const skipLabel = policy.labels?.['skip-queue']?.name;
  const skip = context.skipQueue ?? (skipLabel !== undefined && context.labels.includes(skipLabel));
  // The emitted rows are this plan's own: annotated in place (a key already there keeps its place, a new
  // one goes last, as a copy with the keys set after would have them).
  rows.forEach((p, i) => {
    p.row.priority = formatPriority(score(p.row));
    p.row['queue-token'] = tokens[i]!;
    if (skip && context.prNumber !== undefined) p.row['skip-queue-pr'] = context.prNumber;
  });
  return rows;
}

/** Each row into its bucket; a bucket no sweep job consumes is an error. */
function emitBuckets(plan: SearchSpaceConfig, rows: readonly PlannedRow[]): Diagnostic[] {
  const unconsumed = new Set<string>();
  for (const p of rows) {
    pushToBucket(plan, p.bucket, p.row);
    const dot = p.bucket.indexOf('.');
    if (dot > 0 && !CONSUMED_FIXED_BUCKETS.includes(p.bucket.slice(dot + 1))) unconsumed.add(p.bucket);
  }
  return [...unconsumed].map((b) =>
    diag('error', 'X-3', `bucket ${b} has no consuming job`, { fix: 'use isl/osl 1024/1024 or 8192/1024' }),
  );
}

/** An entry that selects no rows: a warning, an error under strict. */
function entriesWithoutRows(input: PlanInput, rowsPerEntry: Map<number, number>, file: string): Diagnostic[] {
  return input.entries
    .filter((e) => (rowsPerEntry.get(e.index) ?? 0) === 0)
    .map((e) =>
      diag(input.strict ? 'error' : 'warning', 'X-1', `entry ${e.index} (line ${e.line}) selects no rows`, {
        file,
        line: e.line,
        col: 1,
      }),
    );
}

function sameEvalFlags(a: EntryMode, b: EntryMode): boolean {
  return a.expand === b.expand && a.minPrefillEp === b.minPrefillEp;
}
