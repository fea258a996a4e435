// Collection de-duplicates results by row id; the newest attempt of a row wins (reruns upload again). Pure.
// `sweep dispatch collect` (the sweep's collect job) and the simulator both merge through `collectResults`.
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

/** Result files (name and text) merged: one row per row id, newest attempt; unreadable files are named, not fatal. */
export function collectResults(files: readonly { name: string; text: string }[]): {
  rows: ResultFile[];
  problems: string[];
} {
  const results: ResultFile[] = [];
  const problems: string[] = [];
  for (const f of files) {
    let r: unknown;
    try {
      r = JSON.parse(f.text);
    } catch {
      problems.push(`${f.name}: not JSON`);
      continue;
    }
    const o = (r ?? {}) as Partial<ResultFile>;
    const attempt = o.attempt === undefined ? 1 : Number(o.attempt);
    if (typeof o['row-id'] !== 'string' || !Number.isSafeInteger(attempt) || attempt < 1) {
      problems.push(`${f.name}: no row-id or attempt, ignored`);
      continue;
    }
    results.push({ ...o, 'row-id': o['row-id'], attempt });
  }
  return { rows: dedupeResults(results), problems };
}

/**
 * The reference's collection of its `bmk_*` artifacts (`agg_bmk.json`): every JSON file, in path order, one
 * list, nothing validated or merged (its collect tool loads each file into the list as it is), so its
 * downstream reads the merged results of a sweep run by this product as it reads its own.
 */
export function collectBmk(files: readonly { name: string; text: string }[]): {
  list: unknown[];
  problems: string[];
} {
  const list: unknown[] = [];
  const problems: string[] = [];
  for (const f of [...files].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)))
    try {
      list.push(JSON.parse(f.text));
    } catch {
      problems.push(`${f.name}: not JSON`);
    }
  return { list, problems };
}
