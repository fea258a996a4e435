// Simulated self-hosted runners: the runner names each label of configs/runners.yaml lists. A job whose
// `runs-on` labels a runner carries waits for the earliest free one (GitHub's all-labels rule); hosted
// labels (`ubuntu-latest`) never wait. A job no runner can take stays queued.
import { yaml } from '../yaml/lib.js';
import type { FakeRunner } from './fake-types.js';

export interface Booking {
  runner: string;
  start: number;
  end: number;
}

export class RunnerFleet {
  private freeAt = new Map<string, number>();
  private hosted = 0;

  /** label → runner names. */
  constructor(readonly labels: Readonly<Record<string, readonly string[]>>) {
    for (const names of Object.values(labels)) for (const n of names) this.freeAt.set(n, 0);
  }

  static fromRunnersYaml(text: string): RunnerFleet {
    const doc = (yaml().parse(text, { version: '1.1' }) ?? {}) as { labels?: Record<string, unknown> };
    const labels: Record<string, string[]> = {};
    for (const [k, v] of Object.entries(doc.labels ?? {})) if (Array.isArray(v)) labels[k] = v.map(String);
    return new RunnerFleet(labels);
  }

  /** The fleet with every runner of these labels offline (they take no jobs, under any label). */
  without(labels: readonly string[]): RunnerFleet {
    const gone = new Set(labels.flatMap((l) => this.labels[l] ?? []));
    if (!gone.size) return this;
    const kept: Record<string, string[]> = {};
    for (const [l, names] of Object.entries(this.labels)) {
      const left = names.filter((n) => !gone.has(n));
      if (left.length) kept[l] = left;
    }
    return new RunnerFleet(kept);
  }

  /** Every runner as the runners listing shows it; those not in `online` are offline. */
  registered(online: RunnerFleet): FakeRunner[] {
    const names = [...new Set(Object.values(this.labels).flat())].sort();
    const up = new Set(Object.values(online.labels).flat());
    return names.map((name, i) => ({
      id: i + 1,
      name,
      status: up.has(name) ? ('online' as const) : ('offline' as const),
      busy: false,
      labels: ['self-hosted', ...Object.keys(this.labels).filter((l) => this.labels[l]!.includes(name))],
    }));
  }

  /** Runners carrying every self-hosted label of `runsOn` (scheduler labels like `ci-job-*` are attached on demand). */
  candidates(runsOn: readonly string[]): string[] {
    const wanted = runsOn.filter((l) => l !== 'self-hosted' && !/^ci-(job|attempt|skip-queue-pr)-/.test(l));
    if (wanted.length === 0) return [];
    const sets = wanted.map((l) => new Set(this.labels[l] ?? []));
    return [...sets[0]!].filter((n) => sets.every((s) => s.has(n))).sort();
  }

  isHosted = (runsOn: readonly string[]): boolean =>
    runsOn.length === 1 && /^(ubuntu|windows|macos)-/.test(runsOn[0]!);

  /** The runner `book` would take for a job ready at `ready` (self-hosted labels only). */
  peek(runsOn: readonly string[], ready: number): string | undefined {
    if (this.isHosted(runsOn)) return undefined;
    const names = this.candidates(runsOn);
    let best = names[0];
    for (const n of names)
      if (Math.max(ready, this.freeAt.get(n)!) < Math.max(ready, this.freeAt.get(best!)!)) best = n;
    return best;
  }

  /** Books the earliest free runner for `duration` ms from `ready`; undefined when no runner carries the labels. */
  book(runsOn: readonly string[], ready: number, duration: number): Booking | undefined {
    if (this.isHosted(runsOn))
      return { runner: `GitHub Actions ${++this.hosted}`, start: ready, end: ready + duration };
    const best = this.peek(runsOn, ready);
    if (best === undefined) return undefined;
    const start = Math.max(ready, this.freeAt.get(best)!);
    this.freeAt.set(best, start + duration);
    return { runner: best, start, end: start + duration };
  }

  /** The fleet's bookings as they are now; calling the result puts them back. */
  snapshot(): () => void {
    const freeAt = new Map(this.freeAt);
    const hosted = this.hosted;
    return () => {
      this.freeAt = freeAt;
      this.hosted = hosted;
    };
  }

  /** A cancelled job gives its runner back at `t`. */
  release(runner: string, t: number): void {
    if (this.freeAt.has(runner) && this.freeAt.get(runner)! > t) this.freeAt.set(runner, t);
  }
}
