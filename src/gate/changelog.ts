// Parsing changelog text into positioned entries, the mappings of a YAML list root. Works on a whole file
// or on an appended fragment: `lineOffset` keeps every line number the head file's own.
import type * as Z from 'zod';
import { lintYaml11 } from '../config/lint.js';
import { diag, type Diagnostic } from '../diagnostics.js';
import { limitDiagnostic, LIMITS } from '../limits.js';
import { fastLoad } from '../yaml/fast.js';
import { yaml } from '../yaml/lib.js';
import { formatPath, parseYaml, type ParsedYaml, type YamlPath } from '../yaml/parse.js';
import { checkNewPrLink, type PrLinkContext } from './prlink.js';
import {
  KEY_ALIASES,
  acceptsStrictEntry,
  entryRules,
  laxEntrySchema,
  normalizeEntry,
  strictEntrySchema,
  type LaxEntry,
} from './schema.js';
import type { NormalizedEntry } from './types.js';

export interface ParsedEntry {
  /** 1-based entry number in the whole file. */
  index: number;
  /** Line of the entry's `- config-keys:` line. */
  line: number;
  raw: unknown;
  /** Present when the entry passed its schema. */
  entry?: NormalizedEntry;
}

export interface ParsedChangelog {
  entries: ParsedEntry[];
  diagnostics: Diagnostic[];
  /** False when the text is not a YAML list of entries at all (syntax error or wrong root). */
  structured: boolean;
  yaml: ParsedYaml;
}

/** A line that opens an entry (the parser counts them against the parsed list: they must agree). */
export const ENTRY_START = /^- config-keys:/gm;

export function countEntryStarts(text: string): number {
  return text.match(ENTRY_START)?.length ?? 0;
}

/** 1-based line of every `- config-keys:` line. */
function entryStartLines(text: string, lineOffset: number): number[] {
  const out: number[] = [];
  let line = 1;
  let last = 0;
  for (const m of text.matchAll(ENTRY_START)) {
    for (let i = last; i < m.index; i++) if (text.charCodeAt(i) === 10) line++;
    last = m.index;
    out.push(line + lineOffset);
  }
  return out;
}

export interface ChangelogStructure {
  yaml: ParsedYaml;
  /** Raw entries in file order (empty when not `structured`). */
  raws: unknown[];
  /** Line of each entry's `- config-keys:` line. */
  lines: number[];
  diagnostics: Diagnostic[];
  /** False when the text is not a YAML list at all (syntax error or wrong root). */
  structured: boolean;
  /** True when the fast path read the text: then it holds no scalar the YAML 1.1 lint would flag. */
  fast?: boolean;
  /** The text parsed and its line offset in the file (for the YAML 1.1 lint). */
  text?: string;
  lineOffset?: number;
}

export interface StructureOptions {
  /**
   * The caller reports the text's characters itself (`checkCharacters`): the parser's messages about
   * non-printable characters and foreign line breaks are left out, so each problem is said once.
   */
  charactersChecked?: boolean;
}

/** The file's structure: valid YAML, a list root, as many `- config-keys:` lines as entries. */
export function parseStructure(
  text: string,
  path: string,
  lineOffset = 0,
  opts: StructureOptions = {},
): ChangelogStructure {
  // A well-formed list (the whole history, for lint) is read by the fast path; the positioned parse
  // happens only if a message needs a position.
  const fast = fastLoad(text);
  if (fast && Array.isArray(fast.value) && fast.value.length > 0) {
    const lines = entryStartLines(text, lineOffset);
    if (lines.length === fast.value.length) {
      let cache: ParsedYaml | undefined;
      return {
        get yaml() {
          return (cache ??= parseYaml(text, path, { version: '1.1', lineOffset }));
        },
        raws: fast.value,
        lines,
        diagnostics: [],
        structured: true,
        fast: true,
      };
    }
  }
  const yaml = parseYaml(text, path, { version: '1.1', lineOffset });
  const diagnostics: Diagnostic[] = [];
  for (const d of yaml.diagnostics) {
    if (d.severity !== 'error' || (opts.charactersChecked && d.rule === 'YAML-CHAR')) continue;
    // Limits say what they are; everything else is reported as a YAML problem of the changelog file.
    if (d.rule === 'LIMIT') diagnostics.push(d);
    else diagnostics.push({ ...d, rule: 'L-1', message: `${path} is not valid YAML: ${d.message}` });
  }
  const out: ChangelogStructure = {
    yaml,
    raws: [],
    lines: [],
    diagnostics,
    structured: false,
    text,
    lineOffset,
  };
  if (yaml.value === undefined) return out;
  const value = yaml.value;
  // An empty file (or comments only) is zero entries, like a missing base file.
  if (value === null && countEntryStarts(text) === 0) return { ...out, structured: true };
  if (!Array.isArray(value)) {
    diagnostics.push(
      diag('error', 'L-1', `${path} root must be a YAML list`, { file: path, ...yaml.locate([]) }),
    );
    return out;
  }
  const starts = countEntryStarts(text);
  if (starts !== value.length) {
    diagnostics.push(
      diag(
        'error',
        'L-1',
        `${path} has ${starts} top-level config entries but YAML parsed ${value.length} entries`,
        {
          file: path,
          ...yaml.locate([]),
          fix: 'start every entry with a line that is exactly `- config-keys:`',
        },
      ),
    );
  }
  out.structured = true;
  out.raws = value;
  out.lines = value.map((_, i) => yaml.locate([i]).line);
  return out;
}

export interface ValidateOptions {
  /** Entries before this text in its file (for a fragment): entry numbers are file-wide. */
  entryOffset?: number;
  /** `strict`: the product's strict schema, for appended entries; `lax`: the reference's, for history. */
  schema: 'lax' | 'strict';
  /** For strict entries: check `pr-link` (it names this PR, or XXX until it is known). */
  prLink?: PrLinkContext;
}

/** Problems reported per entry at most; the rest are counted in one last message. */
const MAX_PER_ENTRY = 20;

/** Validates the entries `from` ≤ i < `to` (0-based in `s.raws`) against their schema. */
export function validateEntries(
  s: ChangelogStructure,
  path: string,
  opts: ValidateOptions,
  from = 0,
  to = s.raws.length,
): { entries: ParsedEntry[]; diagnostics: Diagnostic[] } {
  const entries: ParsedEntry[] = [];
  const diagnostics: Diagnostic[] = [];
  for (let i = from; i < to; i++) {
    const raw = s.raws[i];
    const index = (opts.entryOffset ?? 0) + i + 1;
    const pe: ParsedEntry = { index, line: s.lines[i]!, raw };
    entries.push(pe);
    const at: Locate = (p, key = false) => ({
      file: path,
      ...(key ? s.yaml.locateKey([i, ...p]) : s.yaml.locate([i, ...p])),
    });
    const found = entryDiagnostics(s, i, index, at, opts);
    for (const d of found.diagnostics.slice(0, MAX_PER_ENTRY)) diagnostics.push(d);
    const more = found.diagnostics.length - MAX_PER_ENTRY + (found.unlisted ?? 0);
    if (more > 0)
      diagnostics.push(
        diag('error', 'L-1', `entry ${index} has ${more} more problems`, {
          ...at([]),
          fix: 'fix the problems above first',
        }),
      );
    if (found.entry) pe.entry = found.entry;
  }
  if (opts.schema === 'strict') for (const d of yaml11Warnings(s, from, to)) diagnostics.push(d);
  return { entries, diagnostics };
}

type Locate = (p: YamlPath, key?: boolean) => { file: string; line: number; col: number };

/** One entry's schema problems, and its normalized form when it has none. */
function entryDiagnostics(
  s: ChangelogStructure,
  i: number,
  index: number,
  at: Locate,
  opts: ValidateOptions,
): { diagnostics: Diagnostic[]; entry?: NormalizedEntry; unlisted?: number } {
  const raw = s.raws[i];
  const out: Diagnostic[] = [];
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    return { diagnostics: [diag('error', 'L-1', `entry ${index} is not a mapping`, at([]))] };
  }
  // Unhashable keys: only the positioned parse can tell (the fast path reads such keys as strings).
  const y = hasPlainKeys(raw) ? undefined : yaml();
  const node = y?.isSeq(s.yaml.doc.contents) ? s.yaml.doc.contents.items[i] : undefined;
  if (y?.isMap(node) && node.items.some((p) => !y.isScalar(p.key))) {
    const where = at([]);
    return {
      diagnostics: [
        diag(
          'error',
          'L-1',
          `${where.file} is not valid YAML: found unhashable key in entry ${index}`,
          where,
        ),
      ],
    };
  }
  const keys = (raw as Record<string, unknown>)['config-keys'];
  if (opts.schema === 'strict' && Array.isArray(keys) && keys.length > LIMITS.configKeys.max) {
    const where = at(['config-keys'], true);
    return { diagnostics: [limitDiagnostic('configKeys', keys.length, where, 'CL-S')] };
  }
  const checked = checkedEntry(raw, opts.schema);
  if (!checked.success) {
    const issues = checked.error.issues;
    for (const issue of issues.slice(0, MAX_PER_ENTRY)) out.push(...issueDiagnostics(issue, index, at));
    return { diagnostics: out, unlisted: Math.max(0, issues.length - MAX_PER_ENTRY) };
  }
  const e = checked.data;
  for (const rule of entryRules) {
    if (rule.when(e)) out.push(diag('error', rule.rule, rule.message, at([rule.field], true)));
  }
  if (opts.schema === 'strict') {
    const seen = new Set<string>();
    const reported = new Set<string>();
    e['config-keys'].forEach((k, j) => {
      // One warning per repeated key, at its first repetition.
      if (seen.has(k) && !reported.has(k)) {
        reported.add(k);
        out.push(
          diag('warning', 'CL-S', `entry ${index} lists config key '${k}' twice`, at(['config-keys', j])),
        );
      }
      seen.add(k);
    });
    const p = opts.prLink ? checkNewPrLink(e['pr-link'], opts.prLink) : null;
    if (p)
      out.push(diag(p.severity, p.rule, p.message, { ...at(['pr-link']), ...(p.fix ? { fix: p.fix } : {}) }));
  }
  return { diagnostics: out, entry: normalizeEntry(e) };
}

/** The entry as its schema reads it; the strict schema itself is built only for an entry that fails it. */
function checkedEntry(raw: unknown, schema: ValidateOptions['schema']): Z.ZodSafeParseResult<LaxEntry> {
  if (schema === 'strict' && acceptsStrictEntry(raw)) return { success: true, data: raw };
  const s: Z.ZodType<LaxEntry> = schema === 'strict' ? strictEntrySchema() : laxEntrySchema();
  return s.safeParse(raw);
}

function issueDiagnostics(issue: Z.core.$ZodIssue, index: number, at: Locate): Diagnostic[] {
  const keys: string[] = issue.code === 'unrecognized_keys' ? issue.keys : [];
  const targets = keys.length ? keys.map((k) => [k] as YamlPath) : [issue.path as YamlPath];
  return targets.map((p) => {
    const alias = keys.length ? KEY_ALIASES[String(p[0])] : undefined;
    // A missing field reads as pydantic's `missing`, as the reference reports it, with the fix.
    const missing = issue.code === 'invalid_type' && /received undefined$/.test(issue.message);
    const what = keys.length
      ? `unknown key '${String(p[0])}'`
      : `${formatPath(p) || 'entry'}: ${missing ? 'Field required' : issue.message}`;
    const fix = alias ? `write '${alias}'` : missing ? `add '${formatPath(p)}:' to the entry` : undefined;
    return diag('error', 'L-1', `entry ${index} fails ChangelogEntry validation: ${what}`, {
      ...at(p, keys.length > 0),
      ...(fix ? { fix } : {}),
    });
  });
}

const BOOLEAN_FIELDS = ['evals-only', 'all-evals', 'append-only', 'no-evals'] as const;

/**
 * The YAML 1.1 lint for appended entries, as master configs and runners get it: a plain `y`/`n` (or `1e3`) is
 * read differently here (YAML 1.1) and by the reference's parser. On a boolean field the fix is
 * `true`/`false`.
 */
function yaml11Warnings(s: ChangelogStructure, from: number, to: number): Diagnostic[] {
  if (s.fast || s.text === undefined || from >= to) return [];
  const first = s.lines[from]!;
  const end = to < s.lines.length ? s.lines[to]! : Infinity;
  const fixes = new Map<string, string>();
  for (let i = from; i < to; i++) {
    const raw = s.raws[i] as Record<string, unknown> | undefined;
    for (const f of BOOLEAN_FIELDS) {
      if (typeof raw?.[f] !== 'boolean') continue;
      const p = s.yaml.locate([i, f]);
      fixes.set(`${p.line}:${p.col}`, `write ${String(raw[f])}`);
    }
  }
  return lintYaml11(s.yaml, s.text, s.lineOffset ?? 0)
    .filter((d) => d.line! >= first && d.line! < end)
    .map((d) => {
      const fix = fixes.get(`${d.line}:${d.col}`);
      return fix ? { ...d, fix } : d;
    });
}

export interface ParseChangelogOptions extends ValidateOptions, StructureOptions {
  /** Lines before this text in its file (for a fragment): line numbers are file-wide. */
  lineOffset?: number;
}

/** Structure plus schema validation of every entry: a whole file, or a fragment of one. */
export function parseChangelog(text: string, path: string, opts: ParseChangelogOptions): ParsedChangelog {
  const s = parseStructure(text, path, opts.lineOffset ?? 0, opts);
  const v = validateEntries(s, path, opts);
  return {
    entries: v.entries,
    diagnostics: [...s.diagnostics, ...v.diagnostics],
    structured: s.structured,
    get yaml() {
      return s.yaml;
    },
  };
}

/** True when every key of the mapping is a plain word (no key can have come from a collection). */
function hasPlainKeys(raw: object): boolean {
  return Object.keys(raw).every((k) => /^[A-Za-z0-9_.-]+$/.test(k));
}
