// The action's planning pipeline on a repository laid out as the reference is today (inferencex-e2e/):
// it finds the inputs at the head revision, names them repository-relative, and its PR gate applies the
// lint baseline of the base revision to the planned rows' topology findings (04 §6).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gitPipeline } from '../src/action/pipeline.js';
import { formatBaseline } from '../src/lint/baseline.js';
import { needsReference, snapshotDir } from './support/reference.js';

const root = mkdtempSync(join(tmpdir(), 'sweep-action-layout-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// kimik3-fp4-h200-vllm-agentic: its first item declares prefill ep 32 on tp 16 (an R1 finding).
const KEY = 'kimik3-fp4-h200-vllm-agentic';
const R1_PATH = `${KEY}.scenarios.agentic-coding[0].search-space[0].prefill.ep`;
const entry = `- config-keys:\n    - ${KEY}\n  description:\n    - "rerun"\n  pr-link: XXX\n`;
const baselineWith = (paths: string[]) =>
  formatBaseline({
    version: 1,
    findings: paths.map((path) => ({ rule: 'R1', file: 'configs/nvidia-master.yaml', path })),
  });

function repo(name: string, o: { base?: Record<string, string>; head?: Record<string, string> } = {}) {
  const dir = join(root, name);
  const git = (...a: string[]) =>
    execFileSync('git', ['-C', dir, '-c', 'user.email=b@b', '-c', 'user.name=b', ...a], {
      encoding: 'utf8',
    }).trim();
  mkdirSync(join(dir, 'inferencex-e2e'), { recursive: true });
  cpSync(join(snapshotDir, 'configs'), join(dir, 'inferencex-e2e/configs'), { recursive: true });
  cpSync(join(snapshotDir, 'perf-changelog.yaml'), join(dir, 'inferencex-e2e/perf-changelog.yaml'));
  for (const [p, t] of Object.entries(o.base ?? {})) writeFileSync(join(dir, p), t);
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'base');
  const base = git('rev-parse', 'HEAD');
  const log = join(dir, 'inferencex-e2e/perf-changelog.yaml');
  appendFileSync(log, (readFileSync(log, 'utf8').endsWith('\n\n') ? '' : '\n') + entry);
  for (const [p, t] of Object.entries(o.head ?? {})) writeFileSync(join(dir, p), t);
  git('add', '-A');
  git('commit', '-qm', 'head');
  return { dir, base, head: git('rev-parse', 'HEAD') };
}

const plan = async (r: { dir: string; base: string; head: string }) =>
  (await gitPipeline(r.dir)({ prNumber: 7, baseSha: r.base, headSha: r.head, labels: [], strict: false }))
    .report;

describe(
  'the action under inferencex-e2e/ (layout found, lint baseline in the PR gate)',
  needsReference('inputs'),
  () => {
    it('plans from inferencex-e2e/ with no configuration; topology findings name repository-relative files', async () => {
      const report = await plan(repo('plain'));
      expect(report.gate.outcome, JSON.stringify(report.gate.diagnostics)).toBe('pass');
      const r1 = report.lint.filter((d) => d.rule === 'R1');
      expect(r1.length).toBeGreaterThan(0);
      expect(
        r1.every((d) => d.severity === 'error' && d.file === 'inferencex-e2e/configs/nvidia-master.yaml'),
      ).toBe(true);
      expect(r1.map((d) => d.path)).toContain(R1_PATH);
    });

    it('a finding recorded in the base revision’s baseline is a known warning; the others still block', async () => {
      const r = repo('baseline', {
        base: { 'inferencex-e2e/configs/lint-baseline.yaml': baselineWith([R1_PATH]) },
      });
      const lint = (await plan(r)).lint.filter((d) => d.rule === 'R1');
      const known = lint.find((d) => d.path === R1_PATH)!;
      expect(known.severity).toBe('warning');
      expect(known.message).toMatch(/\[known: recorded in inferencex-e2e\/configs\/lint-baseline\.yaml\]$/);
      expect(lint.filter((d) => d.severity === 'error').length).toBe(lint.length - 1);
    });

    it('a PR cannot record its own findings: the head revision’s baseline is not the one applied', async () => {
      const r = repo('sneaky', {
        head: { 'inferencex-e2e/configs/lint-baseline.yaml': baselineWith([R1_PATH]) },
      });
      const known = (await plan(r)).lint.find((d) => d.path === R1_PATH)!;
      expect(known.severity).toBe('error');
    });
  },
);
