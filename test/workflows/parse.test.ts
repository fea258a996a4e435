// Every workflow file parses with GitHub's parser, and the security rules hold (SEC-5, SEC-6, 05 §6).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadWorkflow } from '../../src/sim/harness/workflows.js';
import { body, expressions } from '../support/expressions.js';
import { repoRoot } from '../support/reference.js';
import { PRODUCT } from '../../src/dispatch/product.js';

const dir = '.github/workflows';
const files = readdirSync(join(repoRoot, dir))
  .filter((f) => /\.ya?ml$/.test(f))
  .map((f) => `${dir}/${f}`);

type Step = { run?: string; uses?: string };
type Job = { steps?: Step[]; uses?: string; permissions?: unknown; secrets?: unknown };

/** Untrusted contexts must reach shell scripts only through `env:` (SEC-5). */
export function inlineUntrusted(script: string): string[] {
  const found: string[] = [];
  for (const token of expressions(script))
    if (/\b(github\s*\.\s*(event|head_ref)|inputs|matrix|needs|steps)\b/.test(body(token))) found.push(token);
  return found;
}

/** `owner/repo@<40 hex>` with a version comment; local `./` actions and workflows are exempt (SEC-6). */
export function unpinned(text: string): string[] {
  const bad: string[] = [];
  for (const m of text.matchAll(/^\s*(?:-\s+)?uses:\s*(\S+)(.*)$/gm)) {
    const ref = m[1]!;
    // Local files, and the product's own workflows and action, which users pin by its release tag.
    if (ref.startsWith('./') || ref.startsWith(`${PRODUCT.repo}/`) || ref.startsWith(`${PRODUCT.repo}@`))
      continue;
    if (!/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/.test(ref) || !/#\s*v\d/.test(m[2] ?? '')) bad.push(ref);
  }
  return bad;
}

describe('our workflow files', () => {
  it('finds the sweep workflows', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        `${dir}/sweep-run.yml`,
        `${dir}/sweep-family.yml`,
        `${dir}/sweep-benchmark.yml`,
        `${dir}/sweep-benchmark-multinode.yml`,
        `${dir}/ci.yml`,
      ]),
    );
    // Nothing the product ships can collide with the reference repository's own workflow files.
    for (const f of files.filter((f) => !f.endsWith('/ci.yml'))) expect(f).toMatch(/\/sweep-[a-z-]+\.yml$/);
  });

  for (const file of files) {
    describe(file, () => {
      it('parses with no errors (@actions/workflow-parser)', async () => {
        const wf = await loadWorkflow(file);
        expect(wf.errors).toEqual([]);
        expect(wf.template.jobs.length).toBeGreaterThan(0);
      });

      it('SEC-5: no run: script interpolates an untrusted context', async () => {
        const doc = parse((await loadWorkflow(file)).text) as { jobs: Record<string, Job> };
        for (const [id, job] of Object.entries(doc.jobs))
          for (const step of job.steps ?? [])
            if (step.run) expect(inlineUntrusted(step.run), `${id}`).toEqual([]);
      });

      it('SEC-6: every third-party action is pinned by full commit SHA with a version comment', async () => {
        expect(unpinned((await loadWorkflow(file)).text)).toEqual([]);
      });

      it('05 §6: permissions {} at the top, grants per job; secrets passed explicitly, never inherited', async () => {
        const text = (await loadWorkflow(file)).text;
        const doc = parse(text) as {
          permissions?: unknown;
          on: Record<string, unknown>;
          jobs: Record<string, Job>;
        };
        if (!('workflow_call' in (doc.on ?? {}))) expect(doc.permissions).toEqual({});
        expect(text).not.toMatch(/secrets:\s*inherit/);
        for (const job of Object.values(doc.jobs)) expect(job.permissions, file).toBeDefined();
      });
    });
  }
});

describe('.github/dependabot.yml', () => {
  it('SEC-6: pinned actions and npm are bumped in groups, with a cooldown for new releases', () => {
    const doc = parse(readFileSync(join(repoRoot, '.github/dependabot.yml'), 'utf8')) as {
      updates: { 'package-ecosystem': string; groups?: object; cooldown?: { 'default-days'?: number } }[];
    };
    expect(doc.updates.map((u) => u['package-ecosystem']).sort()).toEqual(['github-actions', 'npm']);
    for (const u of doc.updates) {
      expect(Object.keys(u.groups ?? {}), u['package-ecosystem']).toHaveLength(1);
      expect(u.cooldown?.['default-days'], u['package-ecosystem']).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('the security checks themselves', () => {
  it('SEC-5 flags inline event, head_ref, inputs and matrix data, not env references', () => {
    expect(inlineUntrusted('echo "${{ github.event.pull_request.title }}"')).toHaveLength(1);
    expect(
      inlineUntrusted(
        'git checkout ${{ github.head_ref }} && echo ${{ inputs.ref }} ${{ matrix.row.runner }}',
      ),
    ).toHaveLength(3);
    expect(inlineUntrusted('echo "$TITLE" ${{ github.run_id }}')).toEqual([]);
  });

  it('SEC-5 reads a whole ${{ }} even when it contains `}` (format strings, string literals)', () => {
    expect(inlineUntrusted(`echo "\${{ format('{0}', github.event.issue.title) }}"`)).toEqual([
      "${{ format('{0}', github.event.issue.title) }}",
    ]);
    expect(inlineUntrusted("echo ${{ format('}}{0}', github.head_ref) }} ${{ github.run_id }}")).toEqual([
      "${{ format('}}{0}', github.head_ref) }}",
    ]);
    expect(inlineUntrusted("echo ${{ format('{0}''}', inputs.ref) }}")).toHaveLength(1);
    expect(inlineUntrusted("echo ${{ format('{0}', github.run_id) }}")).toEqual([]);
  });

  it('SEC-5 flags a crafted workflow whose run: interpolates event data through format()', () => {
    const bad = parse(`on: issue_comment
permissions: {}
jobs:
  greet:
    runs-on: ubuntu-latest
    permissions: {}
    steps:
      - run: |
          echo "\${{ format('{0}: {1}', github.actor, github.event.comment.body) }}"
`) as { jobs: Record<string, Job> };
    const flagged = Object.values(bad.jobs).flatMap((j) =>
      (j.steps ?? []).flatMap((s) => inlineUntrusted(s.run ?? '')),
    );
    expect(flagged).toEqual(["${{ format('{0}: {1}', github.actor, github.event.comment.body) }}"]);
  });

  it('SEC-6 flags tags, branches, short SHAs and a missing version comment', () => {
    expect(unpinned('    - uses: actions/checkout@v4\n')).toEqual(['actions/checkout@v4']);
    expect(unpinned('    - uses: actions/checkout@11bd719\n')).toHaveLength(1);
    expect(unpinned('    - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683\n')).toHaveLength(
      1,
    );
    expect(
      unpinned(
        '    - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2\n      uses: ./\n',
      ),
    ).toEqual([]);
  });
});
