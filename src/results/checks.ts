// The checks the reference's benchmark templates run after the launcher returns 0, with its messages:
// eval-only jobs need lm-eval results, fixed-sequence jobs their result file(s), agentic jobs their
// aggregate(s) and an AIPerf error rate within the limit. Pure: the caller lists the working directory
// and reads files through `read`.

/** The reference's `AIPERF_FAILED_REQUEST_THRESHOLD`. */
export const AIPERF_FAILED_REQUEST_THRESHOLD = 0.1;

/** Where the single-node agentic job's AIPerf artifacts are, relative to the working directory. */
export const AIPERF_ARTIFACTS = 'results/aiperf_artifacts';
const AIPERF_SUMMARY = 'profile_export_aiperf.json';

export interface CheckInput {
  multiNode: boolean;
  agentic: boolean;
  evalOnly: boolean;
  /** RESULT_FILENAME of the job. */
  rf: string;
  /** Multi-node agentic: the concurrencies of `CONC_LIST`. */
  concs: readonly number[];
  /** File names in the working directory (not recursive). */
  files: readonly string[];
  /** Single-node agentic: sub-directories of `results/aiperf_artifacts`, by name. */
  aiperfDirs?: readonly string[];
  /** A file's text, by path relative to the working directory; undefined when it does not exist. */
  read: (path: string) => string | undefined;
  failedRequestThreshold?: number;
}

export interface CheckOutcome {
  ok: boolean;
  /** Lines the reference prints on success (`Found result file: …`, `Validated aiperf …`). */
  notes: string[];
  /** The failure, with the reference's text (stderr). */
  errors: string[];
}

const fail = (notes: string[], error: string): CheckOutcome => ({ ok: false, notes, errors: [error] });

/** Python's `format(x, 'g')`: 6 significant digits, trailing zeros dropped, exponent outside 1e-4..1e6. */
export function pythonG(x: number): string {
  if (!Number.isFinite(x)) return Number.isNaN(x) ? 'nan' : x > 0 ? 'inf' : '-inf';
  if (x === 0) return Object.is(x, -0) ? '-0' : '0';
  const [m, e] = x.toExponential(5).split('e') as [string, string];
  const exp = Number(e);
  const trim = (s: string) => (s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s);
  if (exp < -4 || exp >= 6)
    return `${trim(m)}e${exp < 0 ? '-' : '+'}${String(Math.abs(exp)).padStart(2, '0')}`;
  return trim(x.toFixed(Math.max(0, 5 - exp)));
}

/** Python's `format(x, '.3%')`. */
export const pythonPercent3 = (x: number): string => `${(x * 100).toFixed(3)}%`;

/** `results*.json` in the working directory (what the eval-only check globs). */
const evalResults = (files: readonly string[]) =>
  files.filter((f) => f.startsWith('results') && f.endsWith('.json'));

export function checkResult(input: CheckInput): CheckOutcome {
  const { rf, files } = input;
  if (input.evalOnly) {
    if (evalResults(files).length === 0)
      return fail([], 'Eval-only run failed: no results*.json files found.');
    return { ok: true, notes: ['Eval-only mode: skipping benchmark result file check'], errors: [] };
  }
  if (input.multiNode) return input.agentic ? multiNodeAgentic(input) : multiNodeFixed(input);
  if (!files.includes(`${rf}.json`)) return fail([], `Run failed: Benchmark result ${rf}.json not found.`);
  const notes = [`Found result file: ${rf}.json`];
  if (!input.agentic) return { ok: true, notes, errors: [] };
  const v = validateAgentic(input);
  return v.error
    ? fail([...notes], `ERROR: ${v.error}`)
    : { ok: true, notes: [...notes, v.note!], errors: [] };
}

function multiNodeFixed({ rf, files }: CheckInput): CheckOutcome {
  const found = files.filter((f) => f.startsWith(`${rf}_`) && f.endsWith('.json')).sort();
  if (found.length === 0) return fail([], `Run failed: No benchmark result files found for ${rf}_*.json`);
  return { ok: true, notes: found.map((f) => `Found result file: ${f}`), errors: [] };
}

function multiNodeAgentic(input: CheckInput): CheckOutcome {
  const { rf, files } = input;
  const found = files.filter((f) => f.startsWith(`${rf}_conc`) && f.endsWith('.json')).sort();
  const expected = input.concs.length;
  if (found.length !== expected)
    return fail([], `Run failed: expected ${expected} agentic results, found ${found.length}.`);
  const notes: string[] = [];
  for (const f of found) {
    notes.push(`Found agentic result file: ${f}`);
    // `bool(d.get('num_requests_successful'))`; an unreadable file counts as zero, as the reference's does.
    if (!successful(input.read(f))) return fail(notes, `Run failed: ${f} has zero successful requests.`);
  }
  return { ok: true, notes, errors: [] };
}

function successful(text: string | undefined): boolean {
  try {
    const d = JSON.parse(text ?? 'null') as Record<string, unknown> | null;
    return truthy(d && typeof d === 'object' ? d['num_requests_successful'] : undefined);
  } catch {
    return false;
  }
}

/** Python truthiness of a JSON value. */
const truthy = (v: unknown): boolean =>
  Array.isArray(v) ? v.length > 0 : v && typeof v === 'object' ? Object.keys(v).length > 0 : Boolean(v);

/**
 * The reference's agentic validation of AIPerf's summary: the direct file, else the first sub-directory
 * (by name) holding one; errors / completed must not exceed the threshold, and something must complete.
 */
export function validateAgentic(input: CheckInput): { error?: string; note?: string } {
  const threshold = input.failedRequestThreshold ?? AIPERF_FAILED_REQUEST_THRESHOLD;
  const direct = `${AIPERF_ARTIFACTS}/${AIPERF_SUMMARY}`;
  let path = direct;
  if (input.read(direct) === undefined) {
    const child = [...(input.aiperfDirs ?? [])]
      .sort()
      .find((d) => input.read(`${AIPERF_ARTIFACTS}/${d}/${AIPERF_SUMMARY}`) !== undefined);
    if (child !== undefined) path = `${AIPERF_ARTIFACTS}/${child}/${AIPERF_SUMMARY}`;
  }
  const text = input.read(path);
  if (text === undefined) return { error: `${path} not found` };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { error: `failed to read ${path}: ${(e as Error).message}` };
  }
  if (!json || typeof json !== 'object' || Array.isArray(json))
    return { error: `${path} must contain a JSON object` };
  const counts = metricAvgs(json as Record<string, unknown>);
  if (typeof counts === 'string') return { error: `failed to read ${path}: ${counts}` };
  const { successes, errors } = counts;
  if (successes === undefined) return { error: 'request_count.avg is missing' };
  const completed = counts.completed ?? successes + errors;
  if (completed <= 0) return { error: 'aiperf completed zero requests' };
  const rate = errors / completed;
  const ratio = `${pythonG(errors)}/${pythonG(completed)} = ${pythonPercent3(rate)}`;
  if (rate > threshold)
    return {
      error: `aiperf request error rate exceeded the benchmark limit: ${ratio} > ${pythonPercent3(threshold)}`,
    };
  return { note: `Validated aiperf request error rate: ${ratio} <= ${pythonPercent3(threshold)}` };
}

/** The three averages, or the reference's complaint about one of them. */
function metricAvgs(
  json: Record<string, unknown>,
): { successes?: number; errors: number; completed?: number } | string {
  const avg = (name: string): number | undefined | string => {
    const metric = json[name];
    if (metric === undefined || metric === null) return undefined;
    if (typeof metric !== 'object' || Array.isArray(metric)) return `${name} must be an object`;
    const v = (metric as Record<string, unknown>)['avg'];
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'number') return `${name}.avg must be numeric`;
    if (!Number.isFinite(v) || v < 0) return `${name}.avg must be a finite non-negative number`;
    return v;
  };
  // Checked in the reference's order, so the first complaint is the one it would print.
  const successes = avg('request_count');
  const errors = avg('error_request_count');
  const completed = avg('completed_request_count');
  for (const v of [successes, errors, completed]) if (typeof v === 'string') return v;
  return {
    successes: successes as number | undefined,
    errors: (errors as number | undefined) || 0,
    completed: completed as number | undefined,
  };
}
