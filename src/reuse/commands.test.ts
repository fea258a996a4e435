import { describe, expect, it } from 'vitest';
import { parseReuseCommand, reuseCommandsNewestFirst, type PrComment } from './commands.js';
import { commandRefusal, commandReply } from './replies.js';

const cmd = (body: string) => parseReuseCommand(body)?.command;

describe('reuse and staging command grammar (01 §7.1)', () => {
  it('pins a run with /use <id> or /reuse-sweep-run <id>', () => {
    expect(cmd('/use 38029231836')).toEqual({ kind: 'use', runId: 38029231836, spelling: '/use' });
    expect(cmd('  /reuse-sweep-run   17  ')).toEqual({
      kind: 'use',
      runId: 17,
      spelling: '/reuse-sweep-run',
    });
  });

  it('RU-1 recognises a bare /use or /reuse-sweep-run so it can be refused', () => {
    expect(cmd('/use')).toEqual({ kind: 'use-without-id', spelling: '/use' });
    expect(cmd('/reuse-sweep-run')).toEqual({ kind: 'use-without-id', spelling: '/reuse-sweep-run' });
  });

  it('malformed ids are invalid, never a different run', () => {
    for (const body of ['/use abc', '/use 0', '/use 012', '/use -5', '/use 1 2', '/use 12345678901234567890'])
      expect(cmd(body)).toMatchObject({ kind: 'invalid', command: '/use', text: body });
    expect(cmd('/use https://github.com/o/r/actions/runs/5')).toMatchObject({ kind: 'invalid' });
  });

  it('/stage-results with and without a run id', () => {
    expect(cmd('/stage-results')).toEqual({ kind: 'stage-results' });
    expect(cmd('/stage-results 99')).toEqual({ kind: 'stage-results', runId: 99 });
    expect(cmd('/stage-results latest')).toEqual({
      kind: 'invalid',
      command: '/stage-results',
      text: '/stage-results latest',
    });
  });

  it('one command per line, the last matching line wins; inline mentions are not commands', () => {
    expect(parseReuseCommand('please\n/use 1\nthanks\n/use 2\n')).toEqual({
      command: { kind: 'use', runId: 2, spelling: '/use' },
      line: 3,
    });
    expect(cmd('we should /use 5 here')).toBeUndefined();
    expect(cmd('/user 5')).toBeUndefined();
    expect(cmd('/sweep')).toBeUndefined();
    expect(cmd('/USE 5')).toBeUndefined();
  });

  it('lists reuse commands newest first and skips bots and staging commands', () => {
    const c = (id: number, body: string, createdAt: string, extra: Partial<PrComment> = {}): PrComment => ({
      id,
      body,
      author: 'alice',
      createdAt,
      ...extra,
    });
    const list = reuseCommandsNewestFirst([
      c(1, '/use 100', '2026-08-01T10:00:00Z'),
      c(2, '/use 200', '2026-08-02T10:00:00Z', { author: 'bob' }),
      c(3, '/use 300', '2026-08-03T10:00:00Z', { author: 'github-actions[bot]', authorType: 'Bot' }),
      c(4, '/stage-results 5', '2026-08-04T10:00:00Z'),
      c(5, 'LGTM', '2026-08-05T10:00:00Z'),
      c(6, '/use', '2026-08-02T10:00:00Z'),
    ]);
    expect(list.map((x) => [x.commentId, x.author, x.command.kind])).toEqual([
      [6, 'alice', 'use-without-id'],
      [2, 'bob', 'use'],
      [1, 'alice', 'use'],
    ]);
  });

  it('RU-1 refusal replies name the problem in both languages, with a thumbs-down', () => {
    const bare = commandReply(commandRefusal(cmd('/reuse-sweep-run')!)!);
    expect(bare.reaction).toBe('-1');
    expect(bare.body).toBe(
      [
        '`/reuse-sweep-run` without a run id is not accepted: automatic selection picked runs that benchmarked nothing or had no results. Post `/use <run_id>` with the id of the sweep run to reuse.',
        '',
        '<details><summary>中文</summary>',
        '',
        '不接受不带运行 id 的 `/reuse-sweep-run`：自动选择曾选中未测试任何内容或没有结果的运行。请发布 `/use <run_id>` 并指明要复用的测试运行 id。',
        '',
        '</details>',
        '',
      ].join('\n'),
    );
    const bad = commandReply(commandRefusal(cmd('/use abc')!)!).body;
    expect(bad).toContain(
      '`/use abc` is not a reuse command. Usage: `/use <run_id>` (or `/reuse-sweep-run <run_id>`), with the numeric id of the sweep run.',
    );
    expect(bad).toContain('`/use abc` 不是有效的复用命令。');
    const stage = commandReply(commandRefusal(cmd('/stage-results x')!)!).body;
    expect(stage).toContain('Usage: `/stage-results` or `/stage-results <run-id>`.');
    expect(stage).toContain('用法：`/stage-results` 或 `/stage-results <run-id>`。');
    expect(commandRefusal(cmd('/use 5')!)).toBeUndefined();
  });
});
