// SEC-1, SEC-2, SEC-3, SEC-5 over the workflow files: no step checks out PR code while holding secrets.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { body, expressions } from '../support/expressions.js';
import { repoRoot } from '../support/reference.js';
import { actionRef, PRODUCT } from '../../src/dispatch/product.js';
import { initFiles } from '../../src/install/files.js';

const dir = join(repoRoot, '.github/workflows');
const files = existsSync(dir) ? readdirSync(dir).filter((f) => /\.ya?ml$/.test(f)) : [];

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  steps?: Step[];
  secrets?: unknown;
}
const privileged = ['pull_request_target', 'issue_comment', 'workflow_run'];
const prHead =
  /github\.event\.pull_request\.head|github\.head_ref|refs\/pull\/|github\.event\.issue\.pull_request/;
const holdsSecrets = (job: Job) => JSON.stringify(job).includes('secrets.') || job.secrets === 'inherit';
const checkouts = (job: Job) => (job.steps ?? []).filter((s) => s.uses?.startsWith('actions/checkout@'));

function load(text: string) {
  const wf = parse(text, { version: '1.1' }) as { on?: unknown; true?: unknown; jobs?: Record<string, Job> };
  const on = wf.on ?? wf.true; // YAML 1.1 reads a bare `on` key as boolean true
  const triggers = typeof on === 'string' ? [on] : Array.isArray(on) ? on : Object.keys((on ?? {}) as object);
  return { triggers: triggers.map(String), jobs: Object.entries(wf.jobs ?? {}) };
}

/** Every security violation in one workflow, as `rule job: what`. */
export function violations(text: string): string[] {
  const wf = load(text);
  const out: string[] = [];
  const isPrivileged = wf.triggers.some((t) => privileged.includes(t));
  const dispatchedOnly = wf.triggers.every((t) => t === 'workflow_dispatch' || t === 'workflow_call');
  for (const [name, job] of wf.jobs) {
    for (const s of checkouts(job)) {
      const ref = String(s.with?.ref ?? '');
      if (isPrivileged && prHead.test(ref))
        out.push(`SEC-2 ${name}: checks out PR code under a privileged trigger`);
      if (isPrivileged && s.with?.['persist-credentials'] !== false)
        out.push(`SEC-1 ${name}: persist-credentials must be false`);
      // The product's own tooling, at its pinned release or at the reference the caller passes, is not PR
      // code either.
      const tooling =
        (s.with?.['repository'] === PRODUCT.repo && ref === PRODUCT.ref) ||
        (s.with?.['repository'] === '${{ inputs.tooling-repository }}' &&
          ref === '${{ inputs.tooling-ref }}' &&
          dispatchedOnly);
      const defaultCode = ref === '' || tooling || /github\.event\.repository\.default_branch/.test(ref);
      if (holdsSecrets(job) && !defaultCode && !(ref === '${{ inputs.head-sha }}' && dispatchedOnly))
        out.push(`SEC-3 ${name}: checks out ${ref} while holding secrets`);
    }
    if (wf.triggers.includes('pull_request') && holdsSecrets(job))
      out.push(`SEC-1 ${name}: pull_request job holds secrets`);
    for (const s of job.steps ?? [])
      if (expressions(s.run ?? '').some((e) => /\bgithub\s*\.\s*event\b/.test(body(e))))
        out.push(`SEC-5 ${name}: event data inline in run`);
  }
  return out;
}

describe.skipIf(files.length === 0)('workflow security (SEC-1, SEC-2, SEC-3, SEC-5)', () => {
  it.each(files)('%s has no violation', (f) => {
    expect(violations(readFileSync(join(dir, f), 'utf8'))).toEqual([]);
  });

  const callers = initFiles('.').filter((f) => f.path.startsWith('.github/workflows/'));
  it.each(callers.map((c) => [c.path, c.text]))('%s (written by sweep init) has no violation', (_, text) => {
    expect(violations(text)).toEqual([]);
  });

  it('the control workflow runs this action (by reference) after a default-branch checkout', () => {
    const f = callers.find((x) => load(x.text).triggers.includes('pull_request_target'));
    expect(f).toBeDefined();
    const steps = load(f!.text).jobs.flatMap(([, j]) => j.steps ?? []);
    const checkoutAt = steps.findIndex((s) => s.uses?.startsWith('actions/checkout@'));
    expect(checkoutAt).toBeGreaterThanOrEqual(0);
    expect(steps.findIndex((s) => s.uses === actionRef())).toBeGreaterThan(checkoutAt);
    expect(String(steps[checkoutAt]!.with?.ref)).toMatch(/default_branch/);
  });
});

describe('the checker finds what it should', () => {
  it('a pull_request_target job checking out the PR head with a secret is flagged', () => {
    const bad = `on:
  pull_request_target:
jobs:
  bench:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@0000000000000000000000000000000000000000
        with:
          ref: \${{ github.event.pull_request.head.sha }}
      - run: echo "\${{ github.event.pull_request.title }}"
        env:
          HF_TOKEN: \${{ secrets.HF_TOKEN }}
`;
    expect(violations(bad)).toEqual([
      'SEC-2 bench: checks out PR code under a privileged trigger',
      'SEC-1 bench: persist-credentials must be false',
      'SEC-3 bench: checks out ${{ github.event.pull_request.head.sha }} while holding secrets',
      'SEC-5 bench: event data inline in run',
    ]);
  });

  it('SEC-5: event data inside a larger expression (format with braces) is flagged too', () => {
    const bad = `on: issue_comment
jobs:
  greet:
    runs-on: ubuntu-latest
    steps:
      - run: echo "\${{ format('{0}', github.event.comment.body) }}"
`;
    expect(violations(bad)).toEqual(['SEC-5 greet: event data inline in run']);
  });
});
