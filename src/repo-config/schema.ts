// The repository config file (`.github/sweep.yml`): everything that differs between repositories that use
// the product — where the files are, what the labels are called, where the dashboard lives, how the
// benchmark is launched. One zod schema; the JSON Schema editors complete against is generated from it.
import type * as Z from 'zod';
import { once, zod } from '../zod/lib.js';
import { BENCHMARK_SECRET_NAMES, LAUNCHER_PROFILES } from '../dispatch/launcher-profile.js';
import { failureEntrySchema } from '../failures/schema.js';

/** The forms the schema's strings must have (the plain check in accepts.ts reads the same ones). */
export const PATTERNS = {
  relPath: /^(?!\/)(?!.*(?:^|\/)\.\.(?:\/|$))[^\\\0]+$/,
  labelName: /^[^\s,{}"'`$\\]+$/,
  root: /^(?:\.|[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*)$/,
  urlPath: /^\/[A-Za-z0-9._~/-]*$/,
  linksMarker: /^<!-- [A-Za-z0-9._:-]+ -->$/,
  botLogin: /^[A-Za-z0-9-]+(?:\[bot\])?$/,
  branch: /^(?!.*\.\.)[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/,
  envName: /^[A-Z_][A-Z0-9_]*$/,
  secretName: /^(?!github_)[a-z_][a-z0-9_]{0,99}$/i,
} as const;

/** The metrics a threshold may be set for (the results' metric table). */
export const RESULT_METRICS = [
  'tput_per_gpu',
  'output_tput_per_gpu',
  'input_tput_per_gpu',
  'median_intvty',
  'median_ttft',
  'p90_ttft',
  'p99_ttft',
  'median_itl',
  'p90_itl',
  'median_tpot',
  'p90_tpot',
  'median_e2el',
  'cache_hit_rate',
] as const;

/** Repository-relative path: no absolute paths, no `..`, no backslashes (the same on every runner). */
const relPath = once(() =>
  zod().string().min(1).max(300).regex(PATTERNS.relPath, 'must be a relative path inside the repository'),
);

/** A GitHub label name: what GitHub accepts, minus characters a runs-on list or a shell would misread. */
const labelName = once(() =>
  zod()
    .string()
    .min(1)
    .max(50)
    .regex(PATTERNS.labelName, 'must be one word without quotes, braces, commas or `$`'),
);

const layoutSchema = once(() => {
  const z = zod();
  return z
    .object({
      root: z
        .string()
        .max(200)
        .regex(PATTERNS.root, "must be '.' or a folder like inferencex-e2e")
        .describe("Folder the benchmark files live under: '.' (root layout) or e.g. 'inferencex-e2e'.")
        .optional(),
      changelog: relPath().describe('The perf changelog, relative to root.').optional(),
      masters: z
        .array(relPath())
        .min(1)
        .max(20)
        .describe('Master config files, relative to root.')
        .optional(),
      runners: relPath().describe('runners.yaml, relative to root.').optional(),
      'ci-priority': relPath().describe('ci-priority.yaml, relative to root.').optional(),
      lanes: relPath().describe('lanes.yaml, relative to root (optional file).').optional(),
    })
    .strict()
    .describe('Where the benchmark files are. Without it the layout is detected.');
});

/** Built-in label roles: the key is the role (what the label does), the value the name in this repository. */
const PRIMARY_ROLES = [
  'full-sweep-fail-fast',
  'full-sweep-enabled',
  'non-canary-full-sweep-enabled',
  'full-sweep-fail-fast-no-canary',
  'sweep-enabled',
] as const;
const MODIFIER_ROLES = ['all-evals', 'evals-only', 'agentx-fast'] as const;
export type PrimaryRole = (typeof PRIMARY_ROLES)[number];
export type ModifierRole = (typeof MODIFIER_ROLES)[number];

const roleMap = <R extends readonly [string, ...string[]]>(roles: R, what: string) =>
  zod()
    .object(
      Object.fromEntries(roles.map((r) => [r, labelName().optional()])) as Record<
        R[number],
        Z.ZodOptional<ReturnType<typeof labelName>>
      >,
    )
    .strict()
    .describe(what);

const labelsSchema = once(() => {
  const z = zod();
  return z
    .object({
      primaries: roleMap(
        PRIMARY_ROLES,
        'Label name per primary sweep label (role: name in this repository).',
      ).optional(),
      modifiers: roleMap(
        MODIFIER_ROLES,
        'Label name per modifier label (role: name in this repository).',
      ).optional(),
      scheduling: z
        .array(labelName())
        .max(50)
        .describe('Labels that only affect scheduling (they never restart a sweep).')
        .optional(),
    })
    .strict();
});

const dashboardSchema = once(() => {
  const z = zod();
  return z
    .object({
      'base-url': z
        .url({ protocol: /^https?$/ })
        .describe('Dashboard base URL of the unofficial-run links.')
        .optional(),
      'performance-path': z
        .string()
        .regex(PATTERNS.urlPath)
        .describe('Path of the performance link (the run id is appended as ?unofficialRun=<id>).')
        .optional(),
      'accuracy-path': z.string().regex(PATTERNS.urlPath).describe('Path of the accuracy link.').optional(),
    })
    .strict();
});

const schedulerSchema = once(() => {
  const z = zod();
  return z
    .object({
      priority: z
        .boolean()
        .describe(
          'Priority scheduler labels; unset: the repository variable PRIORITY_SCHEDULER_ENABLED decides.',
        )
        .optional(),
      'node-slots': z
        .boolean()
        .describe(
          'Request nodes:<N> labels; unset: the repository variable NODE_SLOT_SCHEDULER_ENABLED decides.',
        )
        .optional(),
    })
    .strict();
});

const commentsSchema = once(() => {
  const z = zod();
  return z
    .object({
      status: z
        .enum(['auto', 'always'])
        .describe(
          'auto: a status comment only on a PR that appends to the changelog or carries a sweep label; always: on every PR event.',
        )
        .optional(),
      guidance: z
        .boolean()
        .describe('Post the guidance comment once on a PR that touches configs, benchmarks or the changelog.')
        .optional(),
      'protected-notice': z
        .boolean()
        .describe('Keep a sticky comment with the lines a PR adds and removes under protected-paths.')
        .optional(),
      'protected-paths': z
        .array(relPath())
        .min(1)
        .max(50)
        .describe('Path prefixes the protected-path notice watches.')
        .optional(),
    })
    .strict()
    .describe('The PR comments besides the replies to commands (an action input of the same meaning wins).');
});

const resultsSchema = once(() => {
  const z = zod();
  return z
    .object({
      baseline: z
        .enum(['published', 'postgres', 'none'])
        .describe(
          'What PR results are compared with: published (results published at merge, kept in a data branch), postgres (the newest main results in a results database), or none.',
        )
        .optional(),
      'data-branch': z
        .string()
        .min(1)
        .max(100)
        .regex(PATTERNS.branch, 'must be a branch name like sweep-results')
        .describe('The data branch published results are kept in (one file per curve fingerprint).')
        .optional(),
      samples: z
        .int()
        .min(1)
        .max(20)
        .describe('Baseline samples per curve and concurrency: the newest and the ones before it.')
        .optional(),
      'database-url-env': z
        .string()
        .max(100)
        .regex(PATTERNS.envName, 'must be an environment variable name like DATABASE_URL')
        .describe('postgres: the environment variable holding the read-only connection URL (from a secret).')
        .optional(),
      thresholds: z
        .object(
          Object.fromEntries(
            RESULT_METRICS.map((m) => [
              m,
              z
                .number()
                .positive()
                .max(10)
                .describe(`Relative change of ${m} that counts when the baseline has fewer than 3 samples.`)
                .optional(),
            ]),
          ) as Record<(typeof RESULT_METRICS)[number], Z.ZodOptional<Z.ZodNumber>>,
        )
        .strict()
        .describe(
          'Per metric, the relative change (0.05 = 5%) that counts with fewer than 3 baseline samples.',
        )
        .optional(),
    })
    .strict()
    .describe('How PR results are compared with earlier ones.');
});

/** A benchmark command: what the job runs with `bash -c` in the checkout. */
const command = once(() =>
  zod()
    .string({ error: 'must be the benchmark command (text)' })
    .min(1, 'must not be empty')
    .max(500, 'must be at most 500 characters'),
);

/** A repository secret's name as GitHub allows it (and not one of GitHub's own). */
const secretName = once(() =>
  zod()
    .string({ error: 'must be the name of a repository secret' })
    .regex(
      PATTERNS.secretName,
      'must be a secret name: letters, digits and _, not starting with a digit or GITHUB_',
    ),
);

const launcherObject = once(() => {
  const z = zod();
  return z
    .object({
      profile: z
        .enum(LAUNCHER_PROFILES, { error: `must be ${LAUNCHER_PROFILES.join(' or ')}` })
        .describe(
          "script: the repository's own command with the product's contract; inferencex: the reference's benchmark job (cleanup, checkout with submodules, its environment, result checks and processing, bmk_* artifacts).",
        )
        .optional(),
      command: command()
        .describe(
          'The launch command (bash -c). Default: script `bash scripts/benchmark/run.sh`; inferencex `python -m infx.launch run` (inferencex-e2e layout) or `bash ./runners/launch_${RUNNER_NAME%%_*}.sh` (root layout).',
        )
        .optional(),
      secrets: z
        .object(Object.fromEntries(BENCHMARK_SECRET_NAMES.map((n) => [n, secretName().optional()])))
        .strict()
        .describe(
          `The secrets the benchmark jobs receive: the name a job sees (${BENCHMARK_SECRET_NAMES.join(', ')}) → this repository's secret passed as it. Replaces the profile's list; init writes it into the sweep workflow.`,
        )
        .optional(),
    })
    .strict();
});

/** `launcher`: the command alone (the script profile), or a mapping naming the profile. */
const launcherSchema = once(() =>
  zod()
    .union([command(), launcherObject()], {
      error: (iss) => {
        if (iss.code !== 'invalid_union') return undefined;
        const v = iss.input;
        if (v && typeof v === 'object' && !Array.isArray(v)) {
          const r = launcherObject().safeParse(v);
          if (!r.success)
            return r.error.issues
              .map((i) => `${i.path.length ? `${i.path.join('.')}: ` : ''}${i.message}`)
              .join('; ');
        }
        return 'must be the benchmark command (text) or a mapping with profile (script or inferencex), command and secrets';
      },
    })
    .describe('How each benchmark job runs: the command (script profile), or {profile, command, secrets}.'),
);

const retrySchema = once(() => {
  const z = zod();
  return z
    .object({
      'max-attempts': z
        .int()
        .min(0)
        .max(5)
        .describe(
          'Automatic re-runs of a row that failed for infrastructure reasons (0: none; default 1). Benchmark failures are never re-run automatically.',
        )
        .optional(),
      'budget-gpu-hours': z
        .number()
        .min(0)
        .max(1e7)
        .describe(
          "GPU-hours the automatic re-runs of one sweep may take, each counted at its worst case until it ends (default: a tenth of the plan's worst case).",
        )
        .optional(),
    })
    .strict()
    .describe(
      'Automatic re-runs of rows whose failure was the infrastructure’s (a lost runner, a failed allocation).',
    );
});

export const repoConfigSchema = once(() => {
  const z = zod();
  return z
    .object({
      $schema: z.string().optional(),
      layout: layoutSchema().optional(),
      labels: labelsSchema().optional(),
      dashboard: dashboardSchema().optional(),
      'links-marker': z
        .string()
        .regex(PATTERNS.linksMarker, 'must be an HTML comment like <!-- my-links -->')
        .describe('Marker of the sticky unofficial-run links comment.')
        .optional(),
      'bot-login': z
        .string()
        .regex(PATTERNS.botLogin)
        .describe("Login whose comments are the bot's own; only those are ever edited or deleted.")
        .optional(),
      'fail-fast-scope': z
        .enum(['matrix', 'run'])
        .describe('Default fail-fast scope: matrix (per family) or run (the first failure stops the run).')
        .optional(),
      launcher: launcherSchema().optional(),
      scheduler: schedulerSchema().optional(),
      comments: commentsSchema().optional(),
      'budget-gpu-hours': z
        .number()
        .positive()
        .max(1e7)
        .describe(
          "A plan whose worst case is above this many GPU-hours waits for a maintainer's `/sweep --confirm`.",
        )
        .optional(),
      'queue-alert-minutes': z
        .int()
        .min(1)
        .max(7 * 24 * 60)
        .describe('A row queued longer than this with no runner carrying its labels is reported.')
        .optional(),
      results: resultsSchema().optional(),
      retry: retrySchema().optional(),
      'failure-classes': z
        .array(failureEntrySchema())
        .max(100)
        .describe(
          'Failure table entries of this repository: an entry with a built-in id replaces it, a new one is tried before the built-in ones.',
        )
        .optional(),
    })
    .strict();
});

export type RepoConfigFile = Z.infer<ReturnType<typeof repoConfigSchema>>;
export { PRIMARY_ROLES, MODIFIER_ROLES };
