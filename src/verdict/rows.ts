// Before dispatch: the planned rows checked against their lanes (every row resolves to a lane that admits
// it, with a decision for everything) and their GPU topology at the head revision, so no GPU hour is spent
// on a plan that cannot launch. Pure over `read`.
import type { MasterConfigs } from '../config/types.js';
import { sliceTopLevelEntries } from '../config/slice.js';
import type { Diagnostic } from '../diagnostics.js';
import { bucketsOf, type Plan } from '../dispatch/plan.js';
import { checkLanes } from '../lanes/check.js';
import { checkClosure } from '../lanes/closure.js';
import type { Layout } from '../layout/detect.js';
import { applyBaseline, type Baseline } from '../lint/baseline.js';
import { withClusterRecords } from '../lanes/facts.js';
import type { ResolveContext } from '../lanes/resolve.js';
import { checkItemsTopology } from '../topology/items.js';
import { configKeyOf, headInputs, layoutReader, type HeadInputs } from './inputs.js';

export { configKeyOf };

/**
 * Lane and topology findings for the plan's rows: the lanes file's own checks, topology of the planned
 * config keys' search-space items, and the closure of exactly the planned rows. Without a lanes file (and
 * none shipped for the layout) only topology is checked.
 */
export interface PlannedRowsOptions {
  /** Where the inputs are (default: the root layout). */
  layout?: Layout;
  /** The lint baseline: recorded findings are reported as known warnings and do not block. */
  baseline?: Baseline;
  /** The head revision's inputs, loaded once for every check (default: loaded here through `read`). */
  inputs?: HeadInputs;
}

export function checkPlannedRows(
  read: (path: string) => string | undefined,
  plan: Plan,
  opts: PlannedRowsOptions = {},
): Diagnostic[] {
  const rows = bucketsOf(plan).flatMap((b) => b.rows);
  if (!rows.length) return [];
  const head = opts.inputs ?? headInputs(read, opts.layout ? { layout: opts.layout } : {});
  const { layout, runners, masters, lanes } = head;
  const paths = layout.paths;
  if (!runners) return [];
  const all = head.configs;
  const keys = rows.map((r) => configKeyOf(all, r) ?? '?');
  const planned = new Set(keys);
  // Every loaded entry maps rows to keys; topology looks only at the planned ones.
  const only = <V>(m: Map<string, V>) => new Map([...m].filter(([k]) => planned.has(k)));
  const configs: MasterConfigs = { ...all, entries: only(all.entries), sourceOf: only(all.sourceOf) };
  const out: Diagnostic[] = [];
  if (lanes) out.push(...lanes.diagnostics, ...checkLanes(lanes, runners));
  // Lane inputs from runners.yaml's clusters: records where it has them.
  const effective = lanes?.lanes ? withClusterRecords(lanes.lanes, runners) : undefined;
  const ctx: ResolveContext = {
    runners,
    ...(effective ? { lanes: effective } : {}),
    readFile: layoutReader(head),
    recipeCache: new Map(),
  };
  // A master's whole text is decoded only when a finding needs a position in it.
  const masterText = (f: string) => masters.find((m) => m.path === f)?.text;
  out.push(...checkItemsTopology(configs, runners, { ...ctx, masterText }));
  if (lanes?.lanes) {
    const keyLines = new Map<string, number>();
    for (const m of masters) for (const e of sliceTopLevelEntries(m.text)) keyLines.set(e.key, e.line);
    out.push(
      ...checkClosure({
        rows,
        configKeys: keys,
        lanes: effective!,
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
  // The same baseline as lint; recorded findings of rows this plan does not touch simply do not occur
  // (the notices that lint gives for them are dropped below with the others).
  const checked = opts.baseline
    ? applyBaseline(out, opts.baseline, { prefix: layout.prefix, file: paths.baseline }).diagnostics
    : out;
  // Notices (e.g. R6: recipes not checked in) are for lint, not for every PR's status comment.
  return checked.filter((d) => d.severity !== 'notice');
}
