// The one file read out of an artifact archive: stored entries (as the fake serves them) and deflated ones
// (as upload-artifact writes them), by path or by file name; a damaged archive throws.
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readZipEntries, readZipEntry, writeZip } from '../../src/github/zip.js';

/** Rewrites every entry of a stored archive as deflated (method 8), offsets adjusted. */
function deflated(files: Record<string, string>): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = deflateRawSync(Buffer.from(text));
    const n = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(text.length, 22);
    local.writeUInt16LE(n.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(data.length, 20);
    dir.writeUInt32LE(text.length, 24);
    dir.writeUInt16LE(n.length, 28);
    dir.writeUInt32LE(offset, 42);
    parts.push(local, n, data);
    central.push(dir, n);
    offset += 30 + n.length + data.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, cd, end]);
}

describe('readZipEntry', () => {
  const files = { 'plan.json': '{"rows":[1,2,3]}', 'dir/other.txt': 'x'.repeat(1000) };

  it('reads stored entries by path and by file name', () => {
    const zip = writeZip(files);
    expect(readZipEntry(zip, 'plan.json')?.toString()).toBe(files['plan.json']);
    expect(readZipEntry(zip, 'other.txt')?.toString()).toBe(files['dir/other.txt']);
    expect(readZipEntry(zip, 'missing.json')).toBeUndefined();
  });

  it('reads deflated entries', () => {
    expect(readZipEntry(deflated(files), 'dir/other.txt')?.toString()).toBe(files['dir/other.txt']);
  });

  it('a damaged archive throws instead of guessing', () => {
    expect(() => readZipEntry(Buffer.from('not a zip at all, just text'), 'plan.json')).toThrow(/not a zip/);
    const zip = writeZip(files);
    zip.writeUInt32LE(0, zip.length - 6);
    expect(() => readZipEntry(zip, 'plan.json')).toThrow();
  });
});

describe('every file of an archive (the results archive)', () => {
  it('reads the entries the filter takes, stored or deflated, in archive order, folders left out', () => {
    const files = {
      'results/result-a-1/agg_a.json': '{"a":1}',
      'results/result-a-1/server.log': 'log',
      'bmk/bmk_x/agg_x.json': '{"x":2}',
      'evals/': '',
    };
    for (const zip of [writeZip(files), deflated(files)])
      expect(
        readZipEntries(zip, (p) => p.endsWith('.json')).map((e) => [e.path, e.data.toString('utf8')]),
      ).toEqual([
        ['results/result-a-1/agg_a.json', '{"a":1}'],
        ['bmk/bmk_x/agg_x.json', '{"x":2}'],
      ]);
    expect(readZipEntries(writeZip(files)).map((e) => e.path)).toEqual([
      'results/result-a-1/agg_a.json',
      'results/result-a-1/server.log',
      'bmk/bmk_x/agg_x.json',
    ]);
  });

  it('a damaged archive throws', () => {
    expect(() => readZipEntries(Buffer.from('not a zip at all'))).toThrow(/not a zip archive/);
  });
});
