// The lanes file (`configs/lanes.yaml`): vocabulary, cluster facts, matchers and per-lane
// decisions as data. zod checks the shape; the static checks (C1–C8) check the meaning.
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

const routeSchema = once(() => {
  const z = zod();
  return z.strictObject({
    default: z.string().min(1),
    rules: z
      .array(z.strictObject({ when: whenSchema(), value: z.string().min(1), reason: z.string().optional() }))
      .default([]),
  });
});

export const clusterSchema = once(() => {
  const z = zod();
  return z.strictObject({
    /** Runner labels that route to this cluster, besides `cluster:<id>` and runner names `<id>_N`. */
    labels: z.array(z.string().min(1)).default([]),
    gpusPerNode: z.number().int().positive(),
    computeSeesRunnerWorkspace: z.boolean(),
    sharedRunRoot: z.string().min(1).optional(),
    fixedTimeLimit: timeString().optional(),
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

export const laneSchema = once(() => {
  const z = zod();
  return z.strictObject({
    admit: z.strictObject({
      frameworks: z.array(z.string().min(1)).min(1),
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
    preflight: decision(z.boolean()),
    time: decision(timeValue()),
    mounts: z.array(mountSchema()).default([]),
    setupScripts: z.record(z.string(), z.string().min(1)).default({}),
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
        z.strictObject({ engine: z.enum(['vllm', 'sglang', 'trtllm', 'atom']), frontend: z.string().min(1) }),
      ),
    }),
    /**
     * Requests assumed to read `/infmax-workspace` on the compute nodes when their recipe is not checked in
     * (such a request needs a lane with a shared run root).
     */
    nodeWorkspace: z.strictObject({ when: whenSchema() }).optional(),
    clusters: z.record(z.string(), clusterSchema()),
    fragments: z.record(z.string(), z.array(z.unknown())).optional(),
    lanes: z.record(z.string().regex(/^[^/]+\/[^/]+$/, 'lane keys are "<cluster>/<path>"'), laneSchema()),
  });
});

export type LanesFile = Z.infer<ReturnType<typeof lanesFileSchema>>;
export type Cluster = Z.infer<ReturnType<typeof clusterSchema>>;
export type Lane = Z.infer<ReturnType<typeof laneSchema>>;
export type Mount = Z.infer<ReturnType<typeof mountSchema>>;
export type DecisionName = 'power' | 'checkout' | 'preflight' | 'time';
/** First-match decisions, in the order the launcher takes them (power first: later ones may test `dcgm`). */
export const decisionOrder: readonly DecisionName[] = ['power', 'checkout', 'preflight', 'time'];
