// `sweep merge-changelog`: resolve a perf-changelog.yaml conflict between a PR and the default branch.
// The shell around src/merge: it reads the three sides (index stages of a conflicted merge, files, or
// revisions, all through src/git), runs the pure merge and writes the result.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatDiagnosticLine, type Diagnostic } from '../diagnostics.js';
import { DEFAULT_REPO } from '../gate/index.js';
import { catFileBatch, git, GitError, mergeBase } from '../git/index.js';
import { mergeChangelog, type MergeResult } from '../merge/index.js';
import { UsageError, type Command } from './io.js';
import { repositoryOf } from './repo-config.js';

const CHANGELOG = 'perf-changelog.yaml';

export const HELP = `usage: sweep merge-changelog --pr <N> [--theirs <src> [--ours <src>] [--base <src>]] [options]

Resolves a ${CHANGELOG} conflict between a PR and the default branch: the PR's appended entries
are kept byte for byte after the default branch's file, one empty line apart, except those the default
branch already has (same content, whatever their pr-link); XXX placeholder links become the PR's URL.
A PR that only corrects historical pr-links has its corrections applied to the default branch's copy.
The result passes the changelog gate against the default branch, as CI will check it.

Where the three sides come from:
  no --base/--ours/--theirs   the merge in progress in --root: index stages 1 (base), 2 (ours = the PR
                              branch) and 3 (theirs = the merged default branch) of the conflicted file.
                              During a rebase the PR side is stage 3: pass --ours :3 --theirs :2 --base :1
  --theirs <src>              the default branch's side, e.g. origin/main
  --ours <src>                the PR's side (default HEAD)
  --base <src>                the merge base (default merge-base(ours, theirs); required with files)
  A <src> is a file when such a file exists, else a git revision read at --path; :1, :2 and :3 name
  the index stages.

Options:
  --pr <N>               the PR number (required): links become https://github.com/<repo>/pull/<N>
  --repo <owner/name>    the repository the PR links point to (default $GITHUB_REPOSITORY, else the
                         GitHub repository the origin remote points at, else ${DEFAULT_REPO})
  --path <file>          the changelog's path in the repository (default: the conflicted
                         ${CHANGELOG} in the index, else ${CHANGELOG})
  --root <dir>           the git repository (default: the working directory)
  --write <file>         write the resolved file there (e.g. the conflicted file, then git add it);
                         without it the resolved file goes to stdout
  --strict               layout problems (blank lines, tabs, CR) are errors, not warnings
  -h, --help             this text

Exit codes:
  0   resolved: written (or printed); a summary is on stderr
  1   not resolvable: stderr says why, with file:line; nothing is written
  2   usage error
  3   nothing of the PR remains: its entries or corrections are already on the default branch;
      the resolved file (written or printed) is the default branch's, unchanged
  70  internal error
`;

const OPTIONS = {
  pr: { type: 'string' },
  repo: { type: 'string' },
  path: { type: 'string' },
  root: { type: 'string' },
  base: { type: 'string' },
  ours: { type: 'string' },
  theirs: { type: 'string' },
  write: { type: 'string' },
  strict: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

/** A side that could not be read: the message, in the words of the merge helper's catalogue. */
class ReadError extends Error {}

interface Sides {
  path: string;
  base: Buffer | null;
  ours: Buffer;
  theirs: Buffer;
}

export const mergeChangelogCommand: Command = async (argv, io) => {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (e) {
    throw new UsageError(`${(e as Error).message}\n\n${HELP}`);
  }
  if (values.help) {
    io.stdout(HELP);
    return 0;
  }
  const pr = Number(values.pr);
  if (values.pr === undefined || !/^[1-9][0-9]{0,9}$/.test(values.pr) || !Number.isSafeInteger(pr))
    throw new UsageError(`--pr must be the PR number (a positive integer)\n\n${HELP}`);
  const repo = repositoryOf(resolve(io.cwd, values.root ?? '.'), io, values.repo) ?? DEFAULT_REPO;
  if (!/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(repo))
    throw new UsageError(`--repo must be owner/name (got '${repo}')`);
  const explicit = values.base !== undefined || values.ours !== undefined || values.theirs !== undefined;
  if (explicit && values.theirs === undefined)
    throw new UsageError('--theirs is required with --base or --ours (the default branch, e.g. origin/main)');
  const root = resolve(io.cwd, values.root ?? '.');

  let sides: Sides;
  try {
    sides = explicit
      ? await fromSources(root, io.cwd, values.path ?? CHANGELOG, values)
      : await fromIndex(root, values.path);
  } catch (e) {
    if (e instanceof ReadError || e instanceof GitError) {
      io.stderr(`merge-changelog: ${e.message}\n`);
      return 1;
    }
    throw e;
  }

  const r = mergeChangelog({ ...sides, prNumber: pr, repo, strict: values.strict! });
  io.stderr(r.diagnostics.map((d: Diagnostic) => `${formatDiagnosticLine(d)}\n`).join(''));
  if (r.text === undefined) {
    io.stderr(`merge-changelog: ${sides.path} not resolved; nothing written\n`);
    return 1;
  }
  if (values.write !== undefined) writeFileSync(resolve(io.cwd, values.write), r.text);
  else io.stdout(r.text);
  io.stderr(`merge-changelog: ${summary(r, sides.path, pr)}\n`);
  return r.outcome === 'unchanged' ? 3 : 0;
};

function summary(r: MergeResult, path: string, pr: number): string {
  if (r.outcome === 'corrected') {
    const n = r.corrections.filter((c) => c.applied).length;
    return `${path}: applied ${n} pr-link correction(s) of PR #${pr} to main's copy (entries ${r.corrections
      .filter((c) => c.applied)
      .map((c) => c.index)
      .join(', ')})`;
  }
  if (r.outcome === 'unchanged')
    return `${path}: nothing of PR #${pr} remains; the file is main's, unchanged`;
  const kept = r.kept.map((k) => `${k.from} → ${k.to}`).join(', ');
  const links = r.kept.filter((k) => k.prLink.from !== k.prLink.to).length;
  const dropped = r.dropped.length
    ? `; dropped ${r.dropped.length} already on main (${r.dropped.map((d) => `${d.from} = main's ${d.main}`).join(', ')})`
    : '';
  return `${path}: kept ${r.kept.length} entr${r.kept.length === 1 ? 'y' : 'ies'} of PR #${pr} (${kept})${dropped}; ${links} pr-link(s) set to the PR's URL`;
}

/** The merge in progress: stages 1, 2, 3 of the conflicted changelog. */
async function fromIndex(root: string, given: string | undefined): Promise<Sides> {
  const path = given ?? (await conflictedChangelog(root));
  const r = await catFileBatch(
    root,
    [1, 2, 3].map((n) => `:${n}:${path}`),
  );
  if ('error' in r) throw new ReadError(`could not read stage 1 for ${path}: ${r.error}`);
  const blobs = r.objects.map((o, i) => {
    if (o?.blob) return o.blob;
    throw new ReadError(
      `could not read stage ${i + 1} for ${path}: not in the index (is a merge in progress, with ${path} in conflict?)`,
    );
  });
  return { path, base: blobs[0]!, ours: blobs[1]!, theirs: blobs[2]! };
}

/** The one conflicted file named perf-changelog.yaml (root layout or a subfolder such as inferencex-e2e/). */
async function conflictedChangelog(root: string): Promise<string> {
  const r = await git(root, ['ls-files', '-u', '-z']);
  if (r.status !== 0) throw new ReadError(`could not list the index of ${root}: ${r.stderr.trim()}`);
  const paths = new Set(
    r.stdout
      .toString('utf8')
      .split('\0')
      .map((l) => l.slice(l.indexOf('\t') + 1))
      .filter((p) => p && basename(p) === CHANGELOG),
  );
  if (paths.size === 1) return [...paths][0]!;
  if (paths.size === 0)
    throw new ReadError(
      `no conflicted ${CHANGELOG} in the index of ${root}; outside a merge, name the default branch with --theirs (e.g. --theirs origin/main)`,
    );
  throw new ReadError(`several conflicted changelogs (${[...paths].join(', ')}); choose one with --path`);
}

/** Explicit sides: files, revisions or stages; the base defaults to the merge base of two revisions. */
async function fromSources(
  root: string,
  cwd: string,
  path: string,
  v: { base?: string; ours?: string; theirs?: string },
): Promise<Sides> {
  const ours = await readSource(root, cwd, path, v.ours ?? 'HEAD');
  const theirs = await readSource(root, cwd, path, v.theirs!);
  if (!ours.bytes)
    throw new ReadError(`could not read ${path} at ${ours.rev}: the file does not exist there`);
  if (!theirs.bytes)
    throw new ReadError(`could not read ${path} at ${theirs.rev}: the file does not exist there`);
  let base: Buffer | null;
  if (v.base !== undefined) base = (await readSource(root, cwd, path, v.base)).bytes;
  else if (ours.sha && theirs.sha)
    base = (await readSource(root, cwd, path, await mergeBase(root, ours.sha, theirs.sha))).bytes;
  else throw new UsageError('--base is required when --ours or --theirs is a file or an index stage');
  return { path, base, ours: ours.bytes, theirs: theirs.bytes };
}

interface Source {
  bytes: Buffer | null;
  /** The revision as given, for messages (unset for a file). */
  rev?: string;
  /** The commit, when the source is a revision (not a file or an index stage). */
  sha?: string;
}

async function readSource(root: string, cwd: string, path: string, src: string): Promise<Source> {
  const file = resolve(cwd, src);
  if (existsSync(file) && statSync(file).isFile()) return { bytes: readFileSync(file) };
  const stage = /^:([123])$/.exec(src);
  if (stage) {
    const r = await catFileBatch(root, [`:${stage[1]}:${path}`]);
    const blob = 'error' in r ? undefined : r.objects[0]?.blob;
    if (!blob)
      throw new ReadError(
        `could not read stage ${stage[1]} for ${path}: ${'error' in r ? r.error : 'not in the index'}`,
      );
    return { bytes: blob, rev: src };
  }
  const r = await catFileBatch(root, [`${src}^{commit}`, `${src}:${path}`]);
  if ('error' in r) throw new ReadError(`could not read ${path} at ${src}: ${r.error}`);
  if (!r.objects[0])
    throw new ReadError(`could not read ${path} at ${src}: neither a file nor a revision in ${root}`);
  return { bytes: r.objects[1]?.blob ?? null, rev: src, sha: r.objects[0].sha };
}
