// `sweep process-result`: the benchmark job's processing step, after the launcher. Writes
// `agg_<RF>.json` beside the raw result exactly as the reference's processing does (multi-node: one per
// `<RF>_*.json` whose name gives its GPUs) and prints each, as the reference prints its aggregate.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { processJob, processes } from '../results/job.js';
import { powerRequired } from '../results/process.js';
import type { Command } from './io.js';
import { filesIn, JOB_HELP, JOB_OPTIONS, jobOf, reader } from './result-job.js';

const HELP = `usage: sweep process-result --row FILE [--dir DIR] [--runner-name NAME | --result-filename RF] [--name-only]
Writes agg_<RF>.json next to the benchmark's raw result (multi-node: one per <RF>_*.json with _gpus_<N>).
${JOB_HELP}  --name-only             print the job's RESULT_FILENAME and stop
  --require-power         fail when power is not validated (default: $REQUIRE_POWER is 1, true or yes);
                          this step reads no power telemetry, so such a job fails
`;

export const processResultCommand: Command = async (argv, io) => {
  const { values } = parseArgs({
    args: argv,
    options: {
      ...JOB_OPTIONS,
      'name-only': { type: 'boolean', default: false },
      'require-power': { type: 'boolean' },
    },
  });
  if (values.help) {
    io.stdout(HELP);
    return 0;
  }
  const job = jobOf(values, io);
  if (typeof job === 'string') {
    io.stderr(`${job}\n`);
    return 1;
  }
  if (values['name-only']) {
    io.stdout(`${job.rf}\n`);
    return 0;
  }
  if (!processes(job.row)) {
    io.stdout('agentic and eval-only jobs have no result processing: nothing to do\n');
    return 0;
  }
  const requirePower = values['require-power'] ?? powerRequired(io.env);
  const out = processJob(job.row, job.rf, filesIn(job.dir), reader(job.dir), { requirePower });
  for (const s of out.skipped) io.stderr(`skipped ${s}\n`);
  for (const w of out.written) {
    writeFileSync(join(job.dir, w.name), w.text);
    io.stdout(`${w.text}\n`);
  }
  for (const e of out.errors) io.stderr(`${e}\n`);
  if (out.errors.length) return 1;
  if (requirePower && out.written.length) {
    io.stderr('power is required, but this step measures none: the aggregate says power_valid 0\n');
    return 1;
  }
  return 0;
};
