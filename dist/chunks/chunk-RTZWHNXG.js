import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);

// src/zod/lib.ts
import { createRequire } from "node:module";
var lib;
function zod() {
  if (lib) return lib;
  const spec = true ? "./zod.cjs" : "zod";
  return lib = createRequire(import.meta.url)(spec);
}
function once(make) {
  let value;
  return () => value ??= make();
}

export {
  zod,
  once
};
