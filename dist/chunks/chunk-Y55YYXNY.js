import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  RepoConfigSchema,
  resolveRepoConfig,
  schemaFindings,
  toDiagnostic
} from "./chunk-DQTIFIUI.js";
import {
  diag,
  parseYaml
} from "./chunk-NVAMQPIT.js";

// src/repo-config/load.ts
var MAX_REPO_CONFIG_BYTES = 64 * 1024;
function parseRepoConfig(text, path) {
  if (text.length > MAX_REPO_CONFIG_BYTES)
    return {
      diagnostics: [
        diag("error", "RC-1", `the config file is larger than ${MAX_REPO_CONFIG_BYTES} bytes`, {
          file: path,
          line: 1,
          col: 1
        })
      ]
    };
  const parsed = parseYaml(text, path, { version: "1.2" });
  const diagnostics = [...parsed.diagnostics];
  if (diagnostics.some((d) => d.severity === "error")) return { diagnostics };
  const value = parsed.value ?? {};
  const findings = schemaFindings(RepoConfigSchema, value, [], () => "RC-2");
  diagnostics.push(
    ...findings.map((f) => toDiagnostic(f, parsed)).sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.col ?? 0) - (b.col ?? 0))
  );
  if (findings.length) return { diagnostics };
  return { file: RepoConfigSchema.parse(value), diagnostics };
}
function loadRepoConfig(read, exists, path) {
  const text = read(path);
  if (text === void 0) return { config: resolveRepoConfig(void 0, exists), diagnostics: [] };
  const loaded = parseRepoConfig(text, path);
  if (!loaded.file) return { diagnostics: loaded.diagnostics };
  return { config: resolveRepoConfig(loaded.file, exists), diagnostics: loaded.diagnostics };
}

export {
  parseRepoConfig,
  loadRepoConfig
};
