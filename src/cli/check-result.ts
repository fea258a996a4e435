// `sweep check-result`: the benchmark job's result checks after the launcher returned 0, with the
// reference's messages — eval-only jobs need lm-eval results, fixed-sequence jobs their result file(s),
// agentic jobs their aggregate(s) and an AIPerf error rate within the limit. Exit 1 on a failed check.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { AIPERF_ARTIFACTS, checkResult, type CheckInput } from '../results/checks.js';
import { concsOf, isAgenticRow, isMultiNodeRow } from '../results/names.js';
import { UsageError, type Command } from './io.js';
import { dirsIn, filesIn, JOB_HELP, JOB_OPTIONS, jobOf, reader } from './result-job.js';

const HELP = `usage: sweep check-result --row FILE [--dir DIR] [--runner-name NAME | --result-filename RF]
Checks what the benchmark left in its working directory, as the reference's benchmark job does.
${JOB_HELP}  --wait N                single-node: look for <RF>.json N times, a second apart (default 10)
  --failed-request-threshold X   agentic: the highest accepted AIPerf error fraction (default 0.10)
`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const checkResultCommand: Command = async (argv, io) => {
  const { values } = parseArgs({
    args: argv,
    options: {
      ...JOB_OPTIONS,
      wait: { type: 'string', default: '10' },
      'failed-request-threshold': { type: 'string', default: '0.10' },
    },
  });
  if (values.help) {
    io.stdout(HELP);
    return 0;
  }
  const tries = Number(values.wait);
  if (!Number.isSafeInteger(tries) || tries < 1) throw new UsageError('--wait must be a positive integer');
  const threshold = Number(values['failed-request-threshold']);
  if (!(threshold >= 0 && threshold <= 1))
    throw new UsageError('--failed-request-threshold must be between 0 and 1');
  const job = jobOf(values, io);
  if (typeof job === 'string') {
    io.stderr(`${job}\n`);
    return 1;
  }
  const input: CheckInput = {
    multiNode: isMultiNodeRow(job.row),
    agentic: isAgenticRow(job.row),
    evalOnly: job.row['eval-only'] === true,
    rf: job.rf,
    concs: concsOf(job.row),
    files: filesIn(job.dir),
    aiperfDirs: dirsIn(join(job.dir, AIPERF_ARTIFACTS)),
    read: reader(job.dir),
    failedRequestThreshold: threshold,
  };
  // A shared filesystem may show the launcher's file a moment late: the reference looks ten times.
  const single = !input.multiNode && !input.evalOnly;
  for (let i = 1; single && i < tries && !input.files.includes(`${job.rf}.json`); i++) {
    await sleep(1000);
    input.files = filesIn(job.dir);
  }
  const out = checkResult(input);
  for (const n of out.notes) io.stdout(`${n}\n`);
  for (const e of out.errors) io.stderr(`${e}\n`);
  return out.ok ? 0 : 1;
};
