// The CLI's only contact with the process: commands write through this, so tests can run them in-process.
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
