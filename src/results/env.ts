// The environment the reference's benchmark templates give result processing, built from a plan row (the
// row as `sweep dispatch row` writes it), so the product processes a result exactly as the reference
// would have for the same job. Pure.
import type { Row } from '../plan/row.js';
import { isAgenticRow, isMultiNodeRow } from './names.js';
import type { JobEnv } from './process.js';

/** A value as GitHub Actions renders `${{ }}` of it into env: text as is, numbers and booleans as text. */
const rendered = (v: unknown): string | undefined =>
  v === undefined || v === null ? undefined : typeof v === 'object' ? JSON.stringify(v) : String(v);

const worker = (row: Row, role: 'prefill' | 'decode'): Record<string, unknown> => {
  const w = row[role];
  return w && typeof w === 'object' && !Array.isArray(w) ? (w as Record<string, unknown>) : {};
};

export interface JobFacts {
  /** RESULT_FILENAME (for a multi-node result: the stem of the one file being processed). */
  resultFilename: string;
  /** GPUs from a multi-node result file's name. */
  prefillGpus?: number;
  decodeGpus?: number;
  /** The template's `require-power` input. */
  requirePower?: boolean;
}

/**
 * The template's env for `row`: identity and topology from the row, `RUNNER_TYPE` its runner label,
 * agentic rows with ISL/OSL `0` and DISAGG `false`, and the multi-node GPU counts the step parses from the
 * file name. Absent row fields stay absent (the reference then refuses, naming them).
 */
export function jobEnv(row: Row, facts: JobFacts): JobEnv {
  const agentic = isAgenticRow(row);
  const env: Record<string, string | undefined> = {
    RUNNER_TYPE: rendered(row['runner']),
    FRAMEWORK: rendered(row['framework']),
    PRECISION: rendered(row['precision']),
    SPEC_DECODING: rendered(row['spec-decoding']),
    RESULT_FILENAME: facts.resultFilename,
    ISL: agentic ? '0' : rendered(row['isl']),
    OSL: agentic ? '0' : rendered(row['osl']),
    DISAGG: agentic ? 'false' : rendered(row['disagg'] ?? false),
    MODEL_PREFIX: rendered(row['model-prefix']),
    IMAGE: rendered(row['image']),
    RECIPE_FINGERPRINT: rendered(row['recipe-fingerprint']) ?? '',
    ROUTER_METADATA: row['router'] ? JSON.stringify(row['router']) : '',
    KV_P2P_TRANSFER: rendered(row['kv-p2p-transfer']) ?? '',
    REQUIRE_POWER: facts.requirePower ? '1' : '0',
  };
  if (isMultiNodeRow(row)) {
    env['IS_MULTINODE'] = 'true';
    env['PREFILL_GPUS'] = rendered(facts.prefillGpus);
    env['DECODE_GPUS'] = rendered(facts.decodeGpus);
    for (const role of ['prefill', 'decode'] as const) {
      const w = worker(row, role);
      const R = role.toUpperCase();
      env[`${R}_NUM_WORKERS`] = rendered(w['num-worker']);
      env[`${R}_TP`] = rendered(w['tp']);
      env[`${R}_PP_SIZE`] = rendered(w['pp']);
      env[`${R}_DCP_SIZE`] = rendered(w['dcp-size']);
      env[`${R}_PCP_SIZE`] = rendered(w['pcp-size']);
      env[`${R}_EP`] = rendered(w['ep']);
      env[`${R}_DP_ATTN`] = rendered(w['dp-attn']);
      // The template passes `prefill.hardware` even when empty; '' means "not given".
      env[`${R}_HARDWARE`] = rendered(w['hardware']) ?? '';
    }
  } else {
    env['IS_MULTINODE'] = 'false';
    env['TP'] = rendered(row['tp']);
    env['EP_SIZE'] = rendered(row['ep']);
    env['DP_ATTENTION'] = rendered(row['dp-attn']);
    env['PP_SIZE'] = rendered(row['pp']);
    env['DCP_SIZE'] = rendered(row['dcp-size']);
    env['PCP_SIZE'] = rendered(row['pcp-size']);
  }
  return env;
}
