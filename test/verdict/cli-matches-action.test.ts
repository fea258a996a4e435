// One verdict: for every demo scenario, the action (run end to end by the demo's simulator) and `sweep plan`
// on the same repository, revisions and labels agree — the decision, whether the PR's check fails (the
// CLI's exit status), and every finding with its severity, code, file:line and message.
import { beforeAll, describe, expect, it } from 'vitest';
import { plan } from '../../src/cli/plan.js';
import type { CliIo } from '../../src/cli/io.js';
import type { Diagnostic } from '../../src/diagnostics.js';
import { createScenarioRepo, runLifecycle, type LifecycleResult } from '../../src/sim/lifecycle.js';
import { DEMO_PR, scenarios, type Scenario } from '../../src/sim/scenarios.js';
import { repoRoot } from '../support/reference.js';

interface ActionSide {
  headSha: string;
  labels: string[];
  decision: string;
  failed: boolean;
  findings: string[];
}

interface CliSide {
  code: number;
  decision: string;
  findings: string[];
  stderr: string;
}

/** Annotations that are findings on the files (not the step's own failures or the labels' conflict). */
const NOT_FINDINGS = new Set(['GH-1', 'WF-1', 'LB-1', 'FF-2']);
const line = (d: Diagnostic) =>
  `${d.severity} ${d.rule} ${d.file ?? ''}:${d.line ?? ''} ${d.message}${d.fix ? ` — ${d.fix}` : ''}`;

/**
 * The control run of the last label event: the action reads the PR's labels afresh, so it has seen every
 * label the scenario added by then (the sweep request the CLI is asked about).
 */
function actionSide(s: Scenario, r: LifecycleResult): ActionSide | undefined {
  const labelled = r.controls
    .filter(
      (c) => c.event.name === 'pull_request_target' && c.event.payload['action'] === 'labeled' && c.step,
    )
    .at(-1);
  if (!labelled?.step) return undefined;
  const pull = labelled.event.payload['pull_request'] as { head: { sha: string } };
  return {
    headSha: pull.head.sha,
    labels: s.steps.flatMap((x) => (x.kind === 'label' ? x.labels : [])),
    decision: labelled.step.outputs['decision'] ?? '',
    failed: labelled.run.conclusion === 'failure',
    findings: labelled.step.annotations
      .filter((a) => !NOT_FINDINGS.has(a.rule))
      .map(line)
      .sort(),
  };
}

async function cliSide(s: Scenario, labels: string[]): Promise<CliSide & { headSha: string }> {
  // The repository the demo made for the scenario (the same commits, so the same SHAs).
  const repo = createScenarioRepo(s, repoRoot, s.repo?.layout);
  // A PR opened after an earlier one merged is based on that one's head.
  const baseSha = repo.first?.headSha ?? repo.baseSha;
  try {
    let stdout = '';
    let stderr = '';
    const io: CliIo = {
      stdout: (t) => void (stdout += t),
      stderr: (t) => void (stderr += t),
      cwd: repo.dir,
      env: {},
    };
    const code = await plan(
      [
        '--base',
        baseSha,
        '--head',
        repo.headSha,
        '--pr-number',
        String(DEMO_PR),
        '--repository',
        'SemiAnalysisAI/InferenceX',
        ...labels.flatMap((l) => ['--label', l]),
      ],
      io,
    );
    const out = JSON.parse(stdout) as {
      diagnostics?: Diagnostic[];
      findings?: Diagnostic[];
      errors?: Diagnostic[];
      decision?: { verdict: string };
    };
    const all = out.decision ? [...(out.diagnostics ?? []), ...(out.findings ?? [])] : (out.errors ?? []);
    return {
      headSha: repo.headSha,
      code,
      decision: out.decision?.verdict ?? '',
      findings: all.map(line).sort(),
      stderr,
    };
  } finally {
    repo.cleanup();
  }
}

const results = new Map<string, { action: ActionSide; cli: CliSide & { headSha: string } }>();

beforeAll(async () => {
  for (const s of scenarios) {
    const action = actionSide(s, await runLifecycle(s, { root: repoRoot }));
    if (!action) continue;
    results.set(s.name, { action, cli: await cliSide(s, action.labels) });
  }
}, 300_000);

describe('sweep plan gives the verdict the action gives', () => {
  it('every demo scenario with a sweep label is compared', () => {
    expect([...results.keys()].sort()).toEqual(
      scenarios
        .filter((s) => s.steps.some((x) => x.kind === 'label'))
        .map((s) => s.name)
        .sort(),
    );
  });

  for (const s of scenarios)
    it(`${s.name}: the same revision, decision, check outcome and findings`, () => {
      const r = results.get(s.name);
      if (!r) return;
      expect(r.cli.headSha).toBe(r.action.headSha);
      expect(r.cli.findings).toEqual(r.action.findings);
      // The CLI's exit status is the PR's check: 1 exactly where the action fails it.
      expect(r.cli.code, r.cli.stderr).toBe(r.action.failed ? 1 : 0);
      if (r.cli.decision) expect(r.cli.decision).toBe(r.action.decision);
    });

  it('the unknown runner label: refused by both, at the config’s runner line', () => {
    const r = results.get('unknown-runner-label')!;
    expect(r.action.failed).toBe(true);
    expect(r.cli.code).toBe(1);
    expect(r.cli.findings.length).toBeGreaterThan(0);
    for (const f of r.cli.findings) expect(f).toMatch(/^error RT-1 configs\/nvidia-master\.yaml:\d+ /);
    expect(r.cli.stderr).toMatch(/plan: refused — the planned rows fail the checks before dispatch/);
  });
});
