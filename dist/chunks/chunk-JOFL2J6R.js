import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  REPO_CONFIG_PATH,
  parseRepoConfig,
  resolveRepoConfig,
  toLayout
} from "./chunk-6UC2H7AE.js";
import {
  findLayout
} from "./chunk-GLR7VKS4.js";
import {
  gitSync
} from "./chunk-BO4ALB5V.js";
import {
  formatDiagnostic
} from "./chunk-ITD6XYZ2.js";

// src/cli/repo-config.ts
import { existsSync, readFileSync } from "node:fs";
import { relative, resolve, sep } from "node:path";
var CONFIG_ERROR_EXIT = 2;
function cliRepoConfig(io, opts) {
  const explicit = opts.config !== void 0 ? resolve(io.cwd, opts.config) : void 0;
  const root = opts.root !== void 0 ? resolve(io.cwd, opts.root) : explicit && /[\\/]\.github[\\/][^\\/]+$/.test(explicit) ? resolve(explicit, "..", "..") : io.cwd;
  const file = explicit ?? resolve(root, REPO_CONFIG_PATH);
  const exists = (p) => existsSync(resolve(root, p));
  if (!existsSync(file)) {
    if (explicit) {
      io.stderr(`error: config file ${opts.config} does not exist
`);
      return { exit: CONFIG_ERROR_EXIT };
    }
    return { root, config: resolveRepoConfig(void 0, exists) };
  }
  const shown = relative(root, file).startsWith(`..${sep}`) ? file : relative(root, file) || file;
  const loaded = parseRepoConfig(readFileSync(file, "utf8"), shown);
  for (const d of loaded.diagnostics) io.stderr(`${formatDiagnostic(d)}
`);
  if (!loaded.file) return { exit: CONFIG_ERROR_EXIT };
  const config = resolveRepoConfig(loaded.file, exists);
  return {
    root,
    config,
    file: shown,
    ...config.layoutSource === "file" ? { layout: toLayout(config.layout) } : {}
  };
}
function layoutFor(repo) {
  return repo.layout ? { layout: repo.layout, diagnostics: [] } : findLayout(repo.root);
}
function repositoryOf(dir, io, given) {
  const named = given ?? io.env["GITHUB_REPOSITORY"];
  if (named) return named;
  if (dir === void 0) return void 0;
  const url = originUrl(dir);
  if (url === void 0) return void 0;
  const m = /github\.com[:/]([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+?)(?:\.git)?\/?$/.exec(url);
  return m ? `${m[1]}/${m[2]}` : void 0;
}
function originUrl(dir) {
  const config = resolve(dir, ".git", "config");
  let text;
  try {
    text = readFileSync(config, "utf8");
  } catch {
    text = void 0;
  }
  if (text !== void 0 && !/insteadof|\[include/i.test(text)) {
    const section = /^\s*\[remote "origin"\]\s*$([\s\S]*?)(?=^\s*\[|(?![\s\S]))/m.exec(text);
    if (!section) return void 0;
    const url = /^\s*url\s*=\s*(.+?)\s*$/m.exec(section[1]);
    return url ? url[1] : void 0;
  }
  const r = gitSync(dir, ["remote", "get-url", "origin"]);
  return r.status === 0 ? r.stdout.toString("utf8").trim() : void 0;
}

export {
  cliRepoConfig,
  layoutFor,
  repositoryOf
};
