// Valid config files are checked by the generated predicates alone: loading the reference's masters,
// runners and policy builds no zod object schema of the config modules; one invalid item builds them, and
// its messages are the schema's.
import { describe, expect, it, vi } from 'vitest';
import { needsReference, readReference, snapshot } from '../support/reference.js';

const built = vi.hoisted(() => ({ objects: 0 }));
vi.mock('../../src/config/primitives.js', async (importOriginal) => {
  const m = await importOriginal<typeof import('../../src/config/primitives.js')>();
  return {
    ...m,
    obj: ((shape) => {
      built.objects++;
      return m.obj(shape);
    }) as typeof m.obj,
  };
});

const { loadCiPriority, loadMasterConfigs, loadRunners } = await import('../../src/config/load.js');

describe('schemas are built only to word a failure', needsReference('inputs'), () => {
  it('loading the valid reference files builds no config schema', () => {
    const read = (path: string, file: string) => ({ path, text: readReference(file) });
    const runners = loadRunners(read('configs/runners.yaml', snapshot.runners));
    loadCiPriority(read('configs/ci-priority.yaml', snapshot.ciPriority));
    const masters = loadMasterConfigs(
      [read('configs/amd-master.yaml', snapshot.amd), read('configs/nvidia-master.yaml', snapshot.nvidia)],
      { runners: runners.value },
    );
    expect(masters.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(masters.value.entries.size).toBeGreaterThan(100);
    expect(built.objects).toBe(0);
  });

  it('an invalid item builds its schema, which words the problem', () => {
    const text = readReference(snapshot.nvidia).replace(/^(\s+- \{? ?)tp: 8\b/m, '$1tp: "8"');
    const r = loadMasterConfigs([{ path: 'configs/nvidia-master.yaml', text }]);
    expect(r.diagnostics.some((d) => d.message === 'Input should be a valid integer')).toBe(true);
    expect(built.objects).toBeGreaterThan(0);
  });
});
