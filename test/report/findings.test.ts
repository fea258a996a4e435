// Findings in the status comment: each under its kind, and in Chinese in the Chinese half — every code of
// the rule catalogue has a Chinese meaning and fix, and the findings a PR meets most are translated whole,
// read back from the messages the checks really write (so a changed message shows up here).
import { describe, expect, it } from 'vitest';
import { diag, type Diagnostic } from '../../src/diagnostics.js';
import { checkRoutes } from '../../src/dispatch/routing.js';
import { loadMasterConfigs } from '../../src/config/load.js';
import { unmatched } from '../../src/plan/pr-resolve.js';
import { findingSections, findingText, kindOf } from '../../src/report/findings.js';
import { CATALOGUE } from '../../src/rules/catalogue.js';
import { ZH_RULES } from '../../src/rules/zh.js';
import { checkDeclared } from '../../src/topology/rules.js';
import { topologyOf, type Topology } from '../../src/topology/shape.js';
import { englishRuns } from '../support/english.js';

const zh = (d: Diagnostic) => findingText(d, 'zh');

describe('the Chinese rule catalogue', () => {
  it('has a meaning and a fix for every code, with no English sentence', () => {
    expect(Object.keys(ZH_RULES).sort()).toEqual(Object.keys(CATALOGUE).sort());
    for (const [code, r] of Object.entries(ZH_RULES)) {
      expect(r.title, code).not.toBe('');
      expect(englishRuns(`${r.title}\n${r.fix}`), code).toEqual([]);
    }
  });

  it('any finding reads in Chinese: the catalogue example of every code, with its fix', () => {
    for (const [code, r] of Object.entries(CATALOGUE)) {
      const text = zh(diag('error', code, r.example, { file: 'x.yaml', line: 3, fix: r.fix }));
      expect(englishRuns(text), code).toEqual([]);
      expect(text).toContain(ZH_RULES[code as keyof typeof ZH_RULES].fix);
    }
  });
});

describe('findings a PR meets most, translated whole', () => {
  it('an unknown config key with the nearest one', () => {
    const d = unmatched('dsr1-fp8-b200-sglan', ['dsr1-fp8-b200-sglang', 'gptoss-fp4-h100-vllm']);
    expect(zh(d)).toBe(
      '错误：主配置中没有配置键 `dsr1-fp8-b200-sglan`。 — 修复：是否应为 `dsr1-fp8-b200-sglang`？',
    );
    expect(findingText(d, 'en')).toBe(
      "error: Config key 'dsr1-fp8-b200-sglan' not found in master configs. — fix: did you mean 'dsr1-fp8-b200-sglang'?",
    );
  });

  it('a wildcard that matches nothing', () => {
    const d = unmatched('dsr1-fp8-b20-*', ['dsr1-fp8-b200-sglang', 'dsr1-fp8-b200-trt']);
    expect(zh(d)).toBe(
      '错误：通配模式 `dsr1-fp8-b20-*` 没有匹配到主配置中的任何配置键。 — 修复：是否应为 `dsr1-fp8-b200-sglang`、`dsr1-fp8-b200-trt`？',
    );
  });

  it('a job no runner would take', () => {
    const runners = { labels: { 'cluster:gb300-nv': ['gb300-nv_0'] }, hardware: {} };
    const [d] = checkRoutes(
      [{ 'row-id': 'abc123', name: 'dsv4_8k1k', runner: 'gb300-nv' }],
      { priority: false, nodeSlots: false },
      runners,
      'configs/runners.yaml',
    );
    expect(zh(d!)).toBe(
      '错误：行 `dsv4_8k1k`（`abc123`）：其任务会等待 runner 标签 `gb300-nv`，但 `configs/runners.yaml` 中没有任何 runner 带有它（`abc123`） — 修复：注册带有标签 `gb300-nv` 的 runner 并在 `configs/runners.yaml` 的 `labels:` 下列出，或把配置的 `runner` 改为 `configs/runners.yaml` 中已有的标签（是否应为 `cluster:gb300-nv`？）',
    );
  });

  it('a runner label runners.yaml does not have', () => {
    const text = 'dsv4-fp4-b200-vllm:\n  runner: b20\n';
    const loaded = loadMasterConfigs([{ path: 'configs/nvidia-master.yaml', text }], {
      runners: { labels: { b200: ['b200_0'] }, hardware: {} },
    });
    const d = loaded.diagnostics.find((x) => x.rule === 'VP-1')!;
    expect(zh(d)).toMatch(
      /警告：runner 标签 `b20` 未在 `configs\/runners\.yaml` 中定义（`dsv4-fp4-b200-vllm\.runner`） — 修复：是否应为 `b200`？否则把该标签加入 `configs\/runners\.yaml`$/,
    );
  });

  it('DEP16 declared as tp 8 on 8 GPUs: the message and the DEP fix', () => {
    const t: Topology = topologyOf({
      prefill: { 'num-worker': 2, tp: 8, ep: 8, 'dp-attn': true },
      decode: { 'num-worker': 1, tp: 8, ep: 16, 'dp-attn': true },
    })!;
    const [f] = checkDeclared(t, 4);
    const d = diag('error', f!.rule, `kimik3-fp4: ${f!.message}`, { fix: f!.fix! });
    expect(zh(d)).toBe(
      '错误：`kimik3-fp4`：`decode` 工作进程在 tp·pp·pcp = 8 个 GPU 上声明了 `ep: 16`（`tp: 8, ep: 16, dp-attn: true`）；EP 不增加 GPU，因此该工作进程按 8 个 GPU 记录，而不是 16 个 — 修复：DEP16 应写 `tp: 16, ep: 16, dp-attn: true`（`tp` 是工作进程的 GPU 宽度）',
    );
  });

  it('an aggregated item whose workers do not fill its nodes: the fix that fills them', () => {
    const t: Topology = topologyOf({
      worker: { 'num-worker': 1, tp: 4, ep: 16, 'dp-attn': true },
      'num-nodes': 4,
    })!;
    const fs = checkDeclared(t, 4).map((f) => diag('error', f.rule, `k: ${f.message}`, { fix: f.fix! }));
    expect(fs.length).toBeGreaterThan(0);
    for (const d of fs) {
      const text = zh(d);
      expect(englishRuns(text), text).toEqual([]);
      expect(text).not.toContain(ZH_RULES[d.rule as keyof typeof ZH_RULES].title);
    }
    expect(fs.map(zh).join('\n')).toContain('改为 `tp: 16`');
  });
});

describe('each finding under its kind', () => {
  it('runner labels apart from the changelog, topology apart from lanes', () => {
    expect(kindOf('RT-1')).toBe('runners');
    expect(kindOf('VP-1')).toBe('runners');
    expect(kindOf('P-11')).toBe('changelog');
    expect(kindOf('L-2')).toBe('changelog');
    expect(kindOf('VM-1')).toBe('configs');
    expect(kindOf('C6')).toBe('lanes');
    expect(kindOf('R1')).toBe('topology');
    expect(kindOf('X-5')).toBe('limits');
  });

  it('sections in a fixed order, each sorted by file and line', () => {
    const ds = [
      diag('error', 'R1', 'k: r1', { file: 'b.yaml', line: 9 }),
      diag('warning', 'RT-1', 'row x: w', { file: 'a.yaml', line: 2 }),
      diag('error', 'P-11', "Config key 'q' not found in master configs.", { file: 'p.yaml', line: 4 }),
      diag('error', 'R5', 'k: r5', { file: 'b.yaml', line: 3 }),
    ];
    const lines = findingSections(ds, 'en').filter((l) => l.startsWith('**') || l.startsWith('- '));
    expect(lines.map((l) => l.replace(/^- `([^`]+)`.*$/, '$1'))).toEqual([
      '**Changelog validation:**',
      'p.yaml:4',
      '**Runner labels:**',
      'a.yaml:2',
      '**GPU topology:**',
      'b.yaml:3',
      'b.yaml:9',
    ]);
  });
});
