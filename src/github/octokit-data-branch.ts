// The Octokit side of the results data branch: git data calls (refs, trees, blobs, commits). Creating a
// tree or a commit is content-addressed, so repeating one is harmless; moving the branch is a
// fast-forward that GitHub refuses (422) when the head is no longer the one the commit was built on, so
// two publishers can never overwrite each other — the later one re-reads and tries again.
import type { Octokit } from '@octokit/rest';
import {
  GitHubError,
  IncompleteListingError,
  type BranchHead,
  type DataBranchPort,
  type RepoRef,
} from './port.js';

interface Clients {
  octokit: Octokit;
  repo: RepoRef;
  call: <T>(what: string, f: () => Promise<T>) => Promise<T>;
}

/** Per-request option for the branch move: the HTTP layer never repeats it (the caller looks first). */
const ONCE = { request: { retries: 0 } } as const;

const status = (e: unknown): number =>
  e instanceof GitHubError ? e.status : ((e as { status?: number }).status ?? 0);

export function dataBranchMethods({ octokit, repo: ref, call }: Clients): DataBranchPort {
  const { owner, repo } = ref;
  return {
    repo: ref,
    getBranchHead: async (branch) => {
      try {
        const { data } = await call(`read branch ${branch}`, () =>
          octokit.rest.git.getRef({ owner, repo, ref: `heads/${branch}` }),
        );
        const commit = data.object.sha;
        const c = await call(`read commit ${commit}`, () =>
          octokit.rest.git.getCommit({ owner, repo, commit_sha: commit }),
        );
        return { commit, tree: c.data.tree.sha };
      } catch (e) {
        if (status(e) === 404) return null;
        throw e;
      }
    },

    listTreeFiles: async (tree, dir) => {
      const { data } = await call(`list tree ${tree}`, () =>
        octokit.rest.git.getTree({ owner, repo, tree_sha: tree, recursive: 'true' }),
      );
      if (data.truncated)
        throw new IncompleteListingError(`files of tree ${tree}`, data.tree.length, Infinity);
      const prefix = dir ? `${dir.replace(/\/+$/, '')}/` : '';
      const out = new Map<string, string>();
      for (const e of data.tree)
        if (e.type === 'blob' && e.path && e.sha && e.path.startsWith(prefix)) out.set(e.path, e.sha);
      return out;
    },

    readBlob: async (sha) => {
      const { data } = await call(`read blob ${sha}`, () =>
        octokit.rest.git.getBlob({ owner, repo, file_sha: sha }),
      );
      return data.encoding === 'base64'
        ? Buffer.from(data.content, 'base64').toString('utf8')
        : String(data.content);
    },

    createCommit: async (parent: BranchHead | null, files, message) => {
      const tree = await call('create tree', () =>
        octokit.rest.git.createTree({
          owner,
          repo,
          ...(parent ? { base_tree: parent.tree } : {}),
          tree: files.map((f) => ({
            path: f.path,
            mode: '100644' as const,
            type: 'blob' as const,
            content: f.text,
          })),
        }),
      );
      const commit = await call('create commit', () =>
        octokit.rest.git.createCommit({
          owner,
          repo,
          message,
          tree: tree.data.sha,
          parents: parent ? [parent.commit] : [],
        }),
      );
      return commit.data.sha;
    },

    advanceBranch: async (branch, expected, commit) => {
      try {
        if (expected === null)
          await call(`create branch ${branch}`, () =>
            octokit.rest.git.createRef({ owner, repo, ref: `refs/heads/${branch}`, sha: commit, ...ONCE }),
          );
        else
          await call(`move branch ${branch}`, () =>
            octokit.rest.git.updateRef({
              owner,
              repo,
              ref: `heads/${branch}`,
              sha: commit,
              force: false,
              ...ONCE,
            }),
          );
        return 'ok';
      } catch (e) {
        // 422: the branch exists already, or the move is not a fast-forward from its head.
        if (status(e) === 422) return 'moved';
        throw e;
      }
    },
  };
}
