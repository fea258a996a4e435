// The plain check in front of the config file's schema accepts exactly what the schema accepts (it may send
// a valid value on to the schema, never let an invalid one through), and what it accepts is the parse result.
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptsRepoConfig } from './accepts.js';
import { repoConfigSchema } from './schema.js';

const pick = <T>(good: fc.Arbitrary<T>, ...bad: unknown[]): fc.Arbitrary<unknown> =>
  bad.length
    ? fc.oneof({ arbitrary: good, weight: 30 }, { arbitrary: fc.constantFrom(...bad), weight: 1 })
    : good;
const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined, freq: 3 });
const path = pick(
  fc.constantFrom('configs/x.yaml', 'a', 'inferencex-e2e/perf-changelog.yaml', 'a/..b/c'),
  '',
  '/abs',
  '../up',
  'a/../b',
  'a\\b',
  'x'.repeat(301),
  3,
);
const label = pick(
  fc.constantFrom('full-sweep', 'my_label', 'a:b', 'x'.repeat(50)),
  '',
  'two words',
  'a,b',
  'a$b',
  'x'.repeat(51),
  null,
);
const bool = pick(fc.boolean(), 'true', 1, null);
const strip = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
const record = (fields: Record<string, fc.Arbitrary<unknown>>, ...bad: unknown[]) =>
  pick(fc.record(Object.fromEntries(Object.entries(fields).map(([k, a]) => [k, opt(a)]))).map(strip), ...bad);

const config = fc
  .record({
    $schema: opt(pick(fc.constant('https://example.com/s.json'), 1)),
    layout: opt(
      record(
        {
          root: pick(fc.constantFrom('.', 'inferencex-e2e', 'a/b-c.d'), '..x/', 'a//b', '/a', ''),
          changelog: path,
          masters: pick(fc.array(path, { minLength: 1, maxLength: 3 }), [], 'a'),
          runners: path,
          'ci-priority': path,
          lanes: path,
        },
        { other: 1 },
        [],
        'x',
      ),
    ),
    labels: opt(
      record(
        {
          primaries: record({ 'full-sweep-enabled': label, 'sweep-enabled': label }, { unknown: 'x' }),
          modifiers: record({ 'all-evals': label, 'agentx-fast': label }, { 'full-sweep-enabled': 'x' }),
          scheduling: pick(fc.array(label, { maxLength: 3 }), 'x', Array(51).fill('a')),
        },
        null,
      ),
    ),
    dashboard: opt(
      record({
        'base-url': pick(
          fc.constantFrom('https://inferencex.com', 'http://localhost:8080/x', 'https://a.b/c?d=e#f'),
          'ftp://x',
          'https:/x',
          'https://',
          ' https://a.b',
          'https://a b',
          'HTTPS://A.B',
          'notaurl',
          'http:example.com',
        ),
        'performance-path': pick(fc.constantFrom('/', '/perf', '/a/b_c~d'), 'perf', '/a b', ''),
        'accuracy-path': pick(fc.constantFrom('/accuracy'), '/a?b'),
      }),
    ),
    'links-marker': opt(pick(fc.constant('<!-- my-links -->'), '<!--x-->', '<!-- a b -->')),
    'bot-login': opt(pick(fc.constantFrom('github-actions[bot]', 'me'), 'a b', 'x[bot]y', '')),
    'fail-fast-scope': opt(pick(fc.constantFrom('matrix', 'run'), 'all', null)),
    launcher: opt(
      fc.oneof(
        pick(fc.constantFrom('bash run.sh', 'x'.repeat(500)), '', 'x'.repeat(501), 3),
        record(
          {
            profile: pick(fc.constantFrom('script', 'inferencex'), 'infx', null),
            command: pick(fc.constantFrom('python -m infx.launch run'), ''),
            secrets: record(
              {
                HF_TOKEN: pick(
                  fc.constantFrom('HF_TOKEN', 'INFERENCEX_OFFICIAL_RO_HF_TOKEN'),
                  'GITHUB_X',
                  '1A',
                  'a-b',
                ),
                CHECKOUT_TOKEN: pick(fc.constantFrom('REPO_PAT'), ''),
              },
              { OTHER: 'X' },
            ),
          },
          { profile: 'inferencex', extra: 1 },
          [],
        ),
      ),
    ),
    scheduler: opt(record({ priority: bool, 'node-slots': bool }, { nodeSlots: true })),
    comments: opt(
      record({
        status: pick(fc.constantFrom('auto', 'always'), 'never'),
        guidance: bool,
        'protected-notice': bool,
        'protected-paths': pick(fc.array(path, { minLength: 1, maxLength: 2 }), []),
      }),
    ),
    'budget-gpu-hours': opt(
      pick(fc.constantFrom(0.5, 100, 1e7), 0, -1, 1e7 + 1, Number.NaN, Number.POSITIVE_INFINITY, '5'),
    ),
    'queue-alert-minutes': opt(pick(fc.integer({ min: 1, max: 10080 }), 0, 10081, 1.5, 2 ** 53, '30')),
    retry: opt(
      record(
        {
          'max-attempts': pick(fc.integer({ min: 0, max: 5 }), -1, 6, 1.5, '1'),
          'budget-gpu-hours': pick(fc.constantFrom(0, 12.5, 1e7), -1, 1e7 + 1, Number.NaN, '5'),
        },
        { attempts: 1 },
      ),
    ),
    results: opt(
      record(
        {
          baseline: pick(fc.constantFrom('published', 'postgres', 'none'), 'database', null),
          'data-branch': pick(
            fc.constantFrom('sweep-results', 'data/results', 'a.b_c-d'),
            '',
            '.hidden',
            'a..b',
            'a b',
            '/a',
            'a/',
            'x'.repeat(101),
          ),
          samples: pick(fc.integer({ min: 1, max: 20 }), 0, 21, 2.5, '5'),
          'database-url-env': pick(fc.constantFrom('DATABASE_URL', '_X1'), 'database_url', '1X', ''),
          thresholds: record(
            {
              tput_per_gpu: pick(fc.constantFrom(0.05, 1, 10), 0, -0.1, 11, '0.05'),
              median_ttft: pick(fc.constant(0.1), Number.NaN),
            },
            { throughput: 0.1 },
          ),
        },
        { threshold: 1 },
      ),
    ),
    unknown: fc.option(fc.constantFrom('labels-marker', 'extra'), { nil: undefined, freq: 10 }),
  })
  .map(({ unknown, ...rest }) => {
    const out = strip(rest);
    if (unknown) out[unknown] = 'x';
    return out;
  });

describe('the config file check without the schema', () => {
  it('RC-2 accepts exactly the random files the schema accepts unchanged', () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.oneof({ arbitrary: config, weight: 9 }, fc.constantFrom(null, [], 'x', 3)), (v) => {
        const r = repoConfigSchema().safeParse(v);
        // A value the schema changes (a URL it trims) is left to the schema.
        const unchanged = r.success && isDeepStrictEqual(r.data, v);
        expect(acceptsRepoConfig(v), JSON.stringify(v)).toBe(unchanged);
        if (unchanged) accepted++;
      }),
      { numRuns: 3000 },
    );
    expect(accepted).toBeGreaterThan(40);
  });
});
