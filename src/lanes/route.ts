// The launch path of a request on a cluster (pure): the lanes file's routing rules, then the cluster's own,
// then the defaults; a rule may refuse the request with the launcher's message instead.
import { matchesWhen, onCluster, type Request } from './match.js';
import type { LanesFile, RouteTable } from './schema.js';

/** How a row's launch path was chosen: the path, or the launcher's refusal, and the rule behind it. */
export interface Route {
  path?: string;
  refuse?: string;
  /** Where the deciding rule is, e.g. `routing.multinode.rules[1]`, or `default`. */
  at: string;
  reason?: string;
}

const fill = (message: string, vars: Record<string, string>): string =>
  message.replace(/\{(cluster|framework|path)\}/g, (_m, k: string) => vars[k] ?? '');

/**
 * The launch path of a request on a cluster: the file's `routing` rules for its kind (multi-node or
 * single-node) that apply to the cluster, then the cluster's own `routing` rules, then the cluster's
 * default, the file's default, and finally srt-multi / srt-single.
 */
export function routeOf(lanes: LanesFile, clusterId: string, r: Request): Route {
  const kind = r.multinode ? 'multinode' : 'single';
  const hit = routeRule(lanes, clusterId, r);
  if (hit) {
    const at = hit.own ? `clusters.${clusterId}.routing.${kind}` : `routing.${kind}`;
    const where = {
      at: `${at}.rules[${hit.index}]`,
      ...(hit.rule.reason ? { reason: hit.rule.reason } : {}),
    };
    if (hit.rule.refuse !== undefined)
      return { refuse: fill(hit.rule.refuse, { cluster: clusterId, framework: r.framework }), ...where };
    return { path: hit.rule.value!, ...where };
  }
  const own = lanes.clusters[clusterId]?.routing[kind]?.default;
  if (own !== undefined) return { path: own, at: `clusters.${clusterId}.routing.${kind}.default` };
  const file = lanes.routing[kind]?.default;
  if (file !== undefined) return { path: file, at: `routing.${kind}.default` };
  return { path: r.multinode ? 'srt-multi' : 'srt-single', at: 'default' };
}

/** The launch path alone (undefined when the routing refuses the request), for enumerating requests. */
export function pathOf(lanes: LanesFile, clusterId: string, r: Request): string | undefined {
  const hit = routeRule(lanes, clusterId, r);
  if (hit) return hit.rule.value;
  const kind = r.multinode ? 'multinode' : 'single';
  return (
    lanes.clusters[clusterId]?.routing[kind]?.default ??
    lanes.routing[kind]?.default ??
    (r.multinode ? 'srt-multi' : 'srt-single')
  );
}

/** The first routing rule that matches: the file's rules for the cluster, then the cluster's own. */
function routeRule(
  lanes: LanesFile,
  clusterId: string,
  r: Request,
): { rule: RouteTable['rules'][number]; index: number; own: boolean } | undefined {
  const kind = r.multinode ? 'multinode' : 'single';
  const tables = [lanes.routing[kind], lanes.clusters[clusterId]?.routing[kind]];
  for (let t = 0; t < tables.length; t++) {
    const rules = tables[t]?.rules ?? [];
    for (let index = 0; index < rules.length; index++) {
      const rule = rules[index]!;
      if (onCluster(rule.cluster, clusterId) && matchesWhen(rule.when, r))
        return { rule, index, own: t === 1 };
    }
  }
  return undefined;
}

export const laneKey = (cluster: string, path: string): string => `${cluster}/${path}`;

/** The message a missing lane fails with, as the launcher words it. */
export const noLaneMessage = (cluster: string, path: string): string =>
  `cluster ${cluster} has no ${path} srt-slurm lane`;
