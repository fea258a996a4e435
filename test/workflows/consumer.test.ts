// What a user's repository gets from `sweep init`, checked with GitHub's own parser including the calls
// into the product's reusable workflows; every string input receives a string; and no job that checks out
// or runs PR code holds a write scope (the run-wide stop lives in a separate watcher job).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  NoOperationTraceWriter,
  convertWorkflowTemplate,
  parseWorkflow,
  type WorkflowTemplate,
} from '@actions/workflow-parser';
import type { FileReference } from '@actions/workflow-parser/workflows/file-reference';
import { initFiles } from '../../src/install/files.js';
import { PRODUCT } from '../../src/dispatch/product.js';
import { CALLER_FILES, renderControlCaller } from '../../src/dispatch/callers.js';
import { repoRoot } from '../support/reference.js';

const productFile = (path: string) => readFileSync(join(repoRoot, path), 'utf8');

async function convert(name: string, content: string, local: (path: string) => string) {
  const parsed = parseWorkflow({ name, content }, new NoOperationTraceWriter());
  const errors = parsed.context.errors.getErrors().map((e) => e.message);
  const fetched: string[] = [];
  const template = await convertWorkflowTemplate(
    parsed.context,
    parsed.value!,
    {
      getFileContent: async (ref: FileReference) => {
        if ('repository' in ref) {
          if (`${ref.owner}/${ref.repository}` !== PRODUCT.repo || ref.version !== PRODUCT.ref)
            throw new Error(`unexpected reference ${ref.owner}/${ref.repository}@${ref.version}`);
          fetched.push(ref.path);
          return { name: ref.path, content: productFile(ref.path) };
        }
        fetched.push(ref.path);
        return { name: ref.path, content: local(ref.path) };
      },
    },
    { fetchReusableWorkflowDepth: 4 },
  );
  errors.push(...(template.errors ?? []).map((e) => e.Message));
  return { template, errors, fetched };
}

/** Jobs of a template, the fetched reusable workflows' jobs included (path → job). */
function allJobs(t: WorkflowTemplate, prefix = ''): string[] {
  return t.jobs.flatMap((j) => [
    `${prefix}${j.id.value}`,
    ...(j.type === 'reusableWorkflowJob' && j.jobs
      ? allJobs({ ...t, jobs: j.jobs }, `${prefix}${j.id.value}/`)
      : []),
  ]);
}

const layouts = ['.', 'inferencex-e2e'];

describe('the workflows a user gets (sweep init)', () => {
  for (const root of layouts) {
    const files = initFiles(root).filter((f) => f.path.startsWith('.github/workflows/'));
    for (const f of files)
      it(`${root} layout: ${f.path} parses with @actions/workflow-parser, calls into the reusable workflows included`, async () => {
        const { template, errors, fetched } = await convert(f.path, f.text, productFile);
        expect(errors).toEqual([]);
        const jobs = allJobs(template);
        if (f.path.endsWith('/sweep.yml')) {
          // The call into the product's sweep was fetched and checked (its jobs are part of the template).
          expect(fetched).toEqual(['.github/workflows/sweep-run.yml']);
          expect(jobs).toEqual(
            expect.arrayContaining([
              'sweep',
              'sweep/load-plan',
              'sweep/watch',
              'sweep/canary-single-node',
              'sweep/sweep-multi-node-agentic',
              'sweep/collect',
              'sweep/links',
            ]),
          );
        } else expect(jobs).toEqual(['control', 'publish-results']);
        expect(f.text).not.toMatch(/uses: \.\//);
      });
  }
});

describe("the product's reusable workflows, one call level at a time", () => {
  // The parser loads one level of calls per conversion, so each file that calls another is converted too:
  // together they cover sweep.yml → sweep-run.yml → sweep-family.yml → the benchmark templates.
  for (const [file, callees] of [
    ['sweep-run.yml', ['sweep-family.yml', 'sweep-benchmark.yml', 'sweep-benchmark-multinode.yml']],
    ['sweep-family.yml', ['sweep-benchmark.yml', 'sweep-benchmark-multinode.yml']],
  ] as const)
    it(`${file} parses with its calls fetched (fetchReusableWorkflowDepth ≥ 1)`, async () => {
      const path = `.github/workflows/${file}`;
      const { errors, fetched } = await convert(path, productFile(path), productFile);
      expect(errors).toEqual([]);
      expect(new Set(fetched)).toEqual(new Set(callees.map((c) => `.github/workflows/${c}`)));
    });
});

type Inputs = Record<string, { type?: string }>;
type Job = {
  uses?: string;
  with?: Record<string, unknown>;
  steps?: { uses?: string; run?: string; with?: Record<string, unknown> }[];
  permissions?: Record<string, string> | string;
};
type Wf = {
  on: { workflow_call?: { inputs?: Inputs }; workflow_dispatch?: { inputs?: Inputs } };
  jobs: Record<string, Job>;
};

const productDir = '.github/workflows';
const productFiles = readdirSync(join(repoRoot, productDir))
  .filter((f) => /\.ya?ml$/.test(f))
  .map((f) => ({ path: `${productDir}/${f}`, text: productFile(`${productDir}/${f}`) }));
const everyWorkflow = [...productFiles, ...initFiles('.').filter((f) => f.path.startsWith(productDir))];
const read = (text: string) => parse(text) as Wf;
const calleeOf = (uses: string) => {
  const m = /^(?:\.\/|[^/]+\/[^/]+\/)(\.github\/workflows\/[^@]+)(?:@.+)?$/.exec(uses);
  return m ? read(productFile(m[1]!)) : undefined;
};

/** A `with:` value that is a string whatever the data: a literal, or an expression that yields a string. */
function isStringValue(v: unknown, own: Inputs): boolean {
  if (typeof v !== 'string') return false;
  const m = /^\$\{\{\s*([\s\S]*?)\s*\}\}$/.exec(v);
  if (!m) return true;
  const e = m[1]!;
  if (/^format\(/.test(e)) return true;
  if (/^(needs|steps)\.[\w-]+\.outputs\.[\w-]+$/.test(e)) return true;
  if (/^github\.(run_id|repository|sha|token)$/.test(e)) return true;
  const input = /^inputs\.([\w-]+)$/.exec(e)?.[1];
  return input !== undefined && ['string', 'choice'].includes(own[input]?.type ?? '');
}

describe('inputs passed to reusable workflows', () => {
  it('every with: value passed to a type: string input is a string (never a number or null)', () => {
    let checked = 0;
    const bad: string[] = [];
    for (const f of everyWorkflow) {
      const wf = read(f.text);
      const own = { ...(wf.on.workflow_dispatch?.inputs ?? {}), ...(wf.on.workflow_call?.inputs ?? {}) };
      for (const [id, job] of Object.entries(wf.jobs)) {
        if (!job.uses) continue;
        const callee = calleeOf(job.uses);
        expect(callee, `${f.path} ${id}: ${job.uses}`).toBeDefined();
        const declared = callee!.on.workflow_call?.inputs ?? {};
        for (const [k, v] of Object.entries(job.with ?? {})) {
          if (declared[k]?.type !== 'string') continue;
          checked++;
          if (!isStringValue(v, own)) bad.push(`${f.path} ${id}.with.${k}: ${JSON.stringify(v)}`);
        }
      }
    }
    expect(bad).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('the check itself flags a raw matrix value, a number and null', () => {
    expect(isStringValue("${{ matrix.row['node-count'] }}", {})).toBe(false);
    expect(isStringValue(2, {})).toBe(false);
    expect(isStringValue(null, {})).toBe(false);
    expect(isStringValue('${{ inputs.agentx-fast }}', { 'agentx-fast': { type: 'boolean' } })).toBe(false);
    expect(isStringValue("${{ format('{0}', matrix.row['node-count']) }}", {})).toBe(true);
  });
});

/** Jobs that check out or run PR code: a checkout of the approved head, or the launcher. */
const runsPrCode = (job: Job) =>
  (job.steps ?? []).some(
    (s) =>
      (s.uses?.startsWith('actions/checkout@') &&
        /head-sha|head\.sha|head_ref|refs\/pull/.test(String(s.with?.['ref'] ?? ''))) ||
      /SWEEP_LAUNCHER|scripts\/benchmark/.test(s.run ?? ''),
  );

describe('PR code never runs next to a write token', () => {
  it('no job in .github/workflows/ that checks out or runs PR code has a permission above read', () => {
    const prJobs: string[] = [];
    for (const f of productFiles)
      for (const [id, job] of Object.entries(read(f.text).jobs)) {
        if (!runsPrCode(job)) continue;
        prJobs.push(`${f.path}#${id}`);
        // Explicit, so nothing is inherited from a caller's grant.
        expect(typeof job.permissions, `${f.path} ${id}`).toBe('object');
        for (const [scope, level] of Object.entries(job.permissions as Record<string, string>))
          expect(['read', 'none'], `${f.path} ${id}: ${scope}: ${level}`).toContain(level);
      }
    expect(prJobs.sort()).toEqual([
      '.github/workflows/sweep-benchmark-multinode.yml#benchmark',
      '.github/workflows/sweep-benchmark.yml#benchmark',
    ]);
  });

  it('FF-1: the only actions: write in the sweep is the watcher, which runs only the tooling (never the PR head)', () => {
    const writers: string[] = [];
    for (const f of productFiles)
      for (const [id, job] of Object.entries(read(f.text).jobs))
        if (typeof job.permissions === 'object' && job.permissions['actions'] === 'write') {
          writers.push(`${f.path}#${id}`);
          // Its steps: the default branch's config, the tooling at the caller's reference, the plan, the action.
          for (const s of job.steps ?? []) {
            expect(s.run).toBeUndefined();
            expect(s.uses).toMatch(
              /^(actions\/(checkout|download-artifact)@[0-9a-f]{40}|\.\/\.sweep\/tooling)$/,
            );
            expect(JSON.stringify(s.with ?? {})).not.toMatch(/head-sha|pull_request/);
          }
          expect(runsPrCode(job)).toBe(false);
        }
    expect(writers).toEqual(['.github/workflows/sweep-run.yml#watch']);
  });

  it('the check itself flags a benchmark job with actions: write', () => {
    const job: Job = {
      permissions: { actions: 'write', contents: 'read' },
      steps: [{ uses: 'actions/checkout@x', with: { ref: '${{ inputs.head-sha }}' } }],
    };
    expect(runsPrCode(job)).toBe(true);
    expect(Object.values(job.permissions as object).every((l) => l === 'read' || l === 'none')).toBe(false);
  });
});

describe('the sweep and its retry runs are in no concurrency group', () => {
  // The control step keeps one live run per plan (the oldest) and cancels replaced plans itself. A group
  // with cancel-in-progress would let GitHub cancel that survivor, or let a retry run and the sweep run it
  // retries cancel each other; one without would hold a retry run until its sweep ends.
  const sweepFiles = everyWorkflow.filter(
    (f) =>
      f.path === CALLER_FILES.run || /\/sweep-(run|family|benchmark|benchmark-multinode)\.yml$/.test(f.path),
  );

  it('CC-1 RR-3: neither the sweep workflow init writes nor the reusable workflows it calls name a group, at any level', () => {
    // The caller init writes, and this repository's own copy of it, and the four reusable workflows.
    expect(sweepFiles.filter((f) => f.path === CALLER_FILES.run).length).toBeGreaterThanOrEqual(1);
    expect(sweepFiles.length).toBeGreaterThanOrEqual(5);
    for (const f of sweepFiles) {
      const wf = parse(f.text) as { concurrency?: unknown; jobs: Record<string, { concurrency?: unknown }> };
      expect(wf.concurrency, f.path).toBeUndefined();
      for (const [id, job] of Object.entries(wf.jobs))
        expect(job.concurrency, `${f.path} ${id}`).toBeUndefined();
    }
  });

  it('the control workflow keeps its own groups (events of one PR queue, never cancelled)', () => {
    const control = parse(renderControlCaller()) as { concurrency?: { 'cancel-in-progress'?: boolean } };
    expect(control.concurrency?.['cancel-in-progress']).toBe(false);
  });
});
