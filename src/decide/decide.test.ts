import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyGate,
  applyPlanCheck,
  decide as decideWith,
  type DecisionInput,
  type PrState,
} from './decide.js';
import { parseCommand } from './commands.js';
import { defaultPolicy, labelPolicySchema, type LabelPolicy } from './policy.js';

/** The built-in label names unless a test passes its own policy. */
const decide = (i: DecisionInput, policy: LabelPolicy = defaultPolicy) => decideWith(i, policy);
const sha = 'a'.repeat(40);
const pr = (over: Partial<PrState> = {}): PrState => ({
  number: 7,
  labels: [],
  draft: false,
  fork: false,
  headSha: sha,
  headCommitMessage: 'Add dsr1 entry',
  state: 'open',
  merged: false,
  mergeSha: 'm'.repeat(40),
  ...over,
});
const ev = (action: string, p: Partial<PrState>, extra: Partial<DecisionInput> = {}): DecisionInput => ({
  event: 'pull_request_target',
  action,
  pr: pr(p),
  ...extra,
});
const codes = (d: { reasons: { code: string }[] }) => d.reasons.map((r) => r.code);

describe('decide: primary labels (G-4, LB-1, LB-2)', () => {
  it('G-4 one primary sweeps with the mode of 01 §2', () => {
    const d = decide(
      ev('labeled', { labels: ['full-sweep-fail-fast'] }, { changedLabel: 'full-sweep-fail-fast' }),
    );
    expect(d.verdict).toBe('sweep');
    expect(d.mode).toMatchObject({
      primary: 'full-sweep-fail-fast',
      canary: true,
      failFast: true,
      plan: 'full',
    });
    expect(d.sha).toBe(sha);
  });
  it.each([
    ['full-sweep-enabled', true, false],
    ['non-canary-full-sweep-enabled', false, false],
    ['full-sweep-fail-fast-no-canary', false, true],
  ])('G-4 %s → canary %s, fail-fast %s', (label, canary, failFast) => {
    const d = decide(ev('opened', { labels: [label] }));
    expect(d.mode).toMatchObject({ canary, failFast });
  });
  it('sweep-enabled trims', () => {
    expect(decide(ev('opened', { labels: ['sweep-enabled'] })).mode?.plan).toBe('trim');
  });
  it('LB-1 two primaries: no sweep, the conflict is the reason', () => {
    const d = decide(
      ev(
        'labeled',
        { labels: ['full-sweep-fail-fast', 'full-sweep-enabled'] },
        { changedLabel: 'full-sweep-enabled' },
      ),
    );
    expect(d.verdict).not.toBe('sweep');
    expect(d.reasons[0]).toMatchObject({ code: 'conflicting-primaries', rule: 'LB-1' });
    expect(d.cancelInFlight).toBe(true); // the previous single-primary sweep no longer matches the labels
  });
  it('LB-2 modifier without a primary validates only and says why', () => {
    const d = decide(ev('synchronize', { labels: ['all-evals'] }));
    expect(d.verdict).toBe('validate');
    expect(d.validate).toBe(true);
    expect(d.reasons).toContainEqual({
      code: 'modifier-without-primary',
      rule: 'LB-2',
      params: {
        labels: 'all-evals',
        primary: 'full-sweep-fail-fast',
        primary2: 'full-sweep-enabled',
        primary3: 'non-canary-full-sweep-enabled',
      },
    });
  });
  it('modifiers select the evals mode (02 §6.2 rows)', () => {
    const m = (labels: string[]) => decide(ev('opened', { labels: ['full-sweep-enabled', ...labels] })).mode;
    expect(m([])?.evals).toBe('default');
    expect(m(['all-evals'])?.evals).toBe('all');
    expect(m(['evals-only'])?.evals).toBe('only');
    expect(m(['all-evals', 'evals-only'])?.evals).toBe('all-only');
    expect(m(['agentx-fast'])?.agentxFast).toBe(true);
    expect(m(['skip_queue'])?.scheduling).toEqual(['skip_queue']);
  });
});

describe('decide: label events (G-1, CC-2)', () => {
  it('G-1 an unrecognised label does nothing and leaves the status alone', () => {
    const d = decide(ev('labeled', { labels: ['full-sweep-enabled', 'bug'] }, { changedLabel: 'bug' }));
    expect(d).toMatchObject({
      verdict: 'nothing',
      refreshStatus: false,
      cancelInFlight: false,
      validate: false,
    });
  });
  it('LB-2 a modifier added without a primary validates only (it changes what the gate accepts), no dispatch, status explains', () => {
    const d = decide(ev('labeled', { labels: ['evals-only'] }, { changedLabel: 'evals-only' }));
    expect(d).toMatchObject({
      verdict: 'validate',
      validate: true,
      cancelInFlight: false,
      refreshStatus: true,
    });
    expect(d.mode).toBeUndefined();
    expect(codes(d)).toEqual(['modifier-without-primary']);
  });
  it('G-4 a scheduling label without a primary validates only', () => {
    const d = decide(ev('unlabeled', { labels: [] }, { changedLabel: 'skip_queue' }));
    expect(d).toMatchObject({ verdict: 'validate', validate: true, cancelInFlight: false });
    expect(codes(d)).toEqual(['no-primary']);
  });
  it('CC-2 removing the primary cancels and validates only (G-4); re-adding sweeps again', () => {
    const off = decide(ev('unlabeled', { labels: ['all-evals'] }, { changedLabel: 'full-sweep-enabled' }));
    expect(off).toMatchObject({ verdict: 'cancel', cancelInFlight: true, validate: true });
    expect(off.reasons).toContainEqual({
      code: 'primary-removed',
      rule: 'CC-2',
      params: { label: 'full-sweep-enabled' },
    });
    const on = decide(
      ev('labeled', { labels: ['all-evals', 'full-sweep-enabled'] }, { changedLabel: 'full-sweep-enabled' }),
    );
    expect(on.verdict).toBe('sweep');
  });
  it('removing one of two conflicting primaries sweeps with the remaining one', () => {
    const d = decide(
      ev('unlabeled', { labels: ['full-sweep-enabled'] }, { changedLabel: 'full-sweep-fail-fast' }),
    );
    expect(d.verdict).toBe('sweep');
    expect(d.mode?.primary).toBe('full-sweep-enabled');
  });
  it('a scheduling label with a primary restarts (priority is part of the plan key, CC-1)', () => {
    const d = decide(
      ev('labeled', { labels: ['full-sweep-enabled', 'ci-patchwork'] }, { changedLabel: 'ci-patchwork' }),
    );
    expect(d.verdict).toBe('sweep');
    expect(d.mode?.scheduling).toEqual(['ci-patchwork']);
  });
});

describe('decide: drafts, skip marker, reuse, close', () => {
  it('G-2 labels sweep drafts; ready_for_review never starts a sweep', () => {
    expect(
      decide(
        ev(
          'labeled',
          { draft: true, labels: ['full-sweep-enabled'] },
          { changedLabel: 'full-sweep-enabled' },
        ),
      ).verdict,
    ).toBe('sweep');
    expect(decide(ev('ready_for_review', { labels: ['full-sweep-enabled'] })).verdict).toBe('nothing');
  });
  it('G-5 [skip-sweep] in the head commit message validates only; the match is case-sensitive', () => {
    const d = decide(
      ev('synchronize', { labels: ['full-sweep-enabled'], headCommitMessage: 'sync\n\n[skip-sweep]' }),
    );
    expect(d.verdict).toBe('validate');
    expect(codes(d)).toContain('skip-sweep');
    expect(
      decide(ev('synchronize', { labels: ['full-sweep-enabled'], headCommitMessage: '[SKIP-SWEEP]' }))
        .verdict,
    ).toBe('sweep');
  });
  it('G-6 an authorised reuse on synchronize means no sweep', () => {
    const d = decide(ev('synchronize', { labels: ['full-sweep-enabled'] }, { reuse: { runId: 99 } }));
    expect(d).toMatchObject({ verdict: 'reuse', reuseRunId: 99 });
  });
  it('G-6 the reuse gate is open only on a push with one full-sweep primary and no blocking modifier', () => {
    const gate = (action: string, labels: string[], changedLabel?: string) =>
      decide(ev(action, { labels }, changedLabel ? { changedLabel } : {})).reuseGate;
    expect(gate('synchronize', ['full-sweep-fail-fast', 'all-evals'])).toBe('open');
    expect(gate('synchronize', ['full-sweep-enabled', 'evals-only'])).toBe('blocked');
    expect(gate('synchronize', ['sweep-enabled'])).toBe('blocked');
    expect(gate('synchronize', [])).toBe('not-applicable');
    expect(gate('synchronize', ['full-sweep-enabled', 'full-sweep-fail-fast'])).toBe('not-applicable');
    expect(gate('labeled', ['full-sweep-enabled'], 'full-sweep-enabled')).toBe('not-applicable');
    expect(gate('opened', ['full-sweep-enabled'])).toBe('not-applicable');
  });
  it('G-6 an open gate without a source sweeps; a source on a label event is not consulted', () => {
    expect(decide(ev('synchronize', { labels: ['full-sweep-enabled'] }))).toMatchObject({
      verdict: 'sweep',
      reuseGate: 'open',
    });
    const labelled = decide(
      ev(
        'labeled',
        { labels: ['full-sweep-enabled'] },
        { changedLabel: 'full-sweep-enabled', reuse: { runId: 99 } },
      ),
    );
    expect(labelled).toMatchObject({ verdict: 'sweep', reuseGate: 'not-applicable' });
    expect(labelled.reuseRunId).toBeUndefined();
  });
  it('G-5 [skip-sweep] skips GPU work, not the reuse gate: an accepted source is still reused', () => {
    const msg = 'sync\n\n[skip-sweep]';
    const reused = decide(
      ev('synchronize', { labels: ['full-sweep-enabled'], headCommitMessage: msg }, { reuse: { runId: 5 } }),
    );
    expect(reused).toMatchObject({ verdict: 'reuse', reuseGate: 'reused', reuseRunId: 5 });
    const skipped = decide(ev('synchronize', { labels: ['full-sweep-enabled'], headCommitMessage: msg }));
    expect(skipped).toMatchObject({ verdict: 'validate', reuseGate: 'open' });
  });
  it('RU-3 a trimmed primary cannot reuse: it sweeps and names the label', () => {
    const d = decide(ev('synchronize', { labels: ['sweep-enabled'] }, { reuse: { runId: 99 } }));
    expect(d).toMatchObject({ verdict: 'sweep', reuseGate: 'blocked' });
    expect(d.reasons).toContainEqual({
      code: 'reuse-blocked',
      rule: 'LB-6',
      params: { labels: 'sweep-enabled' },
    });
  });
  it('applyGate: a failing changelog gate drops an accepted reuse (validation comes before the reuse gate)', () => {
    const d = decide(ev('synchronize', { labels: ['full-sweep-enabled'] }, { reuse: { runId: 99 } }));
    const held = applyGate(d, 'fail');
    expect(held).toMatchObject({ verdict: 'validate', reuseGate: 'not-applicable' });
    expect(held.reuseRunId).toBeUndefined();
    expect(codes(held)).toEqual(['changelog-failed']);
  });
  it('a push to the default branch never sweeps: it publishes an authorised reuse or refuses', () => {
    const push = (extra: Partial<DecisionInput>) =>
      decide({ event: 'push', action: '', pr: pr({ labels: ['full-sweep-enabled'] }), ...extra });
    expect(push({ reuse: { runId: 12 } })).toMatchObject({
      verdict: 'reuse',
      reuseRunId: 12,
      validate: false,
    });
    const refused = push({});
    expect(refused).toMatchObject({ verdict: 'refuse', validate: false, cancelInFlight: false });
    expect(codes(refused)).toEqual(['push-needs-reuse']);
  });
  it('the label policy is data: another skip marker and another reuse-blocking modifier are honoured', () => {
    const policy = labelPolicySchema().parse({
      ...defaultPolicy,
      skipSweepMarker: '[no-gpu]',
      modifiers: defaultPolicy.modifiers.map((m) => ({ ...m, blocksReuse: m.name === 'all-evals' })),
    });
    const sync = (labels: string[], headCommitMessage = 'x', extra: Partial<DecisionInput> = {}) =>
      decide(ev('synchronize', { labels, headCommitMessage }, extra), policy);
    const reuse = { reuse: { runId: 3 } };
    expect(sync(['full-sweep-enabled', 'all-evals'], 'x', reuse).reuseGate).toBe('blocked');
    expect(sync(['full-sweep-enabled', 'agentx-fast'], 'x', reuse).verdict).toBe('reuse');
    expect(sync(['full-sweep-enabled'], 'a [no-gpu]').verdict).toBe('validate');
    expect(sync(['full-sweep-enabled'], 'a [skip-sweep]').verdict).toBe('sweep');
  });
  it('LB-6 evals-only or agentx-fast blocks reuse, with the reason', () => {
    const d = decide(
      ev('synchronize', { labels: ['full-sweep-enabled', 'agentx-fast'] }, { reuse: { runId: 99 } }),
    );
    expect(d.verdict).toBe('sweep');
    expect(d.reasons).toContainEqual({
      code: 'reuse-blocked',
      rule: 'LB-6',
      params: { labels: 'agentx-fast' },
    });
  });
  it('CC-3 closing cancels', () => {
    expect(decide(ev('closed', { state: 'closed', labels: ['full-sweep-enabled'] }))).toMatchObject({
      verdict: 'cancel',
      cancelInFlight: true,
    });
  });
  it('applyGate: no entry or a failing gate turns a sweep into validate-only with the reason', () => {
    const d = decide(ev('opened', { labels: ['full-sweep-enabled'] }));
    expect(applyGate(d, 'pass').verdict).toBe('sweep');
    expect(applyGate(d, 'no-entry')).toMatchObject({ verdict: 'validate' });
    expect(codes(applyGate(d, 'fail'))).toContain('changelog-failed');
    expect(applyGate(d, 'fail').mode).toBeUndefined();
  });
  it('C6 applyPlanCheck: lane/topology errors hold a sweep back to validate-only; other verdicts stay', () => {
    const d = decide(ev('opened', { labels: ['full-sweep-enabled'] }));
    expect(applyPlanCheck(d, false)).toBe(d);
    const held = applyPlanCheck(d, true);
    expect(held.verdict).toBe('validate');
    expect(held.mode).toBeUndefined();
    expect(held.reasons.at(-1)).toEqual({ code: 'plan-check-failed', rule: 'C6' });
    const validate = decide(ev('opened', {}));
    expect(applyPlanCheck(validate, true)).toBe(validate);
  });
});

describe('decide: forks (G-3, 01 §8)', () => {
  const fork = (over: Partial<PrState> = {}) => ({ fork: true, ...over });
  it('G-3 a fork push is never swept and awaits approval of its head', () => {
    const d = decide(ev('synchronize', fork({ labels: ['full-sweep-enabled'] })));
    expect(d.verdict).toBe('validate');
    expect(d.approval).toBe('awaiting');
    expect(d.reasons).toContainEqual({ code: 'fork-awaiting-approval', rule: 'FA-2', params: { sha } });
  });
  it('FA-1 an authorised primary label approves the exact head SHA', () => {
    const d = decide(
      ev('labeled', fork({ labels: ['full-sweep-fail-fast'] }), {
        changedLabel: 'full-sweep-fail-fast',
        actorAuthorised: true,
        eventHeadSha: sha,
      }),
    );
    expect(d).toMatchObject({ verdict: 'sweep', approval: 'approved', sha });
  });
  it('AZ-1 an unauthorised labeller is refused', () => {
    const d = decide(
      ev('labeled', fork({ labels: ['full-sweep-enabled'] }), {
        changedLabel: 'full-sweep-enabled',
        actorAuthorised: false,
      }),
    );
    expect(d.verdict).toBe('refuse');
    expect(codes(d)).toEqual(['fork-approval-denied']);
  });
  it('FA-2 the PR advanced since the event: refused with both SHAs', () => {
    const d = decide(
      ev('labeled', fork({ labels: ['full-sweep-enabled'], headSha: 'b'.repeat(40) }), {
        changedLabel: 'full-sweep-enabled',
        actorAuthorised: true,
        eventHeadSha: sha,
      }),
    );
    expect(d.reasons[0]).toMatchObject({ code: 'fork-advanced', params: { from: sha, to: 'b'.repeat(40) } });
  });
  it('LB-5 primaries other than the one just applied are refused', () => {
    const d = decide(
      ev('labeled', fork({ labels: ['full-sweep-enabled', 'full-sweep-fail-fast'] }), {
        changedLabel: 'full-sweep-enabled',
        actorAuthorised: true,
      }),
    );
    expect(d.reasons[0]).toMatchObject({ code: 'fork-labels-mismatch', rule: 'LB-5' });
  });
  it('FA-1 a missing merge SHA is refused', () => {
    const d = decide(
      ev('labeled', fork({ labels: ['full-sweep-enabled'], mergeSha: null }), {
        changedLabel: 'full-sweep-enabled',
        actorAuthorised: true,
      }),
    );
    expect(codes(d)).toEqual(['fork-no-merge-sha']);
  });
  it('FA-4 a modifier label on a fork waits for the next approval', () => {
    const d = decide(
      ev('labeled', fork({ labels: ['full-sweep-enabled', 'all-evals'] }), {
        changedLabel: 'all-evals',
        actorAuthorised: true,
      }),
    );
    expect(d.verdict).toBe('validate');
    expect(d.approval).toBe('awaiting');
  });
});

describe('decide: commands (01 §7, AZ-1, AZ-2, RR-2)', () => {
  const cmd = (body: string, p: Partial<PrState>, authorised: boolean) =>
    decide({
      event: 'issue_comment',
      action: 'created',
      pr: pr(p),
      command: parseCommand(body),
      actorAuthorised: authorised,
    });
  it('AZ-2 an unauthorised /sweep is refused', () => {
    expect(codes(cmd('/sweep', { labels: ['full-sweep-enabled'] }, false))).toEqual(['command-unauthorised']);
  });
  it('RR-2 /sweep restarts the current head with the current labels', () => {
    expect(cmd('/sweep', { labels: ['full-sweep-enabled'] }, true)).toMatchObject({
      verdict: 'sweep',
      restart: true,
      sha,
    });
  });
  it('/sweep needs a primary', () => {
    expect(cmd('/sweep', { labels: [] }, true)).toMatchObject({ verdict: 'refuse' });
  });
  it('/sweep cancel and /sweep rerun-failed', () => {
    expect(cmd('/sweep cancel', {}, true).verdict).toBe('cancel');
    expect(cmd('/sweep rerun-failed', {}, true).verdict).toBe('rerun-failed');
  });
  it('FA-1 /approve needs a ≥12-character prefix of the current head', () => {
    const f = { fork: true, labels: ['full-sweep-enabled'] };
    expect(cmd(`/approve ${sha.slice(0, 12)}`, f, true)).toMatchObject({
      verdict: 'sweep',
      approval: 'approved',
      sha,
    });
    expect(codes(cmd(`/approve ${'b'.repeat(40)}`, f, true))).toEqual(['approve-sha-mismatch']);
    expect(codes(cmd(`/approve ${sha.slice(0, 8)}`, f, true))).toEqual(['approve-sha-mismatch']);
    expect(codes(cmd('/sweep', f, true))).toEqual(['fork-use-approve']);
  });
});

describe('decide: properties', () => {
  const names = [
    'full-sweep-fail-fast',
    'full-sweep-enabled',
    'non-canary-full-sweep-enabled',
    'all-evals',
    'evals-only',
    'agentx-fast',
    'skip_queue',
    'bug',
  ];
  const actions = ['opened', 'reopened', 'synchronize', 'labeled', 'unlabeled', 'ready_for_review'];
  const arb = fc.record({
    labels: fc.subarray(names),
    action: fc.constantFrom(...actions),
    changed: fc.constantFrom(...names),
    fork: fc.boolean(),
    draft: fc.boolean(),
    skip: fc.boolean(),
  });
  it('never sweeps with ≠1 primary, a skip marker or an unapproved fork', () => {
    fc.assert(
      fc.property(arb, (s) => {
        const d = decide(
          ev(
            s.action,
            {
              labels: s.labels,
              fork: s.fork,
              draft: s.draft,
              headCommitMessage: s.skip ? 'x [skip-sweep]' : 'x',
            },
            { changedLabel: s.changed },
          ),
        );
        const primaries = s.labels.filter((l) => l.includes('sweep')).length;
        if (d.verdict === 'sweep') {
          expect(primaries).toBe(1);
          expect(s.skip).toBe(false);
          expect(s.fork).toBe(false); // no actorAuthorised given, so forks never sweep
          expect(s.action).not.toBe('ready_for_review');
        }
        if ((s.action === 'labeled' || s.action === 'unlabeled') && s.changed === 'bug')
          expect(d.verdict).toBe('nothing');
      }),
    );
  });
});

describe('parseCommand (01 §7.1)', () => {
  it('the last matching line wins, surrounding whitespace allowed', () => {
    expect(parseCommand('please\n  /sweep  \n/sweep cancel\nthanks')).toEqual({ kind: 'cancel' });
    expect(parseCommand('no command here')).toBeUndefined();
    expect(parseCommand('use /sweep inline')).toBeUndefined();
    expect(parseCommand('/sweep now')).toEqual({ kind: 'invalid', text: '/sweep now' });
  });
});
