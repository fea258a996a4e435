import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  LAYOUT_PROBES,
  detectLayout
} from "./chunk-BLJ3KVZN.js";
import {
  openCatFile,
  treeEntries
} from "./chunk-BO4ALB5V.js";

// src/layout/find.ts
import { existsSync } from "node:fs";
import { join } from "node:path";
function findLayout(root) {
  return detectLayout((p) => existsSync(join(root, p)));
}
var PROBED_DIRS = [...new Set(LAYOUT_PROBES.map((p) => p.slice(0, p.lastIndexOf("/") + 1)))];
async function findLayoutAtRef(repo, ref, objects) {
  if (ref.startsWith("-")) return detectLayout(() => false);
  const reader = objects ?? openCatFile(repo);
  let r;
  try {
    r = await reader.read(PROBED_DIRS.map((d) => `${ref}:${d.replace(/\/$/, "")}`));
  } finally {
    if (!objects) reader.close();
  }
  const present = /* @__PURE__ */ new Set();
  if (!("error" in r)) {
    r.objects.forEach((tree, i) => {
      if (!tree?.tree) return;
      for (const e of treeEntries(tree.tree, tree.sha)) if (!e.isTree) present.add(PROBED_DIRS[i] + e.name);
    });
  }
  return detectLayout((p) => present.has(p));
}

export {
  findLayout,
  findLayoutAtRef
};
