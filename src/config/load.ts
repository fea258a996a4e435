// Loading the reference's input files into validated shapes, with every problem as a positioned
// Diagnostic. INTERIM: this first version only parses; schema validation is being added behind the
// same signatures.
import type { Diagnostic } from '../diagnostics.js';
import { parseYaml } from '../yaml/parse.js';
import type { CiPriorityPolicy, MasterConfigs, MasterEntry, RunnersConfig } from './types.js';

export interface SourceFile {
  /** Repository-relative path, used in messages (e.g. `configs/nvidia-master.yaml`). */
  path: string;
  text: string;
}

export interface LoadMasterOptions {
  /** Load only these keys (the PR fast path); file integrity is still checked. */
  only?: (key: string) => boolean;
  /** Strict mode turns the product's warning-by-default rules (e.g. VP-1) into errors. */
  strict?: boolean;
  /** Runner labels known from runners.yaml, for VP-1. */
  runners?: RunnersConfig;
}

export interface Loaded<T> {
  value: T;
  diagnostics: Diagnostic[];
}

export function loadMasterConfigs(files: readonly SourceFile[], opts: LoadMasterOptions = {}): Loaded<MasterConfigs> {
  const entries = new Map<string, MasterEntry>();
  const sourceOf = new Map<string, string>();
  const diagnostics: Diagnostic[] = [];
  for (const f of files) {
    const p = parseYaml(f.text, f.path);
    diagnostics.push(...p.diagnostics);
    for (const [k, v] of Object.entries((p.value ?? {}) as Record<string, MasterEntry>)) {
      if (opts.only && !opts.only(k)) continue;
      entries.set(k, v);
      sourceOf.set(k, f.path);
    }
  }
  return { value: { entries, sourceOf }, diagnostics };
}

export function loadRunners(file: SourceFile): Loaded<RunnersConfig> {
  const p = parseYaml(file.text, file.path);
  const v = (p.value ?? {}) as Partial<RunnersConfig>;
  return { value: { labels: v.labels ?? {}, hardware: v.hardware ?? {} }, diagnostics: p.diagnostics };
}

export function loadCiPriority(file: SourceFile): Loaded<CiPriorityPolicy> {
  const p = parseYaml(file.text, file.path);
  return { value: p.value as CiPriorityPolicy, diagnostics: p.diagnostics };
}
