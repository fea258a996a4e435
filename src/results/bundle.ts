// A sweep run's result files in one artifact. The sweep's collect job downloads the run's result artifacts
// (one folder per download pattern, one sub-folder per artifact) and uploads their JSON files together as
// `sweep-results`, at `<folder>/<artifact>/<path in the artifact>`. The status comment and the publication
// read that one archive: downloading the artifacts one by one would take a request each, thousands for a
// full sweep, where a workflow's token has 1,000 an hour. Pure.
import type { ArtifactInput } from './read.js';
import { artifactKind } from './names.js';

export const RESULTS_BUNDLE = 'sweep-results';

/** The collect job's downloads: artifact name pattern → the folder it is downloaded into (below `.sweep/`). */
export const BUNDLE_FOLDERS = [
  { pattern: 'result-*', folder: 'results' },
  // bmk_agentic_* artifacts match this pattern too.
  { pattern: 'bmk_*', folder: 'bmk' },
  { pattern: 'eval_*', folder: 'evals' },
] as const;

/** Result files are JSON; logs, tarballs and samples stay out of the bundle. */
export const isBundled = (path: string): boolean => path.endsWith('.json');

/** The bundle's path of a file of an artifact, as the collect job's upload names it. */
export function bundlePath(artifact: string, path: string): string | undefined {
  const f = BUNDLE_FOLDERS.find((x) => new RegExp(`^${x.pattern.replace('*', '.*')}$`).test(artifact));
  return f ? `${f.folder}/${artifact}/${path}` : undefined;
}

/** The bundle's files as the artifacts they came from (artifacts of no result kind left out). */
export function bundleArtifacts(files: readonly { path: string; text: string }[]): ArtifactInput[] {
  const byName = new Map<string, { path: string; text: string }[]>();
  for (const f of files) {
    const [, artifact, ...rest] = f.path.split('/');
    if (!artifact || !rest.length || artifactKind(artifact).kind === 'other') continue;
    const list = byName.get(artifact) ?? [];
    list.push({ path: rest.join('/'), text: f.text });
    byName.set(artifact, list);
  }
  return [...byName]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, fs]) => ({ name, files: fs }));
}
