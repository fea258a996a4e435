// What a GitHub failure is, and what it is not: the port wraps GitHub's errors (keeping the client's error
// as the cause), best-effort writes turn only those into warnings, and a bug in our code still surfaces.
import { afterEach, describe, expect, it } from 'vitest';
import { safe } from '../../src/action/handlers/common.js';
import type { ActionDeps } from '../../src/action/types.js';
import { createOctokitPort } from '../../src/github/octokit.js';
import { GitHubError, IncompleteListingError } from '../../src/github/port.js';
import { emptyState, startFakeGitHub, type FakeGitHub } from '../../src/sim/fake-github.js';
import { pull, state } from './harness.js';

let gh: FakeGitHub | undefined;
afterEach(async () => {
  await gh?.close();
  gh = undefined;
});

const portOn = (server: FakeGitHub) =>
  createOctokitPort({
    token: 't',
    baseUrl: server.url,
    repo: { owner: server.state.owner, repo: server.state.repo },
    retries: 0,
    throttle: false,
  });

describe('GitHub errors from the port', () => {
  it('a refused write is a GitHubError naming the call and status, with the client error as its cause', async () => {
    gh = await startFakeGitHub(state(pull()));
    gh.inject({ method: 'POST', path: '/issues/42/comments', status: 422, message: 'Validation Failed' });
    const err = await portOn(gh)
      .createComment(42, 'hello')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GitHubError);
    expect((err as GitHubError).status).toBe(422);
    expect((err as GitHubError).message).toBe('comment on #42: 422 Validation Failed');
    const cause = (err as GitHubError).cause as { status?: number; name?: string };
    expect(cause).toBeInstanceOf(Error);
    expect(cause.status).toBe(422);
    expect(cause.name).toBe('HttpError');
  });

  it('a failed delete other than 404 keeps its cause too; a 404 means already gone', async () => {
    gh = await startFakeGitHub(emptyState());
    const port = portOn(gh);
    expect(await port.deleteComment(77)).toBe(false);
    gh.inject({ method: 'DELETE', path: '/issues/comments/77', status: 403 });
    const err = (await port.deleteComment(77).catch((e: unknown) => e)) as GitHubError;
    expect(err.status).toBe(403);
    expect((err.cause as { status?: number }).status).toBe(403);
  });
});

describe('best-effort writes (safe)', () => {
  const deps = () => {
    const warnings: string[] = [];
    return { warnings, deps: { warn: (l: string) => void warnings.push(l) } as unknown as ActionDeps };
  };

  it('a GitHub failure or an incomplete listing becomes a warning', async () => {
    const { warnings, deps: d } = deps();
    await safe(d, async () => {
      throw new GitHubError(502, 'comment on #1: 502 Bad Gateway');
    });
    await safe(d, async () => {
      throw new IncompleteListingError('comments of #1', 100, 150);
    });
    expect(warnings).toEqual([
      'comment on #1: 502 Bad Gateway',
      'incomplete listing of comments of #1: got 100 of 150; refusing to act on a partial list',
    ]);
  });

  it('a programming error (TypeError) is not swallowed', async () => {
    const { warnings, deps: d } = deps();
    const bug = async () => {
      const model = undefined as unknown as { pr: number };
      return model.pr;
    };
    await expect(safe(d, bug)).rejects.toBeInstanceOf(TypeError);
    expect(warnings).toEqual([]);
  });
});
