// The explain path: when the head does not simply extend the base bytes, both files are parsed in full
// and aligned entry by entry, so the report names what changed (entry, field, line) instead of a diff
// hunk. The base entries must be an exact prefix of the head's; corrections of historical `pr-link`
// lines are accepted on their own but never mixed with additions; identical bytes are no contribution.
import { diag, hasErrors, type Diagnostic, type Severity } from '../diagnostics.js';
import type { YamlPath } from '../yaml/parse.js';
import { align, comparableJson, hunks } from './align.js';
import { parseStructure, validateEntries, type ChangelogStructure } from './changelog.js';
import {
  checkCharacters,
  FIX_SEPARATE_HISTORY,
  lineAt,
  MSG_NOTHING_APPENDED,
  MSG_SEPARATE_HISTORY,
} from './layout.js';
import { isCanonicalPrLink, type PrLinkContext } from './prlink.js';
import type { AppendedEntry, Correction, GateResult } from './types.js';

export interface ExplainInput {
  path: string;
  base: string;
  head: string;
  layout: Severity;
  prLink: PrLinkContext;
}

const IMMUTABLE = 'existing entries are immutable except for pr-link-only corrections';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** The first field (head key order, then removed keys) whose value differs, with the item index for lists. */
export function firstDifference(b: unknown, h: unknown): YamlPath {
  if (!isObj(b) || !isObj(h)) return [];
  const keys = [...Object.keys(h), ...Object.keys(b).filter((k) => !(k in h))];
  for (const k of keys) {
    const x = b[k];
    const y = h[k];
    if (comparableJson(x) === comparableJson(y)) continue;
    if (Array.isArray(x) && Array.isArray(y)) {
      const n = Math.min(x.length, y.length);
      let i = 0;
      while (i < n && comparableJson(x[i]) === comparableJson(y[i])) i++;
      return i < y.length ? [k, i] : [k];
    }
    return [k];
  }
  return [];
}

/** Only `pr-link` differs, and both sides are strings. */
function prLinkOnly(b: unknown, h: unknown): boolean {
  if (!isObj(b) || !isObj(h) || typeof b['pr-link'] !== 'string' || typeof h['pr-link'] !== 'string')
    return false;
  const rest = (o: Obj) => comparableJson({ ...o, 'pr-link': null });
  return rest(b) === rest(h);
}

function commonPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

export function explainChange(x: ExplainInput): GateResult {
  const { path } = x;
  const diagnostics: Diagnostic[] = [];
  const result = (
    outcome: GateResult['outcome'],
    appended: AppendedEntry[] = [],
    corrections: Correction[] = [],
  ): GateResult => ({
    outcome: hasErrors(diagnostics) ? 'error' : outcome,
    appended: hasErrors(diagnostics) ? [] : appended,
    corrections: hasErrors(diagnostics) ? [] : corrections,
    diagnostics,
  });
  const diffAt = commonPrefix(x.base, x.head);
  const diffLine = lineAt(x.head, diffAt);
  for (const d of checkCharacters(x.head, x.head.lastIndexOf('\n', diffAt - 1) + 1, path, x.layout))
    diagnostics.push(d);

  // Characters are checked above, from the first changed line on; history is not re-judged.
  const bs = parseStructure(x.base, path, 0, { charactersChecked: true });
  const hs = parseStructure(x.head, path, 0, { charactersChecked: true });
  for (const d of hs.diagnostics) diagnostics.push(d);
  if (!bs.structured) {
    diagnostics.push(
      diag('error', 'CL-3', `${path} at the base ref is not a changelog list; history cannot be compared`, {
        file: path,
        line: 1,
      }),
    );
  }
  if (!bs.structured || !hs.structured) return result('error');

  const aligned = compareHistory(path, bs, hs);
  diagnostics.push(...aligned.diagnostics);
  const { corrections, appendedIdx, semantic, headAt } = aligned;

  const strict = validateEntries(
    hs,
    path,
    { schema: 'strict', prLink: x.prLink },
    bs.raws.length,
    hs.raws.length,
  );
  const appendedSet = new Set(appendedIdx);
  for (const d of strict.diagnostics.filter((x) => appendedSet.size > 0 || x.severity !== 'error'))
    diagnostics.push(d);
  const appended: AppendedEntry[] = strict.entries
    .filter((e) => appendedSet.has(e.index - 1) && e.entry)
    .map((e) => ({ index: e.index, line: e.line, entry: e.entry!, raw: e.raw }));

  if (semantic > 0) return result('error');

  if (corrections.length > 0) {
    if (appendedIdx.length > 0) {
      diagnostics.push(
        diag('error', 'L-2', 'do not mix historical pr-link corrections with new changelog entries', {
          ...headAt(appendedIdx[0]!),
          fix: 'send the pr-link corrections in a separate pull request',
        }),
      );
      return result('error');
    }
    checkCorrections(x, corrections, diagnostics);
    return result('corrections', [], corrections);
  }

  // History is semantically unchanged but its bytes are not.
  reformatted(bs, hs, x, diagnostics);
  diagnostics.push(byteChangeFinding(x, diffAt, diffLine, appendedIdx.length > 0));
  return result('entries', appended);
}

/** Entries whose own lines changed although their value did not (blank lines between entries excluded). */
function reformatted(
  bs: ChangelogStructure,
  hs: ChangelogStructure,
  x: ExplainInput,
  out: Diagnostic[],
): void {
  const spans = (s: ChangelogStructure, text: string) => {
    const lines = text.split('\n');
    // Trailing blank and comment lines separate entries; they are judged as file layout, not as the entry.
    return s.lines.map((l, i) => {
      const own = lines.slice(l - 1, (s.lines[i + 1] ?? lines.length + 1) - 1);
      while (own.length && /^\s*(#.*)?$/.test(own[own.length - 1]!)) own.pop();
      return own.join('\n');
    });
  };
  const b = spans(bs, x.base);
  const h = spans(hs, x.head);
  for (let i = 0; i < b.length && i < h.length; i++) {
    if (b[i] !== h[i]) {
      out.push(
        diag('error', 'L-2', `entry ${i + 1} was reformatted without a semantic change`, {
          file: x.path,
          line: hs.lines[i]!,
          col: 1,
        }),
      );
    }
  }
}

/**
 * Corrections: same line count; only `  pr-link:` lines change, one per correction; each new link
 * canonical.
 */
function checkCorrections(x: ExplainInput, corrections: Correction[], out: Diagnostic[]): void {
  const at = (line: number) => ({ file: x.path, line, col: 1 });
  const bl = x.base.split('\n');
  const hl = x.head.split('\n');
  if (bl.length !== hl.length) {
    out.push(
      diag(
        'error',
        'L-3',
        'pr-link corrections may not add or delete lines',
        at(lineAt(x.head, commonPrefix(x.base, x.head))),
      ),
    );
    return;
  }
  let changedLines = 0;
  for (let i = 0; i < hl.length; i++) {
    if (bl[i] === hl[i]) continue;
    changedLines++;
    if (!bl[i]!.startsWith('  pr-link:') || !hl[i]!.startsWith('  pr-link:')) {
      out.push(
        diag('error', 'L-3', `historical bytes changed outside a pr-link line at line ${i + 1}`, at(i + 1)),
      );
    }
  }
  if (changedLines !== corrections.length) {
    out.push(
      diag(
        'error',
        'L-3',
        `expected ${corrections.length} changed pr-link line(s), found ${changedLines}`,
        at(corrections[0]!.line),
      ),
    );
  }
  for (const c of corrections) {
    if (!isCanonicalPrLink(c.to, x.prLink.repo)) {
      out.push(
        diag('error', 'L-2', `entry ${c.index} pr-link correction is not canonical: '${c.to}'`, {
          ...at(c.line),
          fix: `use https://github.com/${x.prLink.repo}/pull/<number>`,
        }),
      );
    }
  }
}

/** What aligning the head entries with the base entries finds, hunk by hunk. */
interface HistoryComparison {
  diagnostics: Diagnostic[];
  corrections: Correction[];
  /** Head indexes of the entries appended at the end. */
  appendedIdx: number[];
  /** How many historical entries were changed, moved, inserted before or deleted. */
  semantic: number;
  headAt: (h: number, p?: YamlPath) => { file: string; line: number; col: number };
}

/** Moves, edits, deletions and insertions in history, and the pr-link-only corrections among them. */
function compareHistory(path: string, bs: ChangelogStructure, hs: ChangelogStructure): HistoryComparison {
  const diagnostics: Diagnostic[] = [];
  const bk = bs.raws.map(comparableJson);
  const hk = hs.raws.map(comparableJson);
  const ops = align(bk, hk);
  const delKeys = new Map<string, number[]>();
  for (const o of ops) if (o.op === 'del') delKeys.set(bk[o.b]!, [...(delKeys.get(bk[o.b]!) ?? []), o.b]);

  const headAt = (h: number, p: YamlPath = []) => ({ file: path, ...hs.yaml.locate([h, ...p]) });
  const baseAt = (b: number) => ({ file: path, ...bs.yaml.locate([b]) });
  const appendedIdx: number[] = [];
  const corrections: Correction[] = [];
  const moved = new Set<number>();
  let semantic = 0;
  const changed = (h: number, detail: string, where = headAt(h)) => {
    semantic++;
    diagnostics.push(
      diag('error', 'L-2', `entry ${h + 1} changed; ${IMMUTABLE} (${detail})`, {
        ...where,
        fix: 'restore the historical entry byte-for-byte and append new entries at the end of the file',
      }),
    );
  };

  for (const hunk of hunks(ops)) {
    // A head entry equal to a removed base entry is a move, reported once at its new place.
    const ins = hunk.ins.filter((h) => {
      const from = delKeys.get(hk[h]!)?.find((b) => !moved.has(b));
      if (from === undefined) return true;
      moved.add(from);
      changed(h, `historical entry ${from + 1} was moved here; entries may not be reordered`);
      return false;
    });
    const dels = hunk.dels.filter((b) => !moved.has(b));
    const pairs = Math.min(dels.length, ins.length);
    for (let k = 0; k < pairs; k++) {
      const b = dels[k]!;
      const h = ins[k]!;
      if (prLinkOnly(bs.raws[b], hs.raws[h])) {
        corrections.push({
          index: h + 1,
          line: headAt(h, ['pr-link']).line,
          from: (bs.raws[b] as Obj)['pr-link'] as string,
          to: (hs.raws[h] as Obj)['pr-link'] as string,
        });
        continue;
      }
      const p = firstDifference(bs.raws[b], hs.raws[h]);
      const where = headAt(h, p);
      changed(
        h,
        p.length
          ? `first difference: '${String(p[0])}' at line ${where.line}`
          : 'the entry is no longer a mapping',
        where,
      );
    }
    for (const b of dels.slice(pairs)) {
      semantic++;
      diagnostics.push(
        diag(
          'error',
          'L-2',
          `${path} entries were deleted (historical entry ${b + 1}, base line ${baseAt(b).line})`,
          {
            ...baseAt(b),
            fix: 'restore the deleted entry; history is append-only',
          },
        ),
      );
    }
    for (const h of ins.slice(pairs)) {
      if (hunk.atEnd) appendedIdx.push(h);
      else
        changed(
          h,
          `a new entry was inserted before historical entry ${h + 1 - ins.length + pairs + 1}; append at the end of the file`,
        );
    }
  }
  return { diagnostics, corrections, appendedIdx, semantic, headAt };
}

/** History is semantically unchanged but its bytes are not: say how, by what was appended. */
function byteChangeFinding(x: ExplainInput, diffAt: number, diffLine: number, appended: boolean): Diagnostic {
  const { path } = x;
  const at = { file: path, line: diffLine, col: 1 };
  const onlyTrailingBlank = x.base.slice(diffAt).trim() === '' && appended;
  if (onlyTrailingBlank)
    return diag(x.layout, 'L-3', MSG_SEPARATE_HISTORY, { ...at, fix: FIX_SEPARATE_HISTORY });
  if (appended)
    return diag(
      'error',
      'L-3',
      `appended entries changed historical ${path} bytes; restore the base file byte-for-byte and append at the end`,
      at,
    );
  return diag('error', 'L-3', MSG_NOTHING_APPENDED, {
    ...at,
    fix: 'revert the change, or append a new entry at the end',
  });
}
