// `sweep explain KEY [--root DIR] [--scheduler] [--node-slots] [--json]`: how each row of one config
// resolves — lane, every decision and the rule behind it, GPUs, nodes, recipe and runner labels.
import { parseArgs } from 'node:util';
import { formatDiagnostic, isError, type Diagnostic } from '../diagnostics.js';
import { byName } from '../lanes/closure.js';
import { describeRequest } from '../lanes/match.js';
import { withClusterRecords } from '../lanes/facts.js';
import { lintRepository } from '../lanes/lint.js';
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
  gen.rows.forEach((row, i) => {
    const res = resolveRow(row, ctx);
    if (values.json) out.push(JSON.stringify(toJson(key, row, res)));
    else out.push(table(key, i, gen.rows.length, row, res, !!repo.lanes?.lanes));
  });
  io.stdout(`${out.join('\n')}\n`);
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
  hasLanes: boolean,
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
  if (!hasLanes) lines.push(['lane', '(no configs/lanes.yaml)']);
  for (const l of r.lanes) {
    if (!l.lane) {
      lines.push(['lane', `${l.cluster}/${l.path}`, 'ERROR: no such lane (C6)']);
      continue;
    }
    if (!l.admission!.admitted) {
      lines.push(['lane', l.lane, `NOT ADMITTED: ${l.admission!.message}`]);
      continue;
    }
    const d = l.decisions!;
    lines.push(['lane', l.lane, 'admitted']);
    lines.push([
      'power',
      'value' in d.power ? d.power.value : 'ERROR',
      'value' in d.power ? byName(d.power.by) : d.power.error,
    ]);
    for (const name of ['checkout', 'preflight', 'time'] as const) {
      const x = d[name];
      lines.push([
        name,
        String(x.value),
        `${byName(x.by)}${x.by.kind === 'rule' && x.by.reason ? ` — ${x.by.reason}` : ''}`,
      ]);
    }
    lines.push([
      'mounts',
      d.mounts.map((m) => `${m.mount.volume}→${m.mount.target}`).join(', ') || '—',
      d.mounts.map((m) => `mounts[${m.index}]`).join(', '),
    ]);
    if (d.setupScript) lines.push(['setup', d.setupScript, `setupScripts.${r.request.framework}`]);
  }
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
      r.recipe.found ? 'checked in' : 'not in repository (R3, R4, R6 skipped)',
    ]);
  lines.push(['labels', r.labels.join(', ')]);
  for (const f of r.findings) lines.push([f.rule, f.severity, f.message]);
  const w = Math.max(...lines.map((l) => l[0].length));
  const v = Math.max(...lines.map((l) => l[1].length));
  return `${head}\n${lines.map(([a, b, c]) => `  ${a.padEnd(w)}  ${c ? b.padEnd(v) : b}${c ? `  ${c}` : ''}`).join('\n')}\n`;
}
