// Master-config entry values kept between runs by file content: a run that finds them prints what a run
// that parses prints, and a damaged, mixed-up or foreign values file costs a parse, never a wrong value.
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadMasterConfigs } from '../../src/config/load.js';
import { generate } from '../../src/cli/generate.js';
import type { CliIo } from '../../src/cli/io.js';
import { masterSourceFile, valuesCacheIn } from '../../src/cli/values-cache.js';
import { blobId } from '../../src/git/index.js';
import { has, repoRoot, snapshot } from '../support/reference.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const temp = (name: string) => {
  const d = mkdtempSync(join(tmpdir(), `sweep-vc-${name}-`));
  chmodSync(d, 0o700);
  dirs.push(d);
  return d;
};

// The reference's masters when they are here, else the package's own.
const configs = has.inputs
  ? { masters: [snapshot.amd, snapshot.nvidia], runners: snapshot.runners }
  : {
      masters: ['amd-master.yaml', 'nvidia-master.yaml'].map((f) => join(repoRoot, 'configs', f)),
      runners: join(repoRoot, 'configs/runners.yaml'),
    };
const FULL = ['full-sweep', '--config-files', ...configs.masters, '--runner-config', configs.runners];

async function run(cache: string) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    cwd: repoRoot,
    env: { SWEEP_COMPILE_CACHE: cache },
  };
  const code = await generate(FULL, io);
  return { code, stdout, stderr };
}
const CODE = 'c0de0001';
const valueFiles = (dir: string) => readdirSync(dir).filter((n) => n.startsWith('values-'));

describe('entry values kept between runs', () => {
  it('the full sweep prints the same rows with the cache off, cold and warm, and warm runs add nothing', async () => {
    const off = await run('off');
    expect(off.code).toBe(0);
    const dir = temp('runs');
    const cold = await run(dir);
    expect(valueFiles(dir)).toHaveLength(configs.masters.length);
    const sizes = valueFiles(dir).map((n) => readFileSync(join(dir, n)).length);
    const warm = await run(dir);
    expect(cold).toEqual(off);
    expect(warm).toEqual(off);
    expect(valueFiles(dir).map((n) => readFileSync(join(dir, n)).length)).toEqual(sizes);
  });

  it('a cache turned off writes nothing', async () => {
    const dir = temp('off');
    await run('off');
    expect(readdirSync(dir)).toEqual([]);
  });

  it.each([
    ['a flipped byte in a value', (b: Buffer) => flipLastValueByte(b)],
    ['a value moved to another key', (b: Buffer) => swapIndexKeys(b)],
    ['a truncated file', (b: Buffer) => b.subarray(0, b.length - 40)],
    ['another magic', (b: Buffer) => Buffer.concat([Buffer.from('sweepev9'), b.subarray(8)])],
  ])('%s is not used: the run prints the same rows and the file is replaced', async (_what, damage) => {
    const off = await run('off');
    const dir = temp('damaged');
    await run(dir);
    const file = join(dir, valueFiles(dir).sort((a, b) => size(dir, b) - size(dir, a))[0]!);
    const good = readFileSync(file);
    const damaged = damage(good);
    writeFileSync(file, damaged);
    expect(await run(dir)).toEqual(off);
    const now = readFileSync(file);
    expect(now.equals(damaged)).toBe(false);
    expect(entryCount(now)).toBe(entryCount(good));
  });
});

describe('the values of one file', () => {
  const text = 'a-1:\n  image: img-a\n  count: -0\nb-2:\n  image: img-b\n  count: 7\n';
  const bytes = Buffer.from(text);

  it('keeps the values JSON gives back exactly, and only for the file content it was read from', () => {
    const dir = temp('unit');
    const first = valuesCacheIn(dir, CODE);
    const loaded = loadMasterConfigs([masterSourceFile('m.yaml', bytes, first)]);
    first.flush();
    const again = valuesCacheIn(dir, CODE).of(blobId(bytes));
    // `-0` would come back as 0: that entry is parsed every time.
    expect(again.get('a-1')).toBeUndefined();
    expect(again.get('b-2')).toEqual({ 'b-2': { image: 'img-b', count: 7 } });
    expect(
      valuesCacheIn(dir, CODE)
        .of(blobId(Buffer.from(text + '\n')))
        .get('b-2'),
    ).toBeUndefined();
    const warm = loadMasterConfigs([masterSourceFile('m.yaml', bytes, valuesCacheIn(dir, CODE))]);
    expect(warm.diagnostics).toEqual(loaded.diagnostics);
    expect([...warm.value.entries]).toEqual([...loaded.value.entries]);
  });

  it('is not used by another version of the product', () => {
    const dir = temp('code');
    const first = valuesCacheIn(dir, CODE);
    loadMasterConfigs([masterSourceFile('m.yaml', bytes, first)]);
    first.flush();
    expect(valuesCacheIn(dir, CODE).of(blobId(bytes)).get('b-2')).toBeDefined();
    expect(valuesCacheIn(dir, 'c0de0002').of(blobId(bytes)).get('b-2')).toBeUndefined();
  });

  it('runs from the sources under the digest the build gives the CLI', async () => {
    const { codeId } = await import('../../src/cli/cache-dir.js');
    const { sourcesDigest } = await import('../../scripts/code-id.mjs');
    expect(codeId()).toBe(sourcesDigest(repoRoot));
    expect(readFileSync(join(repoRoot, 'dist/commands/plan.cjs'), 'utf8')).toContain(
      `"${sourcesDigest(repoRoot)}"`,
    );
  });

  it('answers nothing for a name that is not a blob id', () => {
    const cache = valuesCacheIn(temp('id'), CODE);
    const v = cache.of('../../etc/passwd');
    v.put('k', { k: 1 });
    cache.flush();
    expect(v.get('k')).toBeUndefined();
  });
});

const size = (dir: string, n: string) => readFileSync(join(dir, n)).length;
const indexOf = (b: Buffer) => {
  const n = b.readUInt32BE(8);
  return { n, index: JSON.parse(b.toString('utf8', 12, 12 + n)) as { entries: Record<string, unknown> } };
};
const entryCount = (b: Buffer) => Object.keys(indexOf(b).index.entries).length;

function flipLastValueByte(b: Buffer): Buffer {
  const out = Buffer.from(b);
  // A digit inside the last value's JSON: still JSON, another number.
  for (let i = out.length - 1; i > 0; i--) {
    if (out[i]! >= 0x31 && out[i]! <= 0x38) {
      out[i] = out[i]! + 1;
      return out;
    }
  }
  throw new Error('no digit to change');
}

function swapIndexKeys(b: Buffer): Buffer {
  const { n, index } = indexOf(b);
  const keys = Object.keys(index.entries);
  const [k1, k2] = [keys[0]!, keys[1]!];
  const entries = { ...index.entries, [k1]: index.entries[k2], [k2]: index.entries[k1] };
  let json = Buffer.from(JSON.stringify({ ...index, entries }));
  // Same length keeps the payload where it was.
  if (json.length > n) throw new Error('index grew');
  json = Buffer.concat([json, Buffer.alloc(n - json.length, 0x20)]);
  return Buffer.concat([b.subarray(0, 12), json, b.subarray(12 + n)]);
}
