// Parity of `sweep plan --format inferencex` with the reference planner (02 §9, 03 §8.2): every golden
// changelog case is replayed in a throwaway git repository laid out like the reference (masters and
// runners committed, the case's entries appended in a second commit, exactly as check-parity does) —
// at the root as the snapshot has it, and again under inferencex-e2e/ as the reference has it today,
// with no path flags: the layout is found, and the plan is the same.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  appendFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plan } from '../src/cli/plan.js';
import type { CliIo } from '../src/cli/io.js';
import { goldenDir, hasReference, needsReference, repoRoot, snapshot } from './support/reference.js';
import { planningErrors } from './support/verdict.js';

type Json = Record<string, unknown>;
interface Case {
  name: string;
  modifiers: Record<string, boolean>;
  appended: string;
  expected?: Json;
  error?: string;
}

const casesDir = join(goldenDir, 'changelog-cases');
const cases: Case[] = hasReference
  ? readdirSync(casesDir)
      .sort()
      .map((name) => {
        const d = join(casesDir, name);
        const meta = JSON.parse(readFileSync(join(d, 'case.json'), 'utf8')) as {
          modifiers: Record<string, boolean>;
        };
        const exp = join(d, 'expected.json');
        return {
          name,
          modifiers: meta.modifiers,
          appended: readFileSync(join(d, 'appended.yaml'), 'utf8'),
          ...(existsSync(exp)
            ? { expected: JSON.parse(readFileSync(exp, 'utf8')) as Json }
            : { error: readFileSync(join(d, 'expected-error.txt'), 'utf8').trim() }),
        };
      })
  : [];

const root = mkdtempSync(join(tmpdir(), 'plan-parity-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const git = (dir: string, ...args: string[]) => {
  const r = spawnSync('git', ['-C', dir, '-c', 'user.email=c@c', '-c', 'user.name=c', ...args], {
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
};

/** The check-parity layout normalisation: blank runs collapsed, no leading/trailing blanks, one separator. */
function normaliseAppended(text: string, base: string): string {
  const out: string[] = [];
  for (const raw of text.split('\n')) {
    const l = raw.trim() ? raw.replace(/\r$/, '') : '';
    if (l.trim() || (out.length && out[out.length - 1]!.trim())) out.push(l);
  }
  while (out.length && !out[out.length - 1]!.trim()) out.pop();
  return (base.endsWith('\n\n') ? '' : '\n') + out.join('\n') + '\n';
}

/** `prefix`: '' (the root layout) or 'inferencex-e2e/'. */
function caseRepo(c: Case, prefix = ''): string {
  const dir = join(root, `${c.name}${prefix ? '-e2e' : ''}`);
  mkdirSync(join(dir, prefix, 'configs'), { recursive: true });
  for (const [from, to] of [
    [snapshot.amd, 'configs/amd-master.yaml'],
    [snapshot.nvidia, 'configs/nvidia-master.yaml'],
    [snapshot.runners, 'configs/runners.yaml'],
  ] as const) {
    writeFileSync(join(dir, prefix, to), readFileSync(from));
  }
  const base = readFileSync(snapshot.changelog, 'utf8');
  writeFileSync(join(dir, prefix, 'perf-changelog.yaml'), base);
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'base');
  appendFileSync(join(dir, prefix, 'perf-changelog.yaml'), normaliseAppended(c.appended, base));
  git(dir, 'commit', '-qam', 'head');
  return dir;
}

const modifierFlags = (c: Case) =>
  Object.entries(c.modifiers)
    .filter(([, on]) => on)
    .map(([m]) => `--${m}`);
const argsFor = (c: Case, dir: string) => [
  '--repo',
  dir,
  '--base',
  'HEAD~1',
  '--head',
  'HEAD',
  '--format',
  'inferencex',
  ...modifierFlags(c),
];

async function runInProcess(argv: string[], cwd = repoRoot) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    cwd,
    env: {},
  };
  const code = await plan(argv, io);
  return { code, stdout, stderr };
}

const canon = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x as Json).sort(([a], [b]) => (a < b ? -1 : 1)))
      : x,
  );
const multiset = (rows: unknown[] = []) => rows.map(canon).sort();

function expectSamePlan(got: Json, exp: Json): void {
  expect(Object.keys(got).sort()).toEqual(Object.keys(exp).sort());
  for (const family of ['single_node', 'multi_node']) {
    const g = (got[family] ?? {}) as Record<string, unknown[]>;
    const e = (exp[family] ?? {}) as Record<string, unknown[]>;
    for (const b of new Set([...Object.keys(g), ...Object.keys(e)])) {
      expect(multiset(g[b]), `${family}.${b}`).toEqual(multiset(e[b]));
    }
  }
  for (const b of ['evals', 'agentic_evals', 'multinode_evals', 'multinode_agentic_evals']) {
    expect(multiset(got[b] as unknown[]), b).toEqual(multiset(exp[b] as unknown[]));
  }
  expect(got.changelog_metadata).toEqual(exp.changelog_metadata);
}

const repos = new Map<string, string>();
beforeAll(() => {
  for (const c of cases) repos.set(c.name, caseRepo(c));
});

const both = needsReference('inputs', 'outputs');
describe('sweep plan parity with the reference search-space-config (02 §9)', both, () => {
  it('has the golden cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  for (const c of cases) {
    const mods = modifierFlags(c).join(' ') || 'no modifiers';
    if (c.expected) {
      it(`${c.name} (${mods}): rows per bucket and changelog_metadata equal the reference`, async () => {
        const r = await runInProcess(argsFor(c, repos.get(c.name)!));
        // Planned with no planning error; the reference's data may still fail the checks before dispatch.
        // Exit 0 as the reference planner's (the checks before dispatch may still refuse, said on stderr).
        expect(r.code, r.stderr).toBe(0);
        expect(planningErrors(r.stderr)).toEqual([]);
        expectSamePlan(JSON.parse(r.stdout) as Json, c.expected!);
      });
    } else {
      it(`${c.name}: fails naming the config key (P-11)`, async () => {
        const key = c.error!.split("'")[1]!;
        const r = await runInProcess(argsFor(c, repos.get(c.name)!));
        expect(r.code).not.toBe(0);
        expect(r.stderr).toContain(`Config key '${key}' not found in master configs.`);
        expect(r.stderr).toMatch(/^perf-changelog\.yaml:\d+:\d+: error \[P-11\]/m);
      });
    }
  }
});

describe('the same cases under inferencex-e2e/, no path flags (the layout is found)', both, () => {
  const e2e = new Map<string, string>();
  beforeAll(() => {
    for (const c of cases) e2e.set(c.name, caseRepo(c, 'inferencex-e2e/'));
  });
  for (const c of cases) {
    const mods = modifierFlags(c).join(' ') || 'no modifiers';
    it(`${c.name} (${mods}) in inferencex-e2e/: ${c.expected ? 'the plan equals the reference' : 'fails naming the key'}`, async () => {
      // Run from inside the repository, with neither --repo nor any path option.
      const r = await runInProcess(argsFor(c, '.').slice(2), e2e.get(c.name)!);
      if (c.expected) {
        // Exit 0 as the reference planner's (the checks before dispatch may still refuse, said on stderr).
        expect(r.code, r.stderr).toBe(0);
        expect(planningErrors(r.stderr)).toEqual([]);
        expectSamePlan(JSON.parse(r.stdout) as Json, c.expected);
      } else {
        const key = c.error!.split("'")[1]!;
        expect(r.code).not.toBe(0);
        expect(r.stderr).toMatch(
          new RegExp(
            `^inferencex-e2e/perf-changelog\\.yaml:\\d+:\\d+: error \\[P-11\\] Config key '${key.replace(/[.]/g, '\\.')}' not found`,
            'm',
          ),
        );
      }
    });
  }
});

describe('sweep plan as a child process (built CLI bundle)', both, () => {
  const bundle = join(root, 'cli.js');
  beforeAll(async () => {
    // The same esbuild options as scripts/build.mjs, into a temporary directory (never dist/).
    const url = pathToFileURL(join(repoRoot, 'scripts/build-options.mjs')).href;
    const { cliFiles } = (await import(url)) as { cliFiles: (root: string) => BuildOptions[] };
    for (const options of cliFiles(root)) await build({ ...options, absWorkingDir: repoRoot });
  });
  const picked = ['syn-7-003', 'syn-7-008', 'syn-7-014', 'syn-7-019'];
  for (const name of picked) {
    it(`${name} through node cli.js plan`, () => {
      const c = cases.find((x) => x.name === name)!;
      // The cases are the reference repository's: no workflow's GITHUB_REPOSITORY may rename it.
      const r = spawnSync(process.execPath, [bundle, 'plan', ...argsFor(c, repos.get(name)!)], {
        encoding: 'utf8',
        env: { ...process.env, GITHUB_REPOSITORY: '' },
      });
      if (c.expected) {
        expect(r.status, r.stderr).toBe(0);
        expectSamePlan(JSON.parse(r.stdout) as Json, c.expected);
      } else {
        expect(r.status).toBe(1);
        expect(r.stderr).toContain(c.error!.split("'")[1]!);
      }
    });
  }
});
