// Concurrency grids: start at `conc-start`, multiply by the step, clamp to `conc-end`,
// and always include `conc-end` (4…100 step 2 → 4,8,16,32,64,100).

export function concRange(start: number, end: number, step: number): number[] {
  const out: number[] = [];
  // step > 1 is guaranteed by validation; the guard keeps a bad caller from looping forever.
  if (!(step > 1) || !(start > 0)) return start <= end ? [end] : [];
  for (let c = start; c < end; c *= step) out.push(c);
  out.push(end);
  return out;
}

export interface ConcFields {
  'conc-start'?: number;
  'conc-end'?: number;
  'conc-list'?: number[];
}

/** The item's concurrency values: its `conc-list` as written (order and duplicates kept), else its grid. */
export function concValues(item: ConcFields, step: number): number[] {
  const list = item['conc-list'];
  if (list && list.length > 0) return [...list];
  const start = item['conc-start'];
  const end = item['conc-end'];
  if (start === undefined || end === undefined) return [];
  return concRange(start, end, step);
}
