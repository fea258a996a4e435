// 04 before dispatch: the planned rows checked against their lanes (C1–C10 closure) and GPU topology
// (R1–R9) at the head revision, so no GPU hour is spent on a plan that cannot launch. Pure over `read`.
import { loadMasterConfigs, loadRunners } from '../config/load.js';
import type { MasterConfigs } from '../config/types.js';
import { sliceTopLevelEntries } from '../config/slice.js';
import type { Diagnostic } from '../diagnostics.js';
import { bucketsOf, type Plan, type Row } from '../dispatch/plan.js';
import { checkLanes } from '../lanes/check.js';
import { checkClosure } from '../lanes/closure.js';
import { PATHS } from '../lanes/lint.js';
import { loadLanes } from '../lanes/load.js';
import type { ResolveContext } from '../lanes/resolve.js';
import { checkItemsTopology } from '../topology/items.js';

/** The config key that generated a row: the entry with the row's model, precision, framework, runner and image. */
export function configKeyOf(configs: MasterConfigs, row: Row): string | undefined {
  const multinode = row['prefill'] !== undefined;
  for (const [key, e] of configs.entries)
    if (
      e['model-prefix'] === row['model-prefix'] &&
      e.precision === row['precision'] &&
      e.framework === row['framework'] &&
      e.runner === row['runner'] &&
      e.image === row['image'] &&
      e.multinode === multinode
    )
      return key;
  return undefined;
}

/**
 * Lane and topology findings for the plan's rows: the lanes file's own checks, topology of the planned
 * config keys' search-space items, and the closure of exactly the planned rows. Without a lanes file only
 * topology is checked (lanes are opt-in).
 */
export function checkPlannedRows(read: (path: string) => string | undefined, plan: Plan): Diagnostic[] {
  const rows = bucketsOf(plan).flatMap((b) => b.rows);
  if (!rows.length) return [];
  const runnersText = read(PATHS.runners);
  if (runnersText === undefined) return [];
  const runners = loadRunners({ path: PATHS.runners, text: runnersText }).value;
  const masters = [PATHS.amd, PATHS.nvidia].flatMap((p) => {
    const text = read(p);
    return text === undefined ? [] : [{ path: p, text }];
  });
  const all = loadMasterConfigs(masters, { runners }).value;
  const keys = rows.map((r) => configKeyOf(all, r) ?? '?');
  const planned = new Set(keys);
  // Loaded once: every entry maps rows to keys; topology looks only at the planned ones.
  const only = <V>(m: Map<string, V>) => new Map([...m].filter(([k]) => planned.has(k)));
  const configs: MasterConfigs = { ...all, entries: only(all.entries), sourceOf: only(all.sourceOf) };
  const lanesText = read(PATHS.lanes);
  const lanes = lanesText === undefined ? undefined : loadLanes(lanesText, PATHS.lanes);
  const out: Diagnostic[] = [];
  if (lanes) out.push(...lanes.diagnostics, ...checkLanes(lanes, runners));
  const ctx: ResolveContext = {
    runners,
    ...(lanes?.lanes ? { lanes: lanes.lanes } : {}),
    readFile: read,
    recipeCache: new Map(),
  };
  const masterText = new Map<string, string>(masters.map((m) => [m.path, m.text]));
  out.push(...checkItemsTopology(configs, runners, { ...ctx, masterText: (f) => masterText.get(f) }));
  if (lanes?.lanes) {
    const keyLines = new Map<string, number>();
    for (const m of masters) for (const e of sliceTopLevelEntries(m.text)) keyLines.set(e.key, e.line);
    out.push(
      ...checkClosure({
        rows,
        configKeys: keys,
        lanes: lanes.lanes,
        lanesFile: lanes.file,
        locateLane: lanes.locate,
        keyAt: (k) => ({
          ...(all.sourceOf.get(k) ? { file: all.sourceOf.get(k)! } : {}),
          line: keyLines.get(k) ?? 1,
          col: 1,
        }),
        ctx,
        // C8 (a rule no row uses) speaks of the whole matrix, not of this plan's rows.
      }).diagnostics.filter((d) => d.rule !== 'C8'),
    );
  }
  // Notices (e.g. R6: recipes not checked in) are for lint, not for every PR's status comment.
  return out.filter((d) => d.severity !== 'notice');
}
