// Matrix closure: every row of the plan resolved against the lanes. Each launch-time failure (the routing
// refuses it, its path has no lane, the lane does not admit it, no power decision) becomes a plan-time
// error (C6); rows whose nodes read the workspace must be staged on the shared run root (C5); sibling
// frameworks are compared (C7); rules no row uses are flagged (C8).
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

export const byName = (by: DecidedBy): string => {
  switch (by.kind) {
    case 'rule':
      return `rules[${by.index}]`;
    case 'cluster':
      return `cluster ${by.fact}`;
    case 'bump':
      return `timeBumps[${by.index}]`;
    case 'row':
      return `row ${by.fact}`;
    default:
      return 'default';
  }
};

/** A row's decided values on one lane, grouped with its siblings (same cluster, model and scenario). */
interface Sibling {
  framework: string;
  engine: string;
  key: string;
  lane: string;
  values: string;
  reason: boolean;
}

/** What one row on one of its lanes contributes: problems, its table line, the rules it used, its sibling entry. */
interface LaneOutcome {
  diagnostics: Diagnostic[];
  line: DecisionRow;
  used: string[];
  sibling?: { group: string; member: Sibling };
}

type RowLane = Resolution['lanes'][number];

export function checkClosure(input: ClosureInput): {
  diagnostics: Diagnostic[];
  table: DecisionRow[];
  resolutions: Resolution[];
} {
  const resolutions = input.rows.map((row) => resolveRow(row, input.ctx));
  const outcomes = resolutions.flatMap((res, i) =>
    res.lanes.map((l) => laneOutcome(input, input.rows[i]!, input.configKeys[i] ?? '?', res, l)),
  );
  const used = new Set(outcomes.flatMap((o) => o.used));
  const siblings = new Map<string, Sibling[]>();
  for (const { sibling } of outcomes)
    if (sibling) siblings.set(sibling.group, [...(siblings.get(sibling.group) ?? []), sibling.member]);
  const all = [
    ...outcomes.flatMap((o) => o.diagnostics),
    ...siblingFindings(input, siblings),
    ...staleRuleFindings(input, used),
  ];
  const seen = new Map<string, Diagnostic>();
  for (const d of all) {
    const k = `${d.rule}|${d.file}|${d.line}|${d.message}`;
    if (!seen.has(k)) seen.set(k, d);
  }
  return { diagnostics: [...seen.values()], table: outcomes.map((o) => o.line), resolutions };
}

/** Where a lanes-file path is, for lane-level messages. */
const atLane = (input: ClosureInput, path: YamlPath) => ({
  file: input.lanesFile,
  ...input.locateLane(path),
  path: formatPath(path),
});

/** What to change for each kind of refusal. */
function refusalFix(l: RowLane, framework: string): string {
  switch (l.refusal!.kind) {
    case 'route':
      return `move the config to a cluster the routing supports, or change ${l.route.at}`;
    case 'no-lane':
      return `add lanes.${l.cluster}/${l.path} to the lanes file, or move the config to another cluster`;
    case 'framework':
      return `admit ${framework} on ${l.lane} or move the config to another cluster`;
    default:
      return `change the config, or the reject rule of ${l.lane} that refuses it`;
  }
}

/** One row on one of its lanes: a launch-time failure becomes a plan-time error, with its table line. */
function laneOutcome(input: ClosureInput, row: Row, key: string, res: Resolution, l: RowLane): LaneOutcome {
  const req = res.request;
  const base = {
    configKey: key,
    ...(typeof row['row-id'] === 'string' ? { rowId: row['row-id'] } : {}),
    cluster: l.cluster,
    gpus: res.gpus.recipe ?? res.gpus.declared,
    nodes: res.nodes,
  };
  const where = l.lane ?? (l.path ? `${l.cluster}/${l.path}` : l.cluster);
  if (l.refusal) {
    const d = diag('error', 'C6', `${key}: ${where} would fail at launch: ${l.refusal.message}`, {
      ...input.keyAt(key),
      path: key,
      fix: refusalFix(l, req.framework),
    });
    return { diagnostics: [d], line: { ...base, lane: where, admitted: l.refusal.message }, used: [] };
  }
  if (l.laneless)
    return {
      diagnostics: [],
      line: { ...base, lane: where, admitted: true, ...(l.time ? { time: l.time.value } : {}) },
      used: [],
    };
  return admittedOutcome(input, key, res, l, base);
}

/** An admitted row: the rules its decisions used, a missing power decision, the checkout its nodes need. */
function admittedOutcome(
  input: ClosureInput,
  key: string,
  res: Resolution,
  l: RowLane,
  base: Omit<DecisionRow, 'lane' | 'admitted'>,
): LaneOutcome {
  const { lanes } = input;
  const req = res.request;
  const laneName = l.lane!;
  const d = l.decisions!;
  const used: string[] = [];
  for (const name of decisionOrder) {
    const x = d[name];
    if (x && 'by' in x && x.by.kind === 'rule') used.push(`${laneName}|${name}|${x.by.index}`);
  }
  for (const m of d.mounts) used.push(`${laneName}|mounts|${m.index}`);
  if (d.eval?.realVerification) used.push(`${laneName}|eval.realVerification|0`);
  if (d.eval?.headFrontend) used.push(`${laneName}|eval.headFrontend|0`);
  const diagnostics: Diagnostic[] = [];
  if ('error' in d.power) {
    diagnostics.push(
      diag(
        'error',
        'C6',
        `${key}: ${laneName} has no power decision for ${describeRequest(req)}: ${d.power.error}`,
        { ...input.keyAt(key), path: key, fix: `add a power rule or default to ${laneName}` },
      ),
    );
  }
  const c = lanes.clusters[l.cluster]!;
  const readsWorkspace = res.recipe?.parsed
    ? res.recipe.parsed.readsWorkspace
    : !!lanes.nodeWorkspace && matchesWhen(lanes.nodeWorkspace.when, req);
  if (!c.computeSeesRunnerWorkspace && readsWorkspace && d.checkout.value !== 'shared') {
    const why = res.recipe?.parsed
      ? `its recipe ${res.recipe.path} reads /infmax-workspace`
      : `its jobs read /infmax-workspace (the recipe is not in the repository: the lanes file's nodeWorkspace says so)`;
    diagnostics.push(
      diag(
        'error',
        'C5',
        `${key}: ${laneName} resolves checkout 'workspace' (${byName(d.checkout.by)}) for ${describeRequest(req)}: not staged on the shared run root, but ${why} on compute nodes that cannot see the runner workspace, so the job fails at startup`,
        {
          ...input.keyAt(key),
          path: key,
          fix: `add {when: {model: ${req.model}, framework: ${req.framework}${req.scenario === 'agentic' ? ', scenario: agentic' : ''}}, value: shared} to lanes.${laneName}.checkout.rules`,
        },
      ),
    );
  }
  const member: Sibling = {
    framework: req.framework,
    engine: lanes.vocab.frameworks[req.framework]?.engine ?? req.framework,
    key,
    lane: laneName,
    values: `checkout ${d.checkout.value}${d.preflight ? `, preflight ${d.preflight.value}` : ''}, time ${d.time.value}`,
    reason: [d.checkout.by, d.preflight?.by, d.time.by].some((b) => b?.kind === 'rule' && !!b.reason),
  };
  const line: DecisionRow = {
    ...base,
    lane: laneName,
    admitted: true,
    ...('value' in d.power ? { power: d.power.value } : {}),
    checkout: d.checkout.value,
    ...(d.preflight ? { preflight: d.preflight.value } : {}),
    time: d.time.value,
    mounts: d.mounts.map((m) => `${m.mount.volume}:${m.mount.target}`),
    ...(res.recipe
      ? { recipe: `${res.recipe.path}${res.recipe.variant ? `:${res.recipe.variant}` : ''}` }
      : {}),
  };
  return { diagnostics, line, used, sibling: { group: `${l.cluster}|${req.model}|${req.scenario}`, member } };
}

/** Frameworks on the same engine for one (cluster, model, scenario) must agree unless a reason says why. */
function siblingFindings(input: ClosureInput, siblings: Map<string, Sibling[]>): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const [sib, members] of siblings) {
    const byEngine = new Map<string, Sibling[]>();
    for (const m of members) byEngine.set(m.engine, [...(byEngine.get(m.engine) ?? []), m]);
    for (const [engine, ms] of byEngine) {
      const distinct = new Map(ms.map((m) => [m.framework, m]));
      const vals = new Set([...distinct.values()].map((m) => m.values));
      if (vals.size < 2 || [...distinct.values()].some((m) => m.reason)) continue;
      const [cluster, model, scenario] = sib.split('|');
      const lane = ms[0]!.lane;
      out.push(
        diag(
          'error',
          'C7',
          `${lane}: ${model} × ${scenario} on ${cluster}: ${engine} frameworks diverge — ${[...distinct.values()].map((m) => `${m.framework} → ${m.values}`).join('; ')}`,
          {
            ...atLane(input, ['lanes', lane, 'checkout']),
            fix: `decide the ${engine} siblings alike, or give the differing rule a reason`,
          },
        ),
      );
    }
  }
  return out;
}

/** A rule that matches no planned row is probably left over from a retired config. */
function staleRuleFindings(input: ClosureInput, used: ReadonlySet<string>): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const [key, lane] of Object.entries(input.lanes.lanes)) {
    for (const list of ruleLists(lane)) {
      // A reject rule is a guard: that no planned row trips it is the point.
      if (list.name === 'admit.reject') continue;
      const decision = decisionOrder.find((d) => d === list.name);
      const d = decision && lane[decision];
      list.whens.forEach((w, i) => {
        // A mount without `when` applies to every row; only conditions can go stale.
        if (!w || used.has(`${key}|${list.name}|${i}`)) return;
        // A rule that writes the default out with a reason says what the lane does not do: no row need use it.
        const rule = d?.rules[i];
        if (rule?.reason && rule.value === d?.default) return;
        out.push(
          diag('warning', 'C8', `${key} ${list.name}[${i}] matches no planned row`, {
            ...atLane(input, ['lanes', key, ...list.path, i]),
            fix: 'remove it if its configs are retired',
          }),
        );
      });
    }
  }
  return out;
}
