// Trim (`sweep-enabled`, `--trim-conc`): throughput rows only, after generation.
import { canonicalJson } from './canonical.js';
import { isAgentic, isMultiNode } from './pr-output.js';
import type { Row } from './pr-types.js';

export interface TrimOptions {
  /**
   * Product fix: also keep only the lowest-conc multi-node agentic row per topology.
   * Off by default, because the reference keeps them all and the plan must match it.
   */
  trimMultiNodeAgentic?: boolean;
}

/**
 * Single-node rows, grouped by every field except `conc` and `exp-name`, keep their lowest `conc`
 * (at the group's first position); multi-node fixed rows get `conc = [min]`; multi-node agentic
 * rows are kept (they already hold one conc each).
 */
export function trimThroughput(rows: readonly Row[], opts: TrimOptions = {}): Row[] {
  return trimWithSources(rows, opts).map((t) => t.row);
}

/** As `trimThroughput`, with the input index each kept row came from. */
export function trimWithSources(rows: readonly Row[], opts: TrimOptions = {}): { from: number; row: Row }[] {
  const out: { from: number; row: Row }[] = [];
  const groupAt = new Map<string, number>();
  rows.forEach((row, from) => {
    const grouped = !isMultiNode(row) || (opts.trimMultiNodeAgentic === true && isAgentic(row));
    if (!grouped) {
      out.push({ from, row: isAgentic(row) ? row : { ...row, conc: [minConc(row.conc)] } });
      return;
    }
    const key = groupKey(row);
    const at = groupAt.get(key);
    if (at === undefined) {
      groupAt.set(key, out.length);
      out.push({ from, row });
    } else if (minConc(row.conc) < minConc(out[at]!.row.conc)) {
      out[at] = { from, row };
    }
  });
  return out;
}

function minConc(conc: unknown): number {
  if (Array.isArray(conc)) return Math.min(...(conc as number[]));
  return conc as number;
}

function groupKey(row: Row): string {
  // `row-id` hashes the conc too, so it must not split a group.
  const { conc: _c, 'exp-name': _e, 'row-id': _id, ...rest } = row;
  return canonicalJson(rest);
}
