// Simulated time for the Actions simulator: a discrete-event queue, so an eight-hour sweep replays in
// milliseconds. Handlers may be async (they call the fake GitHub over HTTP); they run one at a time, in
// time order, ties in scheduling order.
export const SIM_EPOCH = Date.parse('2026-08-22T12:00:00Z');

interface Item {
  t: number;
  seq: number;
  fn: () => unknown;
}

export class SimClock {
  /** Milliseconds since SIM_EPOCH. */
  now = 0;
  private items: Item[] = [];
  private seq = 0;

  at(t: number, fn: () => unknown): void {
    this.items.push({ t: Math.max(t, this.now), seq: this.seq++, fn });
  }

  after(ms: number, fn: () => unknown): void {
    this.at(this.now + ms, fn);
  }

  iso(t: number = this.now): string {
    return new Date(SIM_EPOCH + t).toISOString();
  }

  /** Runs every queued handler (and those they queue) in time order. */
  async drain(limit = 100_000): Promise<void> {
    for (let n = 0; this.items.length; n++) {
      if (n >= limit) throw new Error(`simulation did not settle after ${limit} events`);
      let best = 0;
      for (let i = 1; i < this.items.length; i++) {
        const a = this.items[i]!;
        const b = this.items[best]!;
        if (a.t < b.t || (a.t === b.t && a.seq < b.seq)) best = i;
      }
      const [item] = this.items.splice(best, 1);
      this.now = Math.max(this.now, item!.t);
      await item!.fn();
    }
  }
}

export type TimelineKind =
  'user' | 'event' | 'control' | 'run' | 'job' | 'runner' | 'cancel' | 'comment' | 'result';

export interface TimelineEntry {
  t: number;
  kind: TimelineKind;
  text: string;
}

/** What happened when, printed as it happens (progress) and kept for the final report and tests. */
export class Timeline {
  readonly entries: TimelineEntry[] = [];
  constructor(
    private readonly clock: SimClock,
    private readonly sink?: (line: string) => void,
  ) {}

  add(kind: TimelineKind, text: string, t: number = this.clock.now): void {
    const e = { t, kind, text };
    this.entries.push(e);
    this.sink?.(formatEntry(e));
  }
}

export function simTime(ms: number): string {
  const s = Math.floor(ms / 1000);
  const hh = String(Math.floor(s / 3600)).padStart(2, '0');
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}`;
}

export const formatEntry = (e: TimelineEntry): string => `[${simTime(e.t)}] ${e.kind.padEnd(7)} ${e.text}`;
