// `npm run bench`: whole-process timings and peak memory of the built CLI (node dist/cli.js …) against the
// reference data. Every figure is also given as a ratio to `node -e 0` measured in the same rounds, so the
// numbers mean something on a loaded machine: the sections run interleaved (one run of each per round) and
// each section reports its median. It builds nothing; `--cli <path>` points it at another bundle, `--runs N`
// sets the rounds, `--only <text>` keeps the sections whose name contains it.
// The reference data directory is REFERENCE_DATA, else ../shared/reference/inferencex from the repo root.
// Two sections are measurements on the simulator, not timings, each printed as one line: `efficiency` (the
// GPU-hours a flaky cluster costs the product and the reference's way of running a sweep) and
// `retry-strategy` (lost rows re-run as retry runs of their own, or once the run has ended).
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    cli: { type: 'string' },
    runs: { type: 'string', default: '7' },
    only: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});
const cli = resolve(values.cli ?? join(repoRoot, 'dist/cli.js'));
const runs = Number(values.runs);

// The simulator's measurements: one line each, from `sweep demo`; run first by `npm run bench` (not with
// --json, whose output is the timings), alone with a matching --only.
const measurements = [
  ['efficiency', ['--efficiency']],
  ['retry-strategy', ['--retry-strategy']],
];
const measured = measurements.filter(([name]) => (values.only ? name.includes(values.only) : !values.json));
for (const [, flags] of measured) {
  if (!existsSync(cli)) throw new Error(`no CLI bundle at ${cli} (npm run build, or --cli <path>)`);
  const r = spawnSync(process.execPath, [cli, 'demo', ...flags], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0)
    throw new Error(`sweep demo ${flags.join(' ')} exited ${r.status}:\n${(r.stderr ?? '').slice(-2000)}`);
  process.stdout.write(r.stdout);
}
if (measured.length && values.only) process.exit(0);
const reference = resolve(repoRoot, process.env.REFERENCE_DATA ?? '../shared/reference/inferencex');
const snap = join(reference, 'snapshot');
if (!existsSync(cli)) throw new Error(`no CLI bundle at ${cli} (npm run build, or --cli <path>)`);
if (!existsSync(snap)) throw new Error(`no reference data at ${reference} (set REFERENCE_DATA)`);

const scratch = mkdtempSync(join(tmpdir(), 'sweep-bench-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));

// Peak RSS is read inside the measured process at exit (its own high-water mark), by a preloaded module
// that writes it to a file; the timing runs do not load it, so it cannot cost them anything. It is a
// CommonJS preload (`-r`): an ES module preload (`--import`) would start Node's ES module loader in
// every measured process, about 1 MB that the process itself may not need.
const rssProbe = join(scratch, 'rss-probe.cjs');
writeFileSync(
  rssProbe,
  "const { writeFileSync } = require('node:fs');\n" +
    "process.on('exit', () => writeFileSync(process.env.BENCH_RSS_FILE, String(process.resourceUsage().maxRSS)));\n",
);
const rssFile = join(scratch, 'rss.txt');

const masters = ['amd-master.yaml', 'nvidia-master.yaml'];

/** Runs `node …argv` once; returns seconds, or peak RSS in MB with `probe`. Exit status must be allowed. */
function runOnce(argv, allowed, probe) {
  const pre = probe ? ['-r', rssProbe] : [];
  const env = probe ? { ...process.env, BENCH_RSS_FILE: rssFile } : process.env;
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [...pre, ...argv], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env,
  });
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  if (!allowed.includes(r.status))
    throw new Error(`node ${argv.join(' ')} exited ${r.status}:\n${(r.stderr ?? '').slice(-2000)}`);
  return probe ? Number(readFileSync(rssFile, 'utf8')) / 1024 : seconds;
}

/** Copies the snapshot's masters into `dir/configs`, each `scale` times (copies get renamed keys). */
function writeMasters(dir, scale) {
  mkdirSync(join(dir, 'configs'), { recursive: true });
  for (const f of masters) {
    const text = readFileSync(join(snap, 'configs', f), 'utf8');
    let out = text.endsWith('\n') ? text : text + '\n';
    for (let i = 1; i < scale; i++) out += text.replace(/^([A-Za-z0-9][^:\s]*):/gm, `$1-x${i}:`) + '\n';
    writeFileSync(join(dir, 'configs', f), out);
  }
  for (const f of ['runners.yaml', 'ci-priority.yaml'])
    copyFileSync(join(snap, 'configs', f), join(dir, 'configs', f));
}

/** A git repository laid out like the reference, with `appended` added to the changelog in a second commit. */
function repoWith(name, appended, scale = 1) {
  const dir = join(scratch, name);
  writeMasters(dir, scale);
  copyFileSync(join(snap, 'perf-changelog.yaml'), join(dir, 'perf-changelog.yaml'));
  const git = (...a) => {
    const r = spawnSync(
      'git',
      ['-C', dir, '-c', 'user.email=bench@example.com', '-c', 'user.name=bench', ...a],
      {
        encoding: 'utf8',
      },
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

/** Ten config keys spread over both masters: the first keys of each, alternating. */
function tenKeys() {
  const keysOf = (f) =>
    [...readFileSync(join(snap, 'configs', f), 'utf8').matchAll(/^([A-Za-z0-9][^:\s]*):/gm)].map((m) => m[1]);
  const [amd, nv] = masters.map(keysOf);
  const keys = [];
  for (let i = 0; keys.length < 10; i++) keys.push(i % 2 ? amd[i * 3] : nv[i * 7]);
  return keys;
}
const tenEntries = () =>
  tenKeys()
    .map((k) => entry([k]))
    .join('\n');

/** A directory laid out like the reference (masters, runners, changelog; no lanes file), for lint. */
function snapshotDir() {
  const dir = join(scratch, 'lint');
  writeMasters(dir, 1);
  copyFileSync(join(snap, 'perf-changelog.yaml'), join(dir, 'perf-changelog.yaml'));
  return dir;
}

// One section per benchmark: [name, () => node argv, allowed exit statuses].
const sections = [
  ['node -e 0 (the floor)', () => ['-e', '0'], [0]],
  [
    'plan: typical PR (one entry)',
    () => [cli, ...planArgs(repoWith('one', entry(['dsr1-fp8-h200-trt-mtp'])))],
    [0],
  ],
  ['plan: ten entries', () => [cli, ...planArgs(repoWith('ten', tenEntries()))], [0]],
  ['plan: ten entries, masters 8x', () => [cli, ...planArgs(repoWith('ten8', tenEntries(), 8))], [0]],
  // Every config at once is past GitHub's limits and meets the snapshot's real findings: the verdict is
  // a refusal (exit 1), after the whole plan and every check before dispatch.
  ['plan: everything (config-keys ["*"])', () => [cli, ...planArgs(repoWith('all', entry(['*'])))], [0, 1]],
  [
    'generate full-sweep',
    () => [
      cli,
      'generate',
      'full-sweep',
      '--config-files',
      ...masters.map((f) => join(snap, 'configs', f)),
      '--runner-config',
      join(snap, 'configs/runners.yaml'),
    ],
    [0],
  ],
  // The snapshot has real R1 findings, so lint exits 1 there: that is the expected result.
  ['lint (snapshot layout)', () => [cli, 'lint', '--root', snapshotDir()], [1]],
];

const chosen = sections
  .filter(([name], i) => i === 0 || !values.only || name.includes(values.only))
  .map(([name, argv, allowed]) => ({ name, argv: argv(), allowed, times: [], rss: [] }));

// Interleaved rounds: load that comes and goes hits every section alike. One warm-up round is discarded.
for (let round = -1; round < runs; round++) {
  for (const s of chosen) {
    const t = runOnce(s.argv, s.allowed, false);
    if (round >= 0) s.times.push(t);
  }
}
for (const s of chosen) s.rss.push(runOnce(s.argv, s.allowed, true), runOnce(s.argv, s.allowed, true));

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const floor = median(chosen[0].times);
const result = chosen.map((s) => ({
  name: s.name,
  seconds: median(s.times),
  ratio: median(s.times) / floor,
  peakRssMb: Math.max(...s.rss),
}));
const byName = Object.fromEntries(result.map((r) => [r.name, r]));
const scaled = byName['plan: ten entries, masters 8x'];
const unscaled = byName['plan: ten entries'];
// The two ten-entry sections run one after the other in every round: the ratio within each round cancels
// what the machine does from one round to the next, which the ratio of the two medians does not.
const times = (name) => chosen.find((s) => s.name === name)?.times ?? [];
const paired =
  scaled && unscaled
    ? median(times('plan: ten entries, masters 8x').map((t, i) => t / times('plan: ten entries')[i]))
    : undefined;

if (values.json) console.log(JSON.stringify({ cli, runs, result, pairedScaledRatio: paired }, null, 2));
else {
  console.log(`bench: ${cli}`);
  console.log(`median of ${runs} interleaved whole-process runs; peak RSS is the larger of two runs\n`);
  console.log('   seconds   x node -e 0   peak RSS   section');
  for (const r of result)
    console.log(
      `${r.seconds.toFixed(3).padStart(10)}   ${r.ratio.toFixed(2).padStart(11)}   ${r.peakRssMb.toFixed(1).padStart(5)} MB   ${r.name}`,
    );
  if (scaled && unscaled) {
    console.log(`\nten-entry plan, masters 8x vs 1x: ${(scaled.seconds / unscaled.seconds).toFixed(2)}x`);
    console.log(`  the same, paired within each round (median of ${runs}): ${paired.toFixed(2)}x`);
  }
}
