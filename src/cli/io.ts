// The CLI's only contact with the process: commands write through this, so tests can run them in-process.
import type { SourceFile } from '../config/source.js';

export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Working directory the command resolves relative paths against. */
  cwd: string;
  env: NodeJS.ProcessEnv;
}

export type Command = (argv: string[], io: CliIo) => Promise<number>;

export const processIo = (): CliIo => ({
  stdout: (t) => void process.stdout.write(t),
  stderr: (t) => void process.stderr.write(t),
  cwd: process.cwd(),
  env: process.env,
});

/** Thrown for bad command-line usage; the router prints it with the command's help and exits 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/**
 * A master config read from disk as bytes: scanned from them, so only the entries a run reads are decoded;
 * the whole text is decoded once, when a whole-file read asks for it.
 */
export function bytesSource(path: string, bytes: Buffer): SourceFile {
  let text: string | undefined;
  return {
    path,
    bytes,
    get text() {
      return (text ??= bytes.toString('utf8'));
    },
  };
}
