// The shapes every loader shares: a file as read (path for messages, text to parse) and a loaded value
// with the problems found in it. Kept apart from the loaders so each loader can use them without importing
// another loader.
import type { Diagnostic } from '../diagnostics.js';
import type { SourceScan } from './slice.js';

export interface SourceFile {
  /** Repository-relative path, used in messages (e.g. `configs/nvidia-master.yaml`). */
  path: string;
  text: string;
  /**
   * The file's bytes, when it was read as bytes (`text` is then their decoding, made on first read):
   * a master file is scanned from them and only the entries a run reads are decoded.
   */
  bytes?: Uint8Array;
  /** The file's top-level scan when it was made earlier (kept beside a copy of the file): not made again. */
  scan?: SourceScan;
  /**
   * Values of this very file's entries as the fast path read them on an earlier run (the CLI keeps them
   * by the file's content): an entry found here is not parsed again.
   */
  values?: EntryValues;
}

/** Remembered values of one file's top-level entries, each the fast path's `{ key: value }` of its text. */
export interface EntryValues {
  get(key: string): Record<string, unknown> | undefined;
  /** Called with what the fast path read, before anything else sees (or changes) the value. */
  put(key: string, value: Record<string, unknown>): void;
}

export interface Loaded<T> {
  value: T;
  diagnostics: Diagnostic[];
}
