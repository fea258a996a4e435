// The zod building blocks of the config schemas, with pydantic's wording for each failure, so
// messages read like the reference's.
import type * as Z from 'zod';
import { zod } from '../zod/lib.js';

export type Raw = { code: string; input?: unknown };

/** "Field required" when the key is absent, else `text`: pydantic's wording for both cases. */
export const says =
  (text: string) =>
  (iss: Raw): string =>
    iss.code === 'invalid_type' && iss.input === undefined ? 'Field required' : text;

export const int = () => zod().int({ error: says('Input should be a valid integer') });
/** strict int > 0 (pp, dcp-size, pcp-size, tp, isl, osl, …). */
export const posInt = () => int().min(1, { error: 'Input should be greater than 0' });
export const str = () => zod().string({ error: says('Input should be a valid string') });
export const nonEmptyStr = () => str().min(1, { error: 'String should have at least 1 character' });
export const bool = () => zod().boolean({ error: says('Input should be a valid boolean') });
export const list = <T extends Z.ZodType>(item: T) =>
  zod().array(item, { error: says('Input should be a valid list') });
export const obj = <S extends Z.ZodRawShape>(shape: S) =>
  zod().strictObject(shape, { error: says('Input should be a valid dictionary') });

/** Built on first use and kept: a run that never needs a schema never pays for its construction. */
export { once } from '../zod/lib.js';
