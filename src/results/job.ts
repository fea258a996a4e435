// The benchmark job's processing step, as the reference's templates run it: single-node, `<RF>.json` →
// `agg_<RF>.json`; multi-node, every `<RF>_*.json` whose name carries `_gpus_<G>` → `agg_<stem>.json`
// with the prefill and decode GPUs its name gives. Agentic and eval-only jobs are not processed (their
// aggregate is written by the benchmark itself). Pure: file names and texts in, files to write out.
import type { Row } from '../plan/row.js';
import { jobEnv } from './env.js';
import { gpusFromName, isAgenticRow, isMultiNodeRow } from './names.js';
import { processResult } from './process.js';

export interface JobFile {
  name: string;
  text: string;
}

export interface JobProcessing {
  /** `agg_*.json` files to write, in the working directory. */
  written: JobFile[];
  /** Files looked at and left alone, and why (the reference skips them silently; the log says so). */
  skipped: string[];
  /** The refusals, each naming its file; any of them fails the step. */
  errors: string[];
}

/** Whether the job has a processing step at all. */
export const processes = (row: Row): boolean => !isAgenticRow(row) && row['eval-only'] !== true;

export function processJob(
  row: Row,
  rf: string,
  files: readonly string[],
  read: (name: string) => string | undefined,
  opts: { requirePower?: boolean } = {},
): JobProcessing {
  const out: JobProcessing = { written: [], skipped: [], errors: [] };
  if (!processes(row)) {
    out.skipped.push('agentic and eval-only jobs have no result processing');
    return out;
  }
  const one = (stem: string, gpus?: { prefill: number; decode: number }) => {
    const text = read(`${stem}.json`);
    if (text === undefined) return void out.errors.push(`${stem}.json: No such file or directory`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (e) {
      return void out.errors.push(`${stem}.json: not JSON (${(e as Error).message})`);
    }
    const facts = { resultFilename: stem, requirePower: opts.requirePower ?? false };
    const env = jobEnv(row, gpus ? { ...facts, prefillGpus: gpus.prefill, decodeGpus: gpus.decode } : facts);
    const p = processResult(json, env);
    if (!p.ok) return void out.errors.push(`${stem}.json: ${p.error}`);
    out.written.push({ name: `agg_${stem}.json`, text: p.text });
  };
  if (!isMultiNodeRow(row)) {
    one(rf);
    return out;
  }
  for (const name of [...files].sort()) {
    if (!name.startsWith(`${rf}_`) || !name.endsWith('.json')) continue;
    const stem = name.slice(0, -'.json'.length);
    // Parsed from what the launcher appended, so the row's own name cannot be misread as GPU counts.
    const gpus = gpusFromName(stem.slice(rf.length));
    if (!gpus) out.skipped.push(`${name}: no _gpus_<N> in its name`);
    else one(stem, gpus);
  }
  return out;
}
