// What the checks before dispatch read at the head revision, loaded once and shared by the lane, topology,
// runner-label and cost checks: runners.yaml, the master configs (only the planned config keys' entries
// are parsed), the lanes file, and which config key planned each row. Pure over `read`.
import { loadMasterConfigs, loadRunners } from '../config/load.js';
import type { SourceFile } from '../config/source.js';
import type { PlannedInputs } from '../plan/pr-run.js';
import type { MasterConfigs, RunnersConfig } from '../config/types.js';
import type { Row } from '../dispatch/plan.js';
import { ROOT_LAYOUT, type Layout } from '../layout/detect.js';
import { loadLanes, type LoadedLanes } from '../lanes/load.js';
import { applicable, lanesSource } from '../lanes/source.js';

export interface HeadInputs {
  read: (path: string) => string | undefined;
  layout: Layout;
  /** Undefined when runners.yaml is missing (the planner has said so already). */
  runners?: RunnersConfig;
  runnersPath: string;
  masters: readonly SourceFile[];
  /** The entries of the planned config keys (every entry when the keys are not known). */
  configs: MasterConfigs;
  /** The lanes file, when the repository has one (lanes are opt-in). */
  lanes?: LoadedLanes;
}

export interface HeadInputsOptions {
  layout?: Layout;
  /** What the planner read and loaded; without it the files are read through `read` and every entry is parsed. */
  planned?: PlannedInputs;
}

export function headInputs(
  read: (path: string) => string | undefined,
  opts: HeadInputsOptions = {},
): HeadInputs {
  const layout = opts.layout ?? ROOT_LAYOUT;
  const paths = layout.paths;
  const p = opts.planned;
  if (p)
    return {
      read,
      layout,
      runners: p.runners,
      runnersPath: p.runnersPath,
      masters: p.masters,
      configs: p.configs,
      ...lanesOf(read, layout, p.runners),
    };
  const runnersFile = textFile(paths.runners, read(paths.runners));
  const runners = runnersFile ? loadRunners(runnersFile).value : undefined;
  const masters = paths.masters.flatMap((m) => {
    const file = textFile(m, read(m));
    return file ? [file] : [];
  });
  const configs = loadMasterConfigs(masters, runners ? { runners } : {}).value;
  return {
    read,
    layout,
    ...(runners ? { runners } : {}),
    runnersPath: paths.runners,
    masters,
    configs,
    ...lanesOf(read, layout, runners),
  };
}

/** The repository's lanes file, else the policy the product ships for its layout (scoped to its clusters). */
function lanesOf(
  read: (path: string) => string | undefined,
  layout: Layout,
  runners: RunnersConfig | undefined,
): { lanes?: LoadedLanes } {
  const source = lanesSource(read, layout);
  if (source.text === undefined) return {};
  const loaded = loadLanes(source.text, source.file);
  return { lanes: runners ? applicable(loaded, source, runners) : loaded };
}

const textFile = (path: string, text: string | undefined): SourceFile | undefined =>
  text === undefined ? undefined : { path, text };

/** What identifies the entry that generated a row: model, precision, framework, runner, image, multinode. */
const identity = (v: Record<string, unknown>, multinode: unknown): string =>
  JSON.stringify([v['model-prefix'], v['precision'], v['framework'], v['runner'], v['image'], multinode]);

/** Per loaded configs: identity → the first key with it (built once; a plan asks for every row). */
const indexes = new WeakMap<MasterConfigs, Map<string, string>>();

/** The config key that generated a row: the entry with the row's model, precision, framework, runner and image. */
export function configKeyOf(configs: MasterConfigs, row: Row): string | undefined {
  let index = indexes.get(configs);
  if (!index) {
    index = new Map();
    for (const [key, e] of configs.entries) {
      const id = identity(e as unknown as Record<string, unknown>, e.multinode);
      if (!index.has(id)) index.set(id, key);
    }
    indexes.set(configs, index);
  }
  return index.get(identity(row, row['prefill'] !== undefined));
}

/** Reads a path relative to the layout folder (recipes are named that way). */
export const layoutReader = (
  head: Pick<HeadInputs, 'read' | 'layout'>,
): ((path: string) => string | undefined) =>
  head.layout.prefix ? (p) => head.read(`${head.layout.prefix}${p}`) : head.read;
