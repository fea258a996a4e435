// The positioned YAML parser (the `yaml` library), loaded on first use. Valid files are read by the fast
// path (`fast.ts`) and most runs never need a position, so the library's code is not even loaded then.
// It loads synchronously, so every reader stays synchronous: from the installed package when running
// from the sources, from its own file next to the bundles in a build (the build names that file).
import { createRequire } from 'node:module';
import type * as Yaml from 'yaml';

declare const SWEEP_YAML_MODULE: string | undefined;

let lib: typeof Yaml | undefined;

export function yaml(): typeof Yaml {
  if (lib) return lib;
  const spec = typeof SWEEP_YAML_MODULE === 'string' ? SWEEP_YAML_MODULE : 'yaml';
  return (lib = createRequire(import.meta.url)(spec) as typeof Yaml);
}
