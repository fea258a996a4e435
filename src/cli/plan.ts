// `sweep plan`: gate perf-changelog.yaml between two refs (or two files) and print the sweep plan.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatDiagnosticLine, isError } from '../diagnostics.js';
import { bucketsOf, inferenceXJson } from '../plan/pr-output.js';
import { openPlanGit, planFromGit, type PlanGit } from '../action/plan-git.js';
import type { CatFile } from '../git/index.js';
import { DEFAULT_PATHS, planFromTexts, type PlanRun } from '../plan/pr-run.js';
import type { PlanContext } from '../plan/pr-types.js';
import type { LabelPolicy } from '../decide/policy.js';
import { findLayout, findLayoutAtRef } from '../layout/find.js';
import type { Layout } from '../layout/detect.js';
import { cliRepoConfig, repositoryOf } from './repo-config.js';
import { spreadMultiValues } from './args.js';
import { bytesSource, UsageError, type CliIo, type Command } from './io.js';
import {
  costText,
  fileVerdict,
  findingLines,
  findingsOf,
  gitVerdict,
  verdictLine,
  type LocalVerdict,
  type VerdictSetup,
} from './plan-verdict.js';

const HELP = `usage: sweep plan --base <ref> --head <ref> [--repo <dir>] [options]
       sweep plan --head-file <changelog> [--base-file <changelog>] [options]

Gates the changelog (base = merge-base(base, head)) and prints the sweep plan. Masters, runners and
the priority policy are read at the head ref (or from files in the file mode). The inputs are found
where the repository config file puts them, else at the repository root (configs/, perf-changelog.yaml)
or under inferencex-e2e/, whichever the head (or the working directory) has; the path options below
override them one by one.

Then it gives the action's verdict on the plan: every check before dispatch (GitHub's limits, the lint
baseline of the base revision, lanes, GPU topology, runner labels against runners.yaml) with the messages
the status comment lists, the cost table and the GPU-hour budget of the repository config file. Findings
and the verdict go to stderr; the cost too, except with --format table (stdout) and json (in the object).
Exit 1 exactly where the action would refuse: a failed changelog gate, an error of those checks, or
conflicting sweep labels. With --format inferencex (the reference planner's output, read by its own
tooling) the exit status is the planner's: 1 only when the changelog gate fails; the verdict is still
printed. The --label's decide as they would on the PR; without a primary sweep label,
the verdict is the one a sweep label would get.

  --config <f>          the repository config file (default: .github/sweep.yml of --repo or the working
                        directory, when present): layout and label names
  --repository <o/n>    the repository pr-link must name (default $GITHUB_REPOSITORY, else in git mode
                        the GitHub repository the origin remote points at)

  --format <f>          inferencex (the reference search-space-config) | json (default) | table
  --all-evals           PR modifier: evals on every 8k1k row
  --evals-only          PR modifier: no throughput rows
  --trim-conc           legacy sweep-enabled trim: lowest concurrency per curve
  --config-files <a b>  master configs, space- or comma-separated (default ${DEFAULT_PATHS.masters.join(',')})
  --runner-config <f>   default ${DEFAULT_PATHS.runners}
  --ci-priority <f>     default ${DEFAULT_PATHS.policy} (optional); --no-ci-priority to skip
  --changelog <f>       default ${DEFAULT_PATHS.changelog}
                        (defaults shown for the root layout; under inferencex-e2e/ they carry that prefix)
  --event <e>           pull_request (default) | push | workflow_dispatch
  --label <l>           a PR label, repeatable: sweep labels and their modifiers (as on the PR),
                        priority, skip_queue
  --pr-number <n>       the PR number, for pr-link checks and skip-queue-pr
  --run-id <id>         workflow run id (default $GITHUB_RUN_ID); changes queue tokens, never the plan key
  --run-attempt <n>     workflow run attempt (default $GITHUB_RUN_ATTEMPT, else 1)
  --strict              layout problems and zero-row entries are errors
  --diff                instead of the plan, its curves against the same keys at the base revision
`;

const OPTIONS = {
  repo: { type: 'string' },
  config: { type: 'string' },
  repository: { type: 'string' },
  base: { type: 'string' },
  head: { type: 'string' },
  'base-file': { type: 'string' },
  'head-file': { type: 'string' },
  format: { type: 'string', default: 'json' },
  'all-evals': { type: 'boolean', default: false },
  'evals-only': { type: 'boolean', default: false },
  'trim-conc': { type: 'boolean', default: false },
  'config-files': { type: 'string', multiple: true },
  'runner-config': { type: 'string' },
  'ci-priority': { type: 'string' },
  'no-ci-priority': { type: 'boolean', default: false },
  changelog: { type: 'string' },
  event: { type: 'string', default: 'pull_request' },
  label: { type: 'string', multiple: true },
  'pr-number': { type: 'string' },
  'run-id': { type: 'string' },
  'run-attempt': { type: 'string' },
  strict: { type: 'boolean', default: false },
  diff: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

// `--config-files A B` as the reference generator takes it; `A,B` and a repeated flag work too.
const MULTI = new Set(['config-files']);

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: spreadMultiValues(argv, MULTI),
      options: OPTIONS,
      strict: true,
      allowPositionals: false,
    });
  } catch (e) {
    // parseArgs throws a TypeError for an unknown flag or a stray argument: that is bad usage, not a crash.
    throw new UsageError(`${(e as Error).message}\n${HELP}`);
  }
}

export const plan: Command = async (argv, io) => {
  const { values } = parse(argv);
  if (values.help) {
    io.stdout(HELP);
    return 0;
  }
  const format = values.format!;
  if (!['inferencex', 'json', 'table'].includes(format))
    throw new UsageError(`--format must be inferencex, json or table (got '${format}')`);
  const event = values.event!;
  if (!['pull_request', 'push', 'workflow_dispatch'].includes(event))
    throw new UsageError(`--event must be pull_request, push or workflow_dispatch`);
  const prNumber = values['pr-number'] !== undefined ? Number(values['pr-number']) : undefined;
  if (prNumber !== undefined && !Number.isInteger(prNumber))
    throw new UsageError('--pr-number must be an integer');
  const runAttempt = Number(values['run-attempt'] ?? io.env.GITHUB_RUN_ATTEMPT ?? 1);
  if (!Number.isInteger(runAttempt) || runAttempt < 1)
    throw new UsageError('--run-attempt (or GITHUB_RUN_ATTEMPT) must be a positive integer');
  const labels = values.label ?? [];
  const fileMode = values['head-file'] !== undefined;
  if (!fileMode && (values.base === undefined || values.head === undefined))
    throw new UsageError('give --base and --head (refs), or --head-file');
  // In git mode the two git processes of the plan start now, together: `merge-base`, and the object
  // reader that answers the layout's trees, the inputs and the head commit.
  const g = fileMode
    ? undefined
    : openPlanGit(resolve(io.cwd, values.repo ?? '.'), { base: values.base!, head: values.head! });
  try {
    const checked = { format, event, prNumber, runAttempt, labels, fileMode };
    return await planIn(values, checked, io, g);
  } finally {
    g?.close();
  }
};

interface Checked {
  format: string;
  event: string;
  prNumber: number | undefined;
  runAttempt: number;
  labels: string[];
  fileMode: boolean;
}

async function planIn(
  values: ReturnType<typeof parse>['values'],
  { format, event, prNumber, runAttempt, labels, fileMode }: Checked,
  io: CliIo,
  g: PlanGit | undefined,
): Promise<number> {
  const where = await checkoutOf(values, fileMode, io, g);
  if ('exit' in where) return where.exit;
  const { checkout, repository, found } = where;
  const explicit = values['config-files'] !== undefined && values['runner-config'] !== undefined;
  if (found.diagnostics.length && !explicit) {
    for (const d of found.diagnostics) io.stderr(formatDiagnosticLine(d) + '\n');
    return 1;
  }
  const defaults = found.layout.paths;
  const masters = values['config-files']?.flatMap((s) => s.split(',')).filter(Boolean) ?? defaults.masters;
  const context: PlanContext = {
    event: event as PlanContext['event'],
    labels,
    ...((values['run-id'] ?? io.env.GITHUB_RUN_ID)
      ? { runId: values['run-id'] ?? io.env.GITHUB_RUN_ID! }
      : {}),
    runAttempt,
    ...(prNumber !== undefined ? { prNumber } : {}),
  };
  // A label asks for what the action would plan with it (evals, trimmed concurrency), as the flags do.
  const mode = labels.length
    ? (await import('../decide/decide.js')).modeFromLabels(labels, checkout.config.labels)
    : undefined;
  const common = {
    modifiers: {
      allEvals: values['all-evals']! || mode?.evals === 'all' || mode?.evals === 'all-only',
      evalsOnly: values['evals-only']! || mode?.evals === 'only' || mode?.evals === 'all-only',
      trimConc: values['trim-conc']! || mode?.plan === 'trim',
    },
    context,
    strict: values.strict!,
    ...(repository ? { repo: repository } : {}),
  };

  if (values.diff && values['head-file'] !== undefined)
    throw new UsageError('--diff compares two revisions: give --base and --head (refs), not --head-file');
  let run: PlanRun;
  let key: string | undefined;
  if (fileMode) {
    run = planFromFiles(values, masters, defaults, common, io);
  } else {
    // Git mode always has the pair of git processes, opened on the repository.
    const repo = g!.repo;
    run = await planFromGit(
      repo,
      { base: values.base!, head: values.head! },
      {
        masters,
        runners: values['runner-config'] ?? defaults.runners,
        policy: values['no-ci-priority'] ? null : (values['ci-priority'] ?? defaults.policy),
        changelog: values.changelog ?? defaults.changelog,
      },
      common,
      g,
    );
    // The plan key the control job computes for this revision and labels: per-run fields never enter it.
    // Only the json format prints it, so only that format loads what computes it.
    if (run.ok && run.outcome === 'entries' && format === 'json' && !values.diff)
      key = await keyOf(run, repo, values.head!, labels, checkout.config.labels, g!.objects);
    if (values.diff) {
      const paths = { masters, runners: values['runner-config'] ?? defaults.runners };
      const { planDiff } = await import('./plan-diff.js');
      return planDiff(run, { repo, refs: { base: values.base!, head: values.head! }, paths }, io);
    }
  }
  // The action's verdict on this plan: every check before dispatch, the cost, the labels' decision.
  const setup: VerdictSetup = {
    layout: { ...found.layout, paths: { ...defaults, masters, runners: runnerPathOf(values, defaults) } },
    labels,
    policy: checkout.config.labels,
    // The label sets as the sweep would request them: the config file's scheduler flags, else the
    // repository variables a workflow hands the step (as the action reads them).
    routing: {
      priority: checkout.config.scheduler.priority ?? io.env['PRIORITY_SCHEDULER_ENABLED'] === 'true',
      nodeSlots: checkout.config.scheduler.nodeSlots ?? io.env['NODE_SLOT_SCHEDULER_ENABLED'] === 'true',
    },
    ...(checkout.config.budgetGpuHours !== undefined
      ? { budgetGpuHours: checkout.config.budgetGpuHours }
      : {}),
  };
  const local = fileMode
    ? fileVerdict(run, io.cwd, setup)
    : await gitVerdict(run, g!, { base: values.base!, head: values.head! }, setup);
  const findings = findingsOf(local.verdict);
  // Which lanes file checked the rows (the findings above are the verdict's, as the action lists them).
  if (run.ok && run.rows.length)
    await lanesNoteOf(run, found.layout, io, fileMode ? undefined : { g: g!, head: values.head! });
  // The rules catalogue is loaded only when there is a code to point at.
  const hint = findings.length ? (await import('../rules/hint.js')).rulesHint(findings) : undefined;
  return report(run, local, format, io, hint, key);
}

const runnerPathOf = (values: { 'runner-config'?: string }, defaults: { runners: string }): string =>
  values['runner-config'] ?? defaults.runners;

/**
 * The checkout's config file, the repository pr-link must name, and the layout: the config file's, else
 * the one of the head revision (git mode) or of the working directory (file mode).
 */
async function checkoutOf(
  values: { repo?: string; config?: string; repository?: string; head?: string },
  fileMode: boolean,
  io: CliIo,
  g: PlanGit | undefined,
) {
  if (values.repository !== undefined && !/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(values.repository))
    throw new UsageError(`--repository must be owner/name (got '${values.repository}')`);
  const checkout = cliRepoConfig(io, {
    ...(values.repo !== undefined ? { root: values.repo } : {}),
    ...(values.config !== undefined ? { config: values.config } : {}),
  });
  if ('exit' in checkout) return checkout;
  // In git mode the repository is the one `--repo` (or the working directory) is a clone of.
  const repository = repositoryOf(fileMode ? undefined : checkout.root, io, values.repository);
  const found = checkout.layout
    ? { layout: checkout.layout, diagnostics: [] }
    : fileMode
      ? findLayout(io.cwd)
      : await findLayoutAtRef(checkout.root, values.head!, g?.repo === checkout.root ? g.objects : undefined);
  return { checkout, repository, found };
}

/**
 * One line on stderr naming the lanes file the rows were checked against (or saying that none checked the
 * multi-node rows). Read at the head revision (git mode) or from the working directory (file mode). The
 * rows a lane refuses are among the verdict's findings.
 */
async function lanesNoteOf(
  run: PlanRun,
  layout: Layout,
  io: CliIo,
  git: { g: PlanGit; head: string } | undefined,
): Promise<void> {
  const { plannedLanes } = await import('../lanes/planned.js');
  const path = layout.paths.lanes;
  let text: string | undefined;
  if (git) {
    const r = await git.g.objects.read([`${git.head}:${path}`]);
    text = 'error' in r ? undefined : r.objects[0]?.blob?.toString('utf8');
  } else {
    const abs = resolve(io.cwd, path);
    text = existsSync(abs) ? readFileSync(abs, 'utf8') : undefined;
  }
  const lanes = plannedLanes(
    run.rows.map((p) => p.row),
    (p) => (p === path ? text : undefined),
    layout,
    run.inputs?.runners,
  );
  io.stderr(`${lanes.note}\n`);
}

/** The plan of files on disk (`--head-file`, `--base-file`): no git, the paths as given. */
function planFromFiles(
  values: ReturnType<typeof parse>['values'],
  masters: string[],
  defaults: { runners: string; policy: string },
  common: Omit<Parameters<typeof planFromTexts>[1], 'refs'>,
  io: CliIo,
): PlanRun {
  const read = (p: string): string => readFileSync(resolve(io.cwd, p), 'utf8');
  const readOr = (p: string | undefined): string | null =>
    p !== undefined && existsSync(resolve(io.cwd, p)) ? read(p) : null;
  const missing = [values['head-file']!, ...masters, values['runner-config'] ?? defaults.runners].filter(
    (p) => !existsSync(resolve(io.cwd, p)),
  );
  if (missing.length) throw new UsageError(`file not found: ${missing.join(', ')}`);
  const policyPath = values['no-ci-priority'] ? undefined : (values['ci-priority'] ?? defaults.policy);
  if (values['ci-priority'] !== undefined && !existsSync(resolve(io.cwd, values['ci-priority'])))
    throw new UsageError(`file not found: ${values['ci-priority']}`);
  const policyText = readOr(policyPath);
  const runnerPath = values['runner-config'] ?? defaults.runners;
  return planFromTexts(
    {
      changelog: {
        // Messages name the file the user gave.
        path: values.changelog ?? values['head-file']!,
        base: readOr(values['base-file']),
        head: read(values['head-file']!),
      },
      masters: masters.map((p) => bytesSource(p, readFileSync(resolve(io.cwd, p)))),
      runners: { path: runnerPath, text: read(runnerPath) },
      policy: policyText !== null ? { path: policyPath!, text: policyText } : null,
    },
    {
      ...common,
      refs: { base: values.base ?? values['base-file'] ?? '', head: values.head ?? values['head-file']! },
    },
  );
}

/** The plan key of `run` at the head revision and labels (its modules are loaded only here). */
async function keyOf(
  run: PlanRun,
  repo: string,
  head: string,
  labels: string[],
  policy: LabelPolicy,
  objects: CatFile | undefined,
): Promise<string> {
  const [{ revParse }, { planKey }, { modeFromLabels }] = await Promise.all([
    import('../git/index.js'),
    import('../action/pipeline.js'),
    import('../decide/decide.js'),
  ]);
  return planKey(await revParse(repo, head, undefined, objects), modeFromLabels(labels, policy), run.plan);
}

function report(
  run: PlanRun,
  local: LocalVerdict,
  format: string,
  io: CliIo,
  hint: string | undefined,
  key?: string,
): number {
  const { verdict } = local;
  io.stderr(findingLines(verdict));
  if (hint) io.stderr(hint + '\n');
  if (!verdict.plan) {
    if (verdict.gate.outcome === 'fail') {
      if (format === 'json')
        io.stdout(
          JSON.stringify({
            ok: false,
            outcome: run.outcome,
            errors: findingsOf(verdict).filter(isError),
          }) + '\n',
        );
      io.stderr(verdictLine(local));
      return 1;
    }
    io.stderr(
      `plan: ${run.outcome === 'corrections' ? 'pr-link corrections only' : 'no changelog entry appended'}; nothing to sweep\n`,
    );
  }
  if (format === 'inferencex') {
    io.stdout(inferenceXJson(run.plan) + '\n');
    // stdout is the reference's search-space-config: the cost goes with the other messages.
    io.stderr(costText(verdict));
  } else if (format === 'json') {
    const buckets = Object.fromEntries(bucketsOf(run.plan).map(([b, rows]) => [b, rows.length]));
    const errors = findingsOf(verdict).filter(isError);
    io.stdout(
      JSON.stringify({
        ok: !local.refused,
        outcome: run.outcome,
        ...(key ? { key } : {}),
        buckets,
        // Where each row went and which changelog entry asked for it; the rows themselves are in `plan`.
        rows: run.rows.map((p) => ({ 'row-id': p.row['row-id'], bucket: p.bucket, entry: p.entry })),
        plan: run.plan,
        diagnostics: verdict.gate.diagnostics,
        // The checks before dispatch (lanes, topology, runner labels, limits) and what the plan costs.
        findings: verdict.findings,
        ...(verdict.cost ? { cost: verdict.cost } : {}),
        decision: { verdict: local.decision.verdict, reasons: local.decision.reasons.map((r) => r.code) },
        ...(local.refused ? { errors } : {}),
      }) + '\n',
    );
  } else {
    io.stdout(table(run));
    io.stdout(costText(verdict));
  }
  if (verdict.plan) io.stderr(verdictLine(local));
  if (format === 'inferencex' && local.refused && verdict.plan) {
    // The reference's own tooling reads this format as its planner's output and takes exit 0 for "planned":
    // the verdict is said above, and the exit status stays the planner's.
    io.stderr(INFERENCEX_EXIT_NOTE);
    return 0;
  }
  return local.refused ? 1 : 0;
}

const INFERENCEX_EXIT_NOTE =
  "plan: exit 0 — with --format inferencex the exit status is the planner's (1 only when the changelog gate fails or nothing can be planned); the other formats exit 1 where the action refuses\n";

function table(run: PlanRun): string {
  const head = ['bucket', 'row-id', 'exp-name', 'runner', 'conc', 'priority'];
  const body = run.rows.map((p) => [
    p.bucket,
    String(p.row['row-id']),
    String(p.row['exp-name']),
    String(p.row.runner),
    Array.isArray(p.row.conc) ? p.row.conc.join(' ') : String(p.row.conc),
    String(p.row.priority ?? ''),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const counts = bucketsOf(run.plan)
    .filter(([, rows]) => rows.length)
    .map(([b, rows]) => `${b}=${rows.length}`)
    .join(' ');
  return [line(head), ...body.map(line), '', `${run.rows.length} rows: ${counts || 'none'}`, ''].join('\n');
}
