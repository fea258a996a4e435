// The checklist `sweep init` prints after the files: what a repository must set up for the written
// workflows to run. Pure. The secrets and variables are read from the workflow texts themselves (the callers
// init writes and the reusable workflows they call), so a name a workflow starts to use is listed without
// anyone remembering to add it here; the descriptions below only say what each known one is for.
import { CONTROL_PERMISSIONS } from '../dispatch/callers.js';
import { RESULTS_DATABASE_SECRET } from '../dispatch/workflows.js';
import { RUN_COMMAND, type ProductRef } from '../dispatch/product.js';
import { defaultPolicy, type LabelPolicy } from '../decide/policy.js';
import { DEFAULT_DASHBOARD_REPO } from '../reuse/publish.js';
import { labelsToCreate } from './files.js';
import {
  BENCHMARK_SECRETS,
  PROFILE_DEFAULTS,
  type BenchmarkSecret,
  type LauncherProfile,
} from '../dispatch/launcher-profile.js';

/** What each repository secret the workflows read is for (the benchmark secrets by the name a job sees). */
const SECRETS: Record<string, string> = {
  ...BENCHMARK_SECRETS,
  [RESULTS_DATABASE_SECRET]:
    'the results database’s read-only connection URL (postgres://…), the baseline PR results are compared ' +
    'with (results.baseline: postgres); only the sweep’s links job receives it',
  DASHBOARD_DISPATCH_TOKEN:
    `a token that may send repository_dispatch events to ${DEFAULT_DASHBOARD_REPO} (the merged PR's ` +
    'results, /stage-results); without it those requests fail',
};

/** What each repository variable the workflows read does (each is optional). */
const VARIABLES: Record<string, string> = {
  PRIORITY_SCHEDULER_ENABLED: 'set to true: priority scheduler labels on every job',
  NODE_SLOT_SCHEDULER_ENABLED: 'set to true: a nodes:<N> label on every job',
};

/** Provided by GitHub to every run: nothing to set up. */
const PROVIDED = new Set(['GITHUB_TOKEN']);

export interface WorkflowText {
  path: string;
  text: string;
}

/** The names a workflow reads from a context (`secrets.X`, `secrets['X']`) inside its expressions. */
function namesIn(text: string, context: 'secrets' | 'vars'): string[] {
  const out: string[] = [];
  for (const e of text.matchAll(/\$\{\{([\s\S]*?)\}\}/g))
    for (const m of e[1]!.matchAll(
      new RegExp(`\\b${context}(?:\\.([A-Za-z_]\\w*)|\\[\\s*'([^']+)'\\s*\\])`, 'g'),
    ))
      out.push(m[1] ?? m[2]!);
  return out;
}

/**
 * The repository secrets and variables the workflows read: the callers' secrets (a reusable workflow sees
 * only the secrets its caller passes, under the caller's names) and every file's variables (a called
 * workflow reads the caller repository's variables). Each name with the files that read it.
 */
export function workflowNeeds(
  callers: readonly WorkflowText[],
  reusable: readonly WorkflowText[],
): { secrets: Map<string, string[]>; vars: Map<string, string[]> } {
  const collect = (files: readonly WorkflowText[], context: 'secrets' | 'vars') => {
    const m = new Map<string, string[]>();
    for (const f of files)
      for (const n of namesIn(f.text, context))
        if (!PROVIDED.has(n) && !m.get(n)?.includes(f.path)) m.set(n, [...(m.get(n) ?? []), f.path]);
    return m;
  };
  return { secrets: collect(callers, 'secrets'), vars: collect([...callers, ...reusable], 'vars') };
}

/**
 * Repository secrets a caller passes to the reusable sweep under a benchmark secret's name
 * (`HF_TOKEN: ${{ secrets.INFERENCEX_OFFICIAL_RO_HF_TOKEN }}`): repository secret → the name a job sees.
 */
export function passedAs(callers: readonly WorkflowText[]): Map<string, BenchmarkSecret> {
  const out = new Map<string, BenchmarkSecret>();
  for (const f of callers)
    for (const m of f.text.matchAll(
      /^\s+([A-Z_][A-Z0-9_]*):\s*\$\{\{\s*secrets\.([A-Za-z_]\w*)\s*\}\}\s*$/gm,
    ))
      if (Object.hasOwn(BENCHMARK_SECRETS, m[1]!)) out.set(m[2]!, m[1] as BenchmarkSecret);
  return out;
}

export interface ChecklistInput {
  product: ProductRef;
  /** The caller workflows init writes. */
  callers: readonly WorkflowText[];
  /** The product's reusable workflows the callers call. */
  reusable: readonly WorkflowText[];
  /** The config file's launcher command, and the files it names that the checkout lacks. */
  launcher: string;
  launcherMissing: readonly string[];
  /** The config file's launcher profile (default script) and the folder its command runs in. */
  profile?: LauncherProfile;
  launchDir?: string;
  configPath: string;
  runnerLabels: readonly string[];
  policy?: LabelPolicy;
}

/**
 * The files a launcher command names (`bash scripts/x.sh` → scripts/x.sh): tokens that look like paths; a
 * variable in one (`launch_${RUNNER_NAME%%_*}.sh`) stands for any text (`launch_*.sh`); `python -m a.b`
 * names the module's folder path (`a/b`).
 */
export function launcherFiles(command: string): string[] {
  const words = command.split(/\s+/);
  const modules = words.flatMap((w, i) =>
    w === '-m' && words[i + 1] ? [words[i + 1]!.replace(/\./g, '/')] : [],
  );
  return [
    ...words
      .map((t) => t.replace(/\$\{[^}]*\}|\$\w+/g, '*'))
      .filter(
        (t) => !t.startsWith('-') && (/\.(sh|py|bash)$/.test(t) || /^\.{0,2}\/?[\w.*-]+\/[\w./*-]+$/.test(t)),
      )
      .map((t) => t.replace(/^\.\//, '')),
    ...modules,
  ];
}

/**
 * Whether a file launcherFiles names is there: a `*` matches any text within one name; a module path
 * matches `<path>.py`, `<path>/__init__.py` or `<path>/__main__.py`.
 */
export function launcherFileExists(
  path: string,
  exists: (p: string) => boolean,
  list: (dir: string) => readonly string[],
): boolean {
  if (!path.includes('*'))
    return (
      exists(path) ||
      (!/\.\w+$/.test(path) && ['.py', '/__init__.py', '/__main__.py'].some((s) => exists(`${path}${s}`)))
    );
  const dir = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '.';
  const name = new RegExp(
    `^${path
      .slice(path.lastIndexOf('/') + 1)
      .split('*')
      .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return list(dir).some((f) => name.test(f));
}

const table = (rows: [string, string][], indent: string) => {
  const width = Math.max(...rows.map(([n]) => n.length));
  return rows.map(([n, d]) => `${indent}${n.padEnd(width)}  ${d}`).join('\n');
};

/** The checklist: permissions, Actions settings, secrets, variables, the launcher, labels and runner labels. */
export function setupChecklist(o: ChecklistInput): string {
  const policy = o.policy ?? defaultPolicy;
  const needs = workflowNeeds(o.callers, o.reusable);
  const perms = Object.entries(CONTROL_PERMISSIONS)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  const passed = passedAs(o.callers);
  const describe = (known: Record<string, string>, used: Map<string, string[]>) =>
    table(
      [...used].map(([n, files]) => {
        const as = passed.get(n);
        if (as && as !== n) return [n, `passed to the benchmark jobs as ${as}: ${BENCHMARK_SECRETS[as]}`];
        return [n, known[n] ?? `read by ${files.join(', ')}`];
      }),
      '    ',
    );
  const lines = [
    'Next steps',
    `  Permissions: each job requests its own (control job: ${perms}; benchmark jobs: read only).`,
    `  Actions settings: if the repository limits which actions and reusable workflows run, allow ${o.product.repo}.`,
  ];
  if (needs.secrets.size)
    lines.push('  Secrets (passed explicitly, never inherited):', describe(SECRETS, needs.secrets));
  if (needs.vars.size)
    lines.push(
      `  Variables (optional; the config file's scheduler setting overrides them):`,
      describe(VARIABLES, needs.vars),
    );
  if (o.profile === 'inferencex')
    lines.push(
      `  Launcher: profile inferencex (the \`launcher\` of ${o.configPath}): ${PROFILE_DEFAULTS.inferencex.summary}.`,
      `    Launch command: ${o.launcher} (run in ${o.launchDir && o.launchDir !== '.' ? `${o.launchDir}/` : 'the checkout'} of the approved revision).`,
    );
  else
    lines.push(
      `  Launcher: ${o.launcher} (the \`launcher\` of ${o.configPath}): each benchmark job runs it in the checkout of the approved revision.`,
    );
  if (o.launcherMissing.length)
    lines.push(
      `    Not in this checkout: ${o.launcherMissing.join(', ')}. Add it, or set ${o.profile === 'inferencex' ? '`launcher.command` to your launch command' : '`launcher` to your benchmark command'}`,
      `    (the README's "The launcher contract" says what it receives and writes).`,
    );
  lines.push(
    `  Labels: ${labelsToCreate(policy)
      .map((l) => l.name)
      .join(', ')}`,
    `    (${RUN_COMMAND} init --create-labels --repo OWNER/REPO creates them)`,
  );
  if (o.runnerLabels.length)
    lines.push(`  Runner labels your self-hosted runners must carry: ${o.runnerLabels.join(', ')}`);
  lines.push(
    `  Try it locally (installed, the command is sweep-orchestrator):`,
    ...['lint', 'plan --base origin/main --head HEAD', 'explain <config-key>'].map(
      (c) => `    ${RUN_COMMAND} ${c}`,
    ),
  );
  return `${lines.join('\n')}\n`;
}
