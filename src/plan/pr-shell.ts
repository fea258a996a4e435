// The imperative shell of `sweep plan`: read the inputs (git objects or files), gate the changelog,
// load only the selected master entries, and hand everything to the pure planner.
import { spawnSync } from 'node:child_process';
import { loadCiPriority, loadMasterConfigs, loadRunners, type SourceFile } from '../config/load.js';
import type { CiPriorityPolicy } from '../config/types.js';
import { diag, hasErrors, type Diagnostic } from '../diagnostics.js';
import { gateChangelog } from '../gate/gate.js';
import type { GateOutcome } from '../gate/types.js';
import { planFromEntries, resolveEntries, type PlannedRow } from './pr-plan.js';
import { emptyPlan } from './pr-output.js';
import { masterKeysOf } from './pr-slice.js';
import type { Modifiers, PlanContext, SearchSpaceConfig } from './pr-types.js';

export const DEFAULT_PATHS = {
  masters: ['configs/amd-master.yaml', 'configs/nvidia-master.yaml'],
  runners: 'configs/runners.yaml',
  policy: 'configs/ci-priority.yaml',
  changelog: 'perf-changelog.yaml',
};

export interface PlanPaths {
  masters: string[];
  runners: string;
  /** Optional: without it rows carry no priority or queue token. */
  policy: string | null;
  changelog: string;
}

export interface PlanTexts {
  changelog: { path: string; base: string | null; head: string };
  masters: SourceFile[];
  runners: SourceFile;
  policy?: SourceFile | null;
}

export interface PlanRunOptions {
  modifiers: Modifiers;
  context: PlanContext;
  /** Echoed into `changelog_metadata`. */
  refs: { base: string; head: string };
  strict?: boolean;
  repo?: string;
}

export interface PlanRun {
  outcome: GateOutcome;
  plan: SearchSpaceConfig;
  rows: PlannedRow[];
  diagnostics: Diagnostic[];
  ok: boolean;
}

/** Plans from file contents (the `--base-file`/`--head-file` mode, and the tail of the git mode). */
export function planFromTexts(texts: PlanTexts, opts: PlanRunOptions): PlanRun {
  const fail = (diagnostics: Diagnostic[], outcome: GateOutcome = 'error'): PlanRun => ({
    outcome,
    plan: emptyPlan(opts.refs.base, opts.refs.head),
    rows: [],
    diagnostics,
    ok: !hasErrors(diagnostics),
  });
  const gate = gateChangelog({
    path: texts.changelog.path,
    base: texts.changelog.base,
    head: texts.changelog.head,
    ...(opts.context.prNumber !== undefined ? { prNumber: opts.context.prNumber } : {}),
    ...(opts.repo ? { repo: opts.repo } : {}),
    ...(opts.strict ? { strict: true } : {}),
    event: opts.context.event === 'push' ? 'push' : 'pull_request',
    headRef: opts.refs.head,
  });
  const diagnostics: Diagnostic[] = [...gate.diagnostics];
  if (gate.outcome === 'error' || hasErrors(diagnostics)) return fail(diagnostics);
  if (gate.outcome !== 'entries') return fail(diagnostics, gate.outcome);

  // Resolve keys against every master key first (a cheap line scan), then load only those entries;
  // the loader still checks file integrity (duplicate and malformed keys) on the fast path.
  const masterKeys = texts.masters.flatMap((f) => masterKeysOf(f.text, f.path));
  const lines = texts.changelog.head.split('\n');
  const resolved = resolveEntries(gate.appended, masterKeys, { changelogPath: texts.changelog.path, changelogLines: lines });
  if (hasErrors(resolved.diagnostics)) return fail([...diagnostics, ...resolved.diagnostics]);
  const selected = new Set([...resolved.keys.values()].flat());
  const runners = loadRunners(texts.runners);
  const masters = loadMasterConfigs(texts.masters, { only: (k) => selected.has(k), runners: runners.value, ...(opts.strict ? { strict: true } : {}) });
  const policy = texts.policy ? loadCiPriority(texts.policy) : undefined;
  diagnostics.push(...runners.diagnostics, ...masters.diagnostics, ...(policy?.diagnostics ?? []));
  if (hasErrors(diagnostics)) return fail(diagnostics);

  const out = planFromEntries({
    entries: gate.appended,
    configs: masters.value,
    runners: runners.value,
    ...(policy ? { policy: policy.value as CiPriorityPolicy } : {}),
    modifiers: opts.modifiers,
    context: opts.context,
    masterKeys,
    refs: opts.refs,
    changelogPath: texts.changelog.path,
    changelogLines: lines,
    ...(opts.strict ? { strict: true } : {}),
  });
  // Key-resolution warnings (X-4) were already reported by planFromEntries' own resolution.
  diagnostics.push(...out.diagnostics);
  return { outcome: 'entries', plan: out.plan, rows: out.rows, diagnostics, ok: !hasErrors(diagnostics) };
}

/** Plans from git objects (CL-1, CL-2): changelog at merge-base(base, head) and head; configs at head. */
export function planFromGit(
  repo: string,
  refs: { base: string; head: string },
  paths: PlanPaths,
  opts: Omit<PlanRunOptions, 'refs'>,
): PlanRun {
  const fail = (diagnostics: Diagnostic[]): PlanRun => ({
    outcome: 'error',
    plan: emptyPlan(refs.base, refs.head),
    rows: [],
    diagnostics,
    ok: false,
  });
  const mb = git(repo, ['merge-base', refs.base, refs.head]);
  if (mb.status !== 0) {
    return fail([diag('error', 'V-1', `could not read ${paths.changelog} at ${refs.base}: ${mb.stderr.trim() || 'no merge base'}`, { file: paths.changelog })]);
  }
  const base = mb.stdout.trim();
  const specs = [
    `${base}:${paths.changelog}`,
    `${refs.head}:${paths.changelog}`,
    `${refs.head}:${paths.runners}`,
    ...paths.masters.map((p) => `${refs.head}:${p}`),
    ...(paths.policy ? [`${refs.head}:${paths.policy}`] : []),
  ];
  const blobs = catFileBatch(repo, specs);
  if ('error' in blobs) return fail([diag('error', 'V-1', `could not read objects at ${refs.head}: ${blobs.error}`)]);
  const [baseLog, headLog, runners, ...rest] = blobs.texts;
  const masters = rest.slice(0, paths.masters.length);
  const policy = paths.policy ? rest[paths.masters.length] : null;
  const diagnostics: Diagnostic[] = [];
  const missing = (path: string, ref: string, rule: string, message?: string) =>
    diagnostics.push(diag('error', rule, message ?? `could not read ${path} at ${ref}: missing`, { file: path }));
  if (headLog === null) missing(paths.changelog, refs.head, 'V-1');
  if (runners === null) missing(paths.runners, refs.head, 'VR-1', `Runner config file '${paths.runners}' does not exist.`);
  masters.forEach((t, i) => {
    if (t === null) missing(paths.masters[i]!, refs.head, 'VL-1', `Input file '${paths.masters[i]}' does not exist.`);
  });
  if (diagnostics.length) return fail(diagnostics);
  return planFromTexts(
    {
      changelog: { path: paths.changelog, base: baseLog ?? null, head: headLog! },
      masters: masters.map((t, i) => ({ path: paths.masters[i]!, text: t! })),
      runners: { path: paths.runners, text: runners! },
      policy: policy ? { path: paths.policy!, text: policy } : null,
    },
    { ...opts, refs },
  );
}

function git(repo: string, args: string[], input?: string) {
  const r = spawnSync('git', ['-C', repo, ...args], {
    input,
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_TERMINAL_PROMPT: '0' },
  });
  return { status: r.status ?? 1, stdout: r.stdout?.toString('utf8') ?? '', stderr: r.stderr?.toString('utf8') ?? String(r.error ?? ''), raw: r.stdout };
}

/** Reads many `<ref>:<path>` blobs with one `git cat-file --batch`; a missing object is `null`. */
export function catFileBatch(repo: string, specs: readonly string[]): { texts: (string | null)[] } | { error: string } {
  const r = git(repo, ['cat-file', '--batch'], specs.join('\n') + '\n');
  if (r.status !== 0 || !r.raw) return { error: r.stderr.trim() || `git cat-file exited ${r.status}` };
  const buf = r.raw;
  const texts: (string | null)[] = [];
  let pos = 0;
  for (let i = 0; i < specs.length; i++) {
    const nl = buf.indexOf(0x0a, pos);
    if (nl < 0) return { error: 'truncated git cat-file output' };
    const header = buf.toString('utf8', pos, nl);
    pos = nl + 1;
    const m = /^[0-9a-f]+ (\w+) (\d+)$/.exec(header);
    if (!m) {
      texts.push(null); // `<spec> missing` / `ambiguous`
      continue;
    }
    const size = Number(m[2]);
    texts.push(m[1] === 'blob' ? buf.toString('utf8', pos, pos + size) : null);
    pos += size + 1;
  }
  return { texts };
}
