import { describe, expect, it } from 'vitest';
import { confirmMergedPull, pullForCommit, resolveMergedPull, type PullDetails } from './merged-pull.js';
import { bilingualRefusal } from './messages.js';

const SHA = 'c0ffee0000000000000000000000000000000001';
const OTHER = 'deadbeef00000000000000000000000000000002';
const HEAD = '1234567890abcdef1234567890abcdef12345678';
const pull = (over: Partial<PullDetails> = {}): PullDetails => ({
  number: 77,
  merged: true,
  merge_commit_sha: SHA,
  head: { sha: HEAD },
  ...over,
});
const refusal = (r: ReturnType<typeof resolveMergedPull>) => (r.ok ? undefined : r.refusal);

describe('commit → merged PR (01 §7.2 at merge)', () => {
  it('exactly one PR, merged as the pushed commit', () => {
    expect(resolveMergedPull(SHA, [{ number: 77 }], () => pull())).toEqual({
      ok: true,
      value: { number: 77, headSha: HEAD, mergeSha: SHA },
    });
    expect(confirmMergedPull(SHA.toUpperCase(), pull()).ok).toBe(true);
  });

  it('zero PRs fail closed, naming the commit', () => {
    const r = refusal(resolveMergedPull(SHA, [], () => pull()))!;
    expect(r).toEqual({ code: 'commit-no-pr', params: { sha: SHA } });
    expect(bilingualRefusal(r)).toContain(
      `Commit \`${SHA}\` is not associated with any pull request; nothing is published.`,
    );
    expect(bilingualRefusal(r)).toContain(`提交 \`${SHA}\` 未关联任何 PR；不发布任何内容。`);
  });

  it('two PRs fail closed (refusing to reuse artifacts)', () => {
    const r = pullForCommit(SHA, [{ number: 80 }, { number: 77 }, { number: 80 }]);
    expect(r.ok ? undefined : bilingualRefusal(r.refusal)).toContain(
      `Commit \`${SHA}\` is associated with 2 pull requests (#77, #80); refusing to reuse artifacts.`,
    );
  });

  it('an unmerged PR fails closed', () => {
    const r = refusal(
      resolveMergedPull(SHA, [{ number: 77 }], () => pull({ merged: false, merge_commit_sha: OTHER })),
    )!;
    expect(bilingualRefusal(r)).toContain(`PR #77 of commit \`${SHA}\` is not merged; nothing is published.`);
    expect(bilingualRefusal(r)).toContain(`提交 \`${SHA}\` 对应的 PR #77 尚未合并；不发布任何内容。`);
    expect(refusal(resolveMergedPull(SHA, [{ number: 77 }], () => undefined))?.code).toBe(
      'commit-pr-not-merged',
    );
  });

  it('a PR merged as a different commit fails closed', () => {
    const r = refusal(resolveMergedPull(SHA, [{ number: 77 }], () => pull({ merge_commit_sha: OTHER })))!;
    expect(bilingualRefusal(r)).toContain(
      `PR #77 was merged as \`${OTHER}\`, not as the pushed commit \`${SHA}\`; nothing is published.`,
    );
    expect(
      refusal(resolveMergedPull(SHA, [{ number: 77 }], () => pull({ merge_commit_sha: null })))?.params,
    ).toEqual({
      sha: SHA,
      pr: '77',
      mergeSha: 'none',
    });
  });
});
