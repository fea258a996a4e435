import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  PRODUCT,
  initFiles,
  labelsToCreate,
  parseProductRef,
  setupChecklist
} from "./chunk-ATBKGTPX.js";
import "./chunk-GUUFHC2R.js";
import "./chunk-NZNYGAQE.js";
import {
  cliRepoConfig
} from "./chunk-JOFL2J6R.js";
import {
  E2E_ROOT,
  detectRoot
} from "./chunk-6UC2H7AE.js";
import {
  UsageError
} from "./chunk-WYJLX7DY.js";
import "./chunk-GLR7VKS4.js";
import "./chunk-BLJ3KVZN.js";
import {
  loadRunners
} from "./chunk-Y4EC4SXW.js";
import "./chunk-T2UACYH5.js";
import "./chunk-BO4ALB5V.js";
import "./chunk-ITD6XYZ2.js";
import "./chunk-B4PM4XDW.js";
import "./chunk-RTZWHNXG.js";
import "./chunk-7ULEYCHH.js";

// src/cli/init.ts
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";

// src/install/labels.ts
var MAX_PAGES = 50;
async function call(c, method, path, body) {
  const f = c.fetch ?? fetch;
  return f(`${c.baseUrl.replace(/\/+$/, "")}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${c.token}`,
      accept: "application/vnd.github+json",
      "x-github-api-version": "2022-11-28",
      ...body ? { "content-type": "application/json" } : {}
    },
    ...body ? { body: JSON.stringify(body) } : {},
    signal: AbortSignal.timeout(3e4)
  });
}
async function existingLabels(c) {
  const names = /* @__PURE__ */ new Set();
  for (let page = 1; page <= MAX_PAGES; page++) {
    const r = await call(c, "GET", `/repos/${c.repo}/labels?per_page=100&page=${page}`);
    if (!r.ok)
      throw new Error(`GET /repos/${c.repo}/labels: ${r.status} ${await r.text().catch(() => "")}`.trim());
    const list = await r.json();
    if (!Array.isArray(list)) throw new Error(`GET /repos/${c.repo}/labels: not a list`);
    for (const l of list) if (l && typeof l.name === "string") names.add(l.name);
    if (list.length < 100) return names;
  }
  throw new Error(`GET /repos/${c.repo}/labels: more than ${MAX_PAGES * 100} labels, listing incomplete`);
}
async function createLabels(c, labels) {
  const have = await existingLabels(c);
  const out = { created: [], existing: [], failed: [] };
  for (const l of labels) {
    if (have.has(l.name)) {
      out.existing.push(l.name);
      continue;
    }
    const r = await call(c, "POST", `/repos/${c.repo}/labels`, l);
    if (r.status === 201) out.created.push(l.name);
    else {
      const text = await r.text().catch(() => "");
      if (r.status === 422 && /already_exists/.test(text)) out.existing.push(l.name);
      else out.failed.push({ name: l.name, status: r.status, message: text.slice(0, 200) });
    }
  }
  return out;
}

// src/cli/init.ts
var USAGE = `usage: sweep init [--dir DIR] [--layout root|${E2E_ROOT}] [--product OWNER/REPO@REF] [--force]
                  [--create-labels --repo OWNER/REPO]
  --dir DIR         the repository to set up (default: the working directory)
  --layout L        the layout to write (default: detected from the files present)
  --product REF     the product reference the workflows use (default: ${PRODUCT.repo}@${PRODUCT.ref})
  --force           overwrite files that differ from what init writes
  exit status 3: a file was kept because it differs (nothing was overwritten)
  --create-labels   create the sweep labels through the GitHub API (token in GITHUB_TOKEN or GH_TOKEN;
                    API base URL in GITHUB_API_URL, default https://api.github.com)
`;
var init = async (argv, io) => {
  const { values } = parseArgs({
    args: argv,
    options: {
      dir: { type: "string" },
      layout: { type: "string" },
      product: { type: "string" },
      force: { type: "boolean", default: false },
      "create-labels": { type: "boolean", default: false },
      repo: { type: "string" },
      help: { type: "boolean", default: false }
    }
  });
  if (values.help) {
    io.stdout(USAGE);
    return 0;
  }
  const dir = resolve(io.cwd, values.dir ?? ".");
  if (!existsSync(dir)) throw new UsageError(`--dir ${values.dir}: no such directory`);
  const product = values.product ? parseProductRef(values.product) : PRODUCT;
  if (!product) throw new UsageError(`--product must look like owner/repo@ref, got '${values.product}'`);
  const layout = values.layout;
  if (layout !== void 0 && layout !== "root" && layout !== E2E_ROOT)
    throw new UsageError(`--layout must be root or ${E2E_ROOT}, got '${layout}'`);
  const detected = detectRoot((p) => existsSync(join(dir, p)));
  const root = layout === "root" ? "." : layout ?? detected.root;
  io.stdout(
    `layout: ${root === "." ? "root (configs/ and perf-changelog.yaml at the top)" : `${root}/`}${layout ? " (--layout)" : detected.detected ? " (detected)" : " (nothing found; the default)"}
`
  );
  let conflicts = 0;
  for (const f of initFiles(root, product)) {
    const path = join(dir, f.path);
    const old = existsSync(path) ? readFileSync(path, "utf8") : void 0;
    if (old === f.text) {
      io.stdout(`unchanged   ${f.path}
`);
      continue;
    }
    if (old !== void 0 && !values.force) {
      conflicts++;
      io.stdout(`kept        ${f.path} (it differs from what init writes; --force overwrites it)
`);
      continue;
    }
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, f.text);
    io.stdout(`${old === void 0 ? "written    " : "overwritten"} ${f.path}
`);
  }
  const repo = cliRepoConfig(io, { root: dir });
  if ("exit" in repo) return repo.exit;
  const policy = repo.config.labels;
  const runnersPath = join(dir, repo.config.layout.runners);
  const runnerLabels = existsSync(runnersPath) ? Object.keys(loadRunners({ path: runnersPath, text: readFileSync(runnersPath, "utf8") }).value.labels) : [];
  io.stdout(`
${setupChecklist(runnerLabels, policy)}`);
  if (values["create-labels"]) {
    const token = io.env["GITHUB_TOKEN"] ?? io.env["GH_TOKEN"];
    if (!token) throw new UsageError("--create-labels needs a token in GITHUB_TOKEN or GH_TOKEN");
    if (!values.repo || !/^[\w.-]+\/[\w.-]+$/.test(values.repo))
      throw new UsageError("--create-labels needs --repo OWNER/REPO");
    const baseUrl = io.env["GITHUB_API_URL"] ?? "https://api.github.com";
    try {
      const r = await createLabels({ baseUrl, token, repo: values.repo }, labelsToCreate(policy));
      io.stdout(
        `
labels: ${r.created.length} created${r.created.length ? ` (${r.created.join(", ")})` : ""}, ${r.existing.length} already there
`
      );
      for (const f of r.failed) io.stderr(`label ${f.name}: ${f.status} ${f.message}
`);
      if (r.failed.length) return 1;
    } catch (e) {
      io.stderr(`labels: ${e.message}
`);
      return 1;
    }
  }
  return conflicts ? 3 : 0;
};
export {
  init
};
