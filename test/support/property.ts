// Seeds and run counts for property and fuzz tests. CI (and any run without the variables) uses a
// fixed seed, so a failure there reproduces anywhere; the seed is printed with the command that
// reproduces it. SWEEP_PROPERTY_SEED=<n> or =random picks the seed, SWEEP_PROPERTY_RUNS=<n> the number
// of generated cases (the default count is the one CI runs).
export const FIXED_SEED = 20_261_130;

export interface PropertyRun {
  seed: number;
  numRuns: number;
}

function seedFromEnv(): number {
  const raw = process.env.SWEEP_PROPERTY_SEED;
  if (raw === undefined || raw === '') return FIXED_SEED;
  if (raw === 'random') return (Math.random() * 2 ** 31) | 0;
  const n = Number(raw);
  if (!Number.isInteger(n))
    throw new Error(`SWEEP_PROPERTY_SEED must be an integer or 'random' (got '${raw}')`);
  return n;
}

/** The seed of this run: the same for every property test in a process. */
export const propertySeed: number = seedFromEnv();

/** Runs for one property: `ciRuns` unless SWEEP_PROPERTY_RUNS scales it (to `share` × that total). */
export function propertyRuns(ciRuns: number, share = 1): number {
  const raw = process.env.SWEEP_PROPERTY_RUNS;
  if (raw === undefined || raw === '') return ciRuns;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`SWEEP_PROPERTY_RUNS must be a positive integer (got '${raw}')`);
  return Math.max(1, Math.round(n * share));
}

/** Logs the seed once per property, with the command line that reproduces the run. */
export function announce(name: string, run: PropertyRun): PropertyRun {
  console.log(
    `${name}: seed=${run.seed} runs=${run.numRuns} (reproduce: SWEEP_PROPERTY_SEED=${run.seed}` +
      `${process.env.SWEEP_PROPERTY_RUNS ? ` SWEEP_PROPERTY_RUNS=${process.env.SWEEP_PROPERTY_RUNS}` : ''})`,
  );
  return run;
}
