// The shapes every loader shares: a file as read (path for messages, text to parse) and a loaded value
// with the problems found in it. Kept apart from the loaders so each loader can use them without importing
// another loader.
import type { Diagnostic } from '../diagnostics.js';

export interface SourceFile {
  /** Repository-relative path, used in messages (e.g. `configs/nvidia-master.yaml`). */
  path: string;
  text: string;
  /**
   * The file's bytes, when it was read as bytes (`text` is then their decoding, made on first read):
   * a master file is scanned from them and only the entries a run reads are decoded.
   */
  bytes?: Uint8Array;
}

export interface Loaded<T> {
  value: T;
  diagnostics: Diagnostic[];
}
