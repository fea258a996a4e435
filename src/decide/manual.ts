// Manual `workflow_dispatch`: the dispatch form's inputs → a planner request. Bad values
// become diagnostics naming the input, never a crash.
import { once, zod } from '../zod/lib.js';
import { diag, type Diagnostic } from '../diagnostics.js';
import type { EvalsMode } from './decide.js';

export interface ManualRequest {
  /** Config keys or `*` patterns. */
  configKeys: string[];
  /** Concurrencies to keep; empty keeps every concurrency. */
  conc: number[];
  evals: EvalsMode | 'none';
  failFast: boolean;
  agentxFast: boolean;
  /** The commit that is planned and benchmarked; empty means the workflow's own SHA. */
  ref: string;
}

const bool = () =>
  zod()
    .string()
    .trim()
    .transform((s) => s.toLowerCase())
    .pipe(zod().enum(['', 'true', 'false']))
    .transform((s) => s === 'true');

/** The form's inputs, each with its schema (built on the first manual request). */
const fields = once(() => {
  const z = zod();
  return {
    'config-keys': z
      .string()
      .trim()
      .min(1, 'give at least one config key or pattern')
      .transform((s) => s.split(/[\s,]+/).filter(Boolean))
      .pipe(z.array(z.string().regex(/^[A-Za-z0-9_.*-]+$/, 'config keys use letters, digits, . _ - and *'))),
    conc: z
      .string()
      .trim()
      .transform((s) => s.split(/[\s,]+/).filter(Boolean))
      .pipe(
        z.array(
          z
            .string()
            .regex(/^[1-9][0-9]*$/, 'concurrencies are positive integers')
            .transform(Number),
        ),
      ),
    evals: z
      .string()
      .trim()
      .pipe(z.enum(['', 'default', 'none', 'evals-only', 'all-evals', 'all-evals-only'])),
    'fail-fast': bool(),
    'agentx-fast': bool(),
    ref: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_./-]*$/, 'ref must be a branch, tag or SHA'),
  } as const;
});

export function manualRequest(inputs: Record<string, unknown>): {
  request?: ManualRequest;
  diagnostics: Diagnostic[];
} {
  const diagnostics: Diagnostic[] = [];
  const out: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(fields())) {
    const raw = inputs[name];
    const r = schema.safeParse(raw === undefined || raw === null ? '' : String(raw));
    if (r.success) out[name] = r.data;
    else
      diagnostics.push(
        diag(
          'error',
          'WD-1',
          `workflow_dispatch input '${name}': ${r.error.issues[0]?.message ?? 'invalid'}`,
          {
            path: `inputs.${name}`,
            fix: name === 'config-keys' ? "e.g. 'dsr1-fp4-*' or 'dsr1-fp4-b200-sglang, gptoss-*'" : undefined,
          },
        ),
      );
  }
  if (diagnostics.length) return { diagnostics };
  const evalsByInput: Record<string, ManualRequest['evals']> = {
    '': 'default',
    default: 'default',
    none: 'none',
    'evals-only': 'only',
    'all-evals': 'all',
    'all-evals-only': 'all-only',
  };
  return {
    request: {
      configKeys: out['config-keys'] as string[],
      conc: out.conc as number[],
      evals: evalsByInput[out.evals as string]!,
      failFast: out['fail-fast'] as boolean,
      agentxFast: out['agentx-fast'] as boolean,
      ref: out.ref as string,
    },
    diagnostics,
  };
}
