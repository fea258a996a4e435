import { UsageError, type Command } from './io.js';

// Placeholder until the command lands; it says so instead of pretending to work.
export const demo: Command = async () => {
  throw new UsageError('not available yet in this build');
};
