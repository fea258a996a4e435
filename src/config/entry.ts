// Validates one master config entry: the entry head, then each scenario block, then each search-space
// item with the schema its shape calls for, then the cross-field rule table. Pure: raw value in,
// Findings out (paths start with the config key).
import type * as z from 'zod';
import type { YamlPath } from '../yaml/parse.js';
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

/** Fields whose lower bound is a product addition (VP-3), not a reference built-in. */
const VP3_FIELDS = new Set(['tp', 'num-worker', 'isl', 'osl']);

const ruleOf =
  (multinode: boolean): RuleOf =>
  (iss) => {
    const last = iss.path[iss.path.length - 1];
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
  const check = (schema: z.ZodType, data: unknown, at: YamlPath) =>
    findings.push(...schemaFindings(schema, data, at, rule));

  check(multinode ? s.multiNodeEntryHead : s.singleNodeEntryHead, raw, path);

  const blocks: BlockView[] = [];
  const items: ItemView[] = [];
  const scenarios = isRec(raw.scenarios) ? raw.scenarios : {};
  for (const scenario of ['fixed-seq-len', 'agentic-coding'] as const) {
    const list = scenarios[scenario];
    if (!Array.isArray(list)) continue;
    list.forEach((b, bi) => {
      const bpath = [...path, 'scenarios', scenario, bi];
      check(scenario === 'fixed-seq-len' ? s.fixedSeqLenBlock : s.agenticBlock, b, bpath);
      if (!isRec(b)) return;
      const block: BlockView = { scenario, raw: b, path: bpath };
      blocks.push(block);
      const space = b['search-space'];
      if (!Array.isArray(space)) return;
      space.forEach((it, ii) => {
        const ipath = [...bpath, 'search-space', ii];
        const item = itemSchema(scenario, multinode, it);
        if (item) check(item.schema, item.data, ipath);
        if (isRec(it))
          items.push({ scenario, block, raw: it, path: ipath, workers: 'prefill' in it || 'decode' in it });
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

/**
 * Fixed-seq-len items take the entry's schema (as in the reference). Agentic items take the schema of
 * their own shape; an ambiguous shape is VA-1 only, and multi-node VA-3 fields are left to that rule.
 */
function itemSchema(
  scenario: Scenario,
  multinode: boolean,
  it: unknown,
): { schema: z.ZodType; data: unknown } | undefined {
  if (scenario === 'fixed-seq-len')
    return { schema: multinode ? s.multiNodeItem : s.singleNodeItem, data: it };
  if (!isRec(it)) return { schema: multinode ? s.multiNodeAgenticItem : s.singleNodeAgenticItem, data: it };
  const tp = it.tp !== undefined && it.tp !== null;
  const workers = it.prefill != null && it.decode != null;
  if (tp === workers) return undefined;
  if (tp) return { schema: s.singleNodeAgenticItem, data: it };
  const { pp: _pp, 'dcp-size': _d, 'pcp-size': _p, ...rest } = it;
  return { schema: s.multiNodeAgenticItem, data: rest };
}
