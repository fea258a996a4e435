// Refs and files at refs: on a PR the base is the merge base of the target tip and the head SHA, on a
// push `before`/`after`; files are read from git objects. A bad ref or a missing head file is a
// could-not-read error, never an empty diff.
import { diag, type Diagnostic } from '../diagnostics.js';
import { catFileBatch, type CatFile, type GitObject } from './cat-file.js';
import { git } from './run.js';

/** `could not read <path> at <ref>: <reason>`: a missing blob or a bad ref. */
export function couldNotRead(path: string, ref: string, reason: string): Diagnostic {
  return diag('error', 'V-1', `could not read ${path} at ${ref}: ${reason}`, {
    file: path,
    fix: 'check that the ref exists in this clone (fetch it, or fetch with enough depth)',
  });
}

export class GitError extends Error {
  constructor(readonly diagnostic: Diagnostic) {
    super(diagnostic.message);
  }
}

/**
 * The commit SHA a ref names; throws GitError (could not read) for a bad ref. `objects` (an open reader of
 * the same repository) answers it without starting another git.
 */
export async function revParse(
  repo: string,
  ref: string,
  forPath = '<commit>',
  objects?: CatFile,
): Promise<string> {
  return (await readAtRef(repo, ref, [], forPath, objects)).sha;
}

/** The best common ancestor of two refs; throws GitError when there is none or a ref is bad. */
export async function mergeBase(repo: string, a: string, b: string): Promise<string> {
  const r = await git(repo, ['merge-base', a, b]);
  const sha = r.stdout.toString('utf8').trim();
  if (r.status !== 0 || !/^[0-9a-f]{40,64}$/.test(sha)) {
    throw new GitError(couldNotRead('<merge-base>', `${a}...${b}`, r.stderr.trim() || 'no common ancestor'));
  }
  return sha;
}

/**
 * The refs of a PR: base = merge-base(target, head), head = the head SHA. So a branch behind a target that
 * gained entries compares against its own branch point, not the target's newer tip.
 * A null base (a new branch pushed) stays null: the changelog then has no base.
 */
export async function resolveGateRefs(
  repo: string,
  refs: { base: string | null; head: string },
): Promise<{ base: string | null; head: string }> {
  const head = await revParse(repo, refs.head);
  if (refs.base === null || /^0+$/.test(refs.base)) return { base: null, head };
  const target = await revParse(repo, refs.base);
  return { base: await mergeBase(repo, target, head), head };
}

/** The commit `ref` names and `paths` in it, from one `cat-file --batch`; a bad ref throws GitError. */
async function readAtRef(
  repo: string,
  ref: string,
  paths: readonly string[],
  forPath: string,
  reader?: CatFile,
): Promise<{ sha: string; objects: (GitObject | undefined)[] }> {
  const specs = [`${ref}^{commit}`, ...paths.map((p) => `${ref}:${p}`)];
  const r = reader ? await reader.read(specs) : await catFileBatch(repo, specs);
  if ('error' in r) throw new GitError(couldNotRead(forPath, ref, r.error));
  const [commit, ...objects] = r.objects;
  if (!commit) throw new GitError(couldNotRead(forPath, ref, `fatal: invalid object name '${ref}'`));
  return { sha: commit.sha, objects };
}

/** Blobs at a ref; a path missing at that ref maps to null. A bad ref throws GitError. */
export async function readBlobsAtRef(
  repo: string,
  ref: string,
  paths: readonly string[],
): Promise<Map<string, Buffer | null>> {
  const { objects } = await readAtRef(repo, ref, paths, paths[0] ?? '<commit>');
  return new Map(paths.map((p, i) => [p, objects[i]?.blob ?? null]));
}

/** Text files at a ref (UTF-8); see readBlobsAtRef. */
export async function readFilesAtRef(
  repo: string,
  ref: string,
  paths: readonly string[],
): Promise<Map<string, string | null>> {
  const blobs = await readBlobsAtRef(repo, ref, paths);
  return new Map([...blobs].map(([p, b]) => [p, b ? b.toString('utf8') : null]));
}

export interface ChangelogPair {
  /** Null when the file does not exist at base (zero entries) or there is no base. */
  base: Buffer | null;
  /** Null only together with a could-not-read diagnostic. */
  head: Buffer | null;
  diagnostics: Diagnostic[];
}

/** The gate's two inputs, as bytes so the gate can check UTF-8 itself (invalid bytes are always an error). */
export async function readChangelogPair(
  repo: string,
  path: string,
  refs: { base: string | null; head: string },
): Promise<ChangelogPair> {
  const diagnostics: Diagnostic[] = [];
  const read = async (ref: string, required: boolean): Promise<Buffer | null> => {
    try {
      const b = (await readBlobsAtRef(repo, ref, [path])).get(path) ?? null;
      if (!b && required)
        diagnostics.push(couldNotRead(path, ref, `fatal: path '${path}' does not exist in '${ref}'`));
      return b;
    } catch (e) {
      if (e instanceof GitError)
        diagnostics.push({ ...e.diagnostic, message: e.diagnostic.message.replace('<commit>', path) });
      else diagnostics.push(couldNotRead(path, ref, (e as Error).message));
      return null;
    }
  };
  const [base, head] = await Promise.all([
    refs.base === null ? null : read(refs.base, false),
    read(refs.head, true),
  ]);
  return { base, head, diagnostics };
}
