// The workspace store: the files one action step leaves for the next (the plan for the upload step, the
// dispatch request for the `mode: dispatch` step) and the downloaded sweep plan `mode: report` reads.
// The action and the simulator both keep their files here, under the same names.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PLAN_DIR, PLAN_FILE } from '../dispatch/files.js';
import { dispatchRequestSchema, type DispatchRequest } from './dispatch-request.js';

export { PLAN_FILE };

/** Defaults of the `plan-dir` and `dispatch-file` inputs, relative to the workspace. */
export const DEFAULT_PLAN_DIR = PLAN_DIR;
export const DEFAULT_DISPATCH_FILE = '.sweep/dispatch-request.json';

/** The artifact the sweep workflow downloads the plan from: one name per head revision and plan. */
export const planArtifactName = (headSha: string, key: string): string =>
  `sweep-plan-${headSha.slice(0, 12)}-${key.slice(0, 12)}`;

export interface StoreFiles {
  planDir: string;
  dispatchFile: string;
  /** Empty: no sweep plan to read. */
  sweepPlan: string;
}

export interface WorkspaceStore {
  /** Writes the plan; returns the file's path. */
  savePlan(plan: unknown): string;
  saveRequest(req: DispatchRequest): void;
  /** The request, or undefined when the planning step wrote none; a malformed request throws. */
  loadRequest(): DispatchRequest | undefined;
  /** The sweep plan as JSON, or undefined when no `sweep-plan` is set; an unreadable file throws. */
  loadSweepPlan(): unknown;
}

export function workspaceStore(workspace: string, files: StoreFiles): WorkspaceStore {
  const planFile = join(resolve(workspace, files.planDir), PLAN_FILE);
  const requestFile = resolve(workspace, files.dispatchFile);
  return {
    savePlan: (plan) => {
      writeText(planFile, JSON.stringify(plan));
      return planFile;
    },
    saveRequest: (req) => writeText(requestFile, JSON.stringify(req)),
    loadRequest: () => readDispatchRequest(requestFile),
    loadSweepPlan: () => {
      if (!files.sweepPlan) return undefined;
      const file = resolve(workspace, files.sweepPlan);
      return parseJson(file, readFileSync(file, 'utf8'), 'is not JSON');
    },
  };
}

function writeText(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

function readDispatchRequest(file: string): DispatchRequest | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const parsed = dispatchRequestSchema().safeParse(parseJson(file, text, 'is not a dispatch request'));
  if (!parsed.success)
    throw new Error(`${file} is not a dispatch request: ${parsed.error.issues[0]?.message ?? ''}`);
  return parsed.data as DispatchRequest;
}

function parseJson(file: string, text: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new Error(`${file} ${what}: ${(e as Error).message}`, { cause: e });
  }
}
