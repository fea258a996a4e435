// Every rule code the product can emit, found in its source: the codes a Diagnostic (or a decision
// reason that becomes an annotation) can carry. Read from the syntax tree, not with a text search, so a
// code split over lines or chosen by a conditional is still seen:
//   - the second argument of `diag(…)`;
//   - the value of a `rule:` property, and the literal types of a `rule` property in a type;
//   - every whole string literal shaped like a code (`L-2`, `VM-3`, `R1`, `YAML-DUP`), wherever it is,
//     which also covers codes handed through helpers (`at(path, 'VM-4', …)`, `() => 'PR-1'`).
// A code built at run time (a template with substitutions in one of those places) is reported as
// unscannable: codes must be literals so the catalogue check can see them.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export const CODE_SHAPE = /^(?:[A-Z]{1,4}-\d{1,2}|[A-Z]\d{1,2}|[A-Z]{2,4}-[A-Z]{1,4})$/;

export interface FoundCode {
  code: string;
  file: string;
  line: number;
}

export interface Scan {
  codes: FoundCode[];
  /** Rule positions whose value is built at run time. */
  unscannable: FoundCode[];
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) && !e.name.startsWith('test-helpers')
      ? [p]
      : [];
  });

/** String literals an expression can evaluate to (through conditionals, `??`, `||`, parentheses, `as`). */
function literalsOf(e: ts.Expression): { literals: ts.StringLiteralLike[]; dynamic: ts.Node[] } {
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return { literals: [e], dynamic: [] };
  if (ts.isTemplateExpression(e)) return { literals: [], dynamic: [e] };
  if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e))
    return literalsOf(e.expression);
  const join = (...xs: ts.Expression[]) => {
    const parts = xs.map(literalsOf);
    return { literals: parts.flatMap((p) => p.literals), dynamic: parts.flatMap((p) => p.dynamic) };
  };
  if (ts.isConditionalExpression(e)) return join(e.whenTrue, e.whenFalse);
  if (
    ts.isBinaryExpression(e) &&
    [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(e.operatorToken.kind)
  )
    return join(e.left, e.right);
  return { literals: [], dynamic: [] };
}

const calleeName = (c: ts.CallExpression): string | undefined =>
  ts.isIdentifier(c.expression)
    ? c.expression.text
    : ts.isPropertyAccessExpression(c.expression)
      ? c.expression.name.text
      : undefined;

const nameOf = (n: ts.PropertyName): string | undefined =>
  ts.isIdentifier(n) || ts.isStringLiteral(n) ? n.text : undefined;

export function scanRuleCodes(root: string, dir = 'src'): Scan {
  const codes: FoundCode[] = [];
  const unscannable: FoundCode[] = [];
  for (const path of sourceFiles(join(root, dir))) {
    const text = readFileSync(path, 'utf8');
    const sf = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
    const file = relative(root, path);
    const at = (n: ts.Node) => sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1;
    const add = (e: ts.Expression) => {
      const r = literalsOf(e);
      for (const l of r.literals) codes.push({ code: l.text, file, line: at(l) });
      for (const d of r.dynamic) unscannable.push({ code: d.getText(sf), file, line: at(d) });
    };
    const visit = (n: ts.Node): void => {
      if (ts.isCallExpression(n) && calleeName(n) === 'diag' && n.arguments[1]) add(n.arguments[1]);
      else if (ts.isPropertyAssignment(n) && nameOf(n.name) === 'rule') add(n.initializer);
      else if (ts.isPropertySignature(n) && nameOf(n.name) === 'rule' && n.type) {
        const types = ts.isUnionTypeNode(n.type) ? n.type.types : [n.type];
        for (const t of types)
          if (ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal))
            codes.push({ code: t.literal.text, file, line: at(t) });
      } else if ((ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) && CODE_SHAPE.test(n.text))
        codes.push({ code: n.text, file, line: at(n) });
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  // A literal seen by two routes is one finding.
  const seen = new Set<string>();
  return {
    codes: codes.filter((c) => {
      const k = `${c.code}\u0000${c.file}\u0000${c.line}`;
      return seen.has(k) ? false : (seen.add(k), true);
    }),
    unscannable,
  };
}
