// Getting both sides of the curve diff: the PR's config keys planned with the same engine at the head
// revision and at the base revision (merge-base of the target and the head, as the gate compares), read
// from git objects, never from the working tree. Throughput rows only: the diff is about recipes.
import { loadMasterConfigs, loadRunners, type SourceFile } from '../config/load.js';
import { diag, hasErrors, type Diagnostic } from '../diagnostics.js';
import { GitError, readFilesAtRef, resolveGateRefs } from '../git/index.js';
import { diffCurves, type CurveDiff, type KeyedRow } from '../plan/curve-diff.js';
import { generateTestConfig } from '../plan/generate.js';
import { resolveEntries } from '../plan/pr-plan.js';
import type { PlanPaths } from '../plan/pr-run.js';
import { masterKeysOf } from '../plan/pr-slice.js';
import { SCENARIOS, type PlanEntry, type ScenarioType } from '../plan/pr-types.js';

/** The PR's appended changelog entries, as the plan echoes them in `changelog_metadata.entries`. */
export type DiffEntry = Record<string, unknown>;

export interface CurveDiffTexts {
  entries: readonly DiffEntry[];
  head: { masters: SourceFile[]; runners: SourceFile };
  /** Files at the base revision; null where the file does not exist there. */
  base: { masters: (SourceFile | null)[]; runners: SourceFile | null };
}

export interface CurveDiffResult {
  /** Absent when a side could not be planned; the diagnostics say why. */
  diff?: CurveDiff;
  diagnostics: Diagnostic[];
}

/** Config key → the scenario types its entries select, in entry order; and the append-only keys. */
function selection(
  entries: readonly DiffEntry[],
  masterKeys: readonly string[],
): { keys: Map<string, ScenarioType[]>; appendOnly: Set<string>; diagnostics: Diagnostic[] } {
  const planEntries = entries.map((entry, i) => ({ index: i + 1, line: 1, entry }) as unknown as PlanEntry);
  const resolved = resolveEntries(planEntries, masterKeys);
  const keys = new Map<string, ScenarioType[]>();
  const appendOnly = new Set<string>();
  for (const e of planEntries) {
    const scenarios = (e.entry['scenario-type'] as ScenarioType[] | undefined) ?? [...SCENARIOS];
    for (const k of resolved.keys.get(e.index) ?? []) {
      keys.set(k, [...new Set([...(keys.get(k) ?? []), ...scenarios])]);
      if (e.entry['append-only'] === true) appendOnly.add(k);
    }
  }
  return { keys, appendOnly, diagnostics: resolved.diagnostics.filter((d) => d.severity === 'error') };
}

/** Throughput rows of `keys` (each with its scenarios) from one revision's masters and runners. */
function plannedRows(
  masters: readonly SourceFile[],
  runnersFile: SourceFile,
  keys: ReadonlyMap<string, ScenarioType[]>,
): { rows: KeyedRow[]; diagnostics: Diagnostic[] } {
  const runners = loadRunners(runnersFile);
  const configs = loadMasterConfigs(masters, { only: (k) => keys.has(k), runners: runners.value });
  const diagnostics = [...runners.diagnostics, ...configs.diagnostics].filter((d) => d.severity === 'error');
  const rows: KeyedRow[] = [];
  for (const [key, scenarioType] of keys) {
    if (!configs.value.entries.has(key)) continue;
    const r = generateTestConfig(
      configs.value,
      runners.value,
      { configKeys: [key], scenarioType },
      { mode: 'none', allEvals: false },
    );
    diagnostics.push(...r.diagnostics.filter((d) => d.severity === 'error'));
    r.rows.forEach((row, i) => rows.push({ key: r.configKeys?.[i] ?? key, row }));
  }
  return { rows, diagnostics };
}

/** The curve diff from file contents at both revisions (pure). */
export function curveDiffFromTexts(t: CurveDiffTexts): CurveDiffResult {
  const headKeys = t.head.masters.flatMap((f) => masterKeysOf(f));
  const sel = selection(t.entries, headKeys);
  if (sel.diagnostics.length) return { diagnostics: sel.diagnostics };
  const head = plannedRows(t.head.masters, t.head.runners, sel.keys);
  const baseMasters = t.base.masters.filter((m): m is SourceFile => m !== null);
  const baseKeySet = new Set(baseMasters.flatMap((f) => masterKeysOf(f)));
  const atBase = new Map([...sel.keys].filter(([k]) => baseKeySet.has(k)));
  // Without runners.yaml at the base, its masters are read with the head's (labels only steer DRAM and
  // node filters, which the diff does not depend on).
  const base = plannedRows(baseMasters, t.base.runners ?? t.head.runners, atBase);
  const diagnostics = [
    ...head.diagnostics,
    ...base.diagnostics.map((d) => ({ ...d, message: `at the base revision: ${d.message}` })),
  ];
  if (hasErrors(diagnostics)) return { diagnostics };
  return {
    diff: diffCurves(head.rows, base.rows, { baseKeys: baseKeySet, appendOnlyKeys: sel.appendOnly }),
    diagnostics,
  };
}

/**
 * The curve diff between the base revision (merge-base of `refs.base` and `refs.head`) and the head,
 * for the config keys the PR's entries select. Every file is read from git objects.
 */
export async function curveDiffFromGit(
  repo: string,
  refs: { base: string; head: string },
  paths: Pick<PlanPaths, 'masters' | 'runners'>,
  entries: readonly DiffEntry[],
): Promise<CurveDiffResult & { baseSha?: string }> {
  const files = [...paths.masters, paths.runners];
  let baseSha: string;
  let head: Map<string, string | null>;
  let base: Map<string, string | null>;
  try {
    const r = await resolveGateRefs(repo, refs);
    baseSha = r.base!;
    [head, base] = await Promise.all([
      readFilesAtRef(repo, r.head, files),
      readFilesAtRef(repo, baseSha, files),
    ]);
  } catch (e) {
    if (e instanceof GitError) return { diagnostics: [e.diagnostic] };
    throw e;
  }
  const missing = files.filter((p) => head.get(p) === null);
  if (missing.length)
    return {
      diagnostics: missing.map((p) =>
        p === paths.runners
          ? diag('error', 'VR-1', `Runner config file '${p}' does not exist.`, { file: p })
          : diag('error', 'VL-1', `Input file '${p}' does not exist.`, { file: p }),
      ),
    };
  const file = (m: Map<string, string | null>, path: string): SourceFile | null => {
    const text = m.get(path);
    return text === null || text === undefined ? null : { path, text };
  };
  const result = curveDiffFromTexts({
    entries,
    head: { masters: paths.masters.map((p) => file(head, p)!), runners: file(head, paths.runners)! },
    base: { masters: paths.masters.map((p) => file(base, p)), runners: file(base, paths.runners) },
  });
  return { ...result, baseSha };
}
