// The labels a run was created under. The run's own record (the labels its plan was made with) is
// authoritative; without one, the PR's label events are replayed up to the run's creation time. With
// neither, the labels are unknown and the caller refuses: a run is never trusted on a guess.
import type { LabelPolicy } from '../decide/policy.js';

export interface LabelEvent {
  event: 'labeled' | 'unlabeled';
  label: string;
  /** ISO time of the event (the timeline's `created_at`). */
  createdAt: string;
}

export interface LabelEvidence {
  /** The labels the run recorded when it was planned. */
  recorded?: readonly string[];
  /** Every label event of the PR (all pages of its timeline). */
  timeline?: readonly LabelEvent[];
}

/** The labels applied when the run was created, or undefined when that cannot be known. */
export function labelsAtCreation(evidence: LabelEvidence, runCreatedAt: string): string[] | undefined {
  if (evidence.recorded) return [...new Set(evidence.recorded)].sort();
  if (!evidence.timeline) return undefined;
  const at = Date.parse(runCreatedAt);
  if (Number.isNaN(at)) return undefined;
  const events = evidence.timeline.map((e, i) => ({ e, i, t: Date.parse(e.createdAt) }));
  if (events.some((x) => Number.isNaN(x.t))) return undefined;
  const applied = new Set<string>();
  // Same-second events keep their timeline order; an event in the run's own second counts as before it
  // (the label event is what started the sweep).
  for (const { e } of events.sort((a, b) => a.t - b.t || a.i - b.i)) {
    if (Date.parse(e.createdAt) > at) break;
    if (e.event === 'labeled') applied.add(e.label);
    else applied.delete(e.label);
  }
  return [...applied].sort();
}

/** Labels under which a run's results may not stand for the PR: modifiers that block reuse, and trimming primaries. */
export function reuseBlockingLabels(policy: LabelPolicy, labels: readonly string[]): string[] {
  const blocking = new Set([
    ...policy.modifiers.filter((m) => m.blocksReuse).map((m) => m.name),
    ...policy.primaries.filter((p) => !p.fullSweep).map((p) => p.name),
  ]);
  return labels.filter((l) => blocking.has(l));
}

/** The full-sweep primaries among `labels`. */
export function fullSweepPrimaries(policy: LabelPolicy, labels: readonly string[]): string[] {
  const full = new Set(policy.primaries.filter((p) => p.fullSweep).map((p) => p.name));
  return labels.filter((l) => full.has(l));
}

/** The names of the full-sweep primaries the policy offers (for messages), non-deprecated first. */
export function fullSweepLabelNames(policy: LabelPolicy): string[] {
  return policy.primaries
    .filter((p) => p.fullSweep)
    .sort((a, b) => Number(a.deprecated) - Number(b.deprecated))
    .map((p) => p.name);
}
