// `sweep demo` (npm start): a whole sweep on one machine, with no GitHub account and no GPUs. A fake GitHub,
// the Actions simulator running our real workflow files, simulated runners, and the action's real code.
import { parseArgs } from 'node:util';
import { formatEntry, simTime } from '../sim/clock.js';
import { packageRoot } from '../sim/demo-repo.js';
import { botComments, runLifecycle, type LifecycleResult } from '../sim/lifecycle.js';
import { findScenario, scenarios } from '../sim/scenarios.js';
import { UsageError, type CliIo, type Command } from './io.js';

const help = (): string => {
  const width = Math.max(...scenarios.map((s) => s.name.length));
  return `usage: sweep demo [--scenario NAME] [--quiet]

Runs a sweep end to end against a local fake GitHub and simulated runners (simulated clock), using this
package's own configs/, perf-changelog.yaml and .github/workflows/, and a demo PR in a temporary git
repository. Prints the timeline as it happens, then the PR's comments.

scenarios:
${scenarios.map((s) => `  ${s.name.padEnd(width)}  ${s.summary}`).join('\n')}

options:
  --scenario NAME   run one scenario (default: fail-fast)
  --quiet           print only the summary and the final comments
`;
};

export const demo: Command = async (argv, io) => {
  const { values } = parseArgs({
    args: argv,
    options: {
      scenario: { type: 'string', default: 'fail-fast' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) {
    io.stdout(help());
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

/** For tests: the timeline as printed. */
export const timelineText = (r: LifecycleResult): string => r.timeline.map(formatEntry).join('\n');
export type { CliIo };
