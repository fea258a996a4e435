// `sweep demo` (npm start): a whole sweep on one machine, with no GitHub account and no GPUs. A fake GitHub,
// the Actions simulator running our real workflow files, simulated runners, and the action's real code.
import { parseArgs } from 'node:util';
import { formatEntry, simTime } from '../sim/clock.js';
import { packageRoot } from '../sim/demo-repo.js';
import { botComments, runLifecycle, type LifecycleResult } from '../sim/lifecycle.js';
import { findScenario, scenarios } from '../sim/scenarios.js';
import { efficiency, FLAKY_NODE } from '../sim/efficiency.js';
import { UsageError, type CliIo, type Command } from './io.js';
import { DEFAULT_DATA_BRANCH, parseCurveFile } from '../results/published.js';

const help = (): string => {
  const width = Math.max(...scenarios.map((s) => s.name.length));
  return `usage: sweep demo [--scenario NAME] [--quiet]
       sweep demo --efficiency | --retry-strategy [--p P] [--seed S] [--seeds N]

Runs a sweep end to end against a local fake GitHub and simulated runners (simulated clock), using this
package's own configs/, perf-changelog.yaml and .github/workflows/, and a demo PR in a temporary git
repository. Prints the timeline as it happens, then the PR's comments.

scenarios:
${scenarios.map((s) => `  ${s.name.padEnd(width)}  ${s.summary}`).join('\n')}

options:
  --scenario NAME   run one scenario (default: fail-fast)
  --quiet           print only the summary and the final comments
  --efficiency      measure the GPU-hours a flaky cluster costs: the demo sweep under a seeded fault
                    model (each job loses its runner with probability P, one node with ${FLAKY_NODE.p}), run by
                    the product and as the reference runs a sweep, until every row has a result
  --retry-strategy  the same faults, lost rows re-run as retry runs of their own or once the run has ended
  --p P             the chance that a job loses its runner (default 0.05)
  --seed S          the first fault model's seed (default 1)
  --seeds N         fault models to average over, seeds S to S+N-1 (default 12)
`;
};

export const demo: Command = async (argv, io) => {
  const { values } = parseArgs({
    args: argv,
    options: {
      scenario: { type: 'string', default: 'fail-fast' },
      quiet: { type: 'boolean', default: false },
      efficiency: { type: 'boolean', default: false },
      'retry-strategy': { type: 'boolean', default: false },
      p: { type: 'string', default: '0.05' },
      seed: { type: 'string', default: '1' },
      seeds: { type: 'string', default: '12' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) {
    io.stdout(help());
    return 0;
  }
  if (values.efficiency || values['retry-strategy']) {
    const p = Number(values.p);
    const seeds = Number(values.seeds);
    const seed = Number(values.seed);
    if (!Number.isSafeInteger(seed) || seed < 0) throw new UsageError(`--seed must be an integer ≥ 0`);
    if (!(p >= 0 && p < 1)) throw new UsageError(`--p must be a probability below 1 (got '${values.p}')`);
    if (!Number.isSafeInteger(seeds) || seeds < 1) throw new UsageError(`--seeds must be a positive integer`);
    const ways = values.efficiency
      ? (['product', 'reference'] as const)
      : (['retry-run', 'rerun-after-run'] as const);
    const s = await efficiency(p, { first: seed, count: seeds }, ways, packageRoot());
    const seedsText = seeds === 1 ? `seed ${seed}` : `seeds ${seed}–${seed + seeds - 1}`;
    const x = (n: number) => `${n.toFixed(2)}×`;
    if (values.efficiency)
      // The figure's own line last and alone, so it reads (and is read) the same whatever the settings.
      io.stdout(
        `efficiency: the mean of ${seeds} fault model(s) (${seedsText}; each job loses its runner with p=${p}, one node far more often) on the full demo plan, ${s.rows} rows\n` +
          `GPU-hour efficiency at p=${p}: product ${x(s.ways.product.ratio)}, reference behaviour ${x(s.ways.reference.ratio)}\n`,
      );
    else
      io.stdout(
        `re-run strategy at p=${p}: retry runs of their own ${x(s.ways['retry-run'].ratio)}, every row's result after ${s.ways['retry-run'].hoursToResults.toFixed(2)} h; re-run once the run ended ${x(s.ways['rerun-after-run'].ratio)}, after ${s.ways['rerun-after-run'].hoursToResults.toFixed(2)} h (mean of ${seeds} fault model(s), ${seedsText}; the full demo plan, ${s.rows} rows)\n`,
      );
    return 0;
  }
  const scenario = findScenario(values.scenario);
  if (!scenario) throw new UsageError(`unknown scenario '${values.scenario}'\n\n${help()}`);
  const started = Date.now();
  io.stdout(`▶ scenario ${scenario.name}: ${scenario.summary}\n\n`);
  const result = await runLifecycle(scenario, {
    root: packageRoot(),
    ...(values.quiet ? {} : { progress: (line: string) => io.stdout(`${line}\n`) }),
  });
  io.stdout(report(result, Date.now() - started));
  const crashed = result.controls.some((c) => c.step?.error);
  // A benchmark job whose own steps did not end as the run says it did is a defect of the simulator's run.
  const diverged = result.executed.some((j) => j.outcome !== j.expected);
  return crashed || diverged ? 1 : 0;
};

function report(r: LifecycleResult, wallMs: number): string {
  const out: string[] = ['', '━━ rows ━━'];
  for (const s of r.sweeps) {
    out.push(`run ${s.run.id} attempt ${s.attempt} (${s.conclusion ?? 'unfinished'}):`);
    for (const row of s.ledger)
      out.push(
        `  ${row.rowId}  ${row.bucket.padEnd(24)} ${row.status.padEnd(9)} dispatched ${row.dispatched}×${row.runner ? ` on ${row.runner}` : ''}${row.status === 'success' && row.dispatched ? '' : ` — ${row.reason}`}`,
      );
  }
  if (!r.sweeps.length) out.push('no sweep run was dispatched');
  if (r.executed.length) out.push(...executedReport(r));
  if (r.repositoryDispatches.length) {
    out.push('', '━━ repository_dispatch sent ━━');
    for (const d of r.repositoryDispatches)
      out.push(
        `  ${d.eventType} → ${d.repo}`,
        ...JSON.stringify(d.payload, null, 2)
          .split('\n')
          .map((l) => `    ${l}`),
      );
  }
  if (r.dataBranch.size) out.push(...dataBranchReport(r));
  const { status, links, replies, guidance, notices } = botComments(r.comments);
  out.push('', '━━ PR comments (final) ━━');
  for (const c of r.comments) {
    const kind = status.includes(c)
      ? 'status (sticky)'
      : links.includes(c)
        ? 'unofficial-run links (sticky)'
        : guidance.includes(c)
          ? 'guidance (once per PR)'
          : notices.includes(c)
            ? 'protected-path notice (sticky)'
            : replies.includes(c)
              ? 'reply'
              : 'human';
    out.push(
      '',
      `── #${c.id} @${c.user.login} · ${kind}${c.reactions.length ? ` · reactions ${c.reactions.map((x) => x.content).join(' ')}` : ''}`,
      c.body.trimEnd(),
    );
  }
  const apiCalls = r.requests.length;
  out.push(
    '',
    `━━ ${r.scenario}: simulated ${simTime(r.simulatedMs)} in ${(wallMs / 1000).toFixed(1)} s; ${apiCalls} GitHub API requests; ${r.sweeps.length} sweep attempt(s) ━━`,
    '',
  );
  return out.join('\n');
}

/**
 * The benchmark jobs whose steps ran: each job's artifacts (the reference's names) with their files, then
 * one aggregate as the reference's result processing writes it.
 */
export function executedReport(r: LifecycleResult): string[] {
  const out = ['', '━━ benchmark jobs executed: their artifacts ━━'];
  for (const j of r.executed) {
    out.push(
      `${j.rowId} on ${j.runner} (attempt ${j.attempt}): ${j.outcome}${j.outcome === j.expected ? '' : ` — the run expected ${j.expected}`}`,
      `  RESULT_FILENAME=${j.resultFilename ?? '(not set)'}`,
    );
    for (const a of j.artifacts) out.push(`  ${a.name}`, ...Object.keys(a.files).map((f) => `      ${f}`));
  }
  const bmk = r.executed
    .flatMap((j) => j.artifacts)
    .find((a) => a.name.startsWith('bmk_') && !a.name.startsWith('bmk_agentic_'));
  const agg = bmk && Object.entries(bmk.files).find(([f]) => f.startsWith('agg_'));
  if (bmk && agg) out.push('', `━━ ${agg[0]} (artifact ${bmk.name}) ━━`, agg[1].trimEnd());
  return out;
}

/** The published results' data branch: each curve's file and the runs and points it holds. */
function dataBranchReport(r: LifecycleResult): string[] {
  const out = ['', `━━ data branch ${DEFAULT_DATA_BRANCH} (published at merge; PR sweeps read it) ━━`];
  for (const [path, text] of r.dataBranch) {
    const { records } = parseCurveFile(text);
    const runs = [...new Set(records.map((x) => x['run-id']))].join(', ');
    const concs = records.map((x) => `${x.kind === 'agentic' ? 'agentic ' : ''}conc ${x.conc}`).join(', ');
    out.push(`  ${path}: ${records.length} point(s) of run ${runs} (${concs})`);
  }
  return out;
}

/** For tests: the timeline as printed. */
export const timelineText = (r: LifecycleResult): string => r.timeline.map(formatEntry).join('\n');
export type { CliIo };
