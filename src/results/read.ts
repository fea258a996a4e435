// Reading a sweep run's downloaded artifacts: the reference's (`bmk_<RF>`, `bmk_agentic_<RF>`, `eval_…`,
// the collected `results_bmk`) and the product's generic `result-<row id>-<attempt>`. Every result file is
// validated; a file that is not JSON, not of its kind, or missing where the artifact needs one is a named
// problem, never a throw. Pure: the caller lists the files and passes their text.
import type * as Z from 'zod';
import { evalTasks, type EvalTask } from './evals.js';
import { artifactKind, type ArtifactKind } from './names.js';
import {
  agenticResultSchema,
  aggSchemaFor,
  evalMetaSchema,
  lmEvalSchema,
  rawResultSchema,
  resultMarkerSchema,
  type AgenticResult,
  type AggResult,
  type EvalMeta,
  type RawResult,
} from './schemas.js';

export interface ArtifactInput {
  name: string;
  /** The run attempt that uploaded it, when known (the generic artifacts carry it in their name). */
  attempt?: number;
  /** Its files, by path inside the artifact. */
  files: readonly { path: string; text: string }[];
}

export type ProblemCode =
  /** The file is not JSON. */
  | 'not-json'
  /** The file is JSON but not a valid result of its kind. */
  | 'invalid'
  /** The artifact lacks the file its kind needs. */
  | 'missing-file'
  /** The result belongs to no plan row. */
  | 'unmatched'
  /** The result fits several plan rows. */
  | 'ambiguous'
  /** Two results for one row and concurrency from the same attempt. */
  | 'duplicate'
  /** A raw result could not be processed (the reference's refusal). */
  | 'process-failed';

export interface Problem {
  artifact: string;
  file?: string;
  code: ProblemCode;
  /** What exactly (a schema complaint, the row ids, the refusal): technical text, not translated. */
  detail?: string;
}

export interface Source {
  artifact: string;
  file: string;
  attempt?: number;
  /** The row the artifact belongs to, when its name says (generic artifacts). */
  rowId?: string;
}

export type Found =
  | (Source & { kind: 'fixed'; agg: AggResult })
  | (Source & { kind: 'agentic'; result: AgenticResult })
  | (Source & { kind: 'raw'; raw: RawResult; json: unknown })
  | (Source & { kind: 'eval'; meta: EvalMeta; tasks: EvalTask[]; conc?: number })
  | (Source & { kind: 'marker'; status?: string });

export interface ReadOutcome {
  found: Found[];
  problems: Problem[];
}

/** The first complaint of a failed parse, on one line (`path: message`). */
export function issueText(error: Z.ZodError): string {
  const i = error.issues[0];
  if (!i) return 'invalid';
  const path = i.path.map(String).join('.');
  const more = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more)` : '';
  return `${path ? `${path}: ` : ''}${i.message}${more}`;
}

const base = (path: string): string => path.split('/').at(-1)!;

class Reader {
  readonly found: Found[] = [];
  readonly problems: Problem[] = [];
  constructor(private readonly a: ArtifactInput) {}

  private source(file: string, rowId?: string): Source {
    const s: Source = { artifact: this.a.name, file };
    if (this.a.attempt !== undefined) s.attempt = this.a.attempt;
    if (rowId !== undefined) s.rowId = rowId;
    return s;
  }

  problem(code: ProblemCode, file?: string, detail?: string): void {
    const p: Problem = { artifact: this.a.name, code };
    if (file !== undefined) p.file = file;
    if (detail !== undefined) p.detail = detail;
    this.problems.push(p);
  }

  json(file: { path: string; text: string }): { ok: true; value: unknown } | { ok: false } {
    try {
      return { ok: true, value: JSON.parse(file.text) };
    } catch (e) {
      this.problem('not-json', file.path, (e as Error).message);
      return { ok: false };
    }
  }

  /** One result object of a known kind (an aggregate, or an AgentX aggregate when it says so). */
  result(value: unknown, file: string, rowId?: string): void {
    const agentic = (value as { scenario_type?: unknown } | null)?.scenario_type === 'agentic-coding';
    if (agentic) {
      const r = agenticResultSchema().safeParse(value);
      if (r.success) this.found.push({ ...this.source(file, rowId), kind: 'agentic', result: r.data });
      else this.problem('invalid', file, issueText(r.error));
      return;
    }
    const r = aggSchemaFor(value).safeParse(value);
    if (r.success)
      this.found.push({ ...this.source(file, rowId), kind: 'fixed', agg: r.data as unknown as AggResult });
    else this.problem('invalid', file, issueText(r.error));
  }

  raw(value: unknown, file: string, rowId?: string): void {
    const r = rawResultSchema().safeParse(value);
    if (r.success) this.found.push({ ...this.source(file, rowId), kind: 'raw', raw: r.data, json: value });
    else this.problem('invalid', file, issueText(r.error));
  }

  /** An eval set: `meta_env.json` and the newest lm-eval `results*.json` (per `_conc<N>` when batched). */
  evalSet(files: readonly { path: string; text: string }[], dir: string, rowId?: string): void {
    const inDir = files.filter((f) => dirOf(f.path) === dir);
    const metaFile = inDir.find((f) => base(f.path) === 'meta_env.json');
    const resultFiles = inDir.filter((f) => /^results.*\.json$/.test(base(f.path)));
    if (!metaFile) {
      this.problem('missing-file', dir ? `${dir}/meta_env.json` : 'meta_env.json');
      return;
    }
    const metaJson = this.json(metaFile);
    if (!metaJson.ok) return;
    const meta = evalMetaSchema().safeParse(metaJson.value);
    if (!meta.success) return this.problem('invalid', metaFile.path, issueText(meta.error));
    const newest = new Map<string, { path: string; tasks: EvalTask[] }>();
    for (const f of [...resultFiles].sort((x, y) => x.path.localeCompare(y.path))) {
      const j = this.json(f);
      if (!j.ok) continue;
      // Only lm-eval's own output counts (other results*.json files may sit beside it).
      if (!j.value || typeof j.value !== 'object' || !('lm_eval_version' in j.value)) continue;
      const r = lmEvalSchema().safeParse(j.value);
      if (!r.success) {
        this.problem('invalid', f.path, issueText(r.error));
        continue;
      }
      const group = /_conc(\d+)(?:_\d+)?\.json$/.exec(base(f.path))?.[1] ?? '';
      newest.set(group, { path: f.path, tasks: evalTasks(r.data) });
    }
    if (newest.size === 0)
      return this.problem('missing-file', dir ? `${dir}/results*.json` : 'results*.json');
    for (const [group, r] of newest) {
      const conc = group ? Number(group) : concOf(meta.data.conc);
      const e: Found = { ...this.source(r.path, rowId), kind: 'eval', meta: meta.data, tasks: r.tasks };
      if (conc !== undefined) e.conc = conc;
      this.found.push(e);
    }
  }
}

const dirOf = (path: string): string => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');

const concOf = (v: unknown): number | undefined => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

const jsonFiles = (a: ArtifactInput) => a.files.filter((f) => f.path.endsWith('.json'));

function readBmk(reader: Reader, a: ArtifactInput, rf: string): void {
  const aggs = jsonFiles(a).filter((f) => base(f.path).startsWith('agg_'));
  if (aggs.length === 0) return reader.problem('missing-file', `agg_${rf}.json`);
  for (const f of aggs) {
    const j = reader.json(f);
    if (j.ok) reader.result(j.value, f.path);
  }
}

function readAgentic(reader: Reader, a: ArtifactInput, rf: string): void {
  const files = jsonFiles(a);
  if (files.length === 0) return reader.problem('missing-file', `${rf}.json`);
  for (const f of files) {
    const j = reader.json(f);
    if (!j.ok) continue;
    if ((j.value as { scenario_type?: unknown } | null)?.scenario_type !== 'agentic-coding')
      reader.problem('invalid', f.path, 'scenario_type: expected "agentic-coding"');
    else reader.result(j.value, f.path);
  }
}

function readCollected(reader: Reader, a: ArtifactInput): void {
  for (const f of jsonFiles(a)) {
    const j = reader.json(f);
    if (!j.ok) continue;
    const list = Array.isArray(j.value) ? j.value : [j.value];
    list.forEach((v, i) => reader.result(v, Array.isArray(j.value) ? `${f.path}[${i}]` : f.path));
  }
}

/** The generic artifact: its marker, and any result files of the reference's formats beside it. */
function readGeneric(reader: Reader, a: ArtifactInput, rowId: string): void {
  const files = jsonFiles(a);
  const evalDirs = new Set(files.filter((f) => base(f.path) === 'meta_env.json').map((f) => dirOf(f.path)));
  for (const f of files) {
    const name = base(f.path);
    if (evalDirs.has(dirOf(f.path)) && (name === 'meta_env.json' || name.startsWith('results'))) continue;
    const j = reader.json(f);
    if (!j.ok) continue;
    const v = j.value as Record<string, unknown> | null;
    if (name === `${rowId}.json` || (v && typeof v === 'object' && 'row-id' in v)) {
      const m = resultMarkerSchema().safeParse(v);
      if (!m.success) reader.problem('invalid', f.path, issueText(m.error));
      else if (m.data['row-id'] !== rowId)
        reader.problem('invalid', f.path, `row-id: ${m.data['row-id']} is not the artifact's row ${rowId}`);
      else {
        const marker: Found = { artifact: a.name, file: f.path, rowId, kind: 'marker' };
        if (a.attempt !== undefined) marker.attempt = a.attempt;
        if (m.data.status !== undefined) marker.status = m.data.status;
        reader.found.push(marker);
      }
    } else if (name.startsWith('agg_') || (v && typeof v === 'object' && 'scenario_type' in v))
      reader.result(v, f.path, rowId);
    else if (v && typeof v === 'object' && 'max_concurrency' in v) reader.raw(v, f.path, rowId);
    // Anything else a launcher leaves beside its results is its own business.
  }
  for (const dir of [...evalDirs].sort()) reader.evalSet(files, dir, rowId);
}

function readOne(a: ArtifactInput, kind: ArtifactKind): ReadOutcome {
  const reader = new Reader(a);
  switch (kind.kind) {
    case 'bmk':
      readBmk(reader, a, kind.rf);
      break;
    case 'agentic':
      readAgentic(reader, a, kind.rf);
      break;
    case 'eval':
      reader.evalSet(jsonFiles(a), commonDir(a, 'meta_env.json'));
      break;
    case 'collected':
      readCollected(reader, a);
      break;
    case 'generic':
      readGeneric(reader, a, kind.rowId);
      break;
    case 'other':
      break;
  }
  return { found: reader.found, problems: reader.problems };
}

/** The folder of an eval artifact holding `meta_env.json` (the root, or its one sub-folder). */
function commonDir(a: ArtifactInput, name: string): string {
  const p = a.files.find((f) => base(f.path) === name)?.path;
  return p === undefined ? '' : dirOf(p);
}

/** Every artifact's results and problems, in the order given. */
export function readArtifacts(artifacts: readonly ArtifactInput[]): ReadOutcome {
  const out: ReadOutcome = { found: [], problems: [] };
  for (const a of artifacts) {
    const kind = artifactKind(a.name);
    const generic = kind.kind === 'generic' ? { ...a, attempt: a.attempt ?? kind.attempt } : a;
    const r = readOne(generic, kind);
    out.found.push(...r.found);
    out.problems.push(...r.problems);
  }
  return out;
}
