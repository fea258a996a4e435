import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);

// src/cli/io.ts
var processIo = () => ({
  stdout: (t) => void process.stdout.write(t),
  stderr: (t) => void process.stderr.write(t),
  cwd: process.cwd(),
  env: process.env
});
var UsageError = class extends Error {
};

export {
  processIo,
  UsageError
};
