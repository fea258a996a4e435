// The manual route checks every job's labels against runners.yaml like the PR route: a config whose
// runner label no runner carries is refused with one error per row, before anything is dispatched.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitManualPlanner } from './manual-pipeline.js';

const configs = join(import.meta.dirname, '..', '..', 'configs');
const request = {
  configKeys: ['dsv4-fp4-gb300-dynamo-vllm'],
  conc: [],
  evals: 'none' as const,
  failFast: false,
  agentxFast: false,
  ref: '',
};

function checkout(edit: (nvidia: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), 'manual-routes-'));
  cpSync(configs, join(dir, 'configs'), { recursive: true });
  writeFileSync(join(dir, 'perf-changelog.yaml'), '');
  const nvidia = join(dir, 'configs/nvidia-master.yaml');
  writeFileSync(nvidia, edit(readFileSync(nvidia, 'utf8')));
  return dir;
}

describe('manual route: runner labels before dispatch', () => {
  it('RT-1: plans the config when runners.yaml carries its label', async () => {
    const out = await gitManualPlanner(checkout((t) => t))(request);
    expect(out.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(out.plan).toBeDefined();
  });

  it('RT-1: a runner label no runner carries is an error per row naming the label and the file', async () => {
    const dir = checkout((t) =>
      t.replace(/(dsv4-fp4-gb300-dynamo-vllm:\n(?: {2}.*\n)*? {2}runner: )cluster:gb300-nv/, '$1gb300-nv'),
    );
    const out = await gitManualPlanner(dir)(request);
    const errors = out.diagnostics.filter((d) => d.rule === 'RT-1');
    expect(errors.length).toBeGreaterThan(0);
    for (const e of errors) {
      expect(e.severity).toBe('error');
      expect(e.message).toContain(
        "its job would wait for the runner label 'gb300-nv', which no runner in configs/runners.yaml carries",
      );
    }
  });
});
