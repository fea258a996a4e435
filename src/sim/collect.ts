// The collect step's merge (RR-1): result files from every attempt, de-duplicated by row id, the newest
// attempt winning. Pure. (The sweep workflow calls `sweep dispatch collect`, which does not exist yet;
// this is the behaviour the simulator assumes for it.)
export interface RowResult {
  'row-id': string;
  attempt: number;
  status: string;
  [k: string]: unknown;
}

export function mergeResults(files: readonly string[]): { rows: RowResult[]; problems: string[] } {
  const byRow = new Map<string, RowResult>();
  const problems: string[] = [];
  for (const text of files) {
    let r: unknown;
    try {
      r = JSON.parse(text);
    } catch {
      problems.push(`not JSON: ${text.slice(0, 60)}`);
      continue;
    }
    const row = r as Partial<RowResult>;
    if (typeof row['row-id'] !== 'string' || typeof row.attempt !== 'number') {
      problems.push(`result without row-id/attempt: ${text.slice(0, 60)}`);
      continue;
    }
    const prev = byRow.get(row['row-id']);
    if (!prev || prev.attempt < row.attempt) byRow.set(row['row-id'], row as RowResult);
  }
  return { rows: [...byRow.values()].sort((a, b) => a['row-id'].localeCompare(b['row-id'])), problems };
}
