// Changelog entry schemas. History is read with the reference's lax rules so the irregular past stays
// valid; appended entries must pass the product's strict schema.
import type * as Z from 'zod';
import { once, zod } from '../zod/lib.js';
import type { NormalizedEntry } from './types.js';

export const SCENARIO_TYPES = ['fixed-seq-len', 'agentic-coding'] as const;

/** snake_case spellings the reference silently accepts in history; the strict schema rejects them. */
export const KEY_ALIASES: Readonly<Record<string, string>> = {
  config_keys: 'config-keys',
  pr_link: 'pr-link',
  evals_only: 'evals-only',
  all_evals: 'all-evals',
  append_only: 'append-only',
  eval_min_prefill_ep: 'eval-min-prefill-ep',
  scenario_type: 'scenario-type',
  no_evals: 'no-evals',
};

// The reference's lax boolean parsing: these strings (any case), and 0/1.
const LAX_TRUE = new Set(['1', 'on', 't', 'true', 'y', 'yes']);
const LAX_FALSE = new Set(['0', 'off', 'f', 'false', 'n', 'no']);
const laxBool = () => {
  const z = zod();
  return z.preprocess((v) => {
    if (typeof v === 'string') {
      const s = v.trim().toLowerCase();
      return LAX_TRUE.has(s) ? true : LAX_FALSE.has(s) ? false : v;
    }
    if (v === 1) return true;
    if (v === 0) return false;
    return v;
  }, z.boolean());
};

const laxInt = () => {
  const z = zod();
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\s*[+-]?\d+\s*$/.test(v) ? Number(v) : v),
    z.int().min(1),
  );
};

/**
 * Reference (historical) entry: aliases folded, lax booleans, empty description strings allowed. Built on
 * first use: a PR's appended entries are read with the strict schema only.
 */
export const laxEntrySchema = once(() => {
  const z = zod();
  return z.preprocess(
    (v) => {
      if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
      const out: Record<string, unknown> = {};
      for (const [k, val] of Object.entries(v)) out[KEY_ALIASES[k] ?? k] = val;
      return out;
    },
    z.strictObject({
      'config-keys': z.array(z.string()).min(1),
      description: z.array(z.string()).min(1),
      'pr-link': z.string(),
      'evals-only': laxBool().optional(),
      'all-evals': laxBool().optional(),
      'append-only': laxBool().optional(),
      'eval-min-prefill-ep': laxInt().nullable().optional(),
      'scenario-type': z.array(z.enum(SCENARIO_TYPES)).min(1).optional(),
      'no-evals': laxBool().optional(),
    }),
  );
});

const isNonBlank = (s: string) => s.trim().length > 0;

/**
 * The strict schema every appended entry must pass. Cross-field rules (no eval selection fields with
 * `append-only` or `no-evals`) are `entryRules`.
 */
export const strictEntrySchema = once(() => {
  const z = zod();
  const nonBlank = z.string().refine(isNonBlank, { message: 'must not be empty' });
  const scenarioList = z
    .array(z.enum(SCENARIO_TYPES))
    .min(1)
    .refine((xs) => new Set(xs).size === xs.length, { message: 'scenario-type values must not repeat' });
  return z.strictObject({
    'config-keys': z.array(nonBlank).min(1),
    description: z.array(nonBlank).min(1),
    'pr-link': nonBlank,
    'evals-only': z.boolean().optional(),
    'all-evals': z.boolean().optional(),
    'append-only': z.boolean().optional(),
    'eval-min-prefill-ep': z.int().min(1).nullable().optional(),
    'scenario-type': scenarioList.optional(),
    'no-evals': z.boolean().optional(),
  });
});

const STRICT_BOOLEANS = ['evals-only', 'all-evals', 'append-only', 'no-evals'] as const;
const STRICT_KEYS = new Set([
  'config-keys',
  'description',
  'pr-link',
  ...STRICT_BOOLEANS,
  'eval-min-prefill-ep',
  'scenario-type',
]);
const nonBlankList = (v: unknown) =>
  Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === 'string' && isNonBlank(s));

/**
 * Whether a value passes the strict schema, answered without the schema (which is built, and its library
 * loaded, only to word a failure). A value it accepts is its own parse result: the schema only checks.
 */
export function acceptsStrictEntry(v: unknown): v is StrictEntry {
  if (!v || typeof v !== 'object' || Array.isArray(v) || Object.getPrototypeOf(v) !== Object.prototype)
    return false;
  const e = v as Record<string, unknown>;
  for (const k of Object.keys(e)) if (!STRICT_KEYS.has(k)) return false;
  if (!nonBlankList(e['config-keys']) || !nonBlankList(e.description)) return false;
  const link = e['pr-link'];
  if (typeof link !== 'string' || !isNonBlank(link)) return false;
  for (const k of STRICT_BOOLEANS) if (e[k] !== undefined && typeof e[k] !== 'boolean') return false;
  const ep = e['eval-min-prefill-ep'];
  if (ep !== undefined && ep !== null && !(Number.isSafeInteger(ep) && (ep as number) >= 1)) return false;
  const st = e['scenario-type'];
  if (st === undefined) return true;
  return (
    Array.isArray(st) &&
    st.length > 0 &&
    st.every((x) => (SCENARIO_TYPES as readonly unknown[]).includes(x)) &&
    new Set(st).size === st.length
  );
}

export type LaxEntry = Z.output<ReturnType<typeof laxEntrySchema>>;
export type StrictEntry = Z.output<ReturnType<typeof strictEntrySchema>>;

/** Field combinations the planner refuses, as data: [rule, message, when]. */
export const entryRules: readonly {
  rule: string;
  message: string;
  field: string;
  when: (e: LaxEntry) => boolean;
}[] = [
  {
    rule: 'P-6',
    field: 'append-only',
    message: 'append-only cannot be combined with eval selection fields',
    when: (e) =>
      !!e['append-only'] && (!!e['evals-only'] || !!e['all-evals'] || e['eval-min-prefill-ep'] != null),
  },
  {
    rule: 'N-1',
    field: 'no-evals',
    message: 'no-evals cannot be combined with eval selection fields',
    when: (e) =>
      !!e['no-evals'] && (!!e['evals-only'] || !!e['all-evals'] || e['eval-min-prefill-ep'] != null),
  },
];

/** Defaults filled, nulls dropped, in the key order of `changelog_metadata.entries`. */
export function normalizeEntry(e: LaxEntry): NormalizedEntry {
  const out: NormalizedEntry = {
    'config-keys': [...e['config-keys']],
    description: [...e.description],
    'pr-link': e['pr-link'],
    'evals-only': e['evals-only'] ?? false,
    'all-evals': e['all-evals'] ?? false,
    'append-only': e['append-only'] ?? false,
  };
  if (e['scenario-type'] != null) out['scenario-type'] = [...e['scenario-type']];
  if (e['eval-min-prefill-ep'] != null) out['eval-min-prefill-ep'] = e['eval-min-prefill-ep'];
  if (e['no-evals'] != null) out['no-evals'] = e['no-evals'];
  return out;
}
