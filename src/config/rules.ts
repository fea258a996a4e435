// Cross-field rules of a master config entry, one table row per rule id. They read the raw
// entry defensively, so they run even when the schema found type errors elsewhere and every problem is
// reported, not the first.
import type { YamlPath } from '../yaml/parse.js';
import type { Finding } from './finding.js';
import { CONFIG_LIMITS } from './limits.js';

export type Rec = Record<string, unknown>;
export const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const has = (r: Rec, k: string): boolean => r[k] !== undefined && r[k] !== null;

export type Scenario = 'fixed-seq-len' | 'agentic-coding';

export interface BlockView {
  scenario: Scenario;
  raw: Rec;
  path: YamlPath;
}

export interface ItemView {
  scenario: Scenario;
  block: BlockView;
  raw: Rec;
  path: YamlPath;
  /** Multi-node shape: has prefill or decode. */
  workers: boolean;
}

export interface EntryView {
  raw: Rec;
  path: YamlPath;
  multinode: boolean;
  blocks: BlockView[];
  items: ItemView[];
  /** `cluster:*` labels known from runners.yaml, for the fix of an agentic fleet. */
  clusterLabels: readonly string[];
}

type Rule = (e: EntryView) => Finding[];

const at = (path: YamlPath, rule: string, message: string, extra: Partial<Finding> = {}): Finding => ({
  path,
  rule,
  message,
  ...extra,
});

/** router and kv-p2p-transfer live at one level only. */
const scopeOnce: Rule = (e) =>
  ['router', 'kv-p2p-transfer']
    .filter((f) => has(e.raw, f) && e.items.some((i) => has(i.raw, f)))
    .map((f) =>
      at(
        [...e.path, f],
        'VM-4',
        `${f} must be declared either at the top level or in search-space entries, not both`,
        {
          atKey: true,
          fix: `remove '${f}' here or from every search-space entry`,
        },
      ),
    );

/** kv-p2p-transfer needs multinode (single-node fixed items reject it as an unknown field). */
const p2pMultinode: Rule = (e) => {
  if (e.multinode) return [];
  const where = [
    ...(has(e.raw, 'kv-p2p-transfer') ? [e.path] : []),
    ...e.items
      .filter((i) => i.scenario === 'agentic-coding' && has(i.raw, 'kv-p2p-transfer'))
      .map((i) => i.path),
  ];
  return where.map((p) =>
    at([...p, 'kv-p2p-transfer'], 'VM-5', 'kv-p2p-transfer is only valid when multinode=true', {
      atKey: true,
      fix: "remove 'kv-p2p-transfer' or set multinode: true",
    }),
  );
};

/** disagg needs a transfer backend for every item. */
const disaggP2p: Rule = (e) =>
  e.multinode &&
  e.raw.disagg === true &&
  !has(e.raw, 'kv-p2p-transfer') &&
  e.items.some((i) => !has(i.raw, 'kv-p2p-transfer'))
    ? [
        at(
          [...e.path, 'disagg'],
          'VM-6',
          'disagg=true requires kv-p2p-transfer at the top level or in every search-space entry',
          {
            fix: "add 'kv-p2p-transfer: nixl' (or the backend used) at the top level",
          },
        ),
      ]
    : [];

/** at least one non-empty scenario list. */
const someScenario: Rule = (e) => {
  const s = e.raw.scenarios;
  if (!isRec(s)) return [];
  const nonEmpty = (k: string) => (Array.isArray(s[k]) ? (s[k] as unknown[]).length > 0 : has(s, k));
  return nonEmpty('fixed-seq-len') || nonEmpty('agentic-coding')
    ? []
    : [
        at([...e.path, 'scenarios'], 'VM-2', 'At least one scenario type must be specified', {
          atKey: true,
          fix: "add a non-empty 'fixed-seq-len' or 'agentic-coding' list",
        }),
      ];
};

/** agentic points run on one exact fleet. */
const agenticCluster: Rule = (e) => {
  const runner = e.raw.runner;
  if (typeof runner !== 'string' || runner.startsWith('cluster:')) return [];
  if (!e.blocks.some((b) => b.scenario === 'agentic-coding')) return [];
  const family = runner.split('-')[0]!;
  const same = e.clusterLabels.filter((l) => l.startsWith(`cluster:${family}`));
  const example = same.length ? same.join(' or ') : 'cluster:gb200-nv';
  return [
    at(
      [...e.path, 'runner'],
      'VM-3',
      "Agentic master configs must use a 'cluster:<name>' runner so every point runs on one exact hardware fleet.",
      { fix: `use a cluster:<name> runner such as ${example}` },
    ),
  ];
};

/** The concurrency fields of one item: which combinations are allowed, and their values. */
const concurrency: Rule = (e) =>
  e.items.flatMap((i) => {
    const r = i.raw;
    const list = r['conc-list'];
    const hasList = Array.isArray(list) ? list.length > 0 : has(r, 'conc-list');
    const hasStart = has(r, 'conc-start');
    const hasEnd = has(r, 'conc-end');
    const out: Finding[] = [];
    if (hasList && (hasStart || hasEnd)) {
      out.push(
        at(
          i.path,
          'VC-1',
          "Cannot specify both 'conc-list' list and 'conc-start'/'conc-end'. Use either a list or a range, not both.",
          {
            fix: "keep either 'conc-list' or 'conc-start'/'conc-end'",
          },
        ),
      );
    } else if (!hasList && !(hasStart && hasEnd)) {
      out.push(
        at(i.path, 'VC-2', "Must specify either 'conc-list' list or both 'conc-start' and 'conc-end'.", {
          fix: "add 'conc-list: [...]' or both 'conc-start' and 'conc-end'",
        }),
      );
    }
    const s = r['conc-start'];
    const en = r['conc-end'];
    if (typeof s === 'number' && typeof en === 'number') {
      if (s <= 0 || en <= 0) {
        out.push(
          at(
            [...i.path, s <= 0 ? 'conc-start' : 'conc-end'],
            'VC-3',
            "Input 'conc-start' and 'conc-end' must be greater than 0.",
          ),
        );
      } else if (s > en) {
        out.push(
          at([...i.path, 'conc-start'], 'VC-4', `'conc-start' (${s}) must be <= 'conc-end' (${en}).`, {
            fix: 'swap the two values',
          }),
        );
      }
    }
    if (Array.isArray(list)) {
      const bad = list.findIndex((c) => typeof c === 'number' && c <= 0);
      if (bad >= 0)
        out.push(
          at([...i.path, 'conc-list', bad], 'VC-5', "Input 'conc-list' entries must be greater than 0."),
        );
      const seen = new Set<unknown>();
      list.forEach((c, k) => {
        if (seen.has(c)) {
          out.push(
            at([...i.path, 'conc-list', k], 'VP-5', `Duplicate 'conc-list' value ${String(c)}`, {
              fix: 'remove the repeated value',
            }),
          );
        }
        seen.add(c);
      });
    }
    return out;
  });

/** Parallelism of items and workers; hardware on both workers or neither; a prefill stage has a worker. */
const topology: Rule = (e) =>
  e.items.flatMap((i) => {
    const out: Finding[] = [];
    const divisible = (r: Rec, p: YamlPath) => {
      const tp = r.tp;
      const d = r['dcp-size'];
      if (typeof tp === 'number' && typeof d === 'number' && d > 0 && tp % d !== 0) {
        out.push(at([...p, 'dcp-size'], 'VT-1', `'tp' (${tp}) must be divisible by 'dcp-size' (${d})`));
      }
    };
    if (!i.workers) divisible(i.raw, i.path);
    const { prefill, decode } = i.raw;
    if (isRec(prefill)) {
      divisible(prefill, [...i.path, 'prefill']);
      if (prefill['num-worker'] === 0) {
        out.push(
          at([...i.path, 'prefill', 'num-worker'], 'VP-3', 'Input should be greater than 0', {
            fix: 'prefill needs at least one worker; an aggregated topology sets decode num-worker to 0',
          }),
        );
      }
    }
    if (isRec(decode)) divisible(decode, [...i.path, 'decode']);
    if (isRec(i.raw.worker)) divisible(i.raw.worker, [...i.path, 'worker']);
    if (isRec(prefill) && isRec(decode) && has(prefill, 'hardware') !== has(decode, 'hardware')) {
      out.push(
        at(i.path, 'VT-2', "'hardware' must be specified for both 'prefill' and 'decode', or neither"),
      );
    }
    return out;
  });

/** Agentic item shape and KV offloading. */
const agentic: Rule = (e) =>
  e.items
    .filter((i) => i.scenario === 'agentic-coding')
    .flatMap((i) => {
      const r = i.raw;
      const out: Finding[] = [];
      const tp = has(r, 'tp');
      const both = has(r, 'prefill') && has(r, 'decode');
      const agg = has(r, 'worker');
      if (agg) {
        // The [N] aggregated shape; its conflicts with tp or prefill/decode are the shape rule's.
      } else if (tp === both) {
        out.push(
          at(
            i.path,
            'VA-1',
            'Agentic search-space entries must specify either tp or both prefill and decode',
          ),
        );
      } else if (tp && e.multinode) {
        out.push(
          at(
            i.path,
            'VP-2',
            'Single-node agentic search-space entries (tp) are not valid when multinode=true',
            {
              fix: 'describe the item with prefill and decode workers, or move it to a multinode: false config',
            },
          ),
        );
      } else if (both && !e.multinode) {
        out.push(
          at(
            i.path,
            'VP-2',
            'Multinode agentic search-space entries (prefill/decode) are not valid when multinode=false',
            {
              fix: 'describe the item with tp, or move it to a multinode: true config',
            },
          ),
        );
      }
      if (tp && !both && !has(r, 'kv-offloading')) {
        out.push(
          at(i.path, 'VA-2', 'Single-node agentic search-space entries must specify kv-offloading', {
            fix: 'add kv-offloading: none (or dram with a kv-offload-backend)',
          }),
        );
      }
      if ((both || agg) && !tp) {
        for (const f of ['pp', 'dcp-size', 'pcp-size']) {
          if (f in r) {
            out.push(
              at(
                [...i.path, f],
                'VA-3',
                "Multinode agentic search-space entries cannot specify 'pp', 'dcp-size', 'pcp-size'",
                {
                  atKey: true,
                  fix: `move '${f}' into the prefill/decode workers`,
                },
              ),
            );
          }
        }
      }
      const mode = r['kv-offloading'];
      if (has(r, 'kv-offload-backend')) {
        if (!has(r, 'kv-offloading')) {
          out.push(
            at([...i.path, 'kv-offload-backend'], 'VA-4', 'kv-offload-backend requires kv-offloading', {
              atKey: true,
              fix: 'add kv-offloading: dram',
            }),
          );
        } else if (mode === 'none') {
          out.push(
            at(
              [...i.path, 'kv-offload-backend'],
              'VA-5',
              "kv-offload-backend can only be set when kv-offloading is not 'none'",
              {
                atKey: true,
                fix: "remove 'kv-offload-backend' or set kv-offloading: dram",
              },
            ),
          );
        }
      } else if (mode === 'dram') {
        out.push(
          at(
            [...i.path, 'kv-offloading'],
            'VA-6',
            "kv-offload-backend is required when kv-offloading is 'dram'",
            {
              fix: 'add kv-offload-backend: { name: <backend> }',
            },
          ),
        );
      }
      return out;
    });

/** a dram item needs its block's dram-utilization. */
const dramBudget: Rule = (e) =>
  e.blocks
    .filter((b) => b.scenario === 'agentic-coding' && !has(b.raw, 'dram-utilization'))
    .filter((b) => e.items.some((i) => i.block === b && i.raw['kv-offloading'] === 'dram'))
    .map((b) =>
      at(b.path, 'VA-7', "kv-offloading='dram' requires dram-utilization with runner hardware metadata", {
        fix: 'add dram-utilization: 0.80 (0 < value ≤ 1) to this block',
      }),
    );

const MULTI_NODE_KEYS = ['worker', 'prefill', 'decode', 'num-nodes'] as const;

/**
 * The shape rules of the newer format: single-node entries have no worker blocks or node counts; a multi-node
 * item describes its workers either as prefill + decode or as one aggregated `worker` on `num-nodes`
 * nodes; `num-nodes` belongs to the aggregated shape; disaggregated serving needs prefill + decode.
 * (Agentic prefill/decode on single-node entries is reported by the agentic rule.)
 */
const shapes: Rule = (e) =>
  e.items.flatMap((i) => {
    const r = i.raw;
    const out: Finding[] = [];
    if (!e.multinode) {
      for (const k of MULTI_NODE_KEYS) {
        if (!(k in r)) continue;
        if (i.scenario === 'agentic-coding' && (k === 'prefill' || k === 'decode')) continue;
        out.push(
          at(
            [...i.path, k],
            'VP-2',
            `Single-node search-space entries cannot specify '${k}' (multinode=false)`,
            {
              atKey: true,
              fix: `remove '${k}' (a single-node item gives tp), or move the item to a multinode: true config`,
            },
          ),
        );
      }
      return out;
    }
    const agg = has(r, 'worker');
    const pd = 'prefill' in r || 'decode' in r;
    if (agg && (pd || has(r, 'tp'))) {
      out.push(
        at(
          [...i.path, 'worker'],
          'VP-2',
          "A multi-node search-space entry gives either 'prefill' and 'decode' or 'worker' and 'num-nodes', not both",
          { atKey: true, fix: "keep 'worker' + 'num-nodes' for an aggregated topology, or prefill + decode" },
        ),
      );
    } else if (!agg && 'num-nodes' in r) {
      out.push(
        at(
          [...i.path, 'num-nodes'],
          'VP-2',
          "'num-nodes' is only valid with 'worker' (an aggregated topology)",
          {
            atKey: true,
            fix: "remove 'num-nodes' (disaggregated nodes come from the workers), or describe the item with 'worker'",
          },
        ),
      );
    }
    if (agg && e.raw.disagg === true) {
      out.push(
        at(
          [...i.path, 'worker'],
          'VP-2',
          "disagg=true requires 'prefill' and 'decode' workers, not 'worker'",
          {
            atKey: true,
            fix: 'describe the prefill and decode workers, or set disagg: false for an aggregated topology',
          },
        ),
      );
    }
    return out;
  });

/** `<file>.yaml[:<selector>]`, selector base | override_<name> | zip_override_<name>[<i>]. */
const RECIPE_REF =
  /^(?!\/)(?!.*(?:^|\/)\.\.(?:\/|:|$))[^:\s]+\.ya?ml(?::(?:base|override_[A-Za-z0-9_.-]+|zip_override_[A-Za-z0-9_.-]+\[\d+\]))?$/;
const RECIPE_SETTING: Record<string, string> = {
  'srt-recipe': 'CONFIG_FILE',
  'eval-srt-recipe': 'EVAL_CONFIG_FILE',
};

/**
 * The newer format's recipe fields: `srt-recipe` / `eval-srt-recipe` name a recipe file in the repository
 * (relative, no `..`) with an optional variant selector, and replace `CONFIG_FILE=` /
 * `EVAL_CONFIG_FILE=`: an item that gives the field may not also give the setting (two recipes for one
 * job). Items without the field keep using the settings, as the reference's current files do.
 */
const recipes: Rule = (e) =>
  e.items.flatMap((i) => {
    const out: Finding[] = [];
    for (const [field, setting] of Object.entries(RECIPE_SETTING)) {
      const v = i.raw[field];
      if (v === undefined) continue;
      if (typeof v === 'string' && v.length > 0 && !RECIPE_REF.test(v)) {
        out.push(
          at(
            [...i.path, field],
            'VP-8',
            `${field} '${v}' must be <file>.yaml[:<selector>] with selector base, override_<name> or zip_override_<name>[<i>]`,
            {
              fix: 'give the recipe path relative to the repository folder (no leading / or ..), e.g. benchmarks/single_node/srt-slurm-recipes/<model>/<engine>/<gpu>/8k1k.yaml',
            },
          ),
        );
      }
      for (const role of ['prefill', 'decode', 'worker']) {
        const w = i.raw[role];
        const settings = isRec(w) ? w['additional-settings'] : undefined;
        if (!Array.isArray(settings)) continue;
        settings.forEach((kv, k) => {
          if (typeof kv === 'string' && kv.startsWith(`${setting}=`))
            out.push(
              at(
                [...i.path, role, 'additional-settings', k],
                'VP-8',
                `${setting}= cannot be given together with ${field}: the item's recipe is its ${field}`,
                { fix: `remove this ${setting}= setting (or drop ${field} and keep the setting)` },
              ),
            );
        });
      }
    }
    return out;
  });

/** one worker stage holds tp·pp·pcp GPUs; past the bound it is a typo, not a job. */
const stageSize: Rule = (e) =>
  e.items.flatMap((i) => {
    const out: Finding[] = [];
    const check = (r: Rec, p: YamlPath) => {
      const n = (k: string) => (typeof r[k] === 'number' ? (r[k] as number) : 1);
      const max = CONFIG_LIMITS.maxStageGpus;
      const g = n('tp') * n('pp') * n('pcp-size');
      // A factor past the bound is already the schema's error.
      if (g > max && n('tp') <= max && n('pp') <= max && n('pcp-size') <= max)
        out.push(
          at(
            [...p, 'tp'],
            'VP-3',
            `tp·pp·pcp-size = ${g} GPUs in one worker stage exceeds the bound of ${max}`,
            {
              fix: 'tp is the GPU width of one worker stage: check tp, pp and pcp-size',
            },
          ),
        );
    };
    if (!i.workers) check(i.raw, i.path);
    for (const role of ['prefill', 'decode', 'worker']) {
      const w = i.raw[role];
      if (isRec(w)) check(w, [...i.path, role]);
    }
    return out;
  });

/** component versions are releases, not image references. */
const componentVersions: Rule = (e) => {
  const comps: [YamlPath, unknown][] = [[[...e.path, 'router'], e.raw.router]];
  for (const i of e.items) {
    for (const f of ['router', 'kv-offload-backend']) comps.push([[...i.path, f], i.raw[f]]);
  }
  return comps
    .filter(([, c]) => isRec(c) && typeof c.version === 'string' && c.version.startsWith('image:'))
    .map(([p]) =>
      at(
        [...p, 'version'],
        'VA-8',
        'component version must be a release, package version, or source commit, not an image reference',
        {
          fix: "give the release version (the image is already in 'image')",
        },
      ),
    );
};

/** Rule table, in the order the reference reports them. */
export const ENTRY_RULES: readonly Rule[] = [
  someScenario,
  agenticCluster,
  scopeOnce,
  p2pMultinode,
  disaggP2p,
  concurrency,
  topology,
  agentic,
  shapes,
  recipes,
  stageSize,
  dramBudget,
  componentVersions,
];
