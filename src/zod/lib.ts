// The schema library (zod), loaded on first use. Valid inputs are checked by plain predicates and most
// runs never build a schema, so the library's code is not even loaded then. It loads synchronously, so
// every caller stays synchronous: from the installed package (its CommonJS build) when running from the
// sources, from its own file next to the bundles in a build (the build names that file).
//
// Every schema in the product is built by this one instance: schemas from two copies of the library must
// never be composed or tested against each other's classes.
import { createRequire } from 'node:module';
import type * as Z from 'zod';

declare const SWEEP_ZOD_MODULE: string | undefined;

/**
 * The library's members the product uses. The build's file holds these and what they need, nothing else
 * (the whole package is five times larger); the type below makes any other member a compile error.
 */
export const ZOD_MEMBERS = [
  'array',
  'boolean',
  'enum',
  'int',
  'lazy',
  'literal',
  'number',
  'object',
  'preprocess',
  'prettifyError',
  'record',
  'strictObject',
  'string',
  'toJSONSchema',
  'union',
  'unknown',
  'url',
  'ZodArray',
  'ZodObject',
  'ZodOptional',
  'ZodRecord',
] as const;

export type ZodLib = Pick<typeof Z, (typeof ZOD_MEMBERS)[number]>;

let lib: ZodLib | undefined;

export function zod(): ZodLib {
  if (lib) return lib;
  const spec = typeof SWEEP_ZOD_MODULE === 'string' ? SWEEP_ZOD_MODULE : 'zod';
  return (lib = createRequire(import.meta.url)(spec) as ZodLib);
}

/** Whether anything in this process has asked for the library yet. */
export const zodLoaded = (): boolean => lib !== undefined;

/** A value (anything but undefined) made on the first call and shared by every later one. */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
