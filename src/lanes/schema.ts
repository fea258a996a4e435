// The lanes file (`configs/lanes.yaml`): vocabulary, cluster facts, launch-path routing, matchers and
// per-lane decisions as data. zod checks the shape; the static checks (check.ts, closure.ts) the meaning.
import type * as Z from 'zod';
import { once, zod } from '../zod/lib.js';

const oneOrMany = once(() => {
  const z = zod();
  return z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);
});

/** A `when`: keys are ANDed, list values are any-of, `not` negates one nested matcher. */
export interface Matcher {
  model?: string | string[];
  precision?: string | string[];
  framework?: string | string[];
  spec?: string | string[];
  scenario?: string | string[];
  multinode?: boolean;
  dcgm?: boolean;
  /** The row sets BENCH_SCRIPT_OVERRIDE (a benchmark script of its own). */
  scriptOverride?: boolean;
  not?: Matcher;
}

export const matcherSchema = once((): Z.ZodType<Matcher> => {
  const z = zod();
  return z.lazy(() =>
    z.strictObject({
      model: oneOrMany().optional(),
      precision: oneOrMany().optional(),
      framework: oneOrMany().optional(),
      spec: oneOrMany().optional(),
      scenario: oneOrMany().optional(),
      multinode: z.boolean().optional(),
      dcgm: z.boolean().optional(),
      scriptOverride: z.boolean().optional(),
      not: matcherSchema().optional(),
    }),
  );
});

/** A list of `when` is any-of. */
export const whenSchema = once(() => {
  const z = zod();
  return z.union([matcherSchema(), z.array(matcherSchema()).min(1)]);
});
export type When = Z.infer<ReturnType<typeof whenSchema>>;

// A time is a quoted "H:MM:SS"; YAML 1.1 would read an unquoted 6:00:00 as the number 21600.
const timeString = once(() =>
  zod()
    .string({
      error: (iss) =>
        typeof iss.input === 'number'
          ? 'time must be a quoted "H:MM:SS" string: unquoted, YAML 1.1 reads it as seconds'
          : 'time must be a "H:MM:SS" string',
    })
    .regex(/^\d{1,3}:[0-5]\d:[0-5]\d$/, 'time must be "H:MM:SS"'),
);

function decision<V extends Z.ZodType>(value: V) {
  const z = zod();
  return z.strictObject({
    default: value,
    rules: z
      .array(z.strictObject({ when: whenSchema(), value, reason: z.string().min(1).optional() }))
      .default([]),
  });
}

export const checkoutValue = once(() => zod().enum(['shared', 'workspace']));
export const powerValue = once(() => zod().enum(['telemetry', 'dcgm', 'none']));
export const timeValue = once(() => zod().union([zod().literal('salloc'), timeString()]));

/**
 * A launch-path table: the first rule that matches decides (a rule may be limited to some clusters), else
 * the default. A rule with `refuse` stops the row with that message, as the launcher would (`{cluster}`,
 * `{framework}` and `{path}` in it are the row's).
 */
const routeSchema = once(() => {
  const z = zod();
  return z.strictObject({
    default: z.string().min(1).optional(),
    rules: z
      .array(
        z
          .strictObject({
            cluster: oneOrMany().optional(),
            when: whenSchema(),
            value: z.string().min(1).optional(),
            refuse: z.string().min(1).optional(),
            reason: z.string().min(1).optional(),
          })
          .refine((r) => (r.value === undefined) !== (r.refuse === undefined), {
            message: 'a routing rule has either a value (the path) or refuse (the message)',
          }),
      )
      .default([]),
  });
});
export type RouteTable = Z.infer<ReturnType<typeof routeSchema>>;

/** Launch-path routing for every cluster, before a cluster's own `routing`. */
const routingSchema = once(() => {
  const z = zod();
  return z.strictObject({
    /** Paths that launch without a lane of this file: a row routed there needs none and is not refused. */
    noLane: z.array(z.string().min(1)).default([]),
    multinode: routeSchema().optional(),
    single: routeSchema().optional(),
  });
});

export const clusterSchema = once(() => {
  const z = zod();
  return z.strictObject({
    /** Runner labels that route to this cluster, besides `cluster:<id>` and runner names `<id>_N`. */
    labels: z.array(z.string().min(1)).default([]),
    /** Optional where runners.yaml has a `clusters:` record for the cluster (the record states it). */
    gpusPerNode: z.number().int().positive().optional(),
    /** False: a row whose compute nodes read the runner workspace must be staged on the shared run root. */
    computeSeesRunnerWorkspace: z.boolean().default(true),
    sharedRunRoot: z.string().min(1).optional(),
    fixedTimeLimit: timeString().optional(),
    /** A fixed limit of single-node jobs, in minutes (runners.yaml: srt-slurm single-node-time-limit). */
    singleNodeTimeLimit: z.number().int().positive().optional(),
    volumes: z.array(z.string().min(1)).default([]),
    powerTelemetry: z
      .strictObject({ dcgmPort: z.number().int().positive(), cpuSource: z.string().optional() })
      .optional(),
    routing: z
      .strictObject({ multinode: routeSchema().optional(), single: routeSchema().optional() })
      .default({}),
  });
});

const mountSchema = once(() => {
  const z = zod();
  return z.strictObject({
    when: whenSchema().optional(),
    volume: z.string().min(1),
    target: z.string().regex(/^\//, 'target must be an absolute path'),
    worldWritable: z.boolean().default(false),
    readOnly: z.boolean().default(false),
    reason: z.string().optional(),
  });
});

/** What a lane does for eval runs; facts the launcher applies, shown by `explain`. */
const evalSchema = once(() => {
  const z = zod();
  return z.strictObject({
    /** Recipe keys eval runs unset. */
    unset: z.array(z.string().min(1)).default([]),
    /** Rows whose eval runs use the real-verification recipe. */
    realVerification: whenSchema().optional(),
    /** Rows whose frontend is placed on the head node. */
    headFrontend: whenSchema().optional(),
    /** The lane writes eval metadata beside the results. */
    writeMeta: z.boolean().default(false),
  });
});

export const laneSchema = once(() => {
  const z = zod();
  return z.strictObject({
    admit: z.strictObject({
      /** `any`: every framework (no allow-list). */
      frameworks: z.union([z.literal('any'), z.array(z.string().min(1)).min(1)]),
      reject: z.array(z.strictObject({ when: whenSchema(), message: z.string().min(1) })).default([]),
    }),
    power: z
      .strictObject({
        default: powerValue().optional(),
        rules: z
          .array(z.strictObject({ when: whenSchema(), value: powerValue(), reason: z.string().optional() }))
          .default([]),
        error: z.string().optional(),
      })
      .optional(),
    checkout: decision(checkoutValue()),
    /** Optional: a lane that does not state it leaves preflight to the launcher. */
    preflight: decision(z.boolean()).optional(),
    time: decision(timeValue()),
    mounts: z.array(mountSchema()).default([]),
    setupScripts: z.record(z.string(), z.string().min(1)).default({}),
    eval: evalSchema().optional(),
    /** Facts of the lane with nothing to check or decide, shown by `explain`. */
    notes: z.array(z.string().min(1)).default([]),
  });
});

/**
 * A single-node allocation bump: matching rows at or above `minConc` get `minutes` as their allocation
 * time (SALLOC_TIME_LIMIT) instead of the row's. Eval-only rows keep theirs.
 */
const timeBumpSchema = once(() => {
  const z = zod();
  return z.strictObject({
    cluster: oneOrMany().optional(),
    when: whenSchema(),
    minConc: z.number().int().nonnegative().default(0),
    minutes: z.number().int().positive(),
    reason: z.string().min(1).optional(),
  });
});

export const lanesFileSchema = once(() => {
  const z = zod();
  return z.strictObject({
    version: z.literal(1),
    vocab: z.strictObject({
      models: z.array(z.string().min(1)).min(1),
      precisions: z.array(z.string().min(1)).min(1),
      specs: z.array(z.string().min(1)).default(['none', 'mtp', 'draft_model']),
      frameworks: z.record(
        z.string(),
        z.strictObject({
          engine: z.enum(['vllm', 'sglang', 'trtllm', 'atom', 'tilert']),
          frontend: z.string().min(1),
        }),
      ),
    }),
    /**
     * Requests assumed to read `/infmax-workspace` on the compute nodes when their recipe is not checked in
     * (such a request needs a lane with a shared run root).
     */
    nodeWorkspace: z.strictObject({ when: whenSchema() }).optional(),
    clusters: z.record(z.string(), clusterSchema()),
    routing: routingSchema().default({ noLane: [] }),
    timeBumps: z.array(timeBumpSchema()).default([]),
    fragments: z.record(z.string(), z.array(z.unknown())).optional(),
    lanes: z.record(z.string().regex(/^[^/]+\/[^/]+$/, 'lane keys are "<cluster>/<path>"'), laneSchema()),
  });
});

export type LanesFile = Z.infer<ReturnType<typeof lanesFileSchema>>;
export type Cluster = Z.infer<ReturnType<typeof clusterSchema>>;
export type Lane = Z.infer<ReturnType<typeof laneSchema>>;
export type Mount = Z.infer<ReturnType<typeof mountSchema>>;
export type TimeBump = Z.infer<ReturnType<typeof timeBumpSchema>>;
export type DecisionName = 'power' | 'checkout' | 'preflight' | 'time';
/** First-match decisions, in the order the launcher takes them (power first: later ones may test `dcgm`). */
export const decisionOrder: readonly DecisionName[] = ['power', 'checkout', 'preflight', 'time'];
