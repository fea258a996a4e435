// The demo's git repository: a temporary repo in os.tmpdir() whose `main` holds the project's own configs
// and changelog (the base), and a PR branch with one more commit (the head). The planner reads both
// revisions as git objects, exactly as the action does in CI.
import { spawnSync } from 'node:child_process';
import { writeInitFiles } from './consumer.js';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface DemoRepo {
  dir: string;
  baseSha: string;
  headSha: string;
  headRef: string;
  headMessage: string;
  /** The PR head commit's changelog text. */
  changelog: string;
  /** A new commit on the PR branch (a push after the sweep): its changelog from the current one; the new head. */
  advance(edit: (changelog: string) => string, message: string): string;
  /** The PR's diff per file, as `GET /pulls/{n}/files` lists it. */
  files: { filename: string; additions: number; deletions: number }[];
  /** The PR merged before this one (its branch starts at the base; this PR's starts at its head). */
  first?: FirstBranch;
  /** Moves the default branch to `sha` (a fast-forward merge), its working tree with it. */
  fastForward(sha: string): void;
  cleanup(): void;
}

/** An earlier PR's branch: one commit over the base. */
export interface FirstBranch {
  headSha: string;
  headRef: string;
  headMessage: string;
  changelog: string;
  files: { filename: string; additions: number; deletions: number }[];
}

export interface DemoRepoOptions {
  /** Package root holding `configs/` and `perf-changelog.yaml` (see packageRoot()). */
  root: string;
  /** The head revision's changelog, computed from the base text. */
  edit: (baseChangelog: string) => string;
  /** Other files the head commit edits: path → new text from the base text. */
  editFiles?: Record<string, (base: string) => string>;
  headRef?: string;
  headMessage?: string;
  /** The folder the benchmark files live under: '.' (root layout) or e.g. 'inferencex-e2e'. */
  layout?: string;
  /** The base commit's files instead of this package's configs (repository-relative path → text). */
  files?: Record<string, string>;
  /** Edits of the files `sweep init` wrote, before the base commit (path → new text from init's). */
  afterInit?: Record<string, (text: string) => string>;
  /** A PR merged before this one: its branch over the base, and this PR's branch over its head. */
  first?: {
    edit: (baseChangelog: string) => string;
    editFiles?: Record<string, (base: string) => string>;
    headRef: string;
    headMessage: string;
  };
}

/** Files the demo copies from the package: what the planner reads at both revisions. */
export const DEMO_FILES = ['configs', 'perf-changelog.yaml'] as const;

/**
 * The directory holding this package's configs/ and workflows: found above this module (src/sim/*.ts under
 * tests, dist/cli.js under `npm start`), else above the working directory (a bundle built elsewhere).
 */
export function packageRoot(
  from: string = fileURLToPath(import.meta.url),
  cwd: string = process.cwd(),
): string {
  for (const start of [dirname(from), cwd]) {
    let dir = start;
    for (let i = 0; i < 6; i++) {
      if (
        existsSync(join(dir, 'package.json')) &&
        existsSync(join(dir, 'configs')) &&
        existsSync(join(dir, '.github', 'workflows'))
      )
        return dir;
      dir = resolve(dir, '..');
    }
  }
  throw new Error(
    `cannot find the package root (configs/, .github/workflows/) above ${dirname(from)} or ${cwd}`,
  );
}

export function createDemoRepo(opts: DemoRepoOptions): DemoRepo {
  const dir = mkdtempSync(join(tmpdir(), 'sweep-demo-'));
  const git = (...args: string[]) => {
    const r = spawnSync('git', ['-C', dir, ...args], {
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_CONFIG_GLOBAL: '/dev/null',
        GIT_AUTHOR_NAME: 'Demo Author',
        GIT_AUTHOR_EMAIL: 'author@example.com',
        GIT_COMMITTER_NAME: 'Demo Author',
        GIT_COMMITTER_EMAIL: 'author@example.com',
        GIT_AUTHOR_DATE: '2026-08-22T12:00:00Z',
        GIT_COMMITTER_DATE: '2026-08-22T12:00:00Z',
      },
    });
    if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr || r.error}`);
    return r.stdout.trim();
  };
  try {
    git('init', '-q', '-b', 'main');
    const layout = opts.layout ?? '.';
    const at = (f: string) => (layout === '.' ? f : join(layout, f));
    if (opts.files)
      for (const [path, text] of Object.entries(opts.files)) {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), text, { mode: path.endsWith('.sh') ? 0o755 : 0o644 });
      }
    else for (const f of DEMO_FILES) cpSync(join(opts.root, f), join(dir, at(f)), { recursive: true });
    // The repository is set up as a user sets theirs up: `sweep init`'s callers and config file only.
    writeInitFiles(dir, layout);
    for (const [path, edit] of Object.entries(opts.afterInit ?? {}))
      writeFileSync(join(dir, path), edit(readFileSync(join(dir, path), 'utf8')));
    git('add', '-A');
    git('commit', '-q', '-m', 'base: configs and changelog');
    const baseSha = git('rev-parse', 'HEAD');
    const file = join(dir, at('perf-changelog.yaml'));
    const diff = (from: string, to: string) =>
      git('diff', '--numstat', from, to)
        .split('\n')
        .filter(Boolean)
        .map((l) => {
          const [a, d, filename] = l.split('\t');
          return { filename: filename!, additions: Number(a), deletions: Number(d) };
        });
    /** One commit on a new branch: the changelog and other files edited. */
    const branch = (
      ref: string,
      edit: (t: string) => string,
      editFiles: Record<string, (t: string) => string>,
      message: string,
    ) => {
      git('checkout', '-q', '-b', ref);
      const changelog = edit(readFileSync(file, 'utf8'));
      writeFileSync(file, changelog);
      for (const [path, e] of Object.entries(editFiles)) {
        const f = join(dir, at(path));
        writeFileSync(f, e(existsSync(f) ? readFileSync(f, 'utf8') : ''));
      }
      git('add', '-A');
      git('commit', '-q', '-m', message);
      return { changelog, sha: git('rev-parse', 'HEAD') };
    };
    let first: FirstBranch | undefined;
    if (opts.first) {
      const f = branch(
        opts.first.headRef,
        opts.first.edit,
        opts.first.editFiles ?? {},
        opts.first.headMessage,
      );
      first = {
        headSha: f.sha,
        headRef: opts.first.headRef,
        headMessage: opts.first.headMessage,
        changelog: f.changelog,
        files: diff(baseSha, f.sha),
      };
    }
    const headRef = opts.headRef ?? 'demo/sweep';
    const headMessage = opts.headMessage ?? 'perf-changelog: benchmark the disaggregated GB200/GB300 recipes';
    const head = branch(headRef, opts.edit, opts.editFiles ?? {}, headMessage);
    const changelog = head.changelog;
    const headSha = head.sha;
    const files = diff(first?.headSha ?? baseSha, headSha);
    git('checkout', '-q', 'main');
    const advance = (next: (text: string) => string, message: string) => {
      git('checkout', '-q', headRef);
      writeFileSync(file, next(readFileSync(file, 'utf8')));
      git('commit', '-q', '-am', message);
      const sha = git('rev-parse', 'HEAD');
      git('checkout', '-q', 'main');
      return sha;
    };
    return {
      dir,
      baseSha,
      headSha,
      headRef,
      headMessage,
      changelog,
      advance,
      files,
      ...(first ? { first } : {}),
      fastForward: (sha) => void git('merge', '-q', '--ff-only', sha),
      cleanup: () => rmSync(dir, { recursive: true, force: true }),
    };
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
}
