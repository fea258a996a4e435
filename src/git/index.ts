// Reading git objects: the only module that spawns git, under the gate, the planner and the action.
export { git, gitEnv, gitSync, type GitOptions, type GitResult } from './run.js';
export { catFileBatch, openCatFile, type CatFile, type CatFileResult, type GitObject } from './cat-file.js';
export { treeEntries, type TreeEntry } from './tree.js';
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
