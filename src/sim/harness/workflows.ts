// Loads OUR workflow files with GitHub's own parser (`parseWorkflow` + `convertWorkflowTemplate`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  NoOperationTraceWriter,
  convertWorkflowTemplate,
  parseWorkflow,
  type WorkflowTemplate,
} from '@actions/workflow-parser';
import { packageRoot } from '../demo-repo.js';
import { PRODUCT } from '../../dispatch/product.js';

export interface LoadedWorkflow {
  /** Repository-relative path, e.g. `.github/workflows/sweep-run.yml`. */
  file: string;
  text: string;
  template: WorkflowTemplate;
  errors: string[];
}

const cache = new Map<string, Promise<LoadedWorkflow>>();

export function loadWorkflow(file: string, root: string = packageRoot()): Promise<LoadedWorkflow> {
  const key = `${root}\0${file}`;
  let hit = cache.get(key);
  if (!hit) {
    hit = (async () => {
      const text = readFileSync(join(root, file), 'utf8');
      const parsed = parseWorkflow({ name: file, content: text }, new NoOperationTraceWriter());
      const errors = parsed.context.errors.getErrors().map((e) => e.message);
      const template = await convertWorkflowTemplate(parsed.context, parsed.value!);
      errors.push(...(template.errors ?? []).map((e) => e.Message).filter((m) => !errors.includes(m)));
      return { file, text, template, errors };
    })();
    cache.set(key, hit);
  }
  return hit;
}

/** `./.github/workflows/x.yml` (a local reusable workflow) → its repository-relative path; else undefined. */
export const localWorkflowPath = (uses: string): string | undefined =>
  /^\.\/(\.github\/workflows\/[^@]+\.ya?ml)$/.exec(uses)?.[1];

/**
 * Where a reusable workflow reference points: `./…` in the caller's repository, and the product's own
 * `owner/repo/.github/workflows/x.yml@ref` in this checkout (as GitHub would fetch it at that ref).
 */
export function resolveWorkflowRef(
  uses: string,
  callerRoot: string,
  productRoot: string,
): { file: string; root: string } | undefined {
  const local = localWorkflowPath(uses);
  if (local) return { file: local, root: callerRoot };
  const m = /^([^/@\s]+\/[^/@\s]+)\/(\.github\/workflows\/[^@]+\.ya?ml)@(\S+)$/.exec(uses);
  if (m && m[1] === PRODUCT.repo && m[3] === PRODUCT.ref) return { file: m[2]!, root: productRoot };
  return undefined;
}
