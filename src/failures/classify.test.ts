// The failure table against real-looking job logs: every built-in entry has an excerpt of the log a job of
// the reference ends with when it fails that way (the launchers' and templates' own messages, GitHub's for a
// lost runner), and the class it must get. A failure no entry knows is `unknown`.
import { describe, expect, it } from 'vitest';
import { classify, logTail, type FailedJobFacts } from './classify.js';
import { builtinEntries, failureTable } from './table.js';
import { failureEntrySchema, failureTableSchema } from './schema.js';

const at = (i: number) =>
  `2026-08-22T12:${String(10 + Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}.1234567Z`;
/** A GitHub job log: each line stamped as GitHub stamps it. */
const log = (...lines: string[]) => lines.map((l, i) => `${at(i)} ${l}`).join('\n');

const BENCH_TAIL = ['##[group]Run bash -c "$SWEEP_LAUNCHER"', 'bash -c "$SWEEP_LAUNCHER"', '##[endgroup]'];

interface Case {
  entry: string;
  cls: 'infrastructure' | 'benchmark';
  facts: FailedJobFacts;
}

const failure = (text: string, step = 'benchmark'): FailedJobFacts => ({
  conclusion: 'failure',
  failedStep: step,
  runner: 'b200-dgxc_03',
  log: text,
});

const cases: Case[] = [
  {
    entry: 'runner-lost',
    cls: 'infrastructure',
    facts: {
      conclusion: 'failure',
      runner: 'gb300-nv_0',
      log: log(
        ...BENCH_TAIL,
        '+ srtctl apply -f recipes/dsv4/gb300-fp4/8k1k/disagg.yaml --tags gb300,dsv4,fp4,8192x1024,infmax-20260822',
        '✅ Job 1184223 submitted',
        'Waiting for outputs/1184223/logs/sweep_1184223.log',
        '##[error]The self-hosted runner: gb300-nv_0 lost communication with the server. Verify the machine is running and has a healthy network connection. Anything in your workflow that terminates the runner process, starves it for CPU/Memory, or blocks its network access can cause this error.',
      ),
    },
  },
  {
    entry: 'runner-shutdown',
    cls: 'infrastructure',
    facts: {
      conclusion: 'cancelled',
      runner: 'h200-dgxc-slurm_4',
      log: log(
        ...BENCH_TAIL,
        'salloc: Granted job allocation 882716',
        '##[error]The runner has received a shutdown signal. This can happen when the runner service is stopped, or a manually started runner is canceled.',
        '##[error]The operation was canceled.',
      ),
    },
  },
  {
    entry: 'setup-failed',
    cls: 'infrastructure',
    facts: failure(
      log(
        '##[group]Run actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683',
        'Syncing repository: SemiAnalysisAI/InferenceX',
        "##[error]EACCES: permission denied, unlink '/home/gharunner/_work/InferenceX/InferenceX/bench/results/server.log'",
      ),
      'benchmark revision (exactly the approved SHA)',
    ),
  },
  {
    entry: 'slurm-allocation',
    cls: 'infrastructure',
    facts: failure(
      log(
        ...BENCH_TAIL,
        'salloc: error: Job submit/allocate failed: Requested node configuration is not available',
        'ERROR: salloc failed to allocate a job',
        'Run failed: Benchmark result dsr1_fp8_sglang_tp8-pp1-dcp1-pcp1-ep1-dpa0_disagg-false_spec-none_conc64_b200-cw_01.json not found.',
        '##[error]Process completed with exit code 1.',
      ),
    ),
  },
  {
    entry: 'slurm-submission',
    cls: 'infrastructure',
    facts: failure(
      log(
        ...BENCH_TAIL,
        '+ JOB_ID=1184301',
        'Waiting for outputs/1184301/logs/sweep_1184301.log',
        'ERROR: Job 1184301 failed before creating log file',
        'JobId=1184301 JobName=gb200-nv_2 JobState=FAILED Reason=NonZeroExitCode',
        '##[error]Process completed with exit code 1.',
      ),
    ),
  },
  {
    entry: 'image-import-timeout',
    cls: 'infrastructure',
    facts: failure(
      log(
        ...BENCH_TAIL,
        'Importing lmsysorg/sglang:v0.5.2-cu129-gb200 into /mnt/lustre01/squash/lmsysorg_sglang_v0.5.2-cu129-gb200.sqsh',
        'Failed to acquire lock for /mnt/lustre01/squash/lmsysorg_sglang_v0.5.2-cu129-gb200.sqsh',
        '##[error]Process completed with exit code 1.',
      ),
    ),
  },
  {
    entry: 'image-import',
    cls: 'infrastructure',
    facts: failure(
      log(
        ...BENCH_TAIL,
        '[INFO] Querying registry for permission grant',
        '[ERROR] URL https://registry-1.docker.io/v2/vllm/vllm-openai/manifests/v0.21.1 returned error code: 502 Bad Gateway',
        'Error: enroot import failed for docker://vllm/vllm-openai:v0.21.1',
        '##[error]Process completed with exit code 1.',
      ),
    ),
  },
  {
    entry: 'node-failure',
    cls: 'infrastructure',
    facts: failure(
      log(
        ...BENCH_TAIL,
        '[2026-08-22 12:40:11] INFO: Benchmark progress 412/1024',
        'srun: error: Node failure on b200-017',
        'slurmstepd: error: *** JOB 882744 ON b200-017 CANCELLED AT 2026-08-22T12:41:02 DUE TO NODE FAILURE, SEE SLURMCTLD LOG FOR DETAILS ***',
        '##[error]Process completed with exit code 1.',
      ),
    ),
  },
  {
    entry: 'slurm-cleanup',
    cls: 'infrastructure',
    facts: failure(
      log(
        '##[group]Run Resource cleanup (pre-run)',
        '[scancel_sync][WARN] job 77102 still present after 600s',
        '##[error]Process completed with exit code 1.',
      ),
      'resource cleanup',
    ),
  },
  {
    entry: 'platform-cancelled',
    cls: 'infrastructure',
    facts: {
      conclusion: 'cancelled',
      runner: 'mi355x-amds_3',
      log: log(...BENCH_TAIL, '##[error]The operation was canceled.'),
    },
  },
  {
    entry: 'result-missing',
    cls: 'benchmark',
    facts: failure(
      log(
        ...BENCH_TAIL,
        'Serving benchmark finished: 1024 requests',
        'Run failed: Benchmark result dsr1_fp4_sglang_tp4-pp1-dcp1-pcp1-ep4-dpa1_disagg-false_spec-mtp_conc32_b200-dgxc_03.json not found.',
        '##[error]Process completed with exit code 1.',
      ),
    ),
  },
  {
    entry: 'result-invalid',
    cls: 'benchmark',
    facts: failure(
      log(
        ...BENCH_TAIL,
        '+ python3 -m utils.agentic.validation.validate_agentic_result results/aiperf_artifacts --failed-request-threshold 0.10',
        'aiperf request error rate exceeded the benchmark limit: 31/180 = 17.222% > 10.000%',
        '##[error]Process completed with exit code 1.',
      ),
    ),
  },
  {
    entry: 'server-died',
    cls: 'benchmark',
    facts: failure(
      log(
        ...BENCH_TAIL,
        '[2026-08-22 12:22:03] INFO:     Uvicorn running on http://0.0.0.0:8888',
        'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB',
        'ERROR: Server process 48211 died during benchmark',
        '##[error]Process completed with exit code 1.',
      ),
    ),
  },
  {
    entry: 'configuration',
    cls: 'benchmark',
    facts: failure(
      log(
        ...BENCH_TAIL,
        '+ bash ./runners/launch_b200-nscale-slurm.sh',
        'launch_b200-nscale-slurm.sh only supports multi-node runs',
        '##[error]Process completed with exit code 1.',
      ),
    ),
  },
];

describe('the built-in failure table', () => {
  it('passes its schema, ids unique, infrastructure entries before the others', () => {
    const entries = builtinEntries();
    expect(entries.length).toBeGreaterThanOrEqual(14);
    const firstOther = entries.findIndex((e) => e.class !== 'infrastructure');
    expect(entries.slice(firstOther).every((e) => e.class !== 'infrastructure')).toBe(true);
    for (const e of entries) expect(e.reason.zh, e.id).toBeTruthy();
  });

  it('has a real-looking excerpt here for every entry', () => {
    expect(cases.map((c) => c.entry).sort()).toEqual(
      builtinEntries()
        .map((e) => e.id)
        .sort(),
    );
  });

  it.each(cases)('$entry: the excerpt is $cls', ({ entry, cls, facts }) => {
    const c = classify(facts, failureTable());
    expect(c.id).toBe(entry);
    expect(c.class).toBe(cls);
    expect(c.retry).toBe(cls === 'infrastructure');
    if (builtinEntries().find((e) => e.id === entry)!.log) {
      expect(c.evidence).toBeDefined();
      // The matched line, without GitHub's timestamp.
      expect(c.evidence).not.toMatch(/^2026-/);
    }
  });

  it("the inferencex profile's cleanup step: a Slurm job or container that outlives the wait is infrastructure", () => {
    for (const line of [
      '##[error]Slurm jobs named gb200-nv_3 still present after 600 s',
      '##[error]containers on this host still present after 600 s',
    ]) {
      const c = classify(
        failure(
          log('##[group]Run # Docker: every container on this host, then unused networks.', line),
          'resource cleanup before the run (Docker and Slurm, by runner name)',
        ),
        failureTable(),
      );
      expect([c.id, c.class, c.retry]).toEqual(['slurm-cleanup', 'infrastructure', true]);
    }
    // A checkout at the workspace root that fails (the inferencex profile's) is a set-up failure.
    const checkout = classify(
      failure(
        log('##[error]fatal: could not read Username for https://github.com: terminal prompts disabled'),
        'benchmark revision (exactly the approved SHA, with submodules)',
      ),
      failureTable(),
    );
    expect([checkout.id, checkout.class]).toEqual(['setup-failed', 'infrastructure']);
  });

  it('an allocation failure that also left no result file is infrastructure (the cause comes first)', () => {
    const c = classify(cases.find((x) => x.entry === 'slurm-allocation')!.facts, failureTable());
    expect(c).toMatchObject({
      class: 'infrastructure',
      id: 'slurm-allocation',
      // The first line of the tail that matches: Slurm's own refusal, above the launcher's summary.
      evidence: 'salloc: error: Job submit/allocate failed: Requested node configuration is not available',
    });
  });

  it('a failure no entry knows is unknown, never re-run', () => {
    const c = classify(
      failure(
        log(
          ...BENCH_TAIL,
          'Segmentation fault (core dumped)',
          '##[error]Process completed with exit code 139.',
        ),
      ),
      failureTable(),
    );
    expect(c).toEqual({ class: 'unknown', retry: false });
  });

  it('reads only the tail of a long log: an old message far above the end does not decide', () => {
    const early = 'ERROR: salloc failed to allocate a job';
    const filler = Array.from({ length: 1000 }, (_, i) => `progress ${i}`);
    const c = classify(failure(log(early, ...filler, 'Segmentation fault')), failureTable());
    expect(c.class).toBe('unknown');
    expect(logTail(log(early, ...filler)).length).toBe(400);
  });
});

describe("a repository's own entries (config file)", () => {
  const xid = failureEntrySchema().parse({
    id: 'gpu-xid',
    class: 'infrastructure',
    log: ['NVRM: Xid \\(PCI:[0-9a-f:]+\\): (79|48)'],
    reason: { en: 'a GPU fell off the bus', zh: 'GPU 掉卡' },
  });

  it('a new entry is tried before the built-in ones', () => {
    const facts = failure(
      log(
        ...BENCH_TAIL,
        'NVRM: Xid (PCI:0000:1b:00): 79, pid=48211, GPU has fallen off the bus.',
        'ERROR: Server process 48211 died during benchmark',
      ),
    );
    expect(classify(facts, failureTable()).id).toBe('server-died');
    expect(classify(facts, failureTable([xid]))).toMatchObject({
      id: 'gpu-xid',
      class: 'infrastructure',
      retry: true,
    });
  });

  it('an entry with a built-in id replaces it in place; retry: false keeps a class but never re-runs', () => {
    const noRetry = failureEntrySchema().parse({
      id: 'image-import-timeout',
      class: 'infrastructure',
      log: ['Failed to acquire lock for '],
      retry: false,
      reason: { en: 'the squash lock is held by a stuck import: fix the cluster first' },
    });
    const table = failureTable([noRetry]);
    expect(table.map((e) => e.id)).toEqual(builtinEntries().map((e) => e.id));
    const c = classify(cases.find((x) => x.entry === 'image-import-timeout')!.facts, table);
    expect(c).toMatchObject({ class: 'infrastructure', retry: false });
  });

  it('refuses an entry without a condition, a bad pattern, a duplicate id', () => {
    const bad = (v: unknown) => failureEntrySchema().safeParse(v).success;
    expect(bad({ id: 'x', class: 'benchmark', reason: { en: 'x' } })).toBe(false);
    expect(bad({ id: 'x', class: 'benchmark', log: ['(unclosed'], reason: { en: 'x' } })).toBe(false);
    expect(bad({ id: 'Bad Id', class: 'benchmark', log: ['x'], reason: { en: 'x' } })).toBe(false);
    const dup = { id: 'a', class: 'benchmark', log: ['x'], reason: { en: 'x' } };
    expect(failureTableSchema().safeParse({ entries: [dup, dup] }).success).toBe(false);
  });

  it('the runner and conclusion conditions narrow an entry', () => {
    const node = failureEntrySchema().parse({
      id: 'bad-node',
      class: 'infrastructure',
      runner: '^b300-nv_05$',
      conclusion: ['failure', 'timed_out'],
      reason: { en: 'b300-nv_05 is known to be broken' },
    });
    const facts = failure(log('Segmentation fault'));
    expect(classify({ ...facts, runner: 'b300-nv_05' }, failureTable([node])).id).toBe('bad-node');
    expect(classify({ ...facts, runner: 'b300-nv_06' }, failureTable([node])).class).toBe('unknown');
    expect(
      classify({ ...facts, runner: 'b300-nv_05', conclusion: 'cancelled' }, failureTable([node])).id,
    ).toBe('platform-cancelled');
  });
});
