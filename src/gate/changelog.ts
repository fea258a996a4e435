// Parsing changelog text into positioned entries (spec 02 CL-3). Works on a whole file or on an
// appended fragment: `lineOffset` keeps every line number the head file's own.
import { isMap, isScalar, isSeq } from 'yaml';
import type * as z from 'zod';
import { diag, type Diagnostic } from '../diagnostics.js';
import { fastLoad } from '../yaml/fast.js';
import { formatPath, parseYaml, type ParsedYaml, type YamlPath } from '../yaml/parse.js';
import { checkNewPrLink, type PrLinkContext } from './prlink.js';
import {
  KEY_ALIASES,
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

/** A line that opens an entry (CL-3 counts them against the parsed list). */
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
}

/** CL-3 structure: valid YAML, a list root, as many `- config-keys:` lines as entries. */
export function parseStructure(text: string, path: string, lineOffset = 0): ChangelogStructure {
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
      };
    }
  }
  const yaml = parseYaml(text, path, { version: '1.1', lineOffset });
  const diagnostics: Diagnostic[] = [];
  for (const d of yaml.diagnostics) {
    if (d.severity !== 'error') continue;
    diagnostics.push({ ...d, rule: 'L-1', message: `${path} is not valid YAML: ${d.message}` });
  }
  const out: ChangelogStructure = { yaml, raws: [], lines: [], diagnostics, structured: false };
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
  /** `strict` = CL-S for appended entries; `lax` = the reference schema for history. */
  schema: 'lax' | 'strict';
  /** For strict entries: check `pr-link` per §2.3. */
  prLink?: PrLinkContext;
}

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
    const at = (p: YamlPath, key = false) => ({
      file: path,
      ...(key ? s.yaml.locateKey([i, ...p]) : s.yaml.locate([i, ...p])),
    });
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
      diagnostics.push(diag('error', 'L-1', `entry ${index} is not a mapping`, at([])));
      continue;
    }
    // Unhashable keys: only the positioned parse can tell (the fast path reads such keys as strings).
    const node = !hasPlainKeys(raw) && isSeq(s.yaml.doc.contents) ? s.yaml.doc.contents.items[i] : undefined;
    if (isMap(node) && node.items.some((p) => !isScalar(p.key))) {
      diagnostics.push(
        diag('error', 'L-1', `${path} is not valid YAML: found unhashable key in entry ${index}`, at([])),
      );
      continue;
    }
    const schema: z.ZodType<LaxEntry> = opts.schema === 'strict' ? strictEntrySchema : laxEntrySchema;
    const r = schema.safeParse(raw);
    if (!r.success) {
      for (const issue of r.error.issues) {
        const keys: string[] = issue.code === 'unrecognized_keys' ? issue.keys : [];
        const targets = keys.length ? keys.map((k) => [k] as YamlPath) : [issue.path as YamlPath];
        for (const p of targets) {
          const alias = keys.length ? KEY_ALIASES[String(p[0])] : undefined;
          // A missing field reads as pydantic's `missing` (P-5), with the fix.
          const missing = issue.code === 'invalid_type' && /received undefined$/.test(issue.message);
          const what = keys.length
            ? `unknown key '${String(p[0])}'`
            : `${formatPath(p) || 'entry'}: ${missing ? 'Field required' : issue.message}`;
          const fix = alias
            ? `write '${alias}'`
            : missing
              ? `add '${formatPath(p)}:' to the entry`
              : undefined;
          diagnostics.push(
            diag('error', 'L-1', `entry ${index} fails ChangelogEntry validation: ${what}`, {
              ...at(p, keys.length > 0),
              ...(fix ? { fix } : {}),
            }),
          );
        }
      }
      continue;
    }
    const e = r.data;
    for (const rule of entryRules) {
      if (rule.when(e)) diagnostics.push(diag('error', rule.rule, rule.message, at([rule.field], true)));
    }
    if (opts.schema === 'strict') {
      const seen = new Set<string>();
      e['config-keys'].forEach((k, j) => {
        if (seen.has(k)) {
          diagnostics.push(
            diag('warning', 'CL-S', `entry ${index} lists config key '${k}' twice`, at(['config-keys', j])),
          );
        }
        seen.add(k);
      });
      const p = opts.prLink ? checkNewPrLink(e['pr-link'], opts.prLink) : null;
      if (p)
        diagnostics.push(
          diag(p.severity, p.rule, p.message, { ...at(['pr-link']), ...(p.fix ? { fix: p.fix } : {}) }),
        );
    }
    pe.entry = normalizeEntry(e);
  }
  return { entries, diagnostics };
}

export interface ParseChangelogOptions extends ValidateOptions {
  /** Lines before this text in its file (for a fragment): line numbers are file-wide. */
  lineOffset?: number;
}

/** Structure plus schema validation of every entry: a whole file, or a fragment of one. */
export function parseChangelog(text: string, path: string, opts: ParseChangelogOptions): ParsedChangelog {
  const s = parseStructure(text, path, opts.lineOffset ?? 0);
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
