import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  GitError,
  catFileBatch,
  couldNotRead,
  git,
  gitEnv,
  gitSync,
  mergeBase,
  openCatFile,
  readBlobsAtRef,
  readChangelogPair,
  readFilesAtRef,
  resolveGateRefs,
  revParse,
  treeEntries
} from "./chunk-BO4ALB5V.js";
import "./chunk-ITD6XYZ2.js";
import "./chunk-7ULEYCHH.js";
export {
  GitError,
  catFileBatch,
  couldNotRead,
  git,
  gitEnv,
  gitSync,
  mergeBase,
  openCatFile,
  readBlobsAtRef,
  readChangelogPair,
  readFilesAtRef,
  resolveGateRefs,
  revParse,
  treeEntries
};
