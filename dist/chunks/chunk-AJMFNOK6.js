import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);

// src/cli/args.ts
function spreadMultiValues(argv, multi) {
  const out = [];
  let flag;
  for (const a of argv) {
    if (a.startsWith("--") || /^-[A-Za-z]/.test(a)) {
      const name = a.startsWith("--") ? a.slice(2).split("=")[0] : "";
      flag = multi.has(name) ? a.split("=")[0] : void 0;
      out.push(a);
      continue;
    }
    if (flag && out[out.length - 1] !== flag) out.push(flag);
    out.push(a);
  }
  return out;
}

export {
  spreadMultiValues
};
