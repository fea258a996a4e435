// Reading git objects: the only module that spawns git, under the gate, the planner and the action.
export { git, gitEnv, gitSync, type GitOptions, type GitResult } from './run.js';
export {
  catFileBatch,
  openCatFile,
  type CatFile,
  type CatFileInfo,
  type CatFileResult,
  type GitObject,
  type ObjectInfo,
} from './cat-file.js';
export { treeEntries, type TreeEntry } from './tree.js';
export { BLOB_ID, blobId } from './object-id.js';
export {
  GitError,
  couldNotRead,
  mergeBase,
  readBlobsAtRef,
  readChangelogPair,
  readFilesAtRef,
  resolveGateRefs,
  revParse,
  type ChangelogPair,
} from './refs.js';
