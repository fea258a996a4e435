// The `postgres` baseline against a real PostgreSQL server started here on 127.0.0.1 (PGlite, PostgreSQL
// compiled to WebAssembly, serving the wire protocol), through node-postgres, with tables laid out as the
// reference's results database is described: the newest main result per configuration, sequence lengths
// and concurrency; error rows and other branches never count.
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBaseline } from '../../src/db/results-postgres.js';
import { rowIdOf } from '../../src/dispatch/plan.js';
import type { Row } from '../../src/plan/row.js';
import { compareResults, sweepResults } from '../../src/results/index.js';
import { F1_RF, f1Raw, f1Row } from './examples.js';
import { jobEnv } from '../../src/results/env.js';
import { processResult } from '../../src/results/process.js';

let db: PGlite;
let server: PGLiteSocketServer;
let url = '';

const SCHEMA = `
CREATE TABLE configs (
  id serial PRIMARY KEY, hardware text NOT NULL, model text NOT NULL, framework text NOT NULL,
  precision text NOT NULL, spec_method text NOT NULL, disagg boolean NOT NULL, is_multinode boolean NOT NULL,
  prefill_tp int NOT NULL, prefill_ep int NOT NULL, prefill_dp_attention boolean NOT NULL,
  decode_tp int NOT NULL, decode_ep int NOT NULL, decode_dp_attention boolean NOT NULL);
CREATE TABLE workflow_runs (id bigint PRIMARY KEY, head_branch text NOT NULL);
CREATE TABLE benchmark_results (
  id serial PRIMARY KEY, config_id int NOT NULL REFERENCES configs(id),
  workflow_run_id bigint NOT NULL REFERENCES workflow_runs(id),
  isl int NOT NULL, osl int NOT NULL, conc int NOT NULL, date timestamptz NOT NULL, error text, metrics jsonb NOT NULL);
`;

beforeAll(async () => {
  db = await PGlite.create();
  await db.exec(SCHEMA);
  // Config 1 is the row's (single-node: its TP/EP/DPA stand for both roles); config 2 differs in TP.
  await db.exec(`
    INSERT INTO configs VALUES
      (1, 'b200', 'dsr1-0528-fp4', 'sglang', 'fp4', 'none', false, false, 8, 1, false, 8, 1, false),
      (2, 'b200', 'dsr1-0528-fp4', 'sglang', 'fp4', 'none', false, false, 4, 1, false, 4, 1, false);
    INSERT INTO workflow_runs VALUES (11, 'main'), (12, 'main'), (13, 'main'), (14, 'main'), (15, 'feature-x');
    INSERT INTO benchmark_results (config_id, workflow_run_id, isl, osl, conc, date, error, metrics) VALUES
      (1, 11, 1024, 1024, 64, '2026-08-01', NULL, '{"tput_per_gpu": 1000, "median_intvty": 67}'),
      (1, 12, 1024, 1024, 64, '2026-08-02', NULL, '{"tput_per_gpu": 1010, "median_intvty": 68}'),
      (1, 13, 1024, 1024, 64, '2026-08-03', NULL, '{"tput_per_gpu": 990, "median_intvty": 66}'),
      (1, 14, 1024, 1024, 64, '2026-08-04', 'server died', '{"tput_per_gpu": 10}'),
      (1, 15, 1024, 1024, 64, '2026-08-05', NULL, '{"tput_per_gpu": 5000}'),
      (1, 13, 1024, 1024, 128, '2026-08-03', NULL, '{"tput_per_gpu": 1500}'),
      (1, 13, 8192, 1024, 64, '2026-08-03', NULL, '{"tput_per_gpu": 700}'),
      (2, 13, 1024, 1024, 64, '2026-08-06', NULL, '{"tput_per_gpu": 2000}');
  `);
  server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1' });
  await server.start();
  url = `postgresql://postgres:postgres@${server.getServerConn()}/postgres?sslmode=disable`;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await db?.close();
});

const agg = (row: Row) => {
  const r = processResult(f1Raw, jobEnv(row, { resultFilename: F1_RF }));
  if (!r.ok) throw new Error(r.error);
  return r.agg;
};

describe('the postgres baseline', () => {
  it('takes the newest main results of the configuration, sequence lengths and concurrency only', async () => {
    const row = { ...f1Row, runner: 'b200-multinode' };
    const results = sweepResults(
      [row],
      [{ name: `result-${rowIdOf(row)}-1`, files: [{ path: 'agg_x.json', text: JSON.stringify(agg(row)) }] }],
    );
    const baseline = await postgresBaseline(url, results.rows, 5);
    const samples = baseline.byRow.get(`${rowIdOf(row)}|fixed|64`)!;
    // Newest first; the error row, the feature branch, other concurrencies, lengths and TPs are not there.
    expect(samples.map((s) => s.metrics.tput_per_gpu)).toEqual([990, 1010, 1000]);
    expect(samples.map((s) => s.source)).toEqual(['run 13', 'run 12', 'run 11']);
    expect(samples[0]!.at).toMatch(/^2026-08-03/);

    // The PR's 1043.97 tok/s/GPU lies inside the three samples' 95% prediction interval (1000 ± 49.7).
    const c = compareResults(results, baseline, { samples: 5 });
    expect(c.baseline).toBe('postgres');
    expect(c.groups[0]!.points[0]!.verdict.metrics[0]).toMatchObject({
      metric: 'tput_per_gpu',
      test: 't-interval',
      base: 1000,
      verdict: 'within-noise',
    });
  });

  it('asks for the newest sample only when one is configured', async () => {
    const results = sweepResults(
      [f1Row],
      [
        {
          name: `result-${rowIdOf(f1Row)}-1`,
          files: [{ path: 'agg_x.json', text: JSON.stringify(agg(f1Row)) }],
        },
      ],
    );
    const baseline = await postgresBaseline(url, results.rows, 1);
    expect(baseline.byRow.get(`${rowIdOf(f1Row)}|fixed|64`)!.map((s) => s.metrics.tput_per_gpu)).toEqual([
      990,
    ]);
  });
});
