// The copy `sweep init` writes of the shipped policy holds what the product checks with the shipped policy
// for that repository: the clusters its runners.yaml has a record for, their lanes and the rules naming
// them; everything else left out, and named in the file's first line.
import { describe, expect, it } from 'vitest';
import type { RunnersConfig } from '../../src/config/types.js';
import { loadLanes } from '../../src/lanes/load.js';
import { scopedLanesText, scopeToRepository, shippedLanes } from '../../src/lanes/source.js';

const shipped = shippedLanes({ prefix: 'inferencex-e2e/' })!;
const runnersWith = (...ids: string[]) =>
  ({
    labels: {},
    clusters: Object.fromEntries(ids.map((id) => [id, { 'gpus-per-node': 8 }])),
  }) as unknown as RunnersConfig;

describe('the lanes file init writes for the clusters a repository has', () => {
  it('a repository with every cluster gets the shipped text unchanged', () => {
    const all = Object.keys(loadLanes(shipped, 'x').lanes!.clusters);
    expect(scopedLanesText(shipped, runnersWith(...all))).toBe(shipped);
  });

  it('with gb200-nv, b200-nscale and h200-dgxc only: those lanes, rules and bumps, as the scoped shipped policy', () => {
    const runners = runnersWith('gb200-nv', 'b200-nscale', 'h200-dgxc');
    const text = scopedLanesText(shipped, runners);
    const written = loadLanes(text, 'lanes.yaml');
    expect(written.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const expected = scopeToRepository(loadLanes(shipped, 'x').lanes!, runners);
    expect(Object.keys(written.lanes!.clusters).sort()).toEqual(['b200-nscale', 'gb200-nv', 'h200-dgxc']);
    expect(Object.keys(written.lanes!.lanes).sort()).toEqual(Object.keys(expected.lanes).sort());
    // The llmd rule (gb200-nv) and the native rule (b200-nscale) stay; the b300-dsxe batch rule goes.
    const multi = written.lanes!.routing.multinode!.rules.map((r) => r.cluster ?? '*');
    expect(multi).toEqual(['gb200-nv', '*', 'b200-nscale']);
    const single = written.lanes!.routing.single!.rules.map((r) => r.cluster ?? '*');
    expect(single).toEqual(['*']);
    expect(written.lanes!.timeBumps.map((b) => b.cluster)).toEqual(['h200-dgxc']);
    expect(text.split('\n')[0]).toMatch(
      /Left out \(no record\): gb300-nv, b200-cw, .*mi355x-amds: add their records/,
    );
    // Comments of the shipped file stay with what they describe.
    expect(text).toContain('# Which launch path a row takes');
  });
});

describe('the inferencex-first-sweep repository after init', () => {
  it('holds the lanes of its multi-node clusters (gb200-nv, gb300-nv) and no lane finding stops its sweep', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync, readFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { dirname, join } = await import('node:path');
    const { INFERENCEX_FIXTURE_FILES } = await import('../../src/sim/inferencex-fixture.js');
    const { writeInitFiles } = await import('../../src/sim/consumer.js');
    const dir = mkdtempSync(join(tmpdir(), 'first-sweep-init-'));
    for (const [path, text] of Object.entries(INFERENCEX_FIXTURE_FILES)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    writeInitFiles(dir, 'inferencex-e2e');
    const lanes = loadLanes(
      readFileSync(join(dir, 'inferencex-e2e/configs/lanes.yaml'), 'utf8'),
      'lanes.yaml',
    );
    expect(Object.keys(lanes.lanes!.clusters).sort()).toEqual(['gb200-nv', 'gb300-nv']);
    expect(Object.keys(lanes.lanes!.lanes).sort()).toEqual(['gb200-nv/srt-multi', 'gb300-nv/srt-multi']);
  });
});
