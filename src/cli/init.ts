// `sweep init`: sets a repository up to use the product by reference — the caller workflows, a commented
// config file for the detected layout, and the checklist of labels, permissions, secrets and variables.
// Idempotent: an identical file is left alone, a different one is kept unless --force.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadRunners } from '../config/load.js';
import { parseProductRef, PRODUCT, RUN_COMMAND, type ProductRef } from '../dispatch/product.js';
import { reusableWorkflows } from '../dispatch/workflows.js';
import { launcherFileExists, launcherFiles, setupChecklist } from '../install/checklist.js';
import { initFiles, labelsToCreate, lanesFile, profileFor, type InitFile } from '../install/files.js';
import { renderRunCaller, CALLER_FILES } from '../dispatch/callers.js';
import { LAUNCHER_PROFILES, type LauncherProfile } from '../dispatch/launcher-profile.js';
import { parseRepoConfig } from '../repo-config/load.js';
import { createLabels } from '../install/labels.js';
import { detectRoot, E2E_ROOT, REPO_CONFIG_PATH, resolveRepoConfig } from '../repo-config/config.js';
import { cliRepoConfig } from './repo-config.js';
import { UsageError, type CliIo, type Command } from './io.js';
import type { LabelPolicy } from '../decide/policy.js';

const USAGE = `usage: sweep init [--dir DIR] [--layout root|${E2E_ROOT}] [--ref OWNER/REPO@REF]
                  [--launcher script|inferencex] [--force] [--create-labels --repo OWNER/REPO]
  --dir DIR         the repository to set up (default: the working directory)
  --layout L        the layout to write (default: detected from the files present)
  --ref REF         the product reference every written workflow uses: the action, the reusable
                    sweep and the tooling its jobs run (default: ${PRODUCT.repo}@${PRODUCT.ref})
  --launcher P      how the benchmark jobs run: script (your command) or inferencex (the reference's
                    benchmark job); default inferencex for the ${E2E_ROOT} layout, else script
  --force           overwrite files that differ from what init writes
  exit status 3: a file was kept because it differs (nothing was overwritten)
  --create-labels   create the sweep labels through the GitHub API (token in GITHUB_TOKEN or GH_TOKEN;
                    API base URL in GITHUB_API_URL, default https://api.github.com)
`;

export const init: Command = async (argv, io) => {
  const { values } = parseArgs({
    args: argv,
    options: {
      dir: { type: 'string' },
      layout: { type: 'string' },
      ref: { type: 'string' },
      launcher: { type: 'string' },
      force: { type: 'boolean', default: false },
      'create-labels': { type: 'boolean', default: false },
      repo: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    io.stdout(USAGE);
    return 0;
  }
  const dir = resolve(io.cwd, values.dir ?? '.');
  if (!existsSync(dir)) throw new UsageError(`--dir ${values.dir}: no such directory`);
  const product = values.ref ? parseProductRef(values.ref) : PRODUCT;
  if (!product) throw new UsageError(`--ref must look like owner/repo@ref, got '${values.ref}'`);
  const layout = values.layout;
  if (layout !== undefined && layout !== 'root' && layout !== E2E_ROOT)
    throw new UsageError(`--layout must be root or ${E2E_ROOT}, got '${layout}'`);
  const detected = detectRoot((p) => existsSync(join(dir, p)));
  const root = layout === 'root' ? '.' : (layout ?? detected.root);
  io.stdout(
    `layout: ${root === '.' ? 'root (configs/ and perf-changelog.yaml at the top)' : `${root}/`}${
      layout ? ' (--layout)' : detected.detected ? ' (detected)' : ' (nothing found; the default)'
    }\n`,
  );

  const chosen = values.launcher;
  if (chosen !== undefined && !(LAUNCHER_PROFILES as readonly string[]).includes(chosen))
    throw new UsageError(`--launcher must be ${LAUNCHER_PROFILES.join(' or ')}, got '${chosen}'`);
  const profile = (chosen as LauncherProfile | undefined) ?? profileFor(root);
  let conflicts = 0;
  const files = callerForKeptConfig(dir, initFiles(root, product, profile), product, values.force);
  /** Writes one file unless an identical one is there; a different one is kept unless --force. */
  const place = (f: InitFile) => {
    const path = join(dir, f.path);
    const old = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
    if (old === f.text) return void io.stdout(`unchanged   ${f.path}\n`);
    if (old !== undefined && !values.force) {
      conflicts++;
      return void io.stdout(
        `kept        ${f.path} (it differs from what init writes; --force overwrites it)\n`,
      );
    }
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, f.text);
    io.stdout(`${old === undefined ? 'written    ' : 'overwritten'} ${f.path}\n`);
  };
  for (const f of files) place(f);

  // The labels and runners as the repository's config file (kept or written) names them.
  const repo = cliRepoConfig(io, { root: dir });
  if ('exit' in repo) return repo.exit;
  const runnersFile = join(dir, repo.config.layout.runners);
  const runners = existsSync(runnersFile)
    ? loadRunners({ path: runnersFile, text: readFileSync(runnersFile, 'utf8') }).value
    : undefined;
  // The launch policy of the layout's reference, at the config file's lanes path: lint, explain and plan
  // check every row against it, and the repository edits it as its policy changes.
  const lanes = lanesFile(repo.config.layout, runners);
  if (lanes) place(lanes);
  const policy = repo.config.labels;
  const runnerLabels = runners ? Object.keys(runners.labels) : [];
  const launcher = repo.config.launcher;
  // The inferencex profile's command runs in the layout folder; the script profile's at the top.
  const launchDir = launcher.profile === 'inferencex' ? repo.config.layout.root : '.';
  const at = (p: string) => join(dir, launchDir, p);
  io.stdout(
    `\n${setupChecklist({
      product,
      callers: files.filter((f) => f.path.startsWith('.github/workflows/')),
      reusable: reusableWorkflows(product),
      launcher: launcher.command,
      launcherMissing: launcherFiles(launcher.command).filter(
        (p) =>
          !launcherFileExists(
            p,
            (f) => existsSync(at(f)),
            (d) => (existsSync(at(d)) ? readdirSync(at(d)) : []),
          ),
      ),
      profile: launcher.profile,
      launchDir,
      configPath: repo.file ?? REPO_CONFIG_PATH,
      runnerLabels,
      policy,
    })}`,
  );
  if (launcher.profile === 'script' && root === '.' && referenceLaunchScripts(dir))
    io.stdout(
      `\nThis checkout has the reference's launch scripts (runners/launch_*.sh). To run its benchmark job\n` +
        `(resource cleanup, checkout with submodules, bash ./runners/launch_\${RUNNER_NAME%%_*}.sh, result checks,\n` +
        `bmk_* artifacts): ${RUN_COMMAND} init --launcher inferencex --force\n`,
    );

  if (values['create-labels'] && !(await createSweepLabels(io, values.repo, policy))) return 1;
  return conflicts ? 3 : 0;
};

/** `--create-labels`: the sweep labels through the GitHub API; false when any could not be created. */
async function createSweepLabels(io: CliIo, repo: string | undefined, policy: LabelPolicy): Promise<boolean> {
  const token = io.env['GITHUB_TOKEN'] ?? io.env['GH_TOKEN'];
  if (!token) throw new UsageError('--create-labels needs a token in GITHUB_TOKEN or GH_TOKEN');
  if (!repo || !/^[\w.-]+\/[\w.-]+$/.test(repo))
    throw new UsageError('--create-labels needs --repo OWNER/REPO');
  const baseUrl = io.env['GITHUB_API_URL'] ?? 'https://api.github.com';
  try {
    const r = await createLabels({ baseUrl, token, repo }, labelsToCreate(policy));
    io.stdout(
      `\nlabels: ${r.created.length} created${r.created.length ? ` (${r.created.join(', ')})` : ''}, ${r.existing.length} already there\n`,
    );
    for (const f of r.failed) io.stderr(`label ${f.name}: ${f.status} ${f.message}\n`);
    return r.failed.length === 0;
  } catch (e) {
    io.stderr(`labels: ${(e as Error).message}\n`);
    return false;
  }
}

/**
 * The sweep caller passes the launcher profile and secrets of the config file as it will be after init
 * (and the results database's secret when it is the baseline): a config file init keeps (it differs, no
 * --force) decides them, not the profile init would write.
 */
function callerForKeptConfig(
  dir: string,
  files: InitFile[],
  product: ProductRef,
  force: boolean,
): InitFile[] {
  const config = files.find((f) => f.path === REPO_CONFIG_PATH)!;
  const path = join(dir, REPO_CONFIG_PATH);
  if (force || !existsSync(path)) return files;
  const text = readFileSync(path, 'utf8');
  if (text === config.text) return files;
  const kept = parseRepoConfig(text, REPO_CONFIG_PATH).file;
  // A kept file with errors stops init after the files are written, naming each error.
  if (!kept) return files;
  const { launcher, results } = resolveRepoConfig(kept, (p) => existsSync(join(dir, p)));
  const run = renderRunCaller(product, REPO_CONFIG_PATH, launcher, results.baseline);
  return files.map((f) => (f.path === CALLER_FILES.run ? { ...f, text: run } : f));
}

/** The reference's root layout keeps one launch script per cluster under runners/. */
function referenceLaunchScripts(dir: string): boolean {
  const d = join(dir, 'runners');
  return existsSync(d) && readdirSync(d).some((f) => /^launch_.+\.sh$/.test(f));
}
