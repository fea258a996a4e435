// The hand-over between the control job's two action steps. The planning step writes the plan and this
// request; the workflow uploads the plan artifact; only then does the `mode: dispatch` step read the request
// and dispatch. So the sweep's load-plan can never look for an artifact that is not uploaded yet.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import * as z from 'zod';
import type { StatusModel } from '../report/status.js';

export const DispatchRequestSchema = z.object({
  workflow: z.string().min(1),
  ref: z.string().min(1),
  inputs: z.record(z.string(), z.string()),
  /** The PR (null for a manual sweep: no CC-1 check, no comments). */
  pr: z.number().int().positive().nullable(),
  key: z.string().min(1),
  /** `/sweep`: dispatch even when the same plan is in flight (RR-2). */
  restart: z.boolean(),
  /** BC-4: comment the approved revision after dispatching. */
  approvedSha: z.string().optional(),
  /** CM-5: the PR head the status was computed for; a moved head aborts the status edit. */
  recheckHead: z.string().optional(),
  /** The status comment's model, re-rendered with the run link (and cancelled runs) after dispatching. */
  status: z.record(z.string(), z.unknown()).optional(),
});

export type DispatchRequest = Omit<z.infer<typeof DispatchRequestSchema>, 'status'> & {
  status?: StatusModel;
};

export function writeDispatchRequest(file: string, req: DispatchRequest): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(req));
}

/** The request, or undefined when the planning step wrote none; a malformed request throws. */
export function readDispatchRequest(file: string): DispatchRequest | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new Error(`${file} is not a dispatch request: ${(e as Error).message}`, { cause: e });
  }
  const parsed = DispatchRequestSchema.safeParse(json);
  if (!parsed.success)
    throw new Error(`${file} is not a dispatch request: ${parsed.error.issues[0]?.message ?? ''}`);
  return parsed.data as DispatchRequest;
}
