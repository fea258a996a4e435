import { describe, expect, it } from 'vitest';
import { finishedState, parseStateTag, renderState, stateTag, withState } from '../../src/report/state.js';

const run = { id: 1008, url: 'https://github.com/o/r/actions/runs/1008' };
/** A status comment as the control run leaves it: the state tag, then the state line in each language. */
const comment = (state: Parameters<typeof renderState>[0]) =>
  [
    '<!-- sweep-orchestrator-status -->',
    stateTag(state),
    '### Sweep · PR #7',
    '',
    renderState(state, 'en'),
    '**Cancelled:** 1001',
    '',
    '<details><summary>中文</summary>',
    '',
    renderState(state, 'zh'),
    '',
    '</details>',
  ].join('\n');

describe('the state line once the sweep has finished', () => {
  it('CM-2: the links job turns "dispatched (queued)" into "finished" with the jobs\' conclusion, in both languages', () => {
    const body = withState(
      comment({ kind: 'dispatched', adopted: false, ...run }),
      finishedState({ failed: 0, cancelled: 0 }, run),
    );
    expect(parseStateTag(body)).toEqual({ kind: 'finished', run: 1008 });
    expect(body).toContain(
      '**Sweep:** finished — run [1008](https://github.com/o/r/actions/runs/1008): success',
    );
    expect(body).toContain('已结束 — 运行 [1008](https://github.com/o/r/actions/runs/1008)：成功');
    expect(body).not.toContain('queued');
    expect(body).not.toContain('排队中');
    // The lines around it are untouched.
    expect(body).toContain('**Cancelled:** 1001');
  });

  it('CM-2: a failed row makes the conclusion "failure"; only cancelled rows make it "cancelled"', () => {
    expect(finishedState({ failed: 2, cancelled: 5 }, run).conclusion).toBe('failure');
    expect(finishedState({ failed: 0, cancelled: 3 }, run).conclusion).toBe('cancelled');
    expect(finishedState({ failed: 0, cancelled: 0 }, run).conclusion).toBe('success');
  });

  it('CM-2: a comment about another run (a newer plan) keeps its state', () => {
    const newer = comment({ kind: 'dispatched', adopted: false, id: 1010, url: 'u' });
    expect(withState(newer, finishedState({ failed: 0, cancelled: 0 }, run))).toBe(newer);
  });

  it('CM-2: an "unknown" state about the run is replaced with its two explanation lines', () => {
    const before = comment({ kind: 'running', ...run }).replace(
      /^\*\*Sweep:\*\*.*$/m,
      (l) => `${l}\n> listing failed\n> nothing to do`,
    );
    const body = withState(before, finishedState({ failed: 1, cancelled: 0 }, run));
    expect(body).not.toContain('> listing failed');
    expect(body).toContain(': failure\n**Cancelled:** 1001');
  });
});
