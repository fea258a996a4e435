// The architecture as the import graph shows it, read from the sources (every import statement, type-only
// and dynamic ones included, relative imports followed): the pure core reaches no filesystem, no process
// and no GitHub; no module imports itself back through others; no function is longer than 120 lines.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './support/reference.js';

const src = join(repoRoot, 'src');
const rel = (f: string) => relative(repoRoot, f).split('\\').join('/');
const listTs = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listTs(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
const files = listTs(src).map(rel).sort();
const isTest = (f: string) => f.endsWith('.test.ts');

const parsed = new Map(
  files.map((f) => [
    f,
    ts.createSourceFile(f, readFileSync(join(repoRoot, f), 'utf8'), ts.ScriptTarget.Latest, true),
  ]),
);

/** Every module a file names: import/export … from, import type, import(), `typeof import()` types. */
function specifiers(sf: ts.SourceFile): string[] {
  const out: string[] = [];
  const visit = (n: ts.Node) => {
    if ((ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) && n.moduleSpecifier)
      out.push((n.moduleSpecifier as ts.StringLiteral).text);
    else if (
      ts.isCallExpression(n) &&
      n.expression.kind === ts.SyntaxKind.ImportKeyword &&
      n.arguments[0] &&
      ts.isStringLiteral(n.arguments[0])
    )
      out.push(n.arguments[0].text);
    else if (
      ts.isImportTypeNode(n) &&
      ts.isLiteralTypeNode(n.argument) &&
      ts.isStringLiteral(n.argument.literal)
    )
      out.push(n.argument.literal.text);
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

/** A relative specifier as the repository file it loads (`./x.js` → `x.ts`); bare ones stay as they are. */
function target(from: string, spec: string): string {
  if (!spec.startsWith('.'))
    return spec.startsWith('node:') ? spec : spec.replace(/^(fs|child_process)$/, 'node:$1');
  const abs = resolve(dirname(join(repoRoot, from)), spec);
  const base = rel(abs).replace(/\.(m?js|ts)$/, '');
  for (const c of [`${base}.ts`, `${base}/index.ts`]) if (parsed.has(c) || c.startsWith('test/')) return c;
  return rel(abs);
}

const edges = new Map(
  files.map((f) => [f, [...new Set(specifiers(parsed.get(f)!).map((s) => target(f, s)))]]),
);

const CORE = [
  'plan',
  'gate',
  'lanes',
  'topology',
  'report',
  'decide',
  'config',
  'dispatch',
  'results',
  'verdict',
  'failures',
].map((d) => `src/${d}/`);
const inCore = (f: string) => CORE.some((d) => f.startsWith(d));
/** What the core never reaches: the filesystem, processes, and the GitHub port (the adapter side). */
const IO = /^(node:fs(\/promises)?|node:child_process|src\/github\/port\.ts)$/;
/** Nor the layers above it. */
const SHELL = /^(src\/(github|git|action|sim|cli)\/|src\/main\.ts$|src\/index\.ts$|@actions\/|@octokit\/)/;

describe('the import graph', () => {
  it('reads a graph of the real sources', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(edges.get('src/main.ts')).toContain('src/action/router.ts');
    expect(edges.get('src/action/types.ts')).toContain('src/github/port.ts');
    expect(edges.get('src/action/runner.ts')).toContain('@actions/core');
  });

  it('the core folders import neither node:fs, node:child_process nor the GitHub port (tests included)', () => {
    const direct = files.filter(inCore).flatMap((f) =>
      edges
        .get(f)!
        .filter((t) => IO.test(t))
        .map((t) => `${f} → ${t}`),
    );
    expect(direct).toEqual([]);
  });

  it('nothing the core imports reaches the filesystem, a process, GitHub or the layers above', () => {
    const bad: string[] = [];
    for (const start of files.filter((f) => inCore(f) && !isTest(f))) {
      const seen = new Set<string>([start]);
      const queue: { file: string; path: string[] }[] = [{ file: start, path: [start] }];
      while (queue.length) {
        const { file, path } = queue.shift()!;
        for (const t of edges.get(file) ?? []) {
          if (IO.test(t) || SHELL.test(t)) bad.push([...path, t].join(' → '));
          else if (edges.has(t) && !seen.has(t)) {
            seen.add(t);
            queue.push({ file: t, path: [...path, t] });
          }
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('has no import cycle, type-only imports included', () => {
    // Tarjan's strongly connected components over src/: any component of two or more files is a cycle.
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const on = new Set<string>();
    const cycles: string[][] = [];
    let next = 0;
    const connect = (v: string) => {
      index.set(v, next);
      low.set(v, next++);
      stack.push(v);
      on.add(v);
      for (const w of edges.get(v)!.filter((t) => edges.has(t))) {
        if (!index.has(w)) {
          connect(w);
          low.set(v, Math.min(low.get(v)!, low.get(w)!));
        } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
      if (low.get(v) === index.get(v)) {
        const comp: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          on.delete(w);
          comp.push(w);
        } while (w !== v);
        if (comp.length > 1 || edges.get(v)!.includes(v)) cycles.push(comp.sort());
      }
    };
    for (const f of files) if (!index.has(f)) connect(f);
    const found = cycles.map((c) => c.join(' ⇄ '));
    expect(found).toEqual([]);
  });
});

/** Value imports of the schema library: `import … from 'zod'` (or a subpath) that is not `import type`. */
function zodValueImports(sf: ts.SourceFile): string[] {
  const out: string[] = [];
  for (const n of sf.statements) {
    const spec =
      (ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) && n.moduleSpecifier
        ? (n.moduleSpecifier as ts.StringLiteral).text
        : undefined;
    if (spec === undefined || !/^zod(\/|$)/.test(spec)) continue;
    const typeOnly = ts.isImportDeclaration(n)
      ? !!n.importClause?.isTypeOnly ||
        (!!n.importClause &&
          !n.importClause.name &&
          !!n.importClause.namedBindings &&
          ts.isNamedImports(n.importClause.namedBindings) &&
          n.importClause.namedBindings.elements.every((e) => e.isTypeOnly))
      : ts.isExportDeclaration(n) && n.isTypeOnly;
    if (!typeOnly) out.push(`${sf.fileName}: ${n.getText(sf)}`);
  }
  return out;
}

describe('one schema library instance', () => {
  it('every value use of zod in src/ goes through src/zod/lib.ts (type-only imports are fine)', () => {
    const probe = ts.createSourceFile(
      'probe.ts',
      "import * as z from 'zod';\nimport type * as Z from 'zod';\nexport { object } from 'zod/v4';\n",
      ts.ScriptTarget.Latest,
      true,
    );
    expect(zodValueImports(probe)).toHaveLength(2);
    const bad = files.filter((f) => f !== 'src/zod/lib.ts').flatMap((f) => zodValueImports(parsed.get(f)!));
    expect(bad).toEqual([]);
    // Nor a dynamic import or require of it.
    const dynamic = files.filter((f) =>
      /\b(?:import|require)\(\s*['"]zod/.test(readFileSync(join(repoRoot, f), 'utf8')),
    );
    expect(dynamic).toEqual([]);
  });
});

const MAX_LINES = 120;

function longFunctions(): { id: string; lines: number; at: string }[] {
  const out: { id: string; lines: number; at: string }[] = [];
  for (const f of files.filter((x) => !isTest(x))) {
    const sf = parsed.get(f)!;
    const visit = (n: ts.Node) => {
      if (ts.isFunctionLike(n) && 'body' in n && n.body) {
        const body = n.body as ts.Node;
        const first = sf.getLineAndCharacterOfPosition(body.getStart(sf)).line;
        const last = sf.getLineAndCharacterOfPosition(body.getEnd()).line;
        const named =
          n.name ??
          (ts.isVariableDeclaration(n.parent) || ts.isPropertyAssignment(n.parent)
            ? n.parent.name
            : undefined);
        const name = named ? named.getText(sf) : '(anonymous)';
        out.push({ id: `${f} ${name}`, lines: last - first + 1, at: `${f}:${first + 1}` });
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return out;
}

describe('readable units', () => {
  const all = longFunctions();

  it('measures real functions', () => {
    expect(all.length).toBeGreaterThan(500);
    expect(all.find((f) => f.id === 'src/main.ts run')?.lines).toBeGreaterThan(5);
  });

  it(`no function in src/ (tests excluded) is over ${MAX_LINES} lines`, () => {
    const over = all.filter((f) => f.lines > MAX_LINES);
    expect(over.map((f) => `${f.at} ${f.id.split(' ')[1]}: ${f.lines} lines`)).toEqual([]);
  });

  it('src/main.ts is at most 40 lines', () => {
    expect(readFileSync(join(src, 'main.ts'), 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(40);
  });
});
