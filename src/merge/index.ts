// The changelog merge helper's public surface: conflict resolution and the pr-link rewrite.
export {
  mergeChangelog,
  MSG_CORRECTIONS_PRESENT,
  MSG_NO_CONTRIBUTION,
  MSG_NOTHING_LEFT,
  MSG_PR_LINK_LINE,
  MSG_SPANS,
  type AppliedCorrection,
  type DroppedEntry,
  type KeptEntry,
  type MergeInput,
  type MergeOutcome,
  type MergeResult,
} from './merge.js';
export { setPrLink, type PrLinkEdit } from './prlink-edit.js';
