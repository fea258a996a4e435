// Loading the reference's input files into validated shapes, with every problem as a positioned
// Diagnostic. Entries with errors are left out of the value, so planning never sees an
// invalid entry, but every problem is reported.
import { diag, type Diagnostic } from '../diagnostics.js';
import { LIMITS, limitDiagnostic } from '../limits.js';
import { fastLoad, fastPositions } from '../yaml/fast.js';
import { parseYaml, type ParsedYaml } from '../yaml/parse.js';
import { validateEntry } from './entry.js';
import { nearest, toDiagnostic, type Finding, type Locator } from './finding.js';
import { lintYaml11 } from './lint.js';
import { once } from './primitives.js';
import { isRec } from './rules.js';
import { scanSource, type TopLevelEntry } from './slice.js';
import type { Loaded, SourceFile } from './source.js';
import type { CiPriorityPolicy, MasterConfigs, MasterEntry, RunnersConfig } from './types.js';

export { loadCiPriority } from './ci-priority.js';
export { loadRunners } from './runners.js';
export type { Loaded, SourceFile } from './source.js';

export interface LoadMasterOptions {
  /** Load only these keys (the PR fast path); file integrity is still checked. */
  only?: (key: string) => boolean;
  /** Strict mode turns the product's warning-by-default rules (e.g. unknown runner labels) into errors. */
  strict?: boolean;
  /** Runner labels known from runners.yaml, to check each entry's runner. */
  runners?: RunnersConfig;
  /** Runner labels declared outside runners.yaml (accepted as known too). */
  externalRunnerLabels?: readonly string[];
}

/** A master config key: lowercase letters, digits, `.`, `_` and `-`, starting with a letter or digit. */
export const KEY_SYNTAX = /^[a-z0-9][a-z0-9._-]*$/;

/** A top-level entry of a master file and the parse that can locate its paths. */
interface Unit {
  key: string;
  line: number;
  /**
   * The positioned parse of the entry, made on demand: valid entries are read by the fast path and only
   * parsed with positions when a message needs one. Undefined when the entry was not selected or its
   * text did not parse.
   */
  parsed?: () => Locator;
  raw?: unknown;
}

export function loadMasterConfigs(
  files: readonly SourceFile[],
  opts: LoadMasterOptions = {},
): Loaded<MasterConfigs> {
  const entries = new Map<string, MasterEntry>();
  const sourceOf = new Map<string, string>();
  const diagnostics: Diagnostic[] = [];
  // The units, not their lines: a scanned entry counts its line only when a message names it.
  const firstSeen = new Map<string, { file: string; unit: Unit }>();
  const labels = opts.runners ? Object.keys(opts.runners.labels) : [];
  const known = opts.runners ? new Set([...labels, ...(opts.externalRunnerLabels ?? [])]) : undefined;
  const clusterLabels = labels.filter((l) => l.startsWith('cluster:'));
  const select = opts.only ?? (() => true);
  const parses = new Map<string, () => Locator>();

  for (const f of files) {
    const units = fileUnits(f, select, diagnostics);
    const inFile = new Map<string, Unit>();
    // A key's position, made only for a message (a unit's line may be counted on demand).
    const keyAt = (u: Unit) => ({ file: f.path, line: u.line, col: 1, path: u.key });
    for (const u of units) {
      let keyOk = true;
      if (u.key.includes('*')) {
        diagnostics.push(
          diag('error', 'VL-3', ` Wildcard '*' is not allowed in master config keys: '${u.key}'`, {
            ...keyAt(u),
            fix: 'name the entry without *',
          }),
        );
        keyOk = false;
      } else if (!KEY_SYNTAX.test(u.key)) {
        diagnostics.push(
          diag('error', 'VP-4', `Master config key '${u.key}' must match ${KEY_SYNTAX.source}`, {
            ...keyAt(u),
            fix: `rename it, e.g. '${u.key
              .toLowerCase()
              .replace(/[^a-z0-9._-]/g, '-')
              .replace(/^[^a-z0-9]+/, '')}'`,
          }),
        );
        keyOk = false;
      }
      const dup = inFile.get(u.key);
      const other = firstSeen.get(u.key);
      if (dup !== undefined) {
        diagnostics.push(
          diag(
            'error',
            'VP-4',
            `Duplicate configuration key '${u.key}' in '${f.path}' (first defined at line ${dup.line})`,
            {
              ...keyAt(u),
              fix: 'remove or rename one of the two entries',
            },
          ),
        );
        continue;
      }
      inFile.set(u.key, u);
      if (other) {
        diagnostics.push(
          diag('error', 'VL-4', `Duplicate configuration keys found in '${f.path}': ${u.key}`, {
            ...keyAt(u),
            fix: `rename it: '${u.key}' is already defined at ${other.file}:${other.unit.line}`,
          }),
        );
        continue;
      }
      firstSeen.set(u.key, { file: f.path, unit: u });
      if (!u.parsed || !keyOk || !select(u.key)) continue;

      const { entry, findings } = validateEntry(u.key, u.raw, clusterLabels);
      const runner = isRec(u.raw) ? u.raw.runner : undefined;
      if (known && typeof runner === 'string' && !known.has(runner))
        findings.push(unknownRunner(u.key, runner, labels, opts.strict));
      for (const fd of findings) diagnostics.push(toDiagnostic(fd, u.parsed()));
      if (entry && !findings.some((fd) => (fd.severity ?? 'error') === 'error')) {
        entries.set(u.key, entry);
        sourceOf.set(u.key, f.path);
        parses.set(u.key, u.parsed);
      }
    }
  }
  const locate = (key: string, path: readonly (string | number)[]) => {
    const parsed = parses.get(key);
    if (!parsed) return undefined;
    const p = parsed();
    return { file: p.file, ...p.locate([key, ...path]) };
  };
  return { value: { entries, sourceOf, locate }, diagnostics };
}

/**
 * A unit of an entry that is not read: the scan's entry itself (its line is counted only if a message asks,
 * and a copy of it per entry of a large file is work and memory for nothing).
 */
const lineOf = (e: TopLevelEntry): Unit => e;

/**
 * The file's top-level entries. Normally each selected entry's text is parsed on its own (fast with
 * `only`, and one broken entry cannot hide the others); irregular files are parsed whole.
 */
function fileUnits(f: SourceFile, select: (key: string) => boolean, out: Diagnostic[]): Unit[] {
  const scan = scanSource(f);
  // Each entry is read and checked on its own, so the count is bounded before any of them is.
  if (scan.entries.length > LIMITS.masterEntries.max) {
    const over = scan.entries[LIMITS.masterEntries.max]!;
    out.push(limitDiagnostic('masterEntries', scan.entries.length, { file: f.path, line: over.line }));
    return [];
  }
  if (!scan.irregular && scan.entries.length > 0) {
    const diags: Diagnostic[] = [];
    let syntax = false;
    const units = scan.entries.map((e): Unit => {
      if (!select(e.key)) return lineOf(e);
      const text = once(() => scan.textOf(e));
      const slow = once(() => parseYaml(text(), f.path, { version: '1.1', lineOffset: e.line - 1 }));
      // Clean entries (the common case) skip the positioned parse; scalars YAML 1.1 reads differently and any syntax or
      // duplicate-key problem make the fast path step aside, so those are still found and located.
      const fast = fastLoad(text());
      if (fast && isRec(fast.value) && Object.keys(fast.value).length === 1) {
        const parsed = locator(text, f.path, e.line - 1, slow);
        return { key: e.key, line: e.line, parsed, raw: Object.values(fast.value)[0] };
      }
      const parsed = slow();
      for (const d of parsed.diagnostics) diags.push(d.rule === 'YAML-DUP' ? { ...d, rule: 'VP-4' } : d);
      diags.push(...lintYaml11(parsed, text(), e.line - 1));
      syntax ||= parsed.diagnostics.some((d) => d.rule === 'YAML' && d.severity === 'error');
      const map = parsed.value;
      if (!isRec(map)) return { key: e.key, line: e.line };
      return { key: e.key, line: e.line, parsed: slow, raw: Object.values(map)[0] };
    });
    // A syntax error in a slice may come from the scan cutting inside a construct; the whole file decides.
    if (!syntax || wholeFileHasSyntaxErrors(f)) {
      out.push(...diags);
      return units;
    }
  }
  return wholeFileUnits(f, out);
}

/**
 * Positions in a text the fast path read: from the fast path's own positions where it has them, from the
 * positioned parse (made then) where it does not. Both give the same answers.
 */
function locator(
  text: () => string,
  file: string,
  lineOffset: number,
  slow: () => ParsedYaml,
): () => Locator {
  return once(() => {
    const fast = fastPositions(text(), lineOffset);
    if (!fast) return slow();
    return {
      file,
      locate: (path) => fast.locate(path) ?? slow().locate(path),
      locateKey: (path) => fast.locateKey(path) ?? slow().locateKey(path),
    };
  });
}

function wholeFileHasSyntaxErrors(f: SourceFile): boolean {
  return parseYaml(f.text, f.path).diagnostics.some((d) => d.rule === 'YAML' && d.severity === 'error');
}

function wholeFileUnits(f: SourceFile, out: Diagnostic[]): Unit[] {
  const parsed = parseYaml(f.text, f.path, { version: '1.1' });
  out.push(...parsed.diagnostics.map((d) => (d.rule === 'YAML-DUP' ? { ...d, rule: 'VP-4' } : d)));
  out.push(...lintYaml11(parsed, f.text));
  if (parsed.diagnostics.some((d) => d.severity === 'error')) return [];
  if (!isRec(parsed.value)) {
    out.push(
      diag('error', 'VL-2', `Config file '${f.path}' must contain a dictionary`, {
        file: f.path,
        ...parsed.locate([]),
        fix: 'map each config key to its entry at the top level',
      }),
    );
    return [];
  }
  const keys = Object.keys(parsed.value);
  if (keys.length > LIMITS.masterEntries.max) {
    const line = parsed.locateKey([keys[LIMITS.masterEntries.max]!]).line;
    out.push(limitDiagnostic('masterEntries', keys.length, { file: f.path, line }));
    return [];
  }
  return Object.entries(parsed.value).map(([key, raw]) => ({
    key,
    line: parsed.locateKey([key]).line,
    parsed: () => parsed,
    raw,
  }));
}

function unknownRunner(key: string, runner: string, labels: readonly string[], strict?: boolean): Finding {
  const near = nearest(runner, labels);
  return {
    path: [key, 'runner'],
    rule: 'VP-1',
    severity: strict ? 'error' : 'warning',
    message: `Runner label '${runner}' is not defined in configs/runners.yaml`,
    fix: near
      ? `did you mean '${near}'? Otherwise add the label to configs/runners.yaml`
      : 'add the label to configs/runners.yaml',
  };
}

/** The shell reports a missing input file with the reference's message. */
export function missingFile(path: string, kind: 'master' | 'runners'): Diagnostic {
  return kind === 'master'
    ? diag('error', 'VL-1', `Input file '${path}' does not exist.`, { file: path })
    : diag('error', 'VR-1', `Runner config file '${path}' does not exist.`, { file: path });
}

export type { CiPriorityPolicy, RunnersConfig };
