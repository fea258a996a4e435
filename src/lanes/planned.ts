// The rows of a plan against the lanes, for `sweep plan`: which lanes file was used, the rows the launcher
// would refuse (each an error, as the action holds such a plan back) and the multi-node rows no lane
// checked. Pure over the texts of runners.yaml and the lanes file; recipes are not read, so the checks that
// need them are left to `sweep lint`.
import { loadRunners } from '../config/load.js';
import type { RunnersConfig } from '../config/types.js';
import { diag, type Diagnostic } from '../diagnostics.js';
import type { Layout } from '../layout/detect.js';
import { withClusterRecords } from './facts.js';
import { loadLanes } from './load.js';
import { resolveRow, type Resolution, type Row } from './resolve.js';
import { applicable, lanesSource } from './source.js';
import { lanesNote, uncheckedRows } from './unchecked.js';

export interface PlannedLanes {
  /** The `lanes: …` line. */
  note: string;
  /** One error per row and cluster the launcher would refuse. */
  refusals: Diagnostic[];
}

export function plannedLanes(
  rows: readonly Row[],
  read: (path: string) => string | undefined,
  layout: Pick<Layout, 'prefix' | 'paths'>,
  /** The runners.yaml the plan read; without it, the layout's is read. */
  known?: RunnersConfig,
): PlannedLanes {
  const source = lanesSource(read, layout);
  const loaded = source.text === undefined ? undefined : loadLanes(source.text, source.file);
  const runnersText = known ? undefined : read(layout.paths.runners);
  const runners =
    known ??
    (runnersText === undefined
      ? undefined
      : loadRunners({ path: layout.paths.runners, text: runnersText }).value);
  if (!loaded?.lanes || !runners)
    return { note: lanesNote(source, false, uncheckedRows(rows, undefined)), refusals: [] };
  const lanes = withClusterRecords(applicable(loaded, source, runners).lanes!, runners);
  const resolutions: Resolution[] = rows.map((row) => resolveRow(row, { runners, lanes }));
  const refusals = resolutions.flatMap((res, i) =>
    res.lanes.flatMap((l) => {
      if (!l.refusal) return [];
      const row = rows[i]!;
      const name = `${String(row['exp-name'] ?? '?')} (row ${String(row['row-id'] ?? i + 1)})`;
      const where = l.lane ?? (l.path ? `${l.cluster}/${l.path}` : l.cluster);
      return [
        diag('error', 'C6', `${name}: ${where} would fail at launch: ${l.refusal.message}`, {
          fix: 'sweep lint names the config and what to change',
        }),
      ];
    }),
  );
  return { note: lanesNote(source, true, uncheckedRows(rows, resolutions)), refusals };
}
