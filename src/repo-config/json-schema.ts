// The JSON Schema of `.github/sweep.yml`, generated from the zod schema (schema/sweep-config.schema.json is
// this output, committed for editors; a test keeps it fresh).
import { zod } from '../zod/lib.js';
import { repoConfigSchema } from './schema.js';

export const JSON_SCHEMA_PATH = 'schema/sweep-config.schema.json';

export function repoConfigJsonSchema(): string {
  const s = zod().toJSONSchema(repoConfigSchema(), { target: 'draft-2020-12', io: 'input' }) as Record<
    string,
    unknown
  >;
  return `${JSON.stringify({ ...s, title: 'sweep orchestrator repository config (.github/sweep.yml)' }, null, 2)}\n`;
}
