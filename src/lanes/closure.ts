// Matrix closure (04 §7): every row of the plan resolved against the lanes. C6 turns each launch-time
// failure (no lane, not admitted, no power decision) into a plan-time error; C5 checks rows whose nodes
// read the staged workspace; C7 compares sibling frameworks; C8 flags rules no row uses.
import { diag, type Diagnostic, type Position } from '../diagnostics.js';
import { formatPath, type YamlPath } from '../yaml/parse.js';
import { ruleLists, type DecidedBy } from './decide.js';
import { describeRequest, matchesWhen } from './match.js';
import { resolveRow, type ResolveContext, type Resolution, type Row } from './resolve.js';
import { decisionOrder, type LanesFile } from './schema.js';

export interface ClosureInput {
  rows: readonly Row[];
  /** Config key of each row (parallel to rows). */
  configKeys: readonly string[];
  lanes: LanesFile;
  lanesFile: string;
  locateLane: (path: YamlPath) => Position;
  /** Where a config key is defined, for row-level messages. */
  keyAt: (key: string) => Pick<Diagnostic, 'file' | 'line' | 'col'>;
  ctx: ResolveContext;
}

/** One line of the C6 decision table. */
export interface DecisionRow {
  configKey: string;
  rowId?: string;
  cluster: string;
  lane: string;
  admitted: boolean | string;
  power?: string;
  checkout?: string;
  preflight?: boolean;
  time?: string;
  mounts?: string[];
  recipe?: string;
  gpus: number;
  nodes: number;
}

export const byName = (by: DecidedBy): string =>
  by.kind === 'rule' ? `rules[${by.index}]` : by.kind === 'cluster' ? `cluster ${by.fact}` : 'default';

export function checkClosure(input: ClosureInput): {
  diagnostics: Diagnostic[];
  table: DecisionRow[];
  resolutions: Resolution[];
} {
  const { lanes } = input;
  const seen = new Map<string, Diagnostic>();
  const add = (d: Diagnostic) => {
    const k = `${d.rule}|${d.file}|${d.line}|${d.message}`;
    if (!seen.has(k)) seen.set(k, d);
  };
  const atLane = (path: YamlPath) => ({
    file: input.lanesFile,
    ...input.locateLane(path),
    path: formatPath(path),
  });
  const used = new Set<string>();
  const table: DecisionRow[] = [];
  const resolutions: Resolution[] = [];
  const siblings = new Map<
    string,
    { framework: string; engine: string; key: string; lane: string; values: string; reason: boolean }[]
  >();

  input.rows.forEach((row, i) => {
    const key = input.configKeys[i] ?? '?';
    const res = resolveRow(row, input.ctx);
    resolutions.push(res);
    const req = res.request;
    for (const l of res.lanes) {
      const base = {
        configKey: key,
        ...(typeof row['row-id'] === 'string' ? { rowId: row['row-id'] } : {}),
        cluster: l.cluster,
        gpus: res.gpus.recipe ?? res.gpus.declared,
        nodes: res.nodes,
      };
      if (!l.lane) {
        add(
          diag(
            'error',
            'C6',
            `${key}: cluster ${l.cluster} has no ${l.path} srt-slurm lane (${describeRequest(req)})`,
            { ...input.keyAt(key), path: key, fix: `add lanes.${l.cluster}/${l.path} to the lanes file` },
          ),
        );
        table.push({ ...base, lane: `${l.cluster}/${l.path}`, admitted: 'no lane' });
        continue;
      }
      const lane = lanes.lanes[l.lane]!;
      if (!l.admission!.admitted) {
        const ri = lane.admit.reject.findIndex((x) => matchesWhen(x.when, req));
        if (ri >= 0) used.add(`${l.lane}|admit.reject|${ri}`);
        add(
          diag('error', 'C6', `${key}: ${l.lane} would fail at launch: ${l.admission!.message}`, {
            ...input.keyAt(key),
            path: key,
            fix: `admit ${req.framework} on ${l.lane} or move the config to another cluster`,
          }),
        );
        table.push({ ...base, lane: l.lane, admitted: l.admission!.message });
        continue;
      }
      const d = l.decisions!;
      for (const name of decisionOrder) {
        const x = d[name];
        if ('by' in x && x.by.kind === 'rule') used.add(`${l.lane}|${name}|${x.by.index}`);
      }
      for (const m of d.mounts) used.add(`${l.lane}|mounts|${m.index}`);
      if ('error' in d.power) {
        add(
          diag(
            'error',
            'C6',
            `${key}: ${l.lane} has no power decision for ${describeRequest(req)}: ${d.power.error}`,
            { ...input.keyAt(key), path: key, fix: `add a power rule or default to ${l.lane}` },
          ),
        );
      }
      const c = lanes.clusters[l.cluster]!;
      const readsWorkspace = res.recipe?.parsed
        ? res.recipe.parsed.readsWorkspace
        : !!lanes.nodeWorkspace && matchesWhen(lanes.nodeWorkspace.when, req);
      if (!c.computeSeesRunnerWorkspace && readsWorkspace && d.checkout.value !== 'shared') {
        add(
          diag(
            'error',
            'C5',
            `${key}: ${l.lane} resolves checkout 'workspace' (${byName(d.checkout.by)}; shared_run_root undecided) for ${describeRequest(req)}, but its jobs read /infmax-workspace on nodes that cannot see the runner workspace`,
            {
              ...input.keyAt(key),
              path: key,
              fix: `add {when: {model: ${req.model}, framework: ${req.framework}${req.scenario === 'agentic' ? ', scenario: agentic' : ''}}, value: shared} to lanes.${l.lane}.checkout.rules`,
            },
          ),
        );
      }
      const engine = lanes.vocab.frameworks[req.framework]?.engine ?? req.framework;
      const sib = `${l.cluster}|${req.model}|${req.scenario}`;
      if (!siblings.has(sib)) siblings.set(sib, []);
      siblings.get(sib)!.push({
        framework: req.framework,
        engine,
        key,
        lane: l.lane,
        values: `checkout ${d.checkout.value}, preflight ${d.preflight.value}, time ${d.time.value}`,
        reason: [d.checkout.by, d.preflight.by, d.time.by].some((b) => b.kind === 'rule' && !!b.reason),
      });
      table.push({
        ...base,
        lane: l.lane,
        admitted: true,
        ...('value' in d.power ? { power: d.power.value } : {}),
        checkout: d.checkout.value,
        preflight: d.preflight.value,
        time: d.time.value,
        mounts: d.mounts.map((m) => `${m.mount.volume}:${m.mount.target}`),
        ...(res.recipe
          ? { recipe: `${res.recipe.path}${res.recipe.variant ? `:${res.recipe.variant}` : ''}` }
          : {}),
      });
    }
  });

  // C7: frameworks on the same engine for one (cluster, model, scenario) must agree unless a reason says why.
  for (const [sib, members] of siblings) {
    const byEngine = new Map<string, typeof members>();
    for (const m of members) byEngine.set(m.engine, [...(byEngine.get(m.engine) ?? []), m]);
    for (const [engine, ms] of byEngine) {
      const distinct = new Map(ms.map((m) => [m.framework, m]));
      const vals = new Set([...distinct.values()].map((m) => m.values));
      if (vals.size < 2 || [...distinct.values()].some((m) => m.reason)) continue;
      const [cluster, model, scenario] = sib.split('|');
      const lane = ms[0]!.lane;
      add(
        diag(
          'error',
          'C7',
          `${lane}: ${model} × ${scenario} on ${cluster}: ${engine} frameworks diverge — ${[...distinct.values()].map((m) => `${m.framework} → ${m.values}`).join('; ')}`,
          {
            ...atLane(['lanes', lane, 'checkout']),
            fix: `decide the ${engine} siblings alike, or give the differing rule a reason`,
          },
        ),
      );
    }
  }

  // C8: a rule that matches no planned row is probably left over from a retired config.
  for (const [key, lane] of Object.entries(lanes.lanes)) {
    for (const list of ruleLists(lane)) {
      list.whens.forEach((w, i) => {
        // A mount without `when` applies to every row; only conditions can go stale.
        if (!w || used.has(`${key}|${list.name}|${i}`)) return;
        add(
          diag('warning', 'C8', `${key} ${list.name}[${i}] matches no planned row`, {
            ...atLane(['lanes', key, ...list.path, i]),
            fix: 'remove it if its configs are retired',
          }),
        );
      });
    }
  }
  return { diagnostics: [...seen.values()], table, resolutions };
}
