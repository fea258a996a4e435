// `sweep explain KEY [--root DIR] [--scheduler] [--node-slots] [--json]`: how each row of one config
// resolves — launch path, lane, every decision and the rule behind it, GPUs, nodes, recipe and runner
// labels — after one line naming the lanes file used.
import { parseArgs } from 'node:util';
import { formatDiagnostic, isError, type Diagnostic } from '../diagnostics.js';
import { byName } from '../lanes/closure.js';
import { describeRequest } from '../lanes/match.js';
import { withClusterRecords } from '../lanes/facts.js';
import { lintRepository } from '../lanes/lint.js';
import { lanesNote, uncheckedRows } from '../lanes/unchecked.js';
import type { LaneResolution } from '../lanes/resolve.js';
import { cliRepoConfig, layoutFor } from './repo-config.js';
import { unmatched } from '../plan/pr-resolve.js';
import { sliceTopLevelEntries } from '../config/slice.js';
import { resolveRow, type Resolution } from '../lanes/resolve.js';
import { generateTestConfig } from '../plan/generate.js';
import { UsageError, type Command } from './io.js';
import { reader } from './lint.js';

const USAGE = `usage: sweep explain KEY [--root DIR] [--config FILE] [--scheduler] [--node-slots] [--json]
  --config FILE  the repository config file (default: .github/sweep.yml of the root, when present): its
                 layout and scheduler flags
  --scheduler    show the labels requested with PRIORITY_SCHEDULER_ENABLED (default: the config file's
                 scheduler.priority)
  --node-slots   add nodes:<N> (NODE_SLOT_SCHEDULER_ENABLED; default: the config file's scheduler.node-slots)
  --json         one JSON object per row instead of the table
`;

export const explain: Command = async (argv, io) => {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        root: { type: 'string' },
        config: { type: 'string' },
        scheduler: { type: 'boolean' },
        'node-slots': { type: 'boolean' },
        json: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    });
  } catch (e) {
    throw new UsageError(`${(e as Error).message}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout(USAGE);
    return 0;
  }
  if (positionals.length !== 1) throw new UsageError(`expected one config key\n${USAGE}`);
  const key = positionals[0]!;
  const checkout = cliRepoConfig(io, {
    ...(values.root ? { root: values.root } : {}),
    ...(values.config ? { config: values.config } : {}),
  });
  if ('exit' in checkout) return checkout.exit;
  const read = reader(checkout.root);
  const found = layoutFor(checkout);
  if (found.diagnostics.length) {
    io.stderr(asText(found.diagnostics));
    return 1;
  }
  const layout = found.layout;
  const repo = lintRepository(read, { changelog: false, only: (k) => k === key, layout });
  if (!repo.configs.entries.has(key)) {
    // Unknown key, or a key whose entry failed validation: say which, with the nearest key or the errors.
    const keys = layout.paths.masters.flatMap((p) => {
      const text = read(p);
      return text === undefined ? [] : sliceTopLevelEntries(text).map((e) => e.key);
    });
    if (!keys.includes(key)) io.stderr(asText([unmatched(key, keys)]));
    io.stderr(asText(repo.diagnostics.filter(isError)));
    return 1;
  }
  const gen = generateTestConfig(
    repo.configs,
    repo.runners,
    { configKeys: [key] },
    { mode: 'none', allEvals: false },
  );
  const errors = gen.diagnostics.filter(isError);
  if (errors.length || gen.rows.length === 0) {
    io.stderr(asText(errors) || `sweep explain: '${key}' has no rows\n`);
    io.stderr(asText(repo.diagnostics.filter(isError)));
    return 1;
  }
  const ctx = {
    runners: repo.runners,
    ...(repo.lanes?.lanes ? { lanes: withClusterRecords(repo.lanes.lanes, repo.runners) } : {}),
    readFile: layout.prefix ? (p: string) => read(`${layout.prefix}${p}`) : read,
    recipeCache: new Map(),
    // A flag turns a scheduler on; without it, the config file's flag (the default: off).
    scheduler: {
      enabled: !!values.scheduler || checkout.config.scheduler.priority === true,
      nodeSlots: !!values['node-slots'] || checkout.config.scheduler.nodeSlots === true,
    },
  };
  const out: string[] = [];
  const resolutions = gen.rows.map((row) => resolveRow(row, ctx));
  const checked = !!ctx.lanes;
  const note = lanesNote(
    repo.lanesSource,
    checked,
    uncheckedRows(gen.rows, checked ? resolutions : undefined),
  );
  gen.rows.forEach((row, i) => {
    const res = resolutions[i]!;
    if (values.json) out.push(JSON.stringify(toJson(key, row, res)));
    else out.push(table(key, i, gen.rows.length, row, res, checked ? undefined : repo.lanesSource.path));
  });
  // JSON output stays one object per line; the note goes to stderr there.
  if (values.json) io.stderr(`${note}\n`);
  io.stdout(`${values.json ? '' : `${note}\n\n`}${out.join('\n')}\n`);
  return 0;
};

const asText = (ds: readonly Diagnostic[]): string => ds.map((d) => `${formatDiagnostic(d)}\n`).join('');

function toJson(key: string, row: Record<string, unknown>, r: Resolution) {
  return {
    configKey: key,
    rowId: row['row-id'],
    expName: row['exp-name'],
    conc: row.conc,
    request: r.request,
    lanes: r.lanes,
    gpus: r.gpus,
    nodes: r.nodes,
    recipe: r.recipe && { path: r.recipe.path, variant: r.recipe.variant, found: r.recipe.found },
    labels: r.labels,
    findings: r.findings,
  };
}

function table(
  key: string,
  i: number,
  n: number,
  row: Record<string, unknown>,
  r: Resolution,
  /** The lanes path when there is no lanes file at all. */
  noLanes: string | undefined,
): string {
  const lines: [string, string, string?][] = [];
  const conc = JSON.stringify(row.conc);
  const head = `${key}  row ${i + 1}/${n}  ${String(row['exp-name'])}  conc ${conc}  runner ${String(row.runner)}`;
  lines.push(['request', describeRequest(r.request)]);
  if (r.topology && r.topology.kind !== 'single') {
    for (const s of r.topology.stages)
      lines.push([
        s.role,
        `${s.numWorker} × (tp ${s.tp}, ep ${s.ep}, dp-attn ${s.dpAttn}${s.pp > 1 ? `, pp ${s.pp}` : ''}) = ${s.numWorker * s.tp * s.pp * s.pcp} GPUs`,
      ]);
  }
  if (noLanes !== undefined) lines.push(['lane', `not checked: no lanes file (${noLanes})`]);
  else if (r.lanes.length === 0)
    lines.push(['lane', `not checked: the lanes do not cover the cluster of runner ${String(row.runner)}`]);
  for (const l of r.lanes) lines.push(...laneLines(l, r.request.framework));
  lines.push([
    'gpus',
    `${r.gpus.declared} declared${r.gpus.recipe !== undefined ? `, ${r.gpus.recipe} in recipe` : ''}`,
    r.gpusPerNode ? `${r.gpusPerNode} per node` : 'gpus-per-node unknown',
  ]);
  const nodesFrom = r.recipe?.parsed
    ? 'from recipe'
    : r.topology?.nodes !== undefined
      ? 'num-nodes of the aggregated item'
      : 'packed from declared topology';
  lines.push(['nodes', String(r.nodes), nodesFrom]);
  if (r.recipe)
    lines.push([
      'recipe',
      `${r.recipe.path}${r.recipe.variant ? `:${r.recipe.variant}` : ''}`,
      r.recipe.found
        ? 'checked in'
        : 'not in the repository: workers, engine arguments and node count not checked against it',
    ]);
  lines.push(['labels', r.labels.join(', ')]);
  for (const f of r.findings) lines.push(['topology', `${f.severity} [${f.rule}]`, f.message]);
  const w = Math.max(...lines.map((l) => l[0].length));
  const v = Math.max(...lines.map((l) => l[1].length));
  return `${head}\n${lines.map(([a, b, c]) => `  ${a.padEnd(w)}  ${c ? b.padEnd(v) : b}${c ? `  ${c}` : ''}`).join('\n')}\n`;
}

type Line = [string, string, string?];

const ruleText = (by: Parameters<typeof byName>[0]): string =>
  `${byName(by)}${(by.kind === 'rule' || by.kind === 'bump') && by.reason ? ` — ${by.reason}` : ''}`;

/** A row on one cluster: the launch path and its rule, the lane, then its refusal or every decision. */
function laneLines(l: LaneResolution, framework: string): Line[] {
  const lines: Line[] = [];
  const route = `${l.route.at}${l.route.reason ? ` — ${l.route.reason}` : ''}`;
  if (l.path === undefined) {
    lines.push(['path', '—', route]);
    lines.push(['lane', l.cluster, `REFUSED: ${l.refusal!.message}`]);
    return lines;
  }
  lines.push(['path', l.path, route]);
  const lane = l.lane ?? `${l.cluster}/${l.path}`;
  if (l.refusal) {
    lines.push(['lane', lane, `REFUSED: ${l.refusal.message}`]);
    return lines;
  }
  if (l.laneless) {
    lines.push(['lane', lane, 'launched without a lane (routing.noLane)']);
    if (l.time) lines.push(['time', l.time.value, ruleText(l.time.by)]);
    return lines;
  }
  const d = l.decisions!;
  lines.push(['lane', lane, 'admitted']);
  lines.push([
    'power',
    'value' in d.power ? d.power.value : 'ERROR',
    'value' in d.power ? byName(d.power.by) : d.power.error,
  ]);
  lines.push(['checkout', d.checkout.value, ruleText(d.checkout.by)]);
  if (d.preflight) lines.push(['preflight', String(d.preflight.value), ruleText(d.preflight.by)]);
  lines.push(['time', d.time.value, ruleText(d.time.by)]);
  lines.push([
    'mounts',
    d.mounts.map((m) => `${m.mount.volume}→${m.mount.target}`).join(', ') || '—',
    d.mounts.map((m) => `mounts[${m.index}]`).join(', '),
  ]);
  if (d.setupScript) lines.push(['setup', d.setupScript, `setupScripts.${framework}`]);
  const e = d.eval;
  if (e) {
    const facts = [
      ...(e.realVerification ? ['real-verification recipe'] : []),
      ...(e.headFrontend ? ['frontend on the head node'] : []),
      ...(e.writeMeta ? ['writes eval metadata'] : []),
      ...(e.unset.length ? [`unsets ${e.unset.join(', ')}`] : []),
    ];
    if (facts.length) lines.push(['eval', facts.join('; '), 'eval']);
  }
  for (const n of d.notes ?? []) lines.push(['note', n]);
  return lines;
}
