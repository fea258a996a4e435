// The reference as it is today (../shared/reference/inferencex/current/, see SOURCES.md there), laid out
// under inferencex-e2e/ in a git repository as its users have it: lint, generate and plan find the files
// with no path flags; full-sweep equals the newer generator's rows; the last 20 changelog entries plan
// one by one as PRs.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { generate } from '../src/cli/generate.js';
import type { CliIo, Command } from '../src/cli/io.js';
import { lint } from '../src/cli/lint.js';
import { plan } from '../src/cli/plan.js';
import { needsReference, referenceDir } from './support/reference.js';
import { plannedOrRefusedBeforeDispatch } from './support/verdict.js';

type Row = Record<string, unknown>;
const current = join(referenceDir, 'current');
const root = mkdtempSync(join(tmpdir(), 'sweep-current-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function run(cmd: Command, argv: string[], cwd: string) {
  let out = '';
  let err = '';
  const io: CliIo = { stdout: (t) => void (out += t), stderr: (t) => void (err += t), cwd, env: {} };
  const code = await cmd(argv, io);
  return { code, out, err };
}

const git = (dir: string, ...args: string[]) => {
  const r = spawnSync('git', ['-C', dir, '-c', 'user.email=c@c', '-c', 'user.name=c', ...args], {
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
};

/** A git repository with current/ under inferencex-e2e/, its changelog as `changelog` (base commit). */
function repo(name: string, changelog?: string): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'inferencex-e2e'), { recursive: true });
  cpSync(join(current, 'configs'), join(dir, 'inferencex-e2e/configs'), { recursive: true });
  writeFileSync(
    join(dir, 'inferencex-e2e/perf-changelog.yaml'),
    changelog ?? readFileSync(join(current, 'perf-changelog.yaml')),
  );
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'base');
  return dir;
}

const deep = (r: Row): string =>
  JSON.stringify(r, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Row).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
/** A row as the golden file has it: the product's own keys dropped (node-count is the reference's own). */
const canon = (r: Row): string => {
  const { 'row-id': _i, 'gpu-count': _g, ...rest } = r;
  return deep(rest);
};
const count = (xs: string[]) => xs.reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map<string, number>());

// current/ sits beside snapshot/ and golden/ in the reference data; without it these are skipped too.
const needsCurrent = (() => {
  const o = needsReference('inputs', 'outputs');
  return { ...o, skip: o.skip || !existsSync(current) };
})();
describe('the reference today, under inferencex-e2e/ (03 §1.4, §2)', needsCurrent, () => {
  let dir = '';
  beforeAll(() => {
    dir = repo('lint');
  });

  it('lint with no path flags finds the files; no unknown field anywhere the reference’s files use one', async () => {
    const r = await run(lint, [], dir);
    expect(r.out).not.toMatch(/Extra inputs are not permitted|unknown field|does not exist/);
    // Positions are repository-relative, so annotations land on the file in a PR.
    expect(r.out).toMatch(/^inferencex-e2e\/configs\/nvidia-master\.yaml:\d+:\d+: error \[R1\]/m);
    const rules = r.out
      .split('\n')
      .filter((l) => l.startsWith('lint: '))
      .at(-1)!;
    // Topology findings in the reference's data (see the rules), one unknown runner label (gb300-nv), and
    // what the shipped lanes find (test/lanes/inferencex-e2e.test.ts): two mi300x-amd configs have no
    // multi-node lane, two gb200-nv dsv4 dynamo-sglang agentic configs are not staged on the shared run root.
    expect(rules).toBe('lint: 12 error(s), 5 warning(s) [C5×2 C6×2 R1×6 R5×2 R6×1 R7×4 VP-1×1]');
    expect(r.code).toBe(1);
  });

  it('lint: no fix advises fewer nodes than an item reserves; every DEP16 finding of Kimi K3 on GB200 advises tp: 16', async () => {
    const r = await run(lint, ['--annotations'], dir);
    const findings = [
      ...r.out.matchAll(/^::(?:error|warning) [^:]*title=(R\d)::(.*) \(([^()]*)\) — fix: (.*)$/gm),
    ].map(([, rule, message, path, fix]) => ({ rule: rule!, message: message!, path: path!, fix: fix! }));
    expect(findings.length).toBeGreaterThan(8);
    // The recipes are not in the shared data: an item's num-nodes is what its job runs on.
    const masters = new Map<string, Record<string, unknown>>();
    for (const f of ['amd-master.yaml', 'nvidia-master.yaml'])
      for (const [k, v] of Object.entries(
        parseYaml(readFileSync(join(current, 'configs', f), 'utf8')) as Record<string, unknown>,
      ))
        masters.set(k, v as Record<string, unknown>);
    const itemOf = (path: string) => {
      const m = /^([^.]+)\.scenarios\.([a-z-]+)\[(\d+)\]\.search-space\[(\d+)\]/.exec(path)!;
      const scenarios = masters.get(m[1]!)!.scenarios as Record<string, { 'search-space': Row[] }[]>;
      return scenarios[m[2]!]![Number(m[3])]!['search-space'][Number(m[4])]!;
    };
    for (const f of findings) {
      const nodes = itemOf(f.path)['num-nodes'];
      for (const m of f.fix.matchAll(/num-nodes(?: to|:) ?(\d+)/g))
        expect(Number(m[1]), `${f.path}: ${f.fix}`).toBeGreaterThanOrEqual(Number(nodes ?? 0));
    }
    const dep16 = findings.filter((f) =>
      f.path.startsWith('kimik3-fp4-gb200-dynamo-vllm-agentic.scenarios.agentic-coding[0].search-space['),
    );
    expect(dep16.map((f) => `${f.rule} ${f.path.replace(/^.*search-space/, '')}`).sort()).toEqual([
      'R1 [2].worker.ep',
      'R1 [3].worker.ep',
      'R5 [2].worker.num-worker',
      'R5 [3].worker.num-worker',
      'R7 [2].worker.tp',
      'R7 [3].worker.tp',
    ]);
    for (const f of dep16) expect(f.fix, f.rule).toMatch(/\btp: 16\b/);
  });

  it('generate full-sweep with no path flags: the newer generator’s 1,805 rows, as a multiset', async () => {
    const r = await run(generate, ['full-sweep'], dir);
    expect(r.code, r.err).toBe(0);
    const ours = (JSON.parse(r.out) as Row[]).map(canon);
    const golden = (
      JSON.parse(readFileSync(join(current, 'golden/full-sweep.default.json'), 'utf8')) as Row[]
    ).map(deep);
    const o = count(ours);
    const g = count(golden);
    const missing = [...g].filter(([k, n]) => (o.get(k) ?? 0) < n).map(([k]) => k);
    const extra = [...o].filter(([k, n]) => (g.get(k) ?? 0) < n).map(([k]) => k);
    expect({ missing: missing.slice(0, 2), extra: extra.slice(0, 2) }).toEqual({ missing: [], extra: [] });
    expect(ours).toHaveLength(1805);
    // SOURCES.md's counts: 773 rows with run-eval, 46 of them eval-only.
    const rows = JSON.parse(r.out) as Row[];
    expect(rows.filter((x) => x['run-eval'] === true)).toHaveLength(773);
    expect(rows.filter((x) => x['eval-only'] === true)).toHaveLength(46);
  });

  it('the other eval modes follow the same rules: no-evals = the throughput rows, evals-only = the eval rows', async () => {
    const all = JSON.parse((await run(generate, ['full-sweep'], dir)).out) as Row[];
    const none = JSON.parse((await run(generate, ['full-sweep', '--no-evals'], dir)).out) as Row[];
    const only = JSON.parse((await run(generate, ['full-sweep', '--evals-only'], dir)).out) as Row[];
    const evalKeys = ['run-eval', 'eval-conc', 'eval-framework', 'eval-suite', 'eval-only', 'row-id'];
    const bare = (r: Row) =>
      deep(Object.fromEntries(Object.entries(r).filter(([k]) => !evalKeys.includes(k))));
    // No evals: every row of the default selection except the 46 eval-only copies, nothing marked.
    expect(none).toHaveLength(1805 - 46);
    expect(none.some((r) => r['run-eval'] === true)).toBe(false);
    expect(count(none.map(bare))).toEqual(count(all.filter((r) => r['eval-only'] !== true).map(bare)));
    // Evals only: exactly the default's eval rows, each eval-only.
    expect(only.every((r) => r['eval-only'] === true)).toBe(true);
    const strip = (r: Row) =>
      deep(Object.fromEntries(Object.entries(r).filter(([k]) => k !== 'eval-only' && k !== 'row-id')));
    expect(count(only.map(strip))).toEqual(count(all.filter((r) => r['run-eval'] === true).map(strip)));
    const widened = JSON.parse(
      (await run(generate, ['full-sweep', '--evals-only', '--all-evals'], dir)).out,
    ) as Row[];
    // All-evals marks every 8k1k single-node row (407 of them in these files).
    const single8k = widened.filter((r) => !('prefill' in r) && r.isl === 8192);
    expect(single8k).toHaveLength(407);
  });

  it('generate full-sweep --evals-only --all-evals: the newer generator’s 1,821 rows; those of the compared prefixes equal its rows as a multiset', async () => {
    const golden = JSON.parse(
      readFileSync(join(current, 'golden/full-sweep.evals-only-all-evals.partial.json'), 'utf8'),
    ) as Row[];
    const prefixes = new Set(golden.map((r) => r['model-prefix']));
    expect([...prefixes].sort()).toEqual(['dsr1', 'dsv4', 'glm5.2', 'glm5.3', 'kimik3']);
    const r = await run(generate, ['full-sweep', '--evals-only', '--all-evals'], dir);
    expect(r.code, r.err).toBe(0);
    const rows = JSON.parse(r.out) as Row[];
    // SOURCES.md: 804 of the reference's 1,821 rows are kept for comparison; the rest are checked outside.
    expect(rows).toHaveLength(1821);
    const ours = count(rows.filter((x) => prefixes.has(x['model-prefix'])).map(canon));
    const g = count(golden.map(deep));
    const missing = [...g].filter(([k, n]) => (ours.get(k) ?? 0) < n).map(([k]) => k);
    const extra = [...ours].filter(([k, n]) => (g.get(k) ?? 0) < n).map(([k]) => k);
    expect({ missing: missing.slice(0, 2), extra: extra.slice(0, 2) }).toEqual({ missing: [], extra: [] });
    expect([...ours.values()].reduce((a, b) => a + b, 0)).toBe(804);
    // --all-evals alone is the same mode (it emits the eval rows only, as --evals-only does).
    const alone = await run(generate, ['full-sweep', '--all-evals'], dir);
    expect(count((JSON.parse(alone.out) as Row[]).map(canon))).toEqual(count(rows.map(canon)));
  });

  it('sweep plan of an entry naming every key plans the same rows as generate, in every eval mode', async () => {
    const text = readFileSync(join(current, 'perf-changelog.yaml'), 'utf8');
    const d = repo('plan-all', text);
    writeFileSync(
      join(d, 'inferencex-e2e/perf-changelog.yaml'),
      `${text.trimEnd()}\n\n- config-keys:\n    - "*"\n  description:\n    - "Everything."\n  pr-link: https://github.com/SemiAnalysisAI/InferenceX/pull/3999\n`,
    );
    git(d, 'commit', '-qam', 'head');
    // The plan writes the reference planner's output model: its defaults go, as do the product's keys and
    // the fingerprint the planner adds to throughput rows (the generator leaves it to the planner).
    const planned = (r: Row): string => {
      const { priority: _p, 'queue-token': _q, 'recipe-fingerprint': _f, 'eval-only': only, ...rest } = r;
      if (rest['eval-all-concs'] === false) delete rest['eval-all-concs'];
      for (const w of ['prefill', 'decode'] as const) {
        const x = rest[w] as Row | undefined;
        if (x && Array.isArray(x['additional-settings']) && x['additional-settings'].length === 0) {
          const { 'additional-settings': _s, ...worker } = x;
          rest[w] = worker;
        }
      }
      return canon(only === true ? { ...rest, 'eval-only': true } : rest);
    };
    const rowsOf = (out: string): Row[] => {
      const p = (JSON.parse(out) as { plan: Record<string, unknown> }).plan;
      return Object.entries(p)
        .filter(([k]) => k !== 'changelog_metadata')
        .flatMap(([, v]) =>
          Array.isArray(v) ? v : Object.values(v as Record<string, Row[]>).flat(),
        ) as Row[];
    };
    const generated = async (...flags: string[]) =>
      (JSON.parse((await run(generate, ['full-sweep', ...flags], d)).out) as Row[]).map(canon);
    const throughput = await generated('--no-evals');
    const subset = await generated('--evals-only');
    const all = await generated('--evals-only', '--all-evals');
    // As the reference planner builds it: the throughput rows of --no-evals, the eval rows of --evals-only
    // (or of --all-evals when the PR asks for all evals), each kind only where the PR asks for it.
    const cases: [string[], string[]][] = [
      [[], [...throughput, ...subset]],
      [['--evals-only'], subset],
      [['--all-evals'], [...throughput, ...all]],
      [['--evals-only', '--all-evals'], all],
    ];
    for (const [mods, expected] of cases) {
      const p = await run(plan, ['--base', 'HEAD~1', '--head', 'HEAD', '--format', 'json', ...mods], d);
      // Every key at once meets the reference's real findings: planned, then refused before dispatch.
      expect(plannedOrRefusedBeforeDispatch({ code: p.code, stderr: p.err }), p.err).toBe(true);
      expect(count(rowsOf(p.out).map(planned)), mods.join(' ')).toEqual(count(expected));
    }
  });

  it('replayed as its own PR, each of the last 20 changelog entries plans, refused at most by the checks before dispatch (or names the missing PR #3598 key)', async () => {
    const text = readFileSync(join(current, 'perf-changelog.yaml'), 'utf8');
    const starts = [...text.matchAll(/^- /gm)].map((m) => m.index);
    expect(starts).toHaveLength(70);
    const results: string[] = [];
    for (let i = starts.length - 20; i < starts.length; i++) {
      const d = repo(`entry-${i}`, text.slice(0, starts[i]));
      writeFileSync(
        join(d, 'inferencex-e2e/perf-changelog.yaml'),
        text.slice(0, starts[i + 1] ?? text.length),
      );
      git(d, 'commit', '-qam', 'head');
      const r = await run(plan, ['--base', 'HEAD~1', '--head', 'HEAD', '--format', 'json'], d);
      const missing = /Config key '([^']+)' not found in master configs/.exec(r.err)?.[1];
      if (!missing) {
        const out = JSON.parse(r.out) as { outcome: string; rows: unknown[] };
        results.push(`${out.outcome}:${out.rows.length > 0}`);
      } else results.push(`fails naming ${missing}`);
      if (missing) {
        expect(r.err).toMatch(/^inferencex-e2e\/perf-changelog\.yaml:\d+:\d+: error \[P-11\]/m);
        expect(missing).toMatch(/^dsv41flash-fp4-gb300-dynamo-sglang-agentic-(agg|disagg)$/);
      } else expect(plannedOrRefusedBeforeDispatch({ code: r.code, stderr: r.err }), r.err).toBe(true);
    }
    expect(results.filter((x) => x.startsWith('fails'))).toEqual([
      'fails naming dsv41flash-fp4-gb300-dynamo-sglang-agentic-agg',
    ]);
    expect(results.filter((x) => x === 'entries:true')).toHaveLength(19);
  });
});
