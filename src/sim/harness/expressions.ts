// GitHub expression evaluation for the workflow harness: `@actions/expressions` does the language
// (`fromJson`, `format`, `toJson`, `contains`, comparisons); the harness supplies the status functions.
import { Evaluator, Lexer, Parser, data } from '@actions/expressions';
import {
  isBasicExpression,
  isBoolean,
  isMapping,
  isNumber,
  isSequence,
  isString,
} from '@actions/workflow-parser';
import type { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token';

export interface JobStatusView {
  /** `success()`: every needed job (or earlier step) succeeded. */
  success: boolean;
  failure: boolean;
  cancelled: boolean;
}

export type Contexts = Record<string, unknown>;

const STATUS = ['success', 'failure', 'cancelled', 'always'] as const;

export const toData = (v: unknown): data.ExpressionData =>
  JSON.parse(JSON.stringify(v ?? null), data.reviver) as data.ExpressionData;

const converted = new WeakMap<object, data.ExpressionData>();
function cachedData(v: unknown): data.ExpressionData {
  if (v === null || typeof v !== 'object') return toData(v);
  let d = converted.get(v);
  if (!d) converted.set(v, (d = toData(v)));
  return d;
}

export const fromData = (d: data.ExpressionData): unknown =>
  JSON.parse(JSON.stringify(d, data.replacer)) as unknown;

/** Evaluates one expression (without `${{ }}`) to plain JSON. Throws on a syntax or evaluation error. */
export function evaluate(expression: string, contexts: Contexts, status: JobStatusView): unknown {
  const tokens = new Lexer(expression).lex().tokens;
  const functions = STATUS.map((name) => ({ name, minArgs: 0, maxArgs: 0 }));
  const tree = new Parser(tokens, Object.keys(contexts), functions).parse();
  const impl = new Map(
    STATUS.map((name) => [
      name.toLowerCase(),
      {
        name,
        minArgs: 0,
        maxArgs: 0,
        call: () => new data.BooleanData(name === 'always' ? true : status[name]),
      },
    ]),
  );
  // Convert only the contexts the expression names, once per context object (job outputs can be large).
  const used = Object.entries(contexts).filter(([key]) => new RegExp(`\\b${key}\\b`, 'i').test(expression));
  const ctx = new data.Dictionary(...used.map(([key, value]) => ({ key, value: cachedData(value) })));
  return fromData(new Evaluator(tree, ctx, impl).evaluate());
}

/** GitHub's truthiness of an evaluated value (`if:` conditions). */
export const truthy = (v: unknown): boolean =>
  !(v === false || v === null || v === 0 || v === '' || v === undefined || Number.isNaN(v));

/** A workflow template token (mapping, sequence, literal or `${{ }}` expression) evaluated to plain JSON. */
export function evaluateToken(
  token: TemplateToken | undefined,
  contexts: Contexts,
  status: JobStatusView,
): unknown {
  if (!token) return undefined;
  if (isBasicExpression(token)) return evaluate(token.expression, contexts, status);
  if (isString(token)) return token.value;
  if (isNumber(token)) return token.value;
  if (isBoolean(token)) return token.value;
  if (isSequence(token)) {
    const out: unknown[] = [];
    for (let i = 0; i < token.count; i++) out.push(evaluateToken(token.get(i), contexts, status));
    return out;
  }
  if (isMapping(token)) {
    const out: Record<string, unknown> = {};
    for (const pair of token)
      out[String(evaluateToken(pair.key, contexts, status))] = evaluateToken(pair.value, contexts, status);
    return out;
  }
  return null;
}

/** Whether an expression calls a status function (GitHub adds `success() &&` when it does not). */
export const mentionsStatus = (expression: string): boolean =>
  /\b(success|failure|cancelled|always)\s*\(/i.test(expression);
