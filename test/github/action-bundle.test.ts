// The action's bundle (dist/index.mjs, what action.yml runs) holds the action and nothing of the local
// simulator: no fake GitHub, no Actions harness, none of the workflow parser the harness runs.
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM build script without types
import { bundles } from '../../scripts/build-options.mjs';

describe('the action bundle', () => {
  it('contains the action layer and none of the simulator or its dependencies', async () => {
    const action = (bundles as { name: string; options: Record<string, unknown> }[]).find(
      (b) => b.name === 'action',
    )!;
    const result = await build({ ...action.options, write: false, metafile: true, logLevel: 'error' });
    const inputs = Object.keys(result.metafile!.inputs);
    expect(inputs).toContain('src/main.ts');
    expect(inputs).toContain('src/action/router.ts');
    expect(inputs.filter((f) => f.startsWith('src/sim/'))).toEqual([]);
    expect(
      inputs.filter((f) =>
        /node_modules\/(@actions\/(workflow-parser|expressions)|fast-check|vitest)\//.test(f),
      ),
    ).toEqual([]);
  });
});
