// The PR plan (02 §6, §9; 03 §8.2, §9): appended changelog entries → `search-space-config`.
// Pure: configs, runners and policy come in as validated data; nothing here reads files or git.
import type { CiPriorityPolicy, MasterConfigs, RunnersConfig } from '../config/types.js';
import { diag, type Diagnostic } from '../diagnostics.js';
import { canonicalJson, sha256Hex } from './canonical.js';
import { PRODUCT_ROW_KEYS } from './fingerprint.js';
import { generateTestConfig, recipeFingerprint } from './generate.js';
import {
  bucketOf,
  CONSUMED_FIXED_BUCKETS,
  emptyPlan,
  pushToBucket,
  toOutputRow,
  type RowKind,
} from './pr-output.js';
import { formatPriority, priorityScorer, queueToken } from './pr-priority.js';
import { resolveConfigKeys } from './pr-resolve.js';
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
  changelogLines?: readonly string[];
  /**
   * The base revision for `append-only` entries (02 §7): its configs and runners (selected keys
   * loaded), and the raw master entries of both revisions for the scope check.
   */
  appendOnlyBase?: { configs: MasterConfigs; runners: RunnersConfig; raw: RawMasters; headRaw: RawMasters };
  /** CL-10: an entry that yields no rows is an error instead of a warning. */
  strict?: boolean;
  wildcardWarnThreshold?: number;
  /** 02 §6.4 product fix: trim also keeps one multi-node agentic row per topology (off: reference output). */
  trimMultiNodeAgentic?: boolean;
}

/** A planned row with where it goes and which entry produced it. */
export interface PlannedRow {
  bucket: string;
  kind: RowKind;
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

/** Resolves every entry's `config-keys` (02 §5); all unmatched keys are reported, not the first. */
export function resolveEntries(
  entries: readonly PlanEntry[],
  masterKeys: readonly string[],
  where: { changelogPath?: string; changelogLines?: readonly string[]; wildcardWarnThreshold?: number } = {},
): { keys: Map<number, string[]>; diagnostics: Diagnostic[] } {
  const keySet = new Set(masterKeys);
  const keys = new Map<number, string[]>();
  const diagnostics: Diagnostic[] = [];
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

/** Cross-entry and modifier preconditions (P-7, P-8, LB-4); per-entry field rules belong to the gate. */
export function checkPreconditions(
  entries: readonly PlanEntry[],
  modifiers: Modifiers,
  file = CHANGELOG,
  event: PlanContext['event'] = 'pull_request',
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const appendOnly = entries.filter((e) => e.entry['append-only']);
  const modifier = modifiers.allEvals || modifiers.evalsOnly;
  // Fix (02 §7): on push, regular and append-only entries are planned side by side; P-7 stays on PRs.
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

/** 02 §6.1–6.2: what one entry asks for under the PR modifiers. */
export function entryMode(e: PlanEntry['entry'], m: Modifiers): EntryMode {
  return {
    throughput: !(m.evalsOnly || e['evals-only'] || e['all-evals']),
    evals: !(e['append-only'] || e['no-evals']),
    expand: m.allEvals || e['all-evals'],
    appendOnly: e['append-only'],
    minPrefillEp: e['eval-min-prefill-ep'] ?? undefined,
  };
}

/** 02 §6.3: multi-node eval rows below the minimum prefill ep are dropped; single-node rows stay. */
export function keepForMinPrefillEp(row: Row, min: number | undefined): boolean {
  if (min === undefined || !('prefill' in row)) return true;
  const prefill = row.prefill as Record<string, unknown> | null;
  const ep = prefill && 'ep' in prefill ? prefill.ep : 1;
  if (typeof ep !== 'number' || !Number.isFinite(ep)) return false;
  return ep >= min;
}

export function planFromEntries(input: PlanInput): PlanOutput {
  const file = input.changelogPath ?? CHANGELOG;
  const refs = input.refs ?? { base: 'HEAD~1', head: 'HEAD' };
  const plan = emptyPlan(refs.base, refs.head);
  plan.changelog_metadata.entries = input.entries.map((e) => ({ ...e.entry }));
  const diagnostics: Diagnostic[] = [
    ...checkPreconditions(input.entries, input.modifiers, file, input.context.event),
  ];
  const masterKeys = input.masterKeys ?? [...input.configs.entries.keys()];
  const resolved = resolveEntries(input.entries, masterKeys, input);
  diagnostics.push(...resolved.diagnostics);
  if (diagnostics.some((d) => d.severity === 'error')) return { plan, rows: [], diagnostics };

  // 02 §7: append-only entries (P-7 guarantees they are all of them) run only new points of curves.
  const appendOnly = input.entries.find((e) => e.entry['append-only']);
  const base = input.appendOnlyBase;
  if (appendOnly) {
    const where = { file, line: appendOnly.line, col: 1 };
    if (!base) {
      const missing = [...(input.masterKeys ? ['master configs'] : []), 'runners'].map((x) => `'${x}'`);
      diagnostics.push(
        diag(
          'error',
          'P-12',
          `append-only base revision is missing generation inputs: [${missing.join(', ')}]`,
          where,
        ),
      );
      return { plan, rows: [], diagnostics };
    }
    const selected = new Map<string, ScenarioType[]>();
    const regular = new Set<string>();
    for (const e of input.entries) {
      const scenarios = (e.entry['scenario-type'] as ScenarioType[] | undefined) ?? [...SCENARIOS];
      for (const k of resolved.keys.get(e.index) ?? []) {
        if (!e.entry['append-only']) regular.add(k);
        else selected.set(k, [...new Set([...(selected.get(k) ?? []), ...scenarios])]);
      }
    }
    diagnostics.push(...checkAppendScope(base.raw, base.headRaw, { selected, regular }, where));
    if (diagnostics.some((d) => d.severity === 'error')) return { plan, rows: [], diagnostics };
  }

  // 02 §6.1: stable sort, all-evals entries first, so their wider eval selection claims shared configs.
  const ordered = [...input.entries].sort(
    (a, b) => Number(b.entry['all-evals']) - Number(a.entry['all-evals']),
  );
  const throughputClaims = new Map<string, { entry: number; mode: EntryMode }>();
  const evalClaims = new Map<string, { entry: number; mode: EntryMode }>();
  const generated: PlannedRow[] = [];
  const seenGenDiagnostics = new Set<string>();
  const rowsPerEntry = new Map<number, number>();
  const entryLines = new Map(input.entries.map((e) => [e.index, e.line]));
  const lineOf = (entry: number) => entryLines.get(entry) ?? 1;

  const hasScenario = (key: string, s: ScenarioType) => {
    const scenarios = input.configs.entries.get(key)?.scenarios as
      Record<string, unknown[] | undefined> | undefined;
    return !scenarios || (scenarios[s]?.length ?? 0) > 0;
  };

  const generate = (
    keys: string[],
    scenarios: ScenarioType[],
    kind: RowKind,
    mode: EntryMode,
    entry: number,
  ) => {
    const r = generateTestConfig(
      input.configs,
      input.runners,
      { configKeys: keys, scenarioType: scenarios },
      kind === 'throughput'
        ? { mode: 'none', allEvals: false }
        : { mode: 'evals-only', allEvals: mode.expand },
    );
    if (mode.appendOnly && base) {
      // 02 §7: the same generation at the base revision; only the new points of its curves run.
      const before = generateTestConfig(
        base.configs,
        base.runners,
        { configKeys: keys, scenarioType: scenarios },
        { mode: 'none', allEvals: false },
      );
      const delta = appendOnlyDelta(before.rows as Row[], r.rows as Row[], { file, line: lineOf(entry) });
      diagnostics.push(...delta.diagnostics);
      r.rows = delta.rows;
    }
    for (const d of r.diagnostics) {
      const k = JSON.stringify(d);
      if (!seenGenDiagnostics.has(k)) {
        seenGenDiagnostics.add(k);
        diagnostics.push(d);
      }
    }
    for (const row of r.rows as Row[]) {
      if (kind === 'eval' && !keepForMinPrefillEp(row, mode.minPrefillEp)) continue;
      generated.push({ bucket: '', kind, entry, row });
      rowsPerEntry.set(entry, (rowsPerEntry.get(entry) ?? 0) + 1);
    }
  };

  for (const e of ordered) {
    const mode = entryMode(e.entry, input.modifiers);
    const scenarios = (e.entry['scenario-type'] as ScenarioType[] | undefined) ?? [...SCENARIOS];
    const keys = resolved.keys.get(e.index) ?? [];
    const claim = (claims: typeof throughputClaims, kind: RowKind) => {
      const groups = new Map<string, { scenarios: ScenarioType[]; keys: string[] }>();
      for (const key of keys) {
        const unclaimed: ScenarioType[] = [];
        for (const s of SCENARIOS.filter((x) => scenarios.includes(x))) {
          const pair = `${key}\u0000${s}`;
          const owner = claims.get(pair);
          if (!owner) {
            claims.set(pair, { entry: e.index, mode });
            unclaimed.push(s);
          } else if (
            owner.entry !== e.index &&
            kind === 'eval' &&
            !sameEvalFlags(owner.mode, mode) &&
            hasScenario(key, s)
          ) {
            diagnostics.push(
              diag(
                'warning',
                'X-2',
                `entry ${e.index}: flags ignored for ${key}/${s}, already claimed by entry ${owner.entry}`,
                {
                  file,
                  line: e.line,
                  col: 1,
                },
              ),
            );
          }
        }
        if (unclaimed.length === 0) continue;
        const g = groups.get(unclaimed.join(','));
        if (g) g.keys.push(key);
        else groups.set(unclaimed.join(','), { scenarios: unclaimed, keys: [key] });
      }
      for (const g of groups.values()) generate(g.keys, g.scenarios, kind, mode, e.index);
    };
    if (mode.throughput) claim(throughputClaims, 'throughput');
    if (mode.evals) claim(evalClaims, 'eval');
  }

  // 02 §6.4 trim, then fingerprints on throughput rows (03 §6), then the output model.
  let throughput = generated.filter((r) => r.kind === 'throughput');
  if (input.modifiers.trimConc) {
    const source = throughput;
    const opts = input.trimMultiNodeAgentic ? { trimMultiNodeAgentic: true } : {};
    throughput = trimWithSources(
      source.map((p) => p.row),
      opts,
    ).map(({ from, row }) => ({
      ...source[from]!,
      row,
    }));
  }
  const rows: PlannedRow[] = [];
  const canonical: string[] = [];
  const rowIds = new Map<string, PlannedRow>();
  for (const p of [...throughput, ...generated.filter((r) => r.kind === 'eval')]) {
    const emitted = toOutputRow(p.row, p.kind);
    // 03 §6: the fingerprint hashes the generator row (it ignores the product keys and output defaults).
    if (p.kind === 'throughput') emitted['recipe-fingerprint'] = recipeFingerprint(p.row);
    // MX-2: the id of the row as emitted (after trim and the output model), not the generator's;
    // `emitted` has no product or priority keys yet, so this is `rowId(emitted)` with one encoding.
    const text = canonicalJson(emitted);
    const rowId = sha256Hex(text).slice(0, 16);
    const planned: PlannedRow = { ...p, bucket: bucketOf(emitted, p.kind), row: emitted };
    emitted['row-id'] = rowId;
    for (const k of PRODUCT_ROW_KEYS) if (k in p.row && k !== 'row-id') emitted[k] = p.row[k];
    // Duplicates inside one generation were already reported by the generator; across entries they
    // mean two configs emit the same job. The reference runs both, so this warns and keeps both.
    const dup = rowIds.get(rowId);
    if (dup && dup.entry !== p.entry) {
      diagnostics.push(
        diag(
          'warning',
          'MX-2',
          `duplicate row ${rowId} (${String(emitted['exp-name'])}) from entries ${dup.entry} and ${p.entry}`,
          {
            file,
            line: lineOf(p.entry),
            col: 1,
          },
        ),
      );
    }
    rowIds.set(rowId, planned);
    rows.push(planned);
    canonical.push(text);
  }

  // 03 §9: priority and queue token on every row (policy optional: without it rows stay unannotated).
  if (input.policy) {
    const ns = `${input.context.runId ?? '0'}:${input.context.runAttempt ?? 1}`;
    const score = priorityScorer(input.policy, input.context);
    const skipLabel = input.policy.labels?.['skip-queue']?.name;
    const skip =
      input.context.skipQueue ?? (skipLabel !== undefined && input.context.labels.includes(skipLabel));
    rows.forEach((p, i) => {
      p.row.priority = formatPriority(score(p.row));
      p.row['queue-token'] = queueToken(ns, p.row['row-id'] as string, canonical[i]!);
      if (skip && input.context.prNumber !== undefined) p.row['skip-queue-pr'] = input.context.prNumber;
    });
  }

  const unconsumed = new Set<string>();
  for (const p of rows) {
    pushToBucket(plan, p.bucket, p.row);
    const dot = p.bucket.indexOf('.');
    if (dot > 0 && !CONSUMED_FIXED_BUCKETS.includes(p.bucket.slice(dot + 1))) unconsumed.add(p.bucket);
  }
  for (const b of unconsumed) {
    diagnostics.push(
      diag('error', 'X-3', `bucket ${b} has no consuming job`, { fix: 'use isl/osl 1024/1024 or 8192/1024' }),
    );
  }
  for (const e of input.entries) {
    if ((rowsPerEntry.get(e.index) ?? 0) === 0) {
      diagnostics.push(
        diag(input.strict ? 'error' : 'warning', 'X-1', `entry ${e.index} (line ${e.line}) selects no rows`, {
          file,
          line: e.line,
          col: 1,
        }),
      );
    }
  }
  return { plan, rows, diagnostics };
}

function sameEvalFlags(a: EntryMode, b: EntryMode): boolean {
  return a.expand === b.expand && a.minPrefillEp === b.minPrefillEp;
}
