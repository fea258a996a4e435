import { describe, expect, it } from 'vitest';
import { queueBlockOf, renderQueueAlert, withQueueAlert, type QueueAlert } from './queue.js';
import { withOutcome } from './outcome.js';

const row = (i: number, missing = ['cluster:gb300-nv']) => ({
  name: `dsv4_8k1k (cluster:gb300-nv, conc [${i}])`,
  rowId: `${i}`.padStart(16, '0'),
  labels: ['cluster:gb300-nv', 'nodes:2'],
  missing,
  since: '2026-08-22T12:12:41.000Z',
});
const alert = (over: Partial<QueueAlert> = {}): QueueAlert => ({
  alertMinutes: 45,
  rows: [row(1)],
  runners: { listed: true },
  runUrl: 'https://github.com/o/r/actions/runs/9',
  ...over,
});
const base = '<!-- marker -->\n<!-- version: 100001 -->\n### Sweep status\n';

describe('jobs waiting for a runner in the status comment', () => {
  it('RT-2: names each row (name and id), its labels, the labels no online runner carries, the minutes and what to do, in both languages', () => {
    const b = renderQueueAlert(alert());
    expect(b.startsWith('<!-- sweep-queue -->\n')).toBe(true);
    expect(b.endsWith('<!-- /sweep-queue -->\n')).toBe(true);
    expect(b).toContain(
      '**Waiting for a runner:** 1 job(s) of [the sweep run](https://github.com/o/r/actions/runs/9) have been queued longer than 45 minutes',
    );
    expect(b).toContain(
      '- dsv4_8k1k (cluster:gb300-nv, conc [1]) (`0000000000000001`): queued since 2026-08-22 12:12 UTC for `cluster:gb300-nv`, `nodes:2`; no online runner carries `cluster:gb300-nv`',
    );
    expect(b).toContain(
      'What to do: register (or bring online) a self-hosted runner with exactly these labels',
    );
    expect(b).toContain('等待 runner');
    expect(b).toContain('没有在线 runner 带有 `cluster:gb300-nv`');
    expect(b).not.toMatch(/\bRT-\d/);
  });

  it('RT-2: no waiting row → no block; labels only missing together say so; a long list is cut with a count', () => {
    expect(renderQueueAlert(alert({ rows: [] }))).toBe('');
    expect(renderQueueAlert(alert({ rows: [row(1, [])] }))).toContain('no single one carries them all');
    const many = renderQueueAlert(alert({ rows: Array.from({ length: 25 }, (_, i) => row(i)) }));
    expect(many).toContain('- … and 5 more');
    expect(many).toContain('25 job(s)');
  });

  it('RT-2: an unreadable runner list is said, with the failed call, and the rows are named anyway', () => {
    const b = renderQueueAlert(
      alert({
        runners: {
          listed: false,
          status: 403,
          message: 'list self-hosted runners: 403 Resource not accessible',
        },
        rows: [row(1, [])],
      }),
    );
    expect(b).toContain(
      "The repository's runner list is not readable with this token (list self-hosted runners: 403 Resource not accessible)",
    );
    expect(b).toContain('`0000000000000001`');
    expect(b).not.toContain('no single one carries them all');
    expect(b).toContain('give the action a token that may read self-hosted runners');
  });

  it('the block is spliced into the status body: replaced, removed, the version set, the outcome kept', () => {
    const one = withQueueAlert(base, renderQueueAlert(alert()), 200001);
    expect(one).toContain('<!-- version: 200001 -->');
    expect(queueBlockOf(one)).toBe(renderQueueAlert(alert()));
    const two = withQueueAlert(one, renderQueueAlert(alert({ rows: [row(2)] })), 200001);
    expect(two.match(/<!-- sweep-queue -->/g)).toHaveLength(1);
    expect(two).toContain('0000000000000002');
    expect(two).not.toContain('0000000000000001');
    const gone = withQueueAlert(two, '', 200001);
    expect(queueBlockOf(gone)).toBe('');
    expect(gone).toContain('### Sweep status');
    const withOut = withOutcome(one, '<!-- sweep-outcome -->\nok\n<!-- /sweep-outcome -->\n', 200001);
    expect(withQueueAlert(withOut, '', 200001)).toContain('<!-- sweep-outcome -->\nok');
  });
});
