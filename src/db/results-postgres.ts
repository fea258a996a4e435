// The results database as a baseline (the reference's comparison semantics, src/results/postgres.ts),
// through the ordinary PostgreSQL client for Node on a read-only connection URL. One query per measured
// fixed-sequence point; agentic points are not compared, as in the reference.
import type { BaselineIndex } from '../results/baseline.js';
import { rowBaseline } from '../results/baseline.js';
import type { RowResults } from '../results/match.js';
import { BASELINE_SQL, pgParams, pgSamples } from '../results/postgres.js';

export async function postgresBaseline(
  url: string,
  rows: readonly RowResults[],
  samples: number,
): Promise<BaselineIndex> {
  // Loaded only when a database is asked for: every other use of the CLI stays without it.
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, statement_timeout: 30_000, query_timeout: 30_000 });
  await client.connect();
  try {
    const answers = [];
    for (const rr of rows)
      for (const m of rr.measured) {
        const params = m.kind === 'fixed' ? pgParams(rr.row, m.conc, samples) : undefined;
        if (!params) continue;
        const r = await client.query(BASELINE_SQL, params);
        answers.push({ rowId: rr.rowId, kind: m.kind, conc: m.conc, samples: pgSamples(r.rows) });
      }
    return rowBaseline('postgres', answers);
  } finally {
    await client.end();
  }
}
