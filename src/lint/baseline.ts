// The lint baseline: adopt the product on a repository that already has findings, then fix them over
// time. `sweep lint --write-baseline` records today's blocking findings; later runs
// report those as known (they do not block), block on new ones, and drop recorded findings that no
// longer occur (so the baseline only shrinks). The PR gate applies the same baseline to the findings
// on its planned rows. Pure: diagnostics and baseline text in, diagnostics and baseline text out.
//
// A finding is identified by its file (relative to the layout folder, so moving the repository under
// inferencex-e2e/ keeps the baseline valid), its YAML path (config key, scenario block, item index,
// worker and field) and its rule — never by line numbers, so unrelated edits do not invalidate it.
// Only topology and lane findings can be recorded: a config that fails validation
// cannot be planned at all, so a baseline could not make it usable.
import { once, zod } from '../zod/lib.js';
import { readYaml } from '../config/read.js';
import { schemaFindings, toDiagnostic } from '../config/finding.js';
import { diag, type Diagnostic } from '../diagnostics.js';

export const BASELINE_VERSION = 1;
/** Rules whose findings may be recorded. */
const RECORDABLE = /^(R[1-9]|C(10|[1-9]))$/;

export interface BaselineEntry {
  rule: string;
  /** Relative to the layout folder, e.g. `configs/nvidia-master.yaml`. */
  file: string;
  /** YAML path; findings without one are identified by their message. */
  path?: string;
  message?: string;
  /** How many findings share this identity (default 1). */
  count?: number;
}

export interface Baseline {
  version: typeof BASELINE_VERSION;
  findings: BaselineEntry[];
}

const baselineSchema = once(() => {
  const z = zod();
  const entrySchema = z.strictObject({
    rule: z.string().min(1),
    file: z.string().min(1),
    path: z.string().min(1).optional(),
    message: z.string().min(1).optional(),
    count: z.int().min(1).optional(),
  });
  return z.strictObject({
    version: z.literal(BASELINE_VERSION),
    findings: z.array(entrySchema).max(100_000),
  });
});

const layoutRelative = (file: string, prefix: string): string =>
  prefix && file.startsWith(prefix) ? file.slice(prefix.length) : file;

/** The entry a diagnostic would be recorded as, or undefined when it is not recordable. */
export function entryOf(d: Diagnostic, prefix = ''): BaselineEntry | undefined {
  if (d.severity !== 'error' || !RECORDABLE.test(d.rule) || !d.file) return undefined;
  const file = layoutRelative(d.file, prefix);
  return d.path ? { rule: d.rule, file, path: d.path } : { rule: d.rule, file, message: d.message };
}

const keyOf = (e: BaselineEntry): string =>
  JSON.stringify([e.file, e.path ?? null, e.path ? null : (e.message ?? null), e.rule]);

/** The baseline of these diagnostics: every recordable error, identical ones counted. */
export function baselineOf(diagnostics: readonly Diagnostic[], prefix = ''): Baseline {
  const counts = new Map<string, BaselineEntry>();
  for (const d of diagnostics) {
    const e = entryOf(d, prefix);
    if (!e) continue;
    const k = keyOf(e);
    const seen = counts.get(k);
    if (seen) seen.count = (seen.count ?? 1) + 1;
    else counts.set(k, e);
  }
  const findings = [...counts.values()].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1));
  return { version: BASELINE_VERSION, findings };
}

export interface Applied {
  /** The input diagnostics, recorded findings turned into warnings that say so. */
  diagnostics: Diagnostic[];
  known: number;
  /** Recorded findings that no longer occur. */
  dropped: BaselineEntry[];
  /** The baseline without them (what to write back). */
  remaining: Baseline;
}

/**
 * Recorded findings become warnings ("known"), new ones stay errors, and each recorded finding that
 * did not occur gets a notice and leaves the baseline. `file` names the baseline in messages.
 */
export function applyBaseline(
  diagnostics: readonly Diagnostic[],
  baseline: Baseline,
  opts: { prefix?: string; file?: string } = {},
): Applied {
  const prefix = opts.prefix ?? '';
  const name = opts.file ?? 'the lint baseline';
  const budget = new Map<string, number>();
  for (const e of baseline.findings) budget.set(keyOf(e), (budget.get(keyOf(e)) ?? 0) + (e.count ?? 1));
  const used = new Map<string, number>();
  let known = 0;
  const out = diagnostics.map((d) => {
    const e = entryOf(d, prefix);
    if (!e) return d;
    const k = keyOf(e);
    const n = used.get(k) ?? 0;
    if (n >= (budget.get(k) ?? 0)) return d;
    used.set(k, n + 1);
    known++;
    return { ...d, severity: 'warning' as const, message: `${d.message} [known: recorded in ${name}]` };
  });
  const dropped: BaselineEntry[] = [];
  const findings: BaselineEntry[] = [];
  for (const e of baseline.findings) {
    const k = keyOf(e);
    const have = used.get(k) ?? 0;
    const want = e.count ?? 1;
    const keep = Math.min(have, want);
    used.set(k, have - keep);
    if (keep > 0) findings.push(keep > 1 ? { ...e, count: keep } : withoutCount(e));
    if (keep < want) dropped.push(want - keep > 1 ? { ...e, count: want - keep } : withoutCount(e));
  }
  for (const e of dropped)
    out.push(
      diag(
        'notice',
        'BASELINE',
        `${e.rule} at ${e.path ?? e.message} no longer occurs${e.count ? ` (${e.count}×)` : ''}: dropped from ${name}`,
        { file: `${prefix}${e.file}` },
      ),
    );
  return { diagnostics: out, known, dropped, remaining: { version: BASELINE_VERSION, findings } };
}

function withoutCount(e: BaselineEntry): BaselineEntry {
  const { count: _c, ...rest } = e;
  return rest;
}

/** Parses a baseline file; a broken one is an error and counts as empty (its findings then block). */
export function parseBaseline(text: string, file: string): { baseline: Baseline; diagnostics: Diagnostic[] } {
  const empty: Baseline = { version: BASELINE_VERSION, findings: [] };
  const r = readYaml(text, file);
  if (r.diagnostics.some((d) => d.severity === 'error') || r.value === undefined)
    return { baseline: empty, diagnostics: r.diagnostics };
  const findings = schemaFindings(baselineSchema(), r.value, [], () => 'BASELINE');
  if (findings.length)
    return {
      baseline: empty,
      diagnostics: findings.map((f) => ({
        ...toDiagnostic(f, r.parsed()),
        fix: 'regenerate it with sweep lint --write-baseline',
      })),
    };
  return { baseline: r.value as Baseline, diagnostics: r.diagnostics };
}

/** The baseline as YAML, with a header saying what it is; one finding per entry, stable order. */
export function formatBaseline(b: Baseline): string {
  const q = (s: string) => JSON.stringify(s);
  const lines = [
    '# Known lint findings: reported as warnings, they do not block. New findings are errors.',
    '# Written by `sweep lint --write-baseline`; `sweep lint` drops findings that no longer occur.',
    `version: ${b.version}`,
  ];
  if (b.findings.length === 0) lines.push('findings: []');
  else {
    lines.push('findings:');
    for (const e of b.findings) {
      lines.push(`  - rule: ${q(e.rule)}`, `    file: ${q(e.file)}`);
      if (e.path !== undefined) lines.push(`    path: ${q(e.path)}`);
      if (e.message !== undefined) lines.push(`    message: ${q(e.message)}`);
      if (e.count !== undefined) lines.push(`    count: ${e.count}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
