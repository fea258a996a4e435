// Acceptance for `sweep lint` / `sweep explain` (spec 04 §3, §5, §6, §7): the two review bugs are stopped
// before dispatch with the fix named, and the reference snapshot is linted without a lanes file.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { explain } from '../../src/cli/explain.js';
import type { CliIo } from '../../src/cli/io.js';
import { lint } from '../../src/cli/lint.js';
import { needsReference, repoRoot, snapshot } from '../support/reference.js';

const fixtures = join(repoRoot, 'test/fixtures/lanes');

async function run(cmd: typeof lint, argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIo = {
    stdout: (t) => void (out += t),
    stderr: (t) => void (err += t),
    cwd: repoRoot,
    env: {},
  };
  const code = await cmd(argv, io);
  return { code, out, err };
}

const tmp = () => mkdtempSync(join(tmpdir(), 'sweep-lanes-'));

describe('bug 1: gb200-nv admits vllm without a shared_run_root decision (04 §3)', () => {
  it('C4/C5/C7: the reviewed lane fails, naming the lane, dsv4 × vllm and the undecided shared_run_root', async () => {
    const r = await run(lint, ['--root', join(fixtures, 'bug1-review')]);
    expect(r.code).toBe(1);
    const c4 = r.out.split('\n').find((l) => l.includes('[C4]'))!;
    expect(c4).toMatch(
      /^configs\/lanes\.yaml:\d+:\d+: error \[C4\] `checkout` has no decision for dsv4 × \{vllm\} on gb200-nv\/srt-multi/,
    );
    expect(c4).toContain('shared_run_root undecided');
    expect(r.out).toMatch(
      /error \[C5\] dsv4-fp4-gb200-vllm-agentic: gb200-nv\/srt-multi resolves checkout 'workspace'.*dsv4 × vllm × fp4 × agentic/,
    );
    expect(r.out).toContain(
      'fix: add {when: {model: dsv4, framework: vllm, scenario: agentic}, value: shared}',
    );
    expect(r.out).toMatch(/error \[C7\].*dynamo-vllm → checkout shared.*vllm → checkout workspace/);
  });

  it('with the review fix (a dsv4 + vllm agentic rule) lint passes', async () => {
    const r = await run(lint, ['--root', join(fixtures, 'bug1-fixed')]);
    expect(r.out).not.toMatch(/error \[/);
    expect(r.code).toBe(0);
  });
});

describe('bug 2 (C9 topology): DEP16 decode declared tp: 8, ep: 16 (04 §5)', () => {
  it('R1 at the worker file:line without the recipe; R3 shows 24 declared vs 32 once the recipe is present', async () => {
    const dir = tmp();
    try {
      cpSync(join(fixtures, 'bug2-review'), dir, { recursive: true });
      rmSync(join(dir, 'recipes'), { recursive: true });
      const without = await run(lint, ['--root', dir]);
      expect(without.code).toBe(1);
      // decode.ep of the item is on line 27 of the fixture's nvidia-master.yaml
      expect(without.out).toMatch(
        /^configs\/nvidia-master\.yaml:27:11: error \[R1\] dsv4-fp4-gb200-vllm-agentic: decode worker declares ep 16 on tp·pp·pcp = 8 GPUs/m,
      );
      expect(without.out).not.toContain('[R3]');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const withRecipe = await run(lint, ['--root', join(fixtures, 'bug2-review')]);
    expect(withRecipe.code).toBe(1);
    expect(withRecipe.out).toMatch(
      /^configs\/nvidia-master\.yaml:26:11: error \[R3\] .*decode worker declares 1 worker\(s\) × 8 GPUs.*runs 1 worker\(s\) × 16 GPUs \(declared 24 GPUs in total, recipe 32\)/m,
    );
    expect(withRecipe.out).toContain('disagg-llm-d.yaml:override_2p1d');
    expect(withRecipe.out).toMatch(/\[R1\]/);
  });

  it('the corrected tp: 16, ep: 16, dp-attn: true passes', async () => {
    const r = await run(lint, ['--root', join(fixtures, 'bug2-fixed')]);
    expect(r.out).not.toMatch(/error \[/);
    expect(r.code).toBe(0);
  });

  it('--annotations prints GitHub workflow commands at the worker', async () => {
    const r = await run(lint, ['--root', join(fixtures, 'bug2-review'), '--annotations']);
    expect(r.out).toMatch(
      /^::error file=configs\/nvidia-master\.yaml,line=27,col=11,title=R1::dsv4-fp4-gb200-vllm-agentic: decode worker/m,
    );
  });
});

describe(
  'the reference snapshot, laid out as a repository without a lanes file',
  needsReference('inputs'),
  () => {
    it('never crashes and names by config key the six configs with a worker whose ep exceeds its GPUs (R1)', async () => {
      const dir = tmp();
      try {
        cpSync(snapshot.amd, join(dir, 'configs/amd-master.yaml'));
        cpSync(snapshot.nvidia, join(dir, 'configs/nvidia-master.yaml'));
        cpSync(snapshot.runners, join(dir, 'configs/runners.yaml'));
        cpSync(snapshot.changelog, join(dir, 'perf-changelog.yaml'));
        const r = await run(lint, ['--root', dir]);
        expect(r.err).toBe('');
        expect(r.code).toBe(1);
        const keys = new Set([...r.out.matchAll(/error \[R1\] ([^:]+):/g)].map((m) => m[1]));
        // Read off the snapshot YAML by hand: worker blocks with ep > tp·pp·pcp.
        expect([...keys].sort()).toEqual(
          [
            'dsv4-fp4-b200-dynamo-vllm-mtp',
            'dsv4-fp4-gb200-llmd-vllm',
            'kimik2.6-fp4-b200-dynamo-vllm',
            'kimik3-fp4-gb200-dynamo-vllm-agentic',
            'kimik3-fp4-h200-vllm-agentic',
            'minimaxm3-fp4-gb300-dynamo-vllm-agentic-mtp-disagg',
          ].sort(),
        );
        expect(r.out).toMatch(
          /kimik3-fp4-gb200-dynamo-vllm-agentic: prefill worker declares ep 16 on tp·pp·pcp = 4 GPUs \(tp: 4, ep: 16, dp-attn: true\)/,
        );
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  },
);

describe("the project's own configs", () => {
  it('lint is clean on configs/ with configs/lanes.yaml', async () => {
    const r = await run(lint, ['--root', repoRoot]);
    expect(r.out).not.toMatch(/error \[/);
    expect(r.code).toBe(0);
  });
});

describe('sweep explain', () => {
  it('prints the decision table of a multi-node disaggregated row: lane, decisions with rules, GPUs, nodes, labels', async () => {
    const r = await run(explain, [
      'dsv4-fp4-gb200-vllm-agentic',
      '--root',
      join(fixtures, 'bug2-fixed'),
      '--scheduler',
      '--node-slots',
    ]);
    expect(r.code).toBe(0);
    // One line names the lanes file used, then one block per row.
    const [note, first] = r.out.split('\n\n') as [string, string];
    expect(note).toBe('lanes: configs/lanes.yaml');
    expect(first).toMatch(/^dsv4-fp4-gb200-vllm-agentic {2}row 1\/3 .*conc \[16\]/);
    expect(first).toMatch(/prefill +2 × \(tp 8, ep 8, dp-attn true\) = 16 GPUs/);
    expect(first).toMatch(/decode +1 × \(tp 16, ep 16, dp-attn true\) = 16 GPUs/);
    expect(first).toMatch(/lane +gb200-nv\/srt-multi +admitted/);
    expect(first).toMatch(/power +telemetry +cluster powerTelemetry/);
    expect(first).toMatch(/checkout +shared +rules\[3\] — llm-d AgentX workers/);
    expect(first).toMatch(/time +6:00:00 +cluster fixedTimeLimit/);
    expect(first).toMatch(
      /mounts +aiperf-cache→\/aiperf_mmap_cache, hf-hub-cache→\/hf_hub_cache +mounts\[0\], mounts\[1\]/,
    );
    expect(first).toMatch(/gpus +32 declared, 32 in recipe/);
    expect(first).toMatch(/nodes +8 +from recipe/);
    expect(first).toMatch(
      /labels +self-hosted, cluster:gb200-nv, ci-job-<priority>-<queue-token>, ci-attempt-1, nodes:8/,
    );
  });

  it('unknown key: exit 1, P-11 with the nearest existing key', async () => {
    const r = await run(explain, ['no-such-key', '--root', join(fixtures, 'bug2-fixed')]);
    expect(r.code).toBe(1);
    expect(r.err).toContain("error [P-11] Config key 'no-such-key' not found in master configs.");
  });

  it('a near-miss key names the key that exists', async () => {
    const r = await run(explain, ['dsv4-fp4-gb200-vllm-agentc', '--root', join(fixtures, 'bug2-fixed')]);
    expect(r.code).toBe(1);
    expect(r.err).toContain("fix: did you mean 'dsv4-fp4-gb200-vllm-agentic'?");
  });
});
