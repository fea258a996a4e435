// `sweep plan` and the action's planning step from git objects: the changelog at merge-base(base, head) and
// at head, the master configs, runners and policy at head (and at the base, for append-only entries), read
// as data and never checked out, then planned by the pure planner. A caller may keep copies of master blobs
// between runs (the CLI does): the masters are then asked for their blob ids first, and only those without a
// copy are read from git.
import { diag, type Diagnostic } from '../diagnostics.js';
import { extendsBytes } from '../gate/index.js';
import {
  git,
  gitSync,
  openCatFile,
  type CatFile,
  type CatFileResult,
  type GitObject,
  type GitResult,
} from '../git/index.js';
import type { SourceScan, TopLevelScan } from '../config/slice.js';
import type { EntryValues, SourceFile } from '../config/source.js';
import { emptyPlan } from '../plan/pr-output.js';
import { planFromTexts, type PlanPaths, type PlanRun, type PlanRunOptions } from '../plan/pr-run.js';

/**
 * The two git processes a plan needs, started together: `merge-base` of the refs, and one object reader
 * that answers everything else (the layout's trees, the inputs at both revisions, the head commit).
 */
export interface PlanGit {
  repo: string;
  objects: CatFile;
  mergeBase: Promise<GitResult>;
  /** Copies of master blobs kept between runs, when the caller keeps them. */
  masterCache?: BlobCache;
  /** Values of master entries kept between runs by blob id, when the caller keeps them. */
  entryValues?: (blobId: string) => EntryValues;
  close(): void;
}

/** Copies of blobs by id, kept by the caller between runs, each with the top-level scan of its bytes. */
export interface BlobCache {
  /**
   * The scan of blob `sha` (`size` bytes) when a copy of it is kept, and a reader of its bytes (read when
   * first asked for; undefined when the copy is no longer exactly the blob).
   */
  get(sha: string, size: number): Promise<{ scan: TopLevelScan; bytes(): Buffer | undefined } | undefined>;
  /** Asks for a copy of blob `sha` to be kept (written later: it never fails the plan). */
  put(sha: string, bytes: Buffer): void;
}

/**
 * `objects`: a reader of `repo` the caller opened already (it is closed with the pair); `masterCache`: where
 * master blobs are kept between runs (none: every master is read from git).
 */
export function openPlanGit(
  repo: string,
  refs: { base: string; head: string },
  objects: CatFile = openCatFile(repo),
  masterCache?: BlobCache,
  entryValues?: (blobId: string) => EntryValues,
): PlanGit {
  // A ref is never an option: one that looks like one names nothing, as git says of a bad ref.
  const option = [refs.base, refs.head].find((r) => r.startsWith('-'));
  const mergeBase = option
    ? Promise.resolve({
        status: 128,
        stdout: Buffer.alloc(0),
        stderr: `fatal: Not a valid object name ${option}`,
      })
    : git(repo, ['merge-base', refs.base, refs.head]);
  return {
    repo,
    objects,
    mergeBase,
    ...(masterCache ? { masterCache } : {}),
    ...(entryValues ? { entryValues } : {}),
    close: () => objects.close(),
  };
}

/**
 * Plans from git objects, never the working tree: the changelog at merge-base(base, head) and at head; masters,
 * runners and policy at head. `merge-base` and the object reader run concurrently (`opened`, when the caller
 * started them already, else started here); the reader speculatively reads the changelog at `base` itself,
 * which is the merge base whenever the base is an ancestor of the head (the usual PR), so a second read is
 * needed only for a diverged base.
 */
export async function planFromGit(
  repo: string,
  refs: { base: string; head: string },
  paths: PlanPaths,
  opts: Omit<PlanRunOptions, 'refs'>,
  opened?: PlanGit,
): Promise<PlanRun> {
  const g = opened ?? openPlanGit(repo, refs);
  try {
    return await planWith(g, refs, paths, opts);
  } finally {
    if (!opened) g.close();
  }
}

async function planWith(
  g: PlanGit,
  refs: { base: string; head: string },
  paths: PlanPaths,
  opts: Omit<PlanRunOptions, 'refs'>,
): Promise<PlanRun> {
  const fail = (diagnostics: Diagnostic[]): PlanRun => ({
    outcome: 'error',
    plan: emptyPlan(refs.base, refs.head),
    rows: [],
    diagnostics,
    ok: false,
  });
  const masterSpecs = (ref: string) => paths.masters.map((p) => `${ref}:${p}`);
  // Generation inputs at the base: only `append-only` entries use them.
  const inputsAt = (ref: string): Asked => [[`${ref}:${paths.runners}`], masterSpecs(ref), []];
  const atBase = (ref: string): Asked => [
    [`${ref}:${paths.changelog}`, `${ref}:${paths.runners}`],
    masterSpecs(ref),
    [],
  ];
  const specs: Asked = [
    [refs.base, `${refs.head}:${paths.changelog}`, `${refs.head}:${paths.runners}`],
    masterSpecs(refs.head),
    [...(paths.policy ? [`${refs.head}:${paths.policy}`] : []), `${refs.base}:${paths.changelog}`],
  ];
  const [mb, batch] = await Promise.all([g.mergeBase, readSpecs(g, specs)]);
  if (mb.status !== 0) {
    const why = mb.stderr.trim() || 'no merge base';
    return fail([
      diag('error', 'V-1', `could not read ${paths.changelog} at ${refs.base}: ${why}`, {
        file: paths.changelog,
      }),
    ]);
  }
  if ('error' in batch)
    return fail([diag('error', 'V-1', `could not read objects at ${refs.head}: ${batch.error}`)]);
  const mergeBase = mb.stdout.toString('utf8').trim();
  const [baseCommit, headLog, runners, ...rest] = batch.objects;
  const masters = rest.slice(0, paths.masters.length);
  const policy = paths.policy ? rest[paths.masters.length] : undefined;
  let baseObjects = rest.slice(paths.masters.length + (paths.policy ? 1 : 0));
  // A base master that is the head's blob is the head's bytes.
  const known = masters.filter((m): m is GitObject => m?.type === 'blob');
  if (baseCommit?.sha !== mergeBase) {
    const again = await readSpecs(g, atBase(mergeBase), known);
    if ('error' in again) {
      return fail([
        diag('error', 'V-1', `could not read ${paths.changelog} at ${mergeBase}: ${again.error}`),
      ]);
    }
    baseObjects = again.objects;
  } else if (mayAppendOnly(baseObjects[0]?.blob, headLog?.blob)) {
    const again = await readSpecs(g, inputsAt(mergeBase), known);
    if ('error' in again)
      return fail([diag('error', 'V-1', `could not read objects at ${mergeBase}: ${again.error}`)]);
    baseObjects = [baseObjects[0], ...again.objects];
  }
  const [baseLog, baseRunners, ...baseMasters] = baseObjects;
  const diagnostics: Diagnostic[] = [];
  const missing = (path: string, rule: string, message: string) =>
    diagnostics.push(diag('error', rule, message, { file: path }));
  if (!headLog?.blob)
    missing(paths.changelog, 'V-1', `could not read ${paths.changelog} at ${refs.head}: missing`);
  if (!runners?.blob) missing(paths.runners, 'VR-1', `Runner config file '${paths.runners}' does not exist.`);
  masters.forEach((m, i) => {
    if (m?.type !== 'blob')
      missing(paths.masters[i]!, 'VL-1', `Input file '${paths.masters[i]}' does not exist.`);
  });
  if (diagnostics.length) return fail(diagnostics);
  return planFromTexts(
    {
      // Bytes, not text, so the gate can reject invalid UTF-8.
      changelog: { path: paths.changelog, base: baseLog?.blob ?? null, head: headLog!.blob! },
      masters: masters.map((m, i) => source(paths.masters[i]!, m!, g.entryValues)),
      runners: source(paths.runners, runners!),
      policy: policy?.blob ? source(paths.policy!, policy) : null,
      // Only `append-only` entries read these: decoded when first read.
      base: {
        masters: baseMasters.map((m, i) =>
          m?.type === 'blob' ? source(paths.masters[i]!, m, g.entryValues) : null,
        ),
        runners: baseRunners?.blob ? source(paths.runners, baseRunners) : null,
      },
    },
    { ...opts, refs },
  );
}

/** Names to read: those before the masters, the masters, those after them. */
type Asked = [before: string[], masters: string[], after: string[]];

/**
 * The objects of `before`, `masters` and `after`, in that order. With a master cache the masters are asked
 * for their ids first, in the same stream and before the rest; a master with a kept copy, or one of the
 * `known` blobs, is not read from git, and one read from git is kept for the next run.
 */
async function readSpecs(
  g: PlanGit,
  [before, masters, after]: Asked,
  known: GitObject[] = [],
): Promise<CatFileResult> {
  if (!g.masterCache || !masters.length) return g.objects.read([...before, ...masters, ...after]);
  const mastersRead = readMasters(g, g.masterCache, masters, known);
  const others = await g.objects.read([...before, ...after]);
  const read = await mastersRead;
  if ('error' in others) return others;
  if ('error' in read) return read;
  const o = others.objects;
  return { objects: [...o.slice(0, before.length), ...read.objects, ...o.slice(before.length)] };
}

async function readMasters(
  g: PlanGit,
  cache: BlobCache,
  specs: string[],
  known: GitObject[],
): Promise<CatFileResult> {
  const objects = g.objects;
  const info = await objects.info(specs);
  if ('error' in info) return info;
  // Every copy is looked up at once: the files are read while git answers the other questions.
  const kept = await Promise.all(
    info.objects.map((o) =>
      // Not a blob (missing, a tree), a git that sent the content with the id, or a blob the caller has.
      o?.type !== 'blob' || o.blob || known.some((k) => k.sha === o.sha)
        ? undefined
        : cache.get(o.sha, o.size),
    ),
  );
  const found: (GitObject | undefined)[] = [];
  const misses: number[] = [];
  info.objects.forEach((o, i) => {
    const same = known.find((k) => k.sha === o?.sha);
    const copy = kept[i];
    if (o?.type !== 'blob' || o.blob) found[i] = o;
    else if (same) found[i] = same;
    else if (copy) found[i] = keptObject(g.repo, o.sha, copy, cache);
    else misses.push(i);
  });
  if (!misses.length) return { objects: found };
  const read = await objects.read(misses.map((i) => info.objects[i]!.sha));
  if ('error' in read) return read;
  read.objects.forEach((o, k) => {
    found[misses[k]!] = o;
    if (o?.blob) cache.put(o.sha, o.blob);
  });
  return { objects: found };
}

/** The scans of blobs a kept copy gave (see keptObject). */
const keptScans = new WeakMap<GitObject, TopLevelScan>();

/**
 * A blob a kept copy stands for: its scan now, its bytes when first read (a plan whose entries' values are
 * kept too reads none). Should the copy no longer be exactly the blob by then, git gives the bytes.
 */
function keptObject(
  repo: string,
  sha: string,
  copy: NonNullable<Awaited<ReturnType<BlobCache['get']>>>,
  cache: BlobCache,
): GitObject {
  let blob: Buffer | undefined;
  const object: GitObject = {
    sha,
    type: 'blob',
    get blob() {
      if (blob === undefined) {
        blob = copy.bytes();
        if (blob === undefined) cache.put(sha, (blob = blobFromGit(repo, sha)));
      }
      return blob;
    },
  };
  keptScans.set(object, copy.scan);
  return object;
}

function blobFromGit(repo: string, sha: string): Buffer {
  const r = gitSync(repo, ['cat-file', 'blob', sha]);
  if (r.status !== 0) throw new Error(`git cat-file blob ${sha} failed: ${r.stderr.trim() || r.status}`);
  return r.stdout;
}

/** A file read from a blob, decoded on first read of its text (and then once); a master has its kept values. */
function source(path: string, object: GitObject, values?: (blobId: string) => EntryValues): SourceFile {
  let text: string | undefined;
  const kept = keptScans.get(object);
  const scan: SourceScan | undefined = kept && {
    ...kept,
    textOf: (e) => object.blob!.toString('utf8', e.start, e.end),
  };
  return {
    path,
    get bytes() {
      return object.blob!;
    },
    get text() {
      return (text ??= object.blob!.toString('utf8'));
    },
    ...(scan ? { scan } : {}),
    ...(values ? { values: values(object.sha) } : {}),
  };
}

/**
 * Whether the change may append an `append-only` entry, from the bytes alone: when the head does not just
 * extend the base, or what it appends names the field or holds an escape (a quoted key could spell the
 * name with one), yes. Otherwise no entry can set it, and the base revision's inputs are not read.
 */
function mayAppendOnly(base: Buffer | undefined, head: Buffer | undefined): boolean {
  if (!head) return true;
  const prefix = base ?? Buffer.alloc(0);
  if (!extendsBytes(head, prefix)) return true;
  const appended = head.subarray(prefix.length);
  return appended.includes('append-only') || appended.includes(0x5c);
}
