// Reading git objects: the imperative shell under the gate and the planner.
export { CatFileBatch, catFile, closeAll, type GitObject } from './batch.js';
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
