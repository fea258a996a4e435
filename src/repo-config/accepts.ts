// A plain check in front of the config file's schema: true only for a value the schema accepts and returns
// unchanged, so a valid file is read without building the schema (or loading its library). Whatever it is
// unsure of goes to the schema, which then accepts it or words each problem.
import { MODIFIER_ROLES, PATTERNS, PRIMARY_ROLES, RESULT_METRICS, type RepoConfigFile } from './schema.js';
import { BENCHMARK_SECRET_NAMES, LAUNCHER_PROFILES } from '../dispatch/launcher-profile.js';

type Check = (v: unknown) => boolean;

const isMap = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
const str =
  (min: number, max: number, re?: RegExp): Check =>
  (v) =>
    typeof v === 'string' && v.length >= min && v.length <= max && (!re || re.test(v));
const bool: Check = (v) => typeof v === 'boolean';
const oneOf =
  (...xs: string[]): Check =>
  (v) =>
    typeof v === 'string' && xs.includes(v);
const list =
  (item: Check, min: number, max: number): Check =>
  (v) =>
    Array.isArray(v) && v.length >= min && v.length <= max && v.every(item);
/** A strict mapping: only these keys, each absent or passing its check. */
const map =
  (fields: Record<string, Check>): Check =>
  (v) =>
    isMap(v) &&
    Object.keys(v).every((k) => Object.hasOwn(fields, k)) &&
    Object.entries(fields).every(([k, check]) => v[k] === undefined || check(v[k]));

const relPath = str(1, 300, PATTERNS.relPath);
const labelName = str(1, 50, PATTERNS.labelName);
const roles = (names: readonly string[]) => map(Object.fromEntries(names.map((n) => [n, labelName])));
/** An http(s) URL the URL parser reads as written: no whitespace the schema would trim or strip. */
const httpUrl: Check = (v) => typeof v === 'string' && /^https?:\/\/\S+$/i.test(v) && URL.canParse(v);
const number =
  (ok: (n: number) => boolean): Check =>
  (v) =>
    typeof v === 'number' && Number.isFinite(v) && ok(v);

const file = map({
  $schema: str(0, Infinity),
  layout: map({
    root: str(0, 200, PATTERNS.root),
    changelog: relPath,
    masters: list(relPath, 1, 20),
    runners: relPath,
    'ci-priority': relPath,
    lanes: relPath,
  }),
  labels: map({
    primaries: roles(PRIMARY_ROLES),
    modifiers: roles(MODIFIER_ROLES),
    scheduling: list(labelName, 0, 50),
  }),
  dashboard: map({
    'base-url': httpUrl,
    'performance-path': str(0, Infinity, PATTERNS.urlPath),
    'accuracy-path': str(0, Infinity, PATTERNS.urlPath),
  }),
  'links-marker': str(0, Infinity, PATTERNS.linksMarker),
  'bot-login': str(0, Infinity, PATTERNS.botLogin),
  'fail-fast-scope': oneOf('matrix', 'run'),
  launcher: (v) =>
    str(1, 500)(v) ||
    map({
      profile: oneOf(...LAUNCHER_PROFILES),
      command: str(1, 500),
      secrets: map(
        Object.fromEntries(BENCHMARK_SECRET_NAMES.map((n) => [n, str(1, 100, PATTERNS.secretName)])),
      ),
    })(v),
  scheduler: map({ priority: bool, 'node-slots': bool }),
  comments: map({
    status: oneOf('auto', 'always'),
    guidance: bool,
    'protected-notice': bool,
    'protected-paths': list(relPath, 1, 50),
  }),
  'budget-gpu-hours': number((n) => n > 0 && n <= 1e7),
  'queue-alert-minutes': number((n) => Number.isSafeInteger(n) && n >= 1 && n <= 7 * 24 * 60),
  retry: map({
    'max-attempts': number((n) => Number.isSafeInteger(n) && n >= 0 && n <= 5),
    'budget-gpu-hours': number((n) => n >= 0 && n <= 1e7),
  }),
  results: map({
    baseline: oneOf('published', 'postgres', 'none'),
    'data-branch': str(1, 100, PATTERNS.branch),
    samples: number((n) => Number.isSafeInteger(n) && n >= 1 && n <= 20),
    'database-url-env': str(0, 100, PATTERNS.envName),
    thresholds: map(Object.fromEntries(RESULT_METRICS.map((m) => [m, number((n) => n > 0 && n <= 10)]))),
  }),
});

export const acceptsRepoConfig = (v: unknown): v is RepoConfigFile => file(v);
