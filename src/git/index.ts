// Reading git objects: the only module that spawns git, under the gate, the planner and the action.
export {
  catFileBatch,
  git,
  gitEnv,
  gitSync,
  type GitObject,
  type GitOptions,
  type GitResult,
} from './run.js';
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
