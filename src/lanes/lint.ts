// `sweep lint` as a pure function over a repository's files: configs, runners, the optional lanes file,
// the changelog and recipes. Every problem is a Diagnostic; nothing here touches the file system.
import { loadMasterConfigs, loadRunners } from '../config/load.js';
import { sliceTopLevelEntries } from '../config/slice.js';
import type { MasterConfigs, RunnersConfig } from '../config/types.js';
import { diag, type Diagnostic } from '../diagnostics.js';
import { ROOT_LAYOUT, type Layout } from '../layout/detect.js';
import { parseChangelog } from '../gate/changelog.js';
import { generateFullSweep } from '../plan/generate.js';
import { checkItemsTopology } from '../topology/items.js';
import { checkLanes } from './check.js';
import { checkClosure, type DecisionRow } from './closure.js';
import { withClusterRecords } from './facts.js';
import { loadLanes, type LoadedLanes } from './load.js';
import type { ResolveContext } from './resolve.js';
import { applicable, lanesSource, type LanesSource } from './source.js';
import { uncheckedRows, type Unchecked } from './unchecked.js';

/** The root layout's paths (callers that know the layout pass it as `opts.layout`). */
export const PATHS = {
  amd: ROOT_LAYOUT.paths.masters[0]!,
  nvidia: ROOT_LAYOUT.paths.masters[1]!,
  runners: ROOT_LAYOUT.paths.runners,
  lanes: ROOT_LAYOUT.paths.lanes,
  changelog: ROOT_LAYOUT.paths.changelog,
} as const;

export interface LintResult {
  diagnostics: Diagnostic[];
  /** The C6 decision table (empty without a lanes file). */
  table: DecisionRow[];
  configs: MasterConfigs;
  runners: RunnersConfig;
  lanes?: LoadedLanes;
  /** Which lanes file was used: the repository's, the one shipped for the layout, or none. */
  lanesSource: LanesSource;
  /** Multi-node rows of the full sweep that no lane checked (no lanes file, or a cluster it does not name). */
  unchecked: Unchecked;
}

export interface LintOptions {
  /** Skip the changelog (explain does not need it). */
  changelog?: boolean;
  /** Resolve only these config keys' rows (explain). */
  only?: (key: string) => boolean;
  /** Where the inputs are (default: the root layout). Recipe paths are relative to its folder. */
  layout?: Layout;
}

/** `read(path)` returns a repository file's text, or undefined when it does not exist. */
export function lintRepository(
  read: (path: string) => string | undefined,
  opts: LintOptions = {},
): LintResult {
  const diagnostics: Diagnostic[] = [];
  const layout = opts.layout ?? ROOT_LAYOUT;
  const paths = layout.paths;
  const text = (p: string, required: boolean): string | undefined => {
    const t = read(p);
    if (t === undefined && required)
      diagnostics.push(
        diag('error', 'VL-1', `Input file '${p}' does not exist.`, {
          file: p,
          fix: 'run lint in the repository root or pass --root',
        }),
      );
    return t;
  };
  const runnersText = text(paths.runners, true);
  const runners =
    runnersText !== undefined
      ? loadRunners({ path: paths.runners, text: runnersText })
      : { value: { labels: {}, hardware: {} }, diagnostics: [] };
  diagnostics.push(...runners.diagnostics);
  const masters = paths.masters.flatMap((p) => {
    const t = text(p, true);
    return t === undefined ? [] : [{ path: p, text: t }];
  });
  const configs = loadMasterConfigs(masters, {
    runners: runners.value,
    ...(opts.only ? { only: opts.only } : {}),
  });
  diagnostics.push(...configs.diagnostics);

  const source = lanesSource(read, layout);
  const loaded = source.text === undefined ? undefined : loadLanes(source.text, source.file);
  const lanes = loaded && applicable(loaded, source, runners.value);
  if (lanes) diagnostics.push(...lanes.diagnostics, ...checkLanes(lanes, runners.value));

  // Lane inputs from runners.yaml's clusters: records where it has them.
  const effective = lanes?.lanes ? withClusterRecords(lanes.lanes, runners.value) : undefined;
  const ctx: ResolveContext = {
    runners: runners.value,
    ...(effective ? { lanes: effective } : {}),
    // Recipe paths (CONFIG_FILE=, srt-recipe) are relative to the layout's folder.
    readFile: layout.prefix ? (p) => read(`${layout.prefix}${p}`) : read,
    recipeCache: new Map(),
  };
  const masterText = new Map<string, string>(masters.map((m) => [m.path, m.text]));
  diagnostics.push(
    ...checkItemsTopology(configs.value, runners.value, { ...ctx, masterText: (f) => masterText.get(f) }),
  );

  let table: DecisionRow[] = [];
  const gen = generateFullSweep(configs.value, runners.value, {}, { mode: 'default', allEvals: false });
  let unchecked = uncheckedRows(gen.rows, undefined);
  if (lanes?.lanes) {
    diagnostics.push(...gen.diagnostics.filter((d) => d.severity === 'error'));
    const keyLines = new Map<string, number>();
    for (const m of masters) for (const e of sliceTopLevelEntries(m.text)) keyLines.set(e.key, e.line);
    const closure = checkClosure({
      rows: gen.rows,
      configKeys: gen.configKeys ?? [],
      lanes: effective!,
      lanesFile: lanes.file,
      locateLane: lanes.locate,
      keyAt: (k) => ({
        ...(configs.value.sourceOf.get(k) ? { file: configs.value.sourceOf.get(k)! } : {}),
        line: keyLines.get(k) ?? 1,
        col: 1,
      }),
      ctx,
    });
    diagnostics.push(...closure.diagnostics);
    table = closure.table;
    unchecked = uncheckedRows(gen.rows, closure.resolutions);
  }

  if (opts.changelog !== false) {
    const cl = read(paths.changelog);
    if (cl !== undefined)
      diagnostics.push(...parseChangelog(cl, paths.changelog, { schema: 'lax' }).diagnostics);
  }
  return {
    diagnostics,
    table,
    configs: configs.value,
    runners: runners.value,
    ...(lanes ? { lanes } : {}),
    lanesSource: source,
    unchecked,
  };
}
