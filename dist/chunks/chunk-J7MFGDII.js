import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  LAYOUT_PROBES,
  detectLayout
} from "./chunk-BLJ3KVZN.js";
import {
  git
} from "./chunk-NTM4UFTT.js";

// src/layout/find.ts
import { existsSync } from "node:fs";
import { join } from "node:path";
function findLayout(root) {
  return detectLayout((p) => existsSync(join(root, p)));
}
async function findLayoutAtRef(repo, ref) {
  if (ref.startsWith("-")) return detectLayout(() => false);
  const r = await git(repo, ["ls-tree", "-r", "--name-only", ref, "--", ...LAYOUT_PROBES]);
  const present = new Set(r.status === 0 ? r.stdout.toString("utf8").split("\n").filter(Boolean) : []);
  return detectLayout((p) => present.has(p));
}

export {
  findLayout,
  findLayoutAtRef
};
