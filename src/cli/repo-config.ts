// The repository config file for the commands that read a checkout (lint, plan, explain, generate): the
// same `.github/sweep.yml` the action reads. `--config FILE` names it; without it the checkout's own file
// is used when present. Its layout (when it writes one) replaces detection; explicit path flags still
// override both. A file with problems is refused with every problem at file:line:col (exit 2).
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { formatDiagnostic } from '../diagnostics.js';
import type { Layout } from '../layout/detect.js';
import { findLayout } from '../layout/find.js';
import type { Detected } from '../layout/detect.js';
import { REPO_CONFIG_PATH, resolveRepoConfig, toLayout, type RepoConfig } from '../repo-config/config.js';
import { parseRepoConfig } from '../repo-config/load.js';
import { gitSync } from '../git/index.js';
import type { CliIo } from './io.js';

/** The exit status of a config file with errors: bad usage, like an unknown flag. */
export const CONFIG_ERROR_EXIT = 2;

export interface CliRepo {
  /** The repository root the config's paths are relative to. */
  root: string;
  config: RepoConfig;
  /** The config file's layout, when it writes one (`layout.root`); otherwise the caller detects it. */
  layout?: Layout;
  /** The config file read, as the messages name it; undefined when there was none. */
  file?: string;
}

/**
 * The checkout's settings. `root` is the repository the command works on (`--root`, `--repo`, or the
 * working directory); `--config` defaults to `<root>/.github/sweep.yml`. A `--config` path inside some
 * `.github/` folder makes the folder above it the root when no root was given.
 */
export function cliRepoConfig(
  io: CliIo,
  opts: { root?: string; config?: string },
): CliRepo | { exit: number } {
  const explicit = opts.config !== undefined ? resolve(io.cwd, opts.config) : undefined;
  const root =
    opts.root !== undefined
      ? resolve(io.cwd, opts.root)
      : explicit && /[\\/]\.github[\\/][^\\/]+$/.test(explicit)
        ? resolve(explicit, '..', '..')
        : io.cwd;
  const file = explicit ?? resolve(root, REPO_CONFIG_PATH);
  const exists = (p: string) => existsSync(resolve(root, p));
  if (!existsSync(file)) {
    if (explicit) {
      io.stderr(`error: config file ${opts.config} does not exist\n`);
      return { exit: CONFIG_ERROR_EXIT };
    }
    return { root, config: resolveRepoConfig(undefined, exists) };
  }
  const shown = relative(root, file).startsWith(`..${sep}`) ? file : relative(root, file) || file;
  const loaded = parseRepoConfig(readFileSync(file, 'utf8'), shown);
  for (const d of loaded.diagnostics) io.stderr(`${formatDiagnostic(d)}\n`);
  if (!loaded.file) return { exit: CONFIG_ERROR_EXIT };
  const config = resolveRepoConfig(loaded.file, exists);
  return {
    root,
    config,
    file: shown,
    ...(config.layoutSource === 'file' ? { layout: toLayout(config.layout) } : {}),
  };
}

/** The layout to read: the config file's, else the one found in the working tree at `root`. */
export function layoutFor(repo: CliRepo): Detected {
  return repo.layout ? { layout: repo.layout, diagnostics: [] } : findLayout(repo.root);
}

/**
 * `owner/name` of the repository a checkout belongs to, for the gate's pr-link check: `--repository`, else
 * GITHUB_REPOSITORY (in a workflow), else the GitHub remote `origin` points at. Undefined when none says.
 */
export function repositoryOf(dir: string | undefined, io: CliIo, given?: string): string | undefined {
  const named = given ?? io.env['GITHUB_REPOSITORY'];
  if (named) return named;
  if (dir === undefined) return undefined;
  const url = originUrl(dir);
  if (url === undefined) return undefined;
  const m = /github\.com[:/]([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+?)(?:\.git)?\/?$/.exec(url);
  return m ? `${m[1]}/${m[2]}` : undefined;
}

/**
 * The `origin` remote's URL. A plain clone's `.git/config` is read directly (a git process costs more
 * than the rest of a small plan); a worktree, a submodule, an `insteadOf` rewrite or an include asks git.
 */
function originUrl(dir: string): string | undefined {
  const config = resolve(dir, '.git', 'config');
  let text: string | undefined;
  try {
    text = readFileSync(config, 'utf8');
  } catch {
    text = undefined;
  }
  if (text !== undefined && !/insteadof|\[include/i.test(text)) {
    const section = /^\s*\[remote "origin"\]\s*$([\s\S]*?)(?=^\s*\[|(?![\s\S]))/m.exec(text);
    if (!section) return undefined;
    const url = /^\s*url\s*=\s*(.+?)\s*$/m.exec(section[1]!);
    return url ? url[1] : undefined;
  }
  const r = gitSync(dir, ['remote', 'get-url', 'origin']);
  return r.status === 0 ? r.stdout.toString('utf8').trim() : undefined;
}
