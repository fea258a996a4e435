// Static checks of the lanes file: vocabulary (C1), consistency (C2), dead and shadowed rules (C3),
// admission ⇒ decision coverage (C4), cluster invariants (C5). They run on the file alone (plus
// runners.yaml for cluster facts); the row-level checks live in closure.ts.
import type { RunnersConfig } from '../config/types.js';
import { diag, type Diagnostic } from '../diagnostics.js';
import { formatPath, type YamlPath } from '../yaml/parse.js';
import { admit, admits, decide, firstMatch, ruleLists } from './decide.js';
import type { LoadedLanes } from './load.js';
import { asList, matches, matchesWhen, matcherValues, mentions, whens, type Request } from './match.js';
import type { Lane, LanesFile, When } from './schema.js';
import { disagreements, withClusterRecords } from './facts.js';
import { clusterRequests, laneRequests, scenarios } from './universe.js';

type Where = (path: YamlPath) => Pick<Diagnostic, 'file' | 'line' | 'col' | 'path'>;
/** A lane's vocabulary requests of an admitted framework, and those its admission lets through. */
interface Universe {
  routed: Request[];
  admitted: Request[];
}

export function checkLanes(loaded: LoadedLanes, runners?: RunnersConfig): Diagnostic[] {
  if (!loaded.lanes) return [];
  // Cluster facts come from runners.yaml's clusters: records where it has them.
  const lanes = withClusterRecords(loaded.lanes, runners);
  const at: Where = (path) => ({ file: loaded.file, ...loaded.locate(path), path: formatPath(path) });
  const out: Diagnostic[] = [];
  out.push(...vocabulary(lanes, at), ...clusterInvariants(loaded.lanes, at, runners));
  const byCluster = new Map<string, Map<string, Request[]>>();
  for (const [key, lane] of Object.entries(lanes.lanes)) {
    const cluster = key.split('/')[0]!;
    if (!lanes.clusters[cluster]) continue; // reported by C1
    // The lane's request space, once: every vocabulary request routed here, and those it admits.
    if (!byCluster.has(cluster)) byCluster.set(cluster, clusterRequests(lanes, cluster));
    const routed = laneRequests(lanes, key, byCluster.get(cluster)).filter((r) => admits(lane, r.framework));
    const u: Universe = { routed, admitted: routed.filter((r) => admit(lane, r).admitted) };
    out.push(
      ...consistency(lanes, key, lane, at),
      ...deadAndShadowed(key, lane, at, u),
      ...coverage(key, lane, at, u),
      ...workspaceInvariant(lanes, key, lane, at, u),
    );
  }
  return out;
}

// ---- C1 ---------------------------------------------------------------------------------------
function vocabulary(lanes: LanesFile, at: Where): Diagnostic[] {
  const out: Diagnostic[] = [];
  const known: Record<string, readonly string[]> = {
    model: lanes.vocab.models,
    precision: lanes.vocab.precisions,
    framework: Object.keys(lanes.vocab.frameworks),
    spec: lanes.vocab.specs,
    scenario: scenarios,
  };
  const checkWhen = (w: When | undefined, path: YamlPath) => {
    if (!w) return;
    for (const [k, v] of matcherValues(w)) {
      if (!known[k]!.includes(v))
        out.push(
          diag('error', 'C1', `${k} '${v}' is not in the vocabulary, so this matcher can never match it`, {
            ...at(path),
            fix: `use one of: ${known[k]!.join(', ')}${k === 'scenario' ? '' : `, or add '${v}' to vocab`}`,
          }),
        );
    }
  };
  if (lanes.nodeWorkspace) checkWhen(lanes.nodeWorkspace.when, ['nodeWorkspace', 'when']);
  const checkClusters = (v: string | string[] | undefined, path: YamlPath) => {
    for (const id of asList(v) ?? [])
      if (!lanes.clusters[id])
        out.push(
          diag('error', 'C1', `cluster '${id}' is not in clusters, so this rule never applies`, {
            ...at(path),
            fix: `add clusters.${id} or use one of: ${Object.keys(lanes.clusters).join(', ')}`,
          }),
        );
  };
  for (const r of ['multinode', 'single'] as const)
    lanes.routing[r]?.rules.forEach((x, i) => {
      checkWhen(x.when, ['routing', r, 'rules', i, 'when']);
      checkClusters(x.cluster, ['routing', r, 'rules', i, 'cluster']);
    });
  lanes.timeBumps.forEach((b, i) => {
    checkWhen(b.when, ['timeBumps', i, 'when']);
    checkClusters(b.cluster, ['timeBumps', i, 'cluster']);
  });
  for (const [id, c] of Object.entries(lanes.clusters)) {
    for (const r of ['multinode', 'single'] as const)
      c.routing[r]?.rules.forEach((x, i) =>
        checkWhen(x.when, ['clusters', id, 'routing', r, 'rules', i, 'when']),
      );
  }
  for (const [key, lane] of Object.entries(lanes.lanes)) {
    const [cluster] = key.split('/') as [string];
    const c = lanes.clusters[cluster];
    if (!c)
      out.push(
        diag('error', 'C1', `lane '${key}' names cluster '${cluster}', which is not in clusters`, {
          ...at(['lanes', key]),
          fix: `add clusters.${cluster} or use one of: ${Object.keys(lanes.clusters).join(', ')}`,
        }),
      );
    if (lane.admit.frameworks !== 'any')
      lane.admit.frameworks.forEach((f, i) => {
        if (!known.framework!.includes(f))
          out.push(
            diag('error', 'C1', `admitted framework '${f}' is not in vocab.frameworks`, {
              ...at(['lanes', key, 'admit', 'frameworks', i]),
              fix: `add ${f} to vocab.frameworks with its engine and frontend`,
            }),
          );
      });
    for (const list of ruleLists(lane))
      list.whens.forEach((w, i) => checkWhen(w, ['lanes', key, ...list.path, i, 'when']));
    lane.mounts.forEach((m, i) => {
      if (c && !c.volumes.includes(m.volume))
        out.push(
          diag('error', 'C1', `volume '${m.volume}' does not exist on cluster ${cluster}`, {
            ...at(['lanes', key, 'mounts', i, 'volume']),
            fix: `add it to clusters.${cluster}.volumes or use one of: ${c.volumes.join(', ') || '(none)'}`,
          }),
        );
    });
    for (const f of Object.keys(lane.setupScripts)) {
      if (!admits(lane, f))
        out.push(
          diag('error', 'C1', `setupScripts names framework '${f}', which lane ${key} does not admit`, {
            ...at(['lanes', key, 'setupScripts', f]),
            fix: `admit ${f} or remove its setup script`,
          }),
        );
    }
  }
  return out;
}

// ---- C2 ---------------------------------------------------------------------------------------
function consistency(lanes: LanesFile, key: string, lane: Lane, at: Where): Diagnostic[] {
  const out: Diagnostic[] = [];
  const cluster = key.split('/')[0]!;
  const c = lanes.clusters[cluster]!;
  const values = <V>(d: { default: V; rules: { value: V }[] }, path: string) => [
    { value: d.default, p: [path, 'default'] as YamlPath },
    ...d.rules.map((r, i) => ({ value: r.value, p: [path, 'rules', i, 'value'] as YamlPath })),
  ];
  if (!c.sharedRunRoot) {
    for (const v of values(lane.checkout, 'checkout')) {
      if (v.value === 'shared')
        out.push(
          diag(
            'error',
            'C2',
            `checkout: shared on ${key}, but cluster ${cluster} has no sharedRunRoot; the launch would fail`,
            {
              ...at(['lanes', key, ...v.p]),
              fix: `set clusters.${cluster}.sharedRunRoot or decide workspace`,
            },
          ),
        );
    }
  }
  if (c.fixedTimeLimit) {
    for (const v of values(lane.time, 'time')) {
      if (v.value !== 'salloc')
        out.push(
          diag(
            'error',
            'C2',
            `time ${v.value} on ${key} is shadowed: cluster ${cluster} has the fixed time limit ${c.fixedTimeLimit}`,
            {
              ...at(['lanes', key, ...v.p]),
              fix: 'write time: {default: salloc} or drop the cluster fixedTimeLimit',
            },
          ),
        );
    }
  }
  const hasPower = !!lane.power || !!c.powerTelemetry;
  for (const list of ruleLists(lane)) {
    list.whens.forEach((w, i) => {
      if (!w || !mentions(w, 'dcgm')) return;
      const before = list.name === 'power' || list.name === 'admit.reject';
      if (before || !hasPower) {
        out.push(
          diag(
            'error',
            'C2',
            before
              ? `'dcgm' is tested in ${list.name}, which is decided before power`
              : `'dcgm' is tested but lane ${key} has no power decision, so it is never true`,
            {
              ...at(['lanes', key, ...list.path, i, 'when']),
              fix: before
                ? 'test dcgm only in decisions taken after power'
                : 'add a power decision to the lane',
            },
          ),
        );
      }
    });
  }
  return out;
}

// ---- C3 ---------------------------------------------------------------------------------------
function deadAndShadowed(key: string, lane: Lane, at: Where, { routed, admitted }: Universe): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const list of ruleLists(lane)) {
    const universe = list.name === 'admit.reject' ? routed : admitted;
    const seen = new Set<Request>();
    list.whens.forEach((w, i) => {
      const path: YamlPath = ['lanes', key, ...list.path, i, 'when'];
      if (!w) return;
      const hit = universe.filter((r) => matchesWhen(w, r));
      if (hit.length === 0) {
        out.push(
          diag(
            'error',
            'C3',
            `dead rule in ${key} ${list.name}[${i}]: it matches no request the lane admits`,
            { ...at(path), fix: 'delete the rule, or fix its values / the lane admission' },
          ),
        );
        return;
      }
      if (list.firstMatch && hit.every((r) => seen.has(r))) {
        out.push(
          diag(
            'error',
            'C3',
            `shadowed rule in ${key} ${list.name}[${i}]: earlier rules already decide every request it matches`,
            { ...at(path), fix: 'delete it or move it above the rule that shadows it' },
          ),
        );
      }
      hit.forEach((r) => seen.add(r));
      // Inside one OR-list a `when` covered by its siblings is noise, not a bug.
      const ms = whens(w);
      ms.forEach((m, j) => {
        const own = universe.filter((r) => matches(m, r));
        if (
          ms.length > 1 &&
          own.length > 0 &&
          own.every((r) => ms.some((o, k) => k !== j && matches(o, r)))
        ) {
          out.push(
            diag(
              'warning',
              'C3',
              `${key} ${list.name}[${i}].when[${j}] adds nothing: its siblings match everything it matches`,
              { ...at([...path, j]), fix: 'drop this alternative' },
            ),
          );
        }
      });
    });
  }
  return out;
}

// ---- C4 ---------------------------------------------------------------------------------------
function coverage(key: string, lane: Lane, at: Where, { admitted }: Universe): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const list of ruleLists(lane)) {
    if (!list.firstMatch) continue;
    const name = list.name;
    const ms = list.whens.flatMap((w) => (w ? whens(w) : []));
    const models = new Set(ms.filter((m) => m.framework !== undefined).flatMap((m) => asList(m.model) ?? []));
    for (const model of models) {
      const frameworks = [...new Set(admitted.filter((r) => r.model === model).map((r) => r.framework))];
      const missing = frameworks.filter(
        (f) =>
          !ms.some(
            (m) =>
              (asList(m.model)?.includes(model) || (m.model === undefined && m.framework !== undefined)) &&
              (asList(m.framework)?.includes(f) ?? true),
          ),
      );
      if (missing.length) {
        out.push(
          diag(
            'error',
            'C4',
            `\`${name}\` has no decision for ${model} × {${missing.join(', ')}} on ${key}: rules decide ${model} per framework, but the lane admits ${missing.join(', ')} too${name === 'checkout' ? ' (shared_run_root undecided)' : ''}`,
            {
              ...at(['lanes', key, name]),
              fix: `add a rule for ${model} × ${missing.join('/')}, or an explicit rule with the default value and a reason`,
            },
          ),
        );
      }
    }
  }
  return out;
}

// ---- C5 ---------------------------------------------------------------------------------------
/**
 * Requests whose nodes read the runner workspace must be staged on the shared run root where the nodes
 * cannot see it. Statically this speaks of the models the lane's checkout rules name (the lane decides
 * their staging explicitly); a rule with a `reason` is a deliberate exception. Rows of every model are
 * checked when they are planned (closure.ts).
 */
function workspaceInvariant(
  lanes: LanesFile,
  key: string,
  lane: Lane,
  at: Where,
  { admitted }: Universe,
): Diagnostic[] {
  const cluster = key.split('/')[0]!;
  const c = lanes.clusters[cluster]!;
  if (c.computeSeesRunnerWorkspace || !lanes.nodeWorkspace) return [];
  const named = new Set(
    lane.checkout.rules.flatMap((x) => whens(x.when).flatMap((m) => asList(m.model) ?? [])),
  );
  const bad = new Map<string, Set<string>>();
  for (const r of admitted) {
    if (!named.has(r.model) || !matchesWhen(lanes.nodeWorkspace.when, r)) continue;
    const by = firstMatch(lane.checkout, r)!.by;
    if (by.kind === 'rule' && by.reason) continue;
    if (decide(lanes, cluster, lane, r).checkout.value === 'shared') continue;
    const k = `${r.model} × ${r.framework} × ${r.scenario}`;
    if (!bad.has(k)) bad.set(k, new Set());
    bad.get(k)!.add(r.precision);
  }
  return [...bad].map(([k, precisions]) =>
    diag(
      'error',
      'C5',
      `${key}: checkout resolves 'workspace' (not staged on the shared run root) for ${k} [${[...precisions].join(', ')}], but compute nodes on ${cluster} cannot see the runner workspace and these jobs read ${'/infmax-workspace'}`,
      {
        ...at(['lanes', key, 'checkout']),
        fix: `add {when: {model: ${k.split(' × ')[0]}, framework: ${k.split(' × ')[1]}${k.endsWith('agentic') ? ', scenario: agentic' : ''}}, value: shared} to checkout.rules`,
      },
    ),
  );
}

function clusterInvariants(lanes: LanesFile, at: Where, runners?: RunnersConfig): Diagnostic[] {
  if (!runners) return [];
  const out: Diagnostic[] = [];
  for (const [id, c] of Object.entries(lanes.clusters)) {
    const rec = runners.clusters?.[id];
    // A `clusters:` record is the source of these facts: a lanes file that repeats one must say the same.
    for (const d of rec ? disagreements(c, rec) : [])
      out.push(
        diag(
          'error',
          'C5',
          `cluster ${id}: ${d.field} ${JSON.stringify(d.lanes)} disagrees with runners.yaml clusters.${id}.${d.recordKey} ${JSON.stringify(d.record)}`,
          {
            ...at(['clusters', id, d.field]),
            fix: `remove ${d.field} here (runners.yaml states it) or make the two agree`,
          },
        ),
      );
    const hw = runners.hardware?.[`cluster:${id}`];
    if (!rec && hw && c.gpusPerNode !== undefined && hw['gpus-per-node'] !== c.gpusPerNode) {
      out.push(
        diag(
          'error',
          'C5',
          `cluster ${id}: gpusPerNode ${c.gpusPerNode} disagrees with runners.yaml hardware cluster:${id} gpus-per-node ${hw['gpus-per-node']}`,
          { ...at(['clusters', id, 'gpusPerNode']), fix: 'make the two records agree' },
        ),
      );
    }
    if (!runners.labels[`cluster:${id}`] && !c.labels.some((l) => runners.labels[l])) {
      out.push(
        diag(
          'warning',
          'C5',
          `cluster ${id} has no 'cluster:${id}' label (nor any of its labels) in runners.yaml, so no row can reach it`,
          { ...at(['clusters', id]) },
        ),
      );
    }
  }
  return out;
}
