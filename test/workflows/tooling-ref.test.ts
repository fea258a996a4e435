// The product's reference is one setting: the callers `sweep init --ref` writes use it for the action and
// the reusable sweep and pass it down; every reusable workflow checks the tooling out at the reference it is
// given (defaulting to the one it calls its siblings by) and runs the action from that checkout.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { PRODUCT, type ProductRef } from '../../src/dispatch/product.js';
import {
  FILES,
  PINS,
  renderBenchmarkTemplate,
  renderSweepFamily,
  renderSweepRun,
} from '../../src/dispatch/workflows.js';
import { bucketTable } from '../../src/dispatch/table.js';
import { initFiles } from '../../src/install/files.js';
import { repoRoot } from '../support/reference.js';

type Step = { uses?: string; with?: Record<string, unknown> };
type Job = { uses?: string; with?: Record<string, unknown>; steps?: Step[] };
type Wf = {
  on: { workflow_call?: { inputs?: Record<string, { default?: unknown }> } };
  jobs: Record<string, Job>;
};

const pinned = new Set(Object.values(PINS).map((p) => p.split(' ')[0]!));
const TOOLING_PATH = '.sweep/tooling';

/**
 * Every product reference a workflow names, as `owner/repo@ref`: its calls into reusable workflows, its
 * action steps by reference, the tooling it checks out, the tooling it passes on and its inputs' defaults.
 * An action step that is not a pinned third-party action must run the tooling checkout (recorded as
 * `tooling-checkout`, and only after that checkout).
 */
function references(text: string): { refs: Set<string>; problems: string[] } {
  const wf = parse(text) as Wf;
  const refs = new Set<string>();
  const problems: string[] = [];
  const inputs = wf.on.workflow_call?.inputs;
  const resolve = (v: unknown, key: 'tooling-repository' | 'tooling-ref') => {
    const s = String(v);
    if (s === `\${{ inputs.${key} }}`) {
      if (!inputs?.[key]) problems.push(`${s} but no input ${key}`);
      return String(inputs?.[key]?.default);
    }
    if (s.includes('${{')) problems.push(`${key} is ${s}, not the input`);
    return s;
  };
  if (inputs?.['tooling-repository'] || inputs?.['tooling-ref'])
    refs.add(`${String(inputs['tooling-repository']?.default)}@${String(inputs['tooling-ref']?.default)}`);
  for (const [id, job] of Object.entries(wf.jobs)) {
    if (job.uses) {
      const m = /^([^/]+\/[^/]+)\/\.github\/workflows\/[^@]+@(.+)$/.exec(job.uses);
      if (!m) problems.push(`${id}: uses ${job.uses}`);
      else refs.add(`${m[1]}@${m[2]}`);
      const w = job.with ?? {};
      if (!('tooling-repository' in w) || !('tooling-ref' in w))
        problems.push(`${id}: does not pass the tooling reference on`);
      else
        refs.add(
          `${resolve(w['tooling-repository'], 'tooling-repository')}@${resolve(w['tooling-ref'], 'tooling-ref')}`,
        );
    }
    let checkedOut = false;
    for (const s of job.steps ?? []) {
      if (!s.uses) continue;
      if (s.uses.startsWith('actions/checkout@') && s.with?.['repository'] !== undefined) {
        if (s.with['path'] !== TOOLING_PATH)
          problems.push(`${id}: checks out ${String(s.with['repository'])}`);
        refs.add(
          `${resolve(s.with['repository'], 'tooling-repository')}@${resolve(s.with['ref'], 'tooling-ref')}`,
        );
        checkedOut = true;
      } else if (s.uses === `./${TOOLING_PATH}`) {
        if (!checkedOut) problems.push(`${id}: runs ${s.uses} before checking the tooling out`);
      } else if (!pinned.has(s.uses)) refs.add(s.uses);
    }
  }
  return { refs, problems };
}

const reusable = (p: ProductRef) => ({
  [FILES.run]: renderSweepRun(bucketTable, p),
  [FILES.family]: renderSweepFamily(undefined, p),
  [FILES.single]: renderBenchmarkTemplate('single', p),
  [FILES.multi]: renderBenchmarkTemplate('multi', p),
});

describe('one tooling reference for every workflow', () => {
  const dir = join(repoRoot, '.github/workflows');
  const committed = readdirSync(dir).filter((f) => f.startsWith('sweep-'));

  it.each(committed)('the committed %s names only the product reference, tooling included', (f) => {
    const { refs, problems } = references(readFileSync(join(dir, f), 'utf8'));
    expect(problems).toEqual([]);
    expect([...refs]).toEqual([`${PRODUCT.repo}@${PRODUCT.ref}`]);
  });

  const fork = { repo: 'myorg/sweeper', ref: 'v1.2.3' };
  for (const p of [PRODUCT, fork])
    it(`generated for ${p.repo}@${p.ref}: the reusable workflows and the callers init writes name only it`, () => {
      const files = [
        ...Object.entries(reusable(p)),
        ...initFiles('.', p)
          .filter((f) => f.path.startsWith('.github/workflows/'))
          .map((f) => [f.path, f.text] as const),
      ];
      expect(files).toHaveLength(6);
      for (const [name, text] of files) {
        const { refs, problems } = references(text);
        expect(problems, name).toEqual([]);
        expect([...refs], name).toEqual([`${p.repo}@${p.ref}`]);
      }
    });

  it('the caller passes its reference to the reusable sweep, which would otherwise use its default', () => {
    const run = initFiles('.', fork).find((f) => f.path === '.github/workflows/sweep.yml')!;
    const job = (parse(run.text) as Wf).jobs['sweep']!;
    expect(job.uses).toBe(`myorg/sweeper/.github/workflows/${FILES.run}@v1.2.3`);
    expect(job.with).toMatchObject({ 'tooling-repository': 'myorg/sweeper', 'tooling-ref': 'v1.2.3' });
  });

  it('the check itself flags a hard-wired tooling checkout, a second reference and an unpassed reference', () => {
    const bad = `on:
  workflow_call:
    inputs:
      tooling-repository: { default: a/b }
      tooling-ref: { default: v0 }
jobs:
  one:
    steps:
      - uses: ./${TOOLING_PATH}
      - uses: actions/checkout@x
        with: { repository: a/b, ref: v9, path: ${TOOLING_PATH} }
  two:
    uses: a/b/.github/workflows/x.yml@v0
`;
    const { refs, problems } = references(bad);
    expect(problems).toEqual([
      `one: runs ./${TOOLING_PATH} before checking the tooling out`,
      'two: does not pass the tooling reference on',
    ]);
    expect([...refs].sort()).toEqual(['a/b@v0', 'a/b@v9']);
  });
});
