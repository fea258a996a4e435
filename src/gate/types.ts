// The gate's public shapes: entries, corrections, the outcome and its inputs. The planner and the CLI
// consume these; keep them stable.
import type { Diagnostic } from '../diagnostics.js';

export type ScenarioType = 'fixed-seq-len' | 'agentic-coding';

/** An entry as the plan's `changelog_metadata.entries` carries it: defaults filled, nulls dropped, fixed key order. */
export interface NormalizedEntry {
  'config-keys': string[];
  description: string[];
  'pr-link': string;
  'evals-only': boolean;
  'all-evals': boolean;
  'append-only': boolean;
  'scenario-type'?: ScenarioType[];
  'eval-min-prefill-ep'?: number;
  'no-evals'?: boolean;
}

export interface AppendedEntry {
  /** 1-based entry number in the head file. */
  index: number;
  /** Head-file line of the entry's `- config-keys:` line. */
  line: number;
  entry: NormalizedEntry;
  /** The entry exactly as YAML parsed it. */
  raw: unknown;
}

/** A historical `pr-link` rewritten to a canonical link (a correction: no sweep, nothing else changes). */
export interface Correction {
  /** 1-based entry number (same in base and head). */
  index: number;
  /** Head-file line of the changed `pr-link:` line. */
  line: number;
  from: string;
  to: string;
}

export type GateOutcome = 'entries' | 'corrections' | 'no-entry' | 'error';

export interface GateResult {
  outcome: GateOutcome;
  appended: AppendedEntry[];
  corrections: Correction[];
  diagnostics: Diagnostic[];
}

export interface GateInput {
  /** Repository-relative path used in messages, normally `perf-changelog.yaml`. */
  path: string;
  /** The file at the base ref; `null` when it does not exist there (zero entries). Bytes are checked for UTF-8. */
  base: string | Uint8Array | null;
  /** The file at the head ref. */
  head: string | Uint8Array;
  /** The PR number when known (the action on a PR event): new links must use it or XXX. */
  prNumber?: number;
  /** `<owner>/<repo>` for `pr-link` checks; default `SemiAnalysisAI/InferenceX`. */
  repo?: string;
  /** Layout problems (CR, tabs, blank lines) become errors instead of warnings. */
  strict?: boolean;
  /** `push`: new links must be canonical; a violation is reported but cannot block. */
  event?: 'pull_request' | 'push';
  /** The head ref's name, for the message `<path> at <ref> does not end with a newline`. */
  headRef?: string;
}

export const DEFAULT_REPO = 'SemiAnalysisAI/InferenceX';
