// The cost context of a sweep's plan read from the checkout the watcher and the links job run in: the
// re-run budget's default and each row's GPU-hours need runners.yaml and the lanes (the repository's,
// else the shipped policy). Only these files are read (no master config is parsed), once per step.
import { loadRunners } from '../config/load.js';
import { loadLanes } from '../lanes/load.js';
import { applicable, lanesSource } from '../lanes/source.js';
import type { CostContext } from '../report/cost.js';
import type { ResolvedLayout } from '../repo-config/config.js';

export function checkoutCostContext(
  read: (path: string) => string | undefined,
  layout: ResolvedLayout,
): CostContext | undefined {
  const runnersText = read(layout.runners);
  if (runnersText === undefined) return undefined;
  const runners = loadRunners({ path: layout.runners, text: runnersText }).value;
  // Recipes are named relative to the layout folder.
  const prefix = layout.root === '.' ? '' : `${layout.root}/`;
  const source = lanesSource(read, { prefix, paths: { lanes: layout.lanes } });
  const lanes =
    source.text !== undefined
      ? applicable(loadLanes(source.text, source.file), source, runners).lanes
      : undefined;
  const readFile = prefix ? (p: string) => read(`${prefix}${p}`) : read;
  return { runners, ...(lanes ? { lanes } : {}), readFile };
}
