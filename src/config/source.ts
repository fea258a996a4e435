// The shapes every loader shares: a file as read (path for messages, text to parse) and a loaded value
// with the problems found in it. Kept apart from the loaders so each loader can use them without importing
// another loader.
import type { Diagnostic } from '../diagnostics.js';

export interface SourceFile {
  /** Repository-relative path, used in messages (e.g. `configs/nvidia-master.yaml`). */
  path: string;
  text: string;
}

export interface Loaded<T> {
  value: T;
  diagnostics: Diagnostic[];
}
