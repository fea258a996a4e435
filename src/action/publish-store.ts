// The files a merge run's steps hand each other: the merge-time changelog metadata (uploaded by the
// workflow as the `changelog-metadata` artifact) and the publication request the `mode: publish` step
// sends once the artifact exists.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type * as Z from 'zod';
import { once, zod } from '../zod/lib.js';

export const DEFAULT_PUBLISH_DIR = '.sweep/publish';
export const CHANGELOG_METADATA_FILE = 'changelog-metadata.json';
const REQUEST_FILE = 'publish-request.json';

export const publishRequestSchema = once(() => {
  const z = zod();
  return z.object({
    /** `owner/name` the dispatch goes to. */
    target: z.string(),
    eventType: z.string(),
    payload: z.record(z.string(), z.unknown()),
    mergeSha: z.string().regex(/^[0-9a-f]{40}$/),
    pr: z.number().int().positive(),
    sourceRunId: z.number().int().positive(),
  });
});
export type PublishRequest = Z.infer<ReturnType<typeof publishRequestSchema>>;

export interface PublishStore {
  /** Writes the metadata; returns the file's path (the artifact's content). */
  saveMetadata(json: unknown): string;
  saveRequest(req: PublishRequest): void;
  /** The request the merge step wrote, or undefined; a malformed one throws. */
  loadRequest(): PublishRequest | undefined;
}

export function publishStore(workspace: string, dir = DEFAULT_PUBLISH_DIR): PublishStore {
  const base = resolve(workspace, dir);
  const write = (file: string, text: string) => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    return file;
  };
  return {
    saveMetadata: (json) => write(join(base, CHANGELOG_METADATA_FILE), `${JSON.stringify(json, null, 2)}\n`),
    saveRequest: (req) => void write(join(base, REQUEST_FILE), JSON.stringify(req)),
    loadRequest: () => {
      let text: string;
      try {
        text = readFileSync(join(base, REQUEST_FILE), 'utf8');
      } catch {
        return undefined;
      }
      const parsed = publishRequestSchema().safeParse(JSON.parse(text));
      if (!parsed.success)
        throw new Error(`${REQUEST_FILE} is not a publication request: ${parsed.error.issues[0]?.message}`);
      return parsed.data;
    },
  };
}
