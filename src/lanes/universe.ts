// The finite request space of a lane: the vocabulary's product, restricted to what the lane admits and
// routes. The static checks reason over it exactly instead of guessing from matcher syntax.
import { admit, decidePower } from './decide.js';
import { pathOf } from './route.js';
import type { Request, Scenario } from './match.js';
import type { LanesFile } from './schema.js';

export const scenarios: readonly Scenario[] = ['agentic', 'fixed-seq-len'];

/** Every vocabulary request on a cluster, by the launch path it takes (requests the routing refuses are left out). */
export function clusterRequests(lanes: LanesFile, cluster: string): Map<string, Request[]> {
  const out = new Map<string, Request[]>();
  const v = lanes.vocab;
  for (const model of v.models)
    for (const precision of v.precisions)
      for (const framework of Object.keys(v.frameworks))
        for (const spec of v.specs)
          for (const scenario of scenarios)
            for (const multinode of [true, false]) {
              const r: Request = { model, precision, framework, spec, scenario, multinode };
              const path = pathOf(lanes, cluster, r);
              if (path === undefined) continue;
              const list = out.get(path);
              if (list) list.push(r);
              else out.set(path, [r]);
            }
  return out;
}

/**
 * Every vocabulary request routed to this lane (admitted or not), with `dcgm` from the power decision.
 * `byPath`: the cluster's requests when the caller has them already.
 */
export function laneRequests(
  lanes: LanesFile,
  laneKey: string,
  byPath: Map<string, Request[]> = clusterRequests(lanes, laneKey.split('/')[0]!),
): Request[] {
  const [cluster, path] = laneKey.split('/') as [string, string];
  const c = lanes.clusters[cluster];
  const lane = lanes.lanes[laneKey];
  if (!c || !lane) return [];
  return (byPath.get(path) ?? []).map((r) => {
    const p = decidePower(lane, c, r);
    return { ...r, dcgm: 'value' in p ? p.value !== 'none' : undefined };
  });
}

export function admittedRequests(lanes: LanesFile, laneKey: string): Request[] {
  const lane = lanes.lanes[laneKey];
  return lane ? laneRequests(lanes, laneKey).filter((r) => admit(lane, r).admitted) : [];
}
