// Reading `.github/sweep.yml`: positioned YAML, then the schema; every problem is one Diagnostic with
// file, line and column. A file with problems is not used (the caller fails closed).
import { diag, type Diagnostic } from '../diagnostics.js';
import { schemaFindings, toDiagnostic } from '../config/finding.js';
import { parseYaml } from '../yaml/parse.js';
import { acceptsRepoConfig } from './accepts.js';
import { resolveRepoConfig, type RepoConfig } from './config.js';
import { repoConfigSchema, type RepoConfigFile } from './schema.js';

/** A repository config file is small; anything larger is not one. */
export const MAX_REPO_CONFIG_BYTES = 64 * 1024;

export interface LoadedRepoConfig {
  /** Undefined when the file has errors. */
  file?: RepoConfigFile;
  diagnostics: Diagnostic[];
}

export function parseRepoConfig(text: string, path: string): LoadedRepoConfig {
  if (text.length > MAX_REPO_CONFIG_BYTES)
    return {
      diagnostics: [
        diag('error', 'RC-1', `the config file is larger than ${MAX_REPO_CONFIG_BYTES} bytes`, {
          file: path,
          line: 1,
          col: 1,
        }),
      ],
    };
  const parsed = parseYaml(text, path, { version: '1.2' });
  const diagnostics = [...parsed.diagnostics];
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics };
  const value = parsed.value ?? {};
  if (acceptsRepoConfig(value)) return { file: value, diagnostics };
  const findings = schemaFindings(repoConfigSchema(), value, [], () => 'RC-2');
  diagnostics.push(
    ...findings
      .map((f) => toDiagnostic(f, parsed))
      .sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.col ?? 0) - (b.col ?? 0)),
  );
  if (findings.length) return { diagnostics };
  return { file: repoConfigSchema().parse(value), diagnostics };
}

/**
 * The config for a checkout: the file when present (errors make it unusable), else detection only.
 * `read` returns a repository-relative file's text or undefined.
 */
export function loadRepoConfig(
  read: (path: string) => string | undefined,
  exists: (path: string) => boolean,
  path: string,
): { config?: RepoConfig; diagnostics: Diagnostic[] } {
  const text = read(path);
  if (text === undefined) return { config: resolveRepoConfig(undefined, exists), diagnostics: [] };
  const loaded = parseRepoConfig(text, path);
  if (!loaded.file) return { diagnostics: loaded.diagnostics };
  return { config: resolveRepoConfig(loaded.file, exists), diagnostics: loaded.diagnostics };
}
