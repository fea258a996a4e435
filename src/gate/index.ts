// The changelog gate's public surface.
export { gateChangelog } from './gate.js';
export {
  parseChangelog,
  parseStructure,
  validateEntries,
  countEntryStarts,
  type ParsedEntry,
  type ParsedChangelog,
} from './changelog.js';
export { laxEntrySchema, strictEntrySchema, normalizeEntry, KEY_ALIASES, SCENARIO_TYPES } from './schema.js';
export { extendsBytes } from './layout.js';
export { checkNewPrLink, isCanonicalPrLink, type PrLinkContext } from './prlink.js';
export * from './types.js';
