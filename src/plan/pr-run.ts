// One PR plan from the input files' contents: gate the changelog, load only the selected master entries,
// and hand everything to the pure planner. Reading the files (git objects or the working tree) is the
// caller's; src/action/plan-git.ts reads them from git.
import { loadCiPriority, loadMasterConfigs, loadRunners, type SourceFile } from '../config/load.js';
import type { CiPriorityPolicy, MasterConfigs, RunnersConfig } from '../config/types.js';
import { diag, hasErrors, type Diagnostic } from '../diagnostics.js';
import { LIMITS } from '../limits.js';
import { gateChangelog } from '../gate/gate.js';
import type { GateOutcome } from '../gate/types.js';
import { rawMastersPair } from './pr-append.js';
import { planFromEntries, resolveEntries, type PlanInput, type PlannedRow } from './pr-plan.js';
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
  /** Bytes are passed to the gate as is, so it can reject invalid UTF-8. */
  changelog: { path: string; base: string | Uint8Array | null; head: string | Uint8Array };
  masters: SourceFile[];
  runners: SourceFile;
  policy?: SourceFile | null;
  /** Masters and runners at the base revision, for `append-only` entries; null where missing. */
  base?: { masters: (SourceFile | null)[]; runners: SourceFile | null };
}

export interface PlanRunOptions {
  modifiers: Modifiers;
  context: PlanContext;
  /** Echoed into `changelog_metadata`. */
  refs: { base: string; head: string };
  strict?: boolean;
  repo?: string;
}

/**
 * What a planned run read and loaded at the head revision: the master files, runners.yaml, and the entries
 * of the config keys its changelog entries resolved to (only those are parsed).
 */
export interface PlannedInputs {
  masters: SourceFile[];
  runnersPath: string;
  runners: RunnersConfig;
  configs: MasterConfigs;
}

export interface PlanRun {
  outcome: GateOutcome;
  plan: SearchSpaceConfig;
  rows: PlannedRow[];
  diagnostics: Diagnostic[];
  ok: boolean;
  /**
   * What a planned run read at the head revision and the config keys its entries resolved to, so the
   * checks before dispatch neither read nor parse them again.
   */
  inputs?: PlannedInputs;
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
  const keysByFile = texts.masters.map((f) => masterKeysOf(f));
  // A master config over the entry limit is refused before any pattern is matched against its keys: the
  // loader names the file and the entry where the limit is crossed.
  if (keysByFile.some((k) => k.length > LIMITS.masterEntries.max))
    return fail([...diagnostics, ...loadMasterConfigs(texts.masters, { only: () => false }).diagnostics]);
  const masterKeys = keysByFile.flat();
  // The head file's lines point messages at a key's own line: split only when a message needs them.
  const head = texts.changelog.head;
  let split: string[] | undefined;
  const lines = () =>
    (split ??= (typeof head === 'string' ? head : Buffer.from(head).toString('utf8')).split('\n'));
  const resolved = resolveEntries(gate.appended, masterKeys, {
    changelogPath: texts.changelog.path,
    changelogLines: lines,
  });
  if (hasErrors(resolved.diagnostics)) return fail([...diagnostics, ...resolved.diagnostics]);
  const selected = new Set([...resolved.keys.values()].flat());
  const runners = loadRunners(texts.runners);
  const masters = loadMasterConfigs(texts.masters, {
    only: (k) => selected.has(k),
    runners: runners.value,
    ...(opts.strict ? { strict: true } : {}),
  });
  const policy = texts.policy ? loadCiPriority(texts.policy) : undefined;
  diagnostics.push(...runners.diagnostics, ...masters.diagnostics, ...(policy?.diagnostics ?? []));
  if (hasErrors(diagnostics)) return fail(diagnostics);

  let appendOnlyBase: PlanInput['appendOnlyBase'];
  if (gate.appended.some((e) => e.entry['append-only'])) {
    const b = texts.base;
    const missing = !b
      ? ['master configs', texts.runners.path]
      : [
          ...b.masters.map((m, i) => (m ? '' : texts.masters[i]!.path)),
          b.runners ? '' : texts.runners.path,
        ].filter(Boolean);
    if (missing.length || !b) {
      const at = gate.appended.find((e) => e.entry['append-only'])!;
      const list = missing.map((m) => `'${m}'`).join(', ');
      const where = { file: texts.changelog.path, line: at.line, col: 1 };
      diagnostics.push(
        diag('error', 'P-12', `append-only base revision is missing generation inputs: [${list}]`, where),
      );
      return fail(diagnostics);
    }
    const baseMasters = b.masters as SourceFile[];
    const baseRunners = loadRunners(b.runners!);
    const baseConfigs = loadMasterConfigs(baseMasters, {
      only: (k) => selected.has(k),
      runners: baseRunners.value,
    });
    const raw = rawMastersPair(baseMasters, texts.masters, selected);
    // Base-revision warnings are not this PR's to fix; errors in the selected entries block the delta.
    diagnostics.push(
      ...[...baseRunners.diagnostics, ...baseConfigs.diagnostics].filter((d) => d.severity === 'error'),
    );
    if (hasErrors(diagnostics)) return fail(diagnostics);
    appendOnlyBase = {
      configs: baseConfigs.value,
      runners: baseRunners.value,
      raw: raw.base,
      headRaw: raw.head,
    };
  }

  const out = planFromEntries({
    ...(appendOnlyBase ? { appendOnlyBase } : {}),
    entries: gate.appended,
    configs: masters.value,
    runners: runners.value,
    ...(policy ? { policy: policy.value as CiPriorityPolicy } : {}),
    modifiers: opts.modifiers,
    context: opts.context,
    masterKeys,
    resolved,
    refs: opts.refs,
    changelogPath: texts.changelog.path,
    changelogLines: lines,
    ...(opts.strict ? { strict: true } : {}),
  });
  // Key-resolution warnings are reported by planFromEntries, with the resolution it was given.
  diagnostics.push(...out.diagnostics);
  return {
    outcome: 'entries',
    plan: out.plan,
    rows: out.rows,
    diagnostics,
    ok: !hasErrors(diagnostics),
    inputs: {
      masters: texts.masters,
      runnersPath: texts.runners.path,
      runners: runners.value,
      configs: masters.value,
    },
  };
}
