export * from './config.js';
export * from './load.js';
export * from './schema.js';
export { repoConfigJsonSchema, JSON_SCHEMA_PATH } from './json-schema.js';
