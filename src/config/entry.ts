// Validates one master config entry: the entry head, then each scenario block, then each search-space
// item with the schema its shape calls for, then the cross-field rule table. Pure: raw value in,
// Findings out (paths start with the config key).
import type * as z from 'zod';
import type { YamlPath } from '../yaml/parse.js';
import * as g from './accepts.generated.js';
import { schemaFindings, type Finding, type RuleOf } from './finding.js';
import {
  ENTRY_RULES,
  isRec,
  type BlockView,
  type EntryView,
  type ItemView,
  type Rec,
  type Scenario,
} from './rules.js';
import * as s from './schema.js';
import type { MasterEntry } from './types.js';

/** Fields whose lower bound is a product addition, not a reference built-in. */
const VP3_FIELDS = new Set(['tp', 'ep', 'num-worker', 'num-nodes', 'isl', 'osl']);

const ruleOf =
  (multinode: boolean): RuleOf =>
  (iss) => {
    const last = iss.path[iss.path.length - 1];
    // Upper bounds are the product's (a PR must not ask for absurd sizes), but dram-utilization ≤ 1.
    if (iss.code === 'too_big' && last !== 'dram-utilization') return 'VP-3';
    if (iss.code === 'too_small' && VP3_FIELDS.has(String(last))) return 'VP-3';
    if (!multinode && iss.path.length === 1 && last === 'disagg') return 'VM-7';
    return 'VM-1';
  };

export interface EntryResult {
  entry?: MasterEntry;
  findings: Finding[];
}

export function validateEntry(key: string, raw: unknown, clusterLabels: readonly string[] = []): EntryResult {
  const path: YamlPath = [key];
  if (!isRec(raw)) {
    return {
      findings: [
        {
          path,
          rule: 'VM-1',
          message: 'Input should be a valid dictionary',
          fix: 'give the entry its fields (image, model, runner, …)',
        },
      ],
    };
  }
  const multinode = raw.multinode === true || (raw.multinode !== false && guessMultinode(raw));
  const rule = ruleOf(multinode);
  const findings: Finding[] = [];
  // The generated predicate answers for a valid value; only a failure builds the schema to word its issues.
  const check = (schema: () => z.ZodType, data: unknown, at: YamlPath) =>
    findings.push(...schemaFindings(schema(), data, at, rule));

  if (!(multinode ? g.acceptsMultiNodeEntryHead(raw) : g.acceptsSingleNodeEntryHead(raw)))
    check(multinode ? s.multiNodeEntryHead : s.singleNodeEntryHead, raw, path);

  const blocks: BlockView[] = [];
  const items: ItemView[] = [];
  const scenarios = isRec(raw.scenarios) ? raw.scenarios : {};
  for (const scenario of ['fixed-seq-len', 'agentic-coding'] as const) {
    const list = scenarios[scenario];
    if (!Array.isArray(list)) continue;
    list.forEach((b, bi) => {
      const bpath = [...path, 'scenarios', scenario, bi];
      if (scenario === 'fixed-seq-len' ? !g.acceptsFixedSeqLenBlock(b) : !g.acceptsAgenticBlock(b))
        check(scenario === 'fixed-seq-len' ? s.fixedSeqLenBlock : s.agenticBlock, b, bpath);
      if (!isRec(b)) return;
      const block: BlockView = { scenario, raw: b, path: bpath };
      blocks.push(block);
      const space = b['search-space'];
      if (!Array.isArray(space)) return;
      space.forEach((it, ii) => {
        const ipath = [...bpath, 'search-space', ii];
        if (!isRec(it)) {
          check(nonRecordItem(scenario, multinode), it, ipath);
          return;
        }
        const item = itemCheck(scenario, multinode, it);
        if (item && !item.accepts(it, item.skip ?? NONE))
          check(item.schema, item.skip ? without(it, item.skip) : it, ipath);
        items.push({
          scenario,
          block,
          raw: it,
          path: ipath,
          workers: 'prefill' in it || 'decode' in it || 'worker' in it,
        });
      });
    });
  }

  const view: EntryView = { raw, path, multinode, blocks, items, clusterLabels };
  for (const r of ENTRY_RULES) findings.push(...r(view));
  const failed = findings.some((f) => (f.severity ?? 'error') === 'error');
  return failed ? { findings } : { entry: raw as unknown as MasterEntry, findings };
}

/** With `multinode` missing or mistyped, judge the shape from the items so the rest still gets checked. */
function guessMultinode(raw: Rec): boolean {
  return JSON.stringify(raw.scenarios ?? null).includes('"prefill"');
}

/** Item keys only multi-node shapes have; on a single-node entry each is a shape error, not noise. */
const MULTI_NODE_KEYS = ['worker', 'prefill', 'decode', 'num-nodes'];
/** Item-level parallelism a multi-node agentic item may not set. */
const VA3_KEYS = ['pp', 'dcp-size', 'pcp-size'];

const without = (r: Rec, keys: readonly string[]): Rec =>
  Object.fromEntries(Object.entries(r).filter(([k]) => !keys.includes(k)));

const NONE: readonly string[] = [];

/** How an item of one shape is checked: the predicate for the item less `skip`, and the schema that words a failure. */
interface ItemCheck {
  schema: () => z.ZodType;
  accepts: (v: unknown, skip: readonly string[]) => boolean;
  skip?: readonly string[];
}

const ITEM = {
  singleNode: { schema: s.singleNodeItem, accepts: g.acceptsSingleNodeItemWithout, skip: MULTI_NODE_KEYS },
  multiNodeAgg: { schema: s.multiNodeAggItem, accepts: (v) => g.acceptsMultiNodeAggItem(v) },
  multiNode: {
    schema: s.multiNodeItem,
    accepts: g.acceptsMultiNodeItemWithout,
    skip: ['worker', 'num-nodes'],
  },
  singleNodeAgentic: {
    schema: s.singleNodeAgenticItem,
    accepts: g.acceptsSingleNodeAgenticItemWithout,
    skip: ['worker', 'num-nodes'],
  },
  multiNodeAgenticAgg: {
    schema: s.multiNodeAgenticAggItem,
    accepts: g.acceptsMultiNodeAgenticAggItemWithout,
    skip: VA3_KEYS,
  },
  multiNodeAgentic: {
    schema: s.multiNodeAgenticItem,
    accepts: g.acceptsMultiNodeAgenticItemWithout,
    skip: [...VA3_KEYS, 'num-nodes'],
  },
} satisfies Record<string, ItemCheck>;

/** An item that is not a mapping is reported by the schema its scenario and entry call for. */
const nonRecordItem = (scenario: Scenario, multinode: boolean): (() => z.ZodType) =>
  scenario === 'fixed-seq-len'
    ? multinode
      ? s.multiNodeItem
      : s.singleNodeItem
    : multinode
      ? s.multiNodeAgenticItem
      : s.singleNodeAgenticItem;

/**
 * Fixed-seq-len items take the entry's schema (as in the reference), in the worker shape they use: an
 * aggregated item in the newer spelling (`worker` + `num-nodes`) or prefill + decode. Agentic items take
 * the schema of their own shape; an ambiguous shape is reported by the shape rules only. Keys a shape rule
 * reports (multi-node keys on single-node entries, agentic parallelism fields, a stray `num-nodes` or
 * `worker`) are left to that rule, so each problem is said once.
 */
function itemCheck(scenario: Scenario, multinode: boolean, it: Rec): ItemCheck | undefined {
  const worker = it.worker !== undefined && it.worker !== null;
  const pd = 'prefill' in it || 'decode' in it;
  if (scenario === 'fixed-seq-len') {
    if (!multinode) return ITEM.singleNode;
    if (worker && !pd) return ITEM.multiNodeAgg;
    return ITEM.multiNode;
  }
  const tp = it.tp !== undefined && it.tp !== null;
  const both = it.prefill != null && it.decode != null;
  if ((tp ? 1 : 0) + (both ? 1 : 0) + (worker ? 1 : 0) !== 1) return undefined;
  if (tp) return ITEM.singleNodeAgentic;
  if (worker) return ITEM.multiNodeAgenticAgg;
  return ITEM.multiNodeAgentic;
}
