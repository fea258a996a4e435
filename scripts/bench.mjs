// `npm run bench`: whole-process timings of the built CLI (node dist/cli.js …), median of 5 runs, each
// printed with its budget. It builds nothing; `--cli <path>` points it at another bundle.
// The reference data directory is REFERENCE_DATA, else ../shared/reference/inferencex from the repo root.
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { cli: { type: 'string' }, runs: { type: 'string', default: '5' }, only: { type: 'string' } },
});
const cli = resolve(values.cli ?? join(repoRoot, 'dist/cli.js'));
const runs = Number(values.runs);
const reference = resolve(repoRoot, process.env.REFERENCE_DATA ?? '../shared/reference/inferencex');
const snap = join(reference, 'snapshot');
if (!existsSync(cli)) throw new Error(`no CLI bundle at ${cli} (npm run build, or --cli <path>)`);
if (!existsSync(snap)) throw new Error(`no reference data at ${reference} (set REFERENCE_DATA)`);

const scratch = mkdtempSync(join(tmpdir(), 'sweep-bench-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));

/** Median wall time in seconds of `node <cli> <args>`; every run must exit with an allowed status. */
function time(args, allowed = [0]) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    const r = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    samples.push(Number(process.hrtime.bigint() - t0) / 1e9);
    if (!allowed.includes(r.status))
      throw new Error(`node ${cli} ${args.join(' ')} exited ${r.status}:\n${r.stderr.slice(-2000)}`);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

/** A git repository laid out like the reference, with `appended` added to the changelog in a second commit. */
function repoWith(name, appended) {
  const dir = join(scratch, name);
  mkdirSync(join(dir, 'configs'), { recursive: true });
  for (const f of ['amd-master.yaml', 'nvidia-master.yaml', 'runners.yaml', 'ci-priority.yaml']) {
    copyFileSync(join(snap, 'configs', f), join(dir, 'configs', f));
  }
  copyFileSync(join(snap, 'perf-changelog.yaml'), join(dir, 'perf-changelog.yaml'));
  const git = (...a) => {
    const r = spawnSync(
      'git',
      ['-C', dir, '-c', 'user.email=bench@example.com', '-c', 'user.name=bench', ...a],
      { encoding: 'utf8' },
    );
    if (r.status !== 0) throw new Error(`git ${a.join(' ')}: ${r.stderr}`);
  };
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'base');
  const base = readFileSync(join(dir, 'perf-changelog.yaml'), 'utf8');
  appendFileSync(join(dir, 'perf-changelog.yaml'), (base.endsWith('\n\n') ? '' : '\n') + appended);
  git('commit', '-qam', 'head');
  return dir;
}

const entry = (keys) =>
  `- config-keys:\n${keys.map((k) => `    - ${JSON.stringify(k)}\n`).join('')}  description:\n    - "bench"\n  pr-link: XXX\n`;
const planArgs = (dir) => [
  'plan',
  '--repo',
  dir,
  '--base',
  'HEAD~1',
  '--head',
  'HEAD',
  '--format',
  'inferencex',
];

/** A directory laid out like the reference (masters, runners, changelog; no lanes file), for lint. */
function snapshotDir() {
  const dir = join(scratch, 'lint');
  mkdirSync(join(dir, 'configs'), { recursive: true });
  for (const f of ['amd-master.yaml', 'nvidia-master.yaml', 'runners.yaml']) {
    copyFileSync(join(snap, 'configs', f), join(dir, 'configs', f));
  }
  copyFileSync(join(snap, 'perf-changelog.yaml'), join(dir, 'perf-changelog.yaml'));
  return dir;
}

// One section per benchmark: [name, budget in seconds, () => args, allowed exit statuses].
const sections = [
  [
    'generate full-sweep over the snapshot',
    0.6,
    () => [
      'generate',
      'full-sweep',
      '--config-files',
      join(snap, 'configs/amd-master.yaml'),
      join(snap, 'configs/nvidia-master.yaml'),
      '--runner-config',
      join(snap, 'configs/runners.yaml'),
    ],
  ],
  [
    'plan: typical PR (one entry) from git refs',
    0.25,
    () => planArgs(repoWith('typical', entry(['dsr1-fp8-h200-trt-mtp']))),
  ],
  [
    'plan: everything (config-keys ["*"]) from git refs',
    1.0,
    () => planArgs(repoWith('everything', entry(['*']))),
  ],
  // The snapshot has real R1 findings, so lint exits 1 there: that is the expected result.
  ['lint in a repository laid out like the snapshot', 1.0, () => ['lint', '--root', snapshotDir()], [1]],
];

console.log(`bench: ${cli}, median of ${runs} whole-process runs`);
let over = 0;
for (const [name, budget, args, allowed] of sections) {
  if (values.only && !name.includes(values.only)) continue;
  const s = time(args(), allowed);
  const ok = s <= budget;
  if (!ok) over++;
  console.log(`${ok ? 'ok  ' : 'OVER'}  ${s.toFixed(3)} s  (budget ${budget.toFixed(2)} s)  ${name}`);
}
process.exitCode = over ? 1 : 0;
