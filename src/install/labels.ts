// Creating the sweep labels in a repository (sweep init --create-labels). Looks before it writes: the
// existing labels are listed in full first, and only the missing ones are created; a create answered
// "already exists" counts as done. Each create is one POST, never retried blindly.
import type { LabelSpec } from './files.js';

export interface LabelClient {
  /** GitHub API base URL, e.g. https://api.github.com (always explicit). */
  baseUrl: string;
  token: string;
  repo: string;
  fetch?: typeof fetch;
}

export interface LabelResult {
  created: string[];
  existing: string[];
  failed: { name: string; status: number; message: string }[];
}

const MAX_PAGES = 50;

async function call(c: LabelClient, method: string, path: string, body?: unknown): Promise<Response> {
  const f = c.fetch ?? fetch;
  return f(`${c.baseUrl.replace(/\/+$/, '')}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${c.token}`,
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(30_000),
  });
}

export async function existingLabels(c: LabelClient): Promise<Set<string>> {
  const names = new Set<string>();
  for (let page = 1; page <= MAX_PAGES; page++) {
    const r = await call(c, 'GET', `/repos/${c.repo}/labels?per_page=100&page=${page}`);
    if (!r.ok)
      throw new Error(`GET /repos/${c.repo}/labels: ${r.status} ${await r.text().catch(() => '')}`.trim());
    const list = (await r.json()) as unknown;
    if (!Array.isArray(list)) throw new Error(`GET /repos/${c.repo}/labels: not a list`);
    for (const l of list) if (l && typeof l.name === 'string') names.add(l.name);
    if (list.length < 100) return names;
  }
  throw new Error(`GET /repos/${c.repo}/labels: more than ${MAX_PAGES * 100} labels, listing incomplete`);
}

export async function createLabels(c: LabelClient, labels: readonly LabelSpec[]): Promise<LabelResult> {
  const have = await existingLabels(c);
  const out: LabelResult = { created: [], existing: [], failed: [] };
  for (const l of labels) {
    if (have.has(l.name)) {
      out.existing.push(l.name);
      continue;
    }
    const r = await call(c, 'POST', `/repos/${c.repo}/labels`, l);
    if (r.status === 201) out.created.push(l.name);
    else {
      const text = await r.text().catch(() => '');
      if (r.status === 422 && /already_exists/.test(text)) out.existing.push(l.name);
      else out.failed.push({ name: l.name, status: r.status, message: text.slice(0, 200) });
    }
  }
  return out;
}
