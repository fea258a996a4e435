// `sweep plan` and the action's planning step from git objects: the changelog at merge-base(base, head) and
// at head, the master configs, runners and policy at head (and at the base, for append-only entries), read
// as data and never checked out, then planned by the pure planner.
import { diag, type Diagnostic } from '../diagnostics.js';
import { extendsBytes } from '../gate/index.js';
import { git, openCatFile, type CatFile, type GitObject, type GitResult } from '../git/index.js';
import type { SourceFile } from '../config/source.js';
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
  close(): void;
}

/** `objects`: a reader of `repo` the caller opened already (it is closed with the pair). */
export function openPlanGit(
  repo: string,
  refs: { base: string; head: string },
  objects: CatFile = openCatFile(repo),
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
  const inputsAt = (ref: string) => [`${ref}:${paths.runners}`, ...masterSpecs(ref)];
  const atBase = (ref: string) => [`${ref}:${paths.changelog}`, ...inputsAt(ref)];
  const specs = [
    refs.base,
    `${refs.head}:${paths.changelog}`,
    `${refs.head}:${paths.runners}`,
    ...masterSpecs(refs.head),
    ...(paths.policy ? [`${refs.head}:${paths.policy}`] : []),
    `${refs.base}:${paths.changelog}`,
  ];
  const [mb, batch] = await Promise.all([g.mergeBase, g.objects.read(specs)]);
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
  if (baseCommit?.sha !== mergeBase) {
    const again = await g.objects.read(atBase(mergeBase));
    if ('error' in again) {
      return fail([
        diag('error', 'V-1', `could not read ${paths.changelog} at ${mergeBase}: ${again.error}`),
      ]);
    }
    baseObjects = again.objects;
  } else if (mayAppendOnly(baseObjects[0]?.blob, headLog?.blob)) {
    const again = await g.objects.read(inputsAt(mergeBase));
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
      masters: masters.map((m, i) => source(paths.masters[i]!, m!)),
      runners: source(paths.runners, runners!),
      policy: policy?.blob ? source(paths.policy!, policy) : null,
      // Only `append-only` entries read these: decoded when first read.
      base: {
        masters: baseMasters.map((m, i) => (m?.type === 'blob' ? source(paths.masters[i]!, m) : null)),
        runners: baseRunners?.blob ? source(paths.runners, baseRunners) : null,
      },
    },
    { ...opts, refs },
  );
}

/** A file read from a blob, decoded on first read of its text (and then once). */
function source(path: string, object: GitObject): SourceFile {
  const bytes = object.blob!;
  let text: string | undefined;
  return {
    path,
    bytes,
    get text() {
      return (text ??= bytes.toString('utf8'));
    },
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
