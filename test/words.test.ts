// Comments say what a rule means, and text a user reads says it in words: no comment of the sources cites a
// requirement id or a chapter of the spec, and no string of the sources, the workflow files or action.yml
// carries a requirement id. The product's diagnostic codes (the keys of the rule catalogue) are the one
// exception: they are the rule names users see in `error [CL-3] …` lines and in docs/rules.md.
// Requirement ids belong in test names, so test files are not read.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../src/rules/catalogue.js';
import { repoRoot } from './support/reference.js';

// ---- the rules, as data -------------------------------------------------------------------------------

/** Shapes of a requirement id: `CL-7`, `SEC-6`, `FA-2a`, and the lane and topology rules `C9`, `R9`. */
const ID_SHAPES = [/\b[A-Z]{1,4}-\d{1,2}[a-z]?\b/g, /(?<![\w-])[CR]\d{1,2}(?![\w-])/g];
/** Tokens of that shape that are not requirement ids. */
const NOT_IDS = [/^UTF-(8|16|32)$/, /^SHA-(1|224|256|384|512)$/];
/** Citations of the spec itself: a section sign, `spec 03`, a chapter in parentheses `(04)` or leading a
 * comment (`05: …`), and the spec's version markers `[S]` / `[N]`. */
const SPEC_REFS = [/§/, /\bspec\s+(0\d|README)\b/i, /\(0\d(,\s*0\d)*\)/, /^0\d(:|\s+before\b)/, /\[[SN]\]/];
/** The product's diagnostic codes: allowed wherever the text is about that diagnostic. */
const CODES = Object.keys(CATALOGUE);

/**
 * The spec, when it is beside the checkout: the ids it defines (a bold `**CL-7.**` item or the first cell
 * of a table row) join the shapes, so an id of another shape is still found. Without it (a fresh clone)
 * the shapes alone apply.
 */
const specDir = process.env.SPEC_DIR ? resolve(process.env.SPEC_DIR) : resolve(repoRoot, '../shared/spec');
const specText = existsSync(specDir)
  ? readdirSync(specDir)
      .filter((f) => f.endsWith('.md'))
      .map((f) => readFileSync(join(specDir, f), 'utf8'))
      .join('\n')
  : '';
const DEFINED = /\*\*([A-Z]{1,4}-[A-Z0-9]{1,2}[a-z]?)(?:[.:]|\s\()|^\| *([A-Z]{1,4}-?\d{1,2}[a-z]?)\b/gm;
const specIds = [...new Set([...specText.matchAll(DEFINED)].map((m) => m[1] ?? m[2]!))].sort();

// ---- the check ----------------------------------------------------------------------------------------

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordOf = (s: string, flags = '') => new RegExp(`(?<![\\w-])${escape(s)}(?![\\w-])`, flags);
const codePatterns = [...CODES].sort((a, b) => b.length - a.length).map((c) => wordOf(c, 'g'));
const specIdPatterns = specIds.filter((id) => !CODES.includes(id)).map((id) => ({ id, re: wordOf(id) }));

/** The requirement ids and spec citations in one line of text, diagnostic codes set aside. */
function citations(line: string): string[] {
  const text = codePatterns.reduce((t, re) => t.replace(re, ' '), line);
  const found = ID_SHAPES.flatMap((re) => [...text.matchAll(re)].map((m) => m[0])).filter(
    (tok) => !NOT_IDS.some((re) => re.test(tok)),
  );
  for (const { id, re } of specIdPatterns) if (re.test(text)) found.push(id);
  for (const re of SPEC_REFS) if (re.test(text.trim())) found.push(String(re));
  return [...new Set(found)];
}

const rel = (f: string) => relative(repoRoot, f).split('\\').join('/');
const listTs = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? listTs(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
        ? [join(dir, e.name)]
        : [],
  );

interface Piece {
  at: string;
  text: string;
}

/** Every comment of a source file, line by line (from the syntax tree: text inside strings is no comment). */
function commentsOf(file: string, text: string): Piece[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const ranges = new Map<number, number>();
  const add = (rs: ts.CommentRange[] | undefined) => rs?.forEach((r) => ranges.set(r.pos, r.end));
  const visit = (n: ts.Node) => {
    add(ts.getLeadingCommentRanges(text, n.getFullStart()));
    add(ts.getTrailingCommentRanges(text, n.getEnd()));
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return [...ranges].flatMap(([pos, end]) => {
    const first = sf.getLineAndCharacterOfPosition(pos).line;
    return text
      .slice(pos, end)
      .split('\n')
      .map((l, i) => ({
        at: `${file}:${first + i + 1}`,
        text: l.replace(/^\s*(\/\/+|\/\*+|\*\/|\*)?\s?/, '').replace(/\*\/\s*$/, ''),
      }));
  });
}

/** Every string a source file holds: string literals and the text parts of templates. */
function stringsOf(file: string, text: string): Piece[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: Piece[] = [];
  const visit = (n: ts.Node) => {
    if (
      ts.isStringLiteral(n) ||
      ts.isNoSubstitutionTemplateLiteral(n) ||
      ts.isTemplateHead(n) ||
      ts.isTemplateMiddle(n) ||
      ts.isTemplateTail(n)
    ) {
      const line = sf.getLineAndCharacterOfPosition(n.getStart(sf)).line;
      n.text.split('\n').forEach((l, i) => out.push({ at: `${file}:${line + i + 1}`, text: l }));
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

const report = (pieces: Piece[]) =>
  pieces.flatMap((p) => {
    const c = citations(p.text);
    return c.length ? [`${p.at}: ${c.join(', ')} — ${p.text.trim()}`] : [];
  });

const sources = listTs(join(repoRoot, 'src')).map((f) => ({
  file: rel(f),
  text: readFileSync(f, 'utf8'),
}));

// ---- the tests ----------------------------------------------------------------------------------------

describe('the check itself', () => {
  it('finds requirement ids and spec citations, and lets codes and non-ids pass', () => {
    expect(citations('Aligning entries (spec 02 CL-4): the LCS')).toEqual(['CL-4', String(SPEC_REFS[1])]);
    expect(citations('the [N] format, 05 §5.2')).toHaveLength(2);
    expect(citations('lanes C1–C10 and R1–R9')).toEqual(['C10', 'R9']);
    expect(citations('04: lanes before dispatch')).toHaveLength(1);
    expect(citations('a bad ref is reported as V-1; invalid UTF-8 and SHA-256')).toEqual([]);
    expect(citations("a reason of rule 'PUB-1' (a catalogue code)")).toEqual([]);
  });

  it('reads the real comments and strings of src/ (tests excluded)', () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.some((s) => s.file.endsWith('.test.ts'))).toBe(false);
    const comments = sources.flatMap((s) => commentsOf(s.file, s.text));
    expect(comments.length).toBeGreaterThan(2000);
    // A comment in a file with templates (a scanner without the syntax tree loses its place there).
    expect(
      comments.some((c) => c.at.startsWith('src/dispatch/workflows.ts') && /fail-fast/.test(c.text)),
    ).toBe(true);
    expect(sources.flatMap((s) => stringsOf(s.file, s.text)).length).toBeGreaterThan(3000);
  });

  it.skipIf(!specIds.length)(
    'every requirement id the spec defines is found by the shapes or is a code',
    () => {
      expect(specIds.length).toBeGreaterThan(150);
      const missed = specIds.filter(
        (id) => !CODES.includes(id) && !ID_SHAPES.some((re) => new RegExp(re.source).test(id)),
      );
      expect(missed).toEqual([]);
    },
  );
});

describe('comments say what a rule means', () => {
  it('no comment in src/ cites a requirement id (other than a diagnostic code) or a chapter of the spec', () => {
    expect(report(sources.flatMap((s) => commentsOf(s.file, s.text)))).toEqual([]);
  });
});

describe('text a user reads carries no requirement id', () => {
  it('CM-3 no string in src/ (messages, logs, errors, generated workflows, CLI help) carries one', () => {
    expect(report(sources.flatMap((s) => stringsOf(s.file, s.text)))).toEqual([]);
  });

  it('the message catalogue is among the strings read', () => {
    const messages = sources.find((s) => s.file === 'src/report/messages.ts')!;
    expect(stringsOf(messages.file, messages.text).some((p) => /[\u4e00-\u9fff]/.test(p.text))).toBe(true);
  });

  it('no line of action.yml or a workflow file (names, descriptions, scripts, comments) carries one', () => {
    const dir = join(repoRoot, '.github/workflows');
    const files = [
      'action.yml',
      ...readdirSync(dir)
        .filter((f) => /\.ya?ml$/.test(f))
        .map((f) => `.github/workflows/${f}`),
    ];
    expect(files.length).toBeGreaterThan(3);
    const pieces = files.flatMap((f) =>
      readFileSync(join(repoRoot, f), 'utf8')
        .split('\n')
        .map((text, i) => ({ at: `${f}:${i + 1}`, text })),
    );
    expect(report(pieces)).toEqual([]);
  });
});
