// RR-1: collection de-duplicates results by row id; the newest attempt wins (reruns upload again). Pure.
export interface ResultFile {
  'row-id': string;
  attempt: number;
  [key: string]: unknown;
}

export function dedupeResults(results: readonly ResultFile[]): ResultFile[] {
  const newest = new Map<string, ResultFile>();
  for (const r of results) {
    const prev = newest.get(r['row-id']);
    if (!prev || r.attempt >= prev.attempt) newest.set(r['row-id'], r);
  }
  return [...newest.values()].sort((a, b) => a['row-id'].localeCompare(b['row-id']));
}
