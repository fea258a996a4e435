// The finite request space of a lane: the vocabulary's product, restricted to what the lane admits and
// routes. The static checks reason over it exactly instead of guessing from matcher syntax.
import { admit, decidePower, routeOf } from './decide.js';
import type { Request, Scenario } from './match.js';
import type { LanesFile } from './schema.js';

export const scenarios: readonly Scenario[] = ['agentic', 'fixed-seq-len'];

/** Every vocabulary request routed to this lane (admitted or not), with `dcgm` from the power decision. */
export function laneRequests(lanes: LanesFile, laneKey: string): Request[] {
  const [cluster, path] = laneKey.split('/') as [string, string];
  const c = lanes.clusters[cluster];
  const lane = lanes.lanes[laneKey];
  if (!c || !lane) return [];
  const out: Request[] = [];
  const v = lanes.vocab;
  for (const model of v.models)
    for (const precision of v.precisions)
      for (const framework of Object.keys(v.frameworks))
        for (const spec of v.specs)
          for (const scenario of scenarios)
            for (const multinode of [true, false]) {
              const r: Request = { model, precision, framework, spec, scenario, multinode };
              if (routeOf(lanes, cluster, r).path !== path) continue;
              const p = decidePower(lane, c, r);
              out.push({ ...r, dcgm: 'value' in p ? p.value !== 'none' : undefined });
            }
  return out;
}

export function admittedRequests(lanes: LanesFile, laneKey: string): Request[] {
  const lane = lanes.lanes[laneKey];
  return lane ? laneRequests(lanes, laneKey).filter((r) => admit(lane, r).admitted) : [];
}
