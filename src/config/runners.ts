// runners.yaml. Accepts the older schema (`labels`, optional `hardware`) and the newer
// `clusters:<id>` records, which are kept (lanes read their launch facts) and folded into `hardware`
// under `cluster:<id>`; broad labels inherit the facts their clusters agree on.
import type { Diagnostic } from '../diagnostics.js';
import { acceptsRunnersFile } from './accepts.generated.js';
import type { YamlPath } from '../yaml/parse.js';
import { schemaFindings, toDiagnostic, type Finding } from './finding.js';
import type { Loaded, SourceFile } from './source.js';
import { readYaml } from './read.js';
import { isRec } from './rules.js';
import { clusterFindings, inheritHardware, partitionFindings, recordFindings } from './clusters.js';
import { runnersFile, type ClusterRecord } from './runners-schema.js';
import type { HardwareRecord, RunnersConfig } from './types.js';

export function loadRunners(file: SourceFile): Loaded<RunnersConfig> {
  const p = readYaml(file.text, file.path);
  const diagnostics: Diagnostic[] = [...p.diagnostics];
  const value: RunnersConfig = { labels: {}, hardware: {} };
  if (p.value === undefined) return { value, diagnostics };
  const v = p.value;
  const findings: Finding[] = [];
  if (!isRec(v) || !isRec(v.labels)) {
    findings.push({
      path: isRec(v) && 'labels' in v ? ['labels'] : [],
      rule: 'VR-2',
      message: 'Runner config must define a labels mapping',
      fix: 'add `labels:` mapping each label to its runner names',
    });
  }
  if (isRec(v)) {
    // The generated predicate passes a valid file; only a failing one builds the schema to word the issues.
    if (!acceptsRunnersFile(v)) findings.push(...schemaFindings(runnersFile(), v, [], () => 'VR-4'));
    if (isRec(v.labels)) findings.push(...labelFindings(v.labels, value));
    const invalid = new Set(
      findings
        .filter((f) => f.path[0] === 'hardware' || f.path[0] === 'clusters')
        .map((f) => `${f.path[0]}/${f.path[1]}`),
    );
    const clusters: Record<string, ClusterRecord> = {};
    for (const section of ['hardware', 'clusters'] as const) {
      const records = v[section];
      if (!isRec(records)) continue;
      for (const [k, rec] of Object.entries(records)) {
        if (invalid.has(`${section}/${k}`) || !isRec(rec)) continue;
        const hw: HardwareRecord = { 'gpus-per-node': rec['gpus-per-node'] as number };
        if (typeof rec['available-cpu-dram-mib'] === 'number')
          hw['available-cpu-dram-mib'] = rec['available-cpu-dram-mib'];
        value.hardware[section === 'clusters' ? `cluster:${k}` : k] = hw;
        if (section === 'clusters') clusters[k] = rec as ClusterRecord;
      }
    }
    if (isRec(v.clusters)) {
      value.clusters = clusters;
      if (isRec(v.labels)) {
        const labels = value.labels;
        findings.push(...clusterFindings(v.labels, v.clusters), ...partitionFindings(labels, clusters));
        findings.push(...inheritHardware(labels, value.hardware));
      }
      findings.push(...recordFindings(clusters));
    }
  }
  diagnostics.push(...findings.map((f) => toDiagnostic(f, p.parsed())));
  return { value, diagnostics };
}

/** Each label's runner list, with the reference's messages; valid labels go into `value`. */
function labelFindings(labels: Record<string, unknown>, value: RunnersConfig): Finding[] {
  const out: Finding[] = [];
  for (const [k, names] of Object.entries(labels)) {
    const path: YamlPath = ['labels', k];
    if (!Array.isArray(names)) {
      out.push({
        path,
        rule: 'VR-3',
        message: `Runner config entry '${k}' must be a list, got ${pyType(names)}`,
        fix: 'list the runner names under the label',
      });
    } else if (names.length === 0) {
      out.push({
        path,
        rule: 'VR-3',
        message: `Runner config entry '${k}' cannot be an empty list`,
        atKey: true,
        fix: 'list at least one runner name, or remove the label',
      });
    } else if (!names.every((n) => typeof n === 'string')) {
      const bad = names.findIndex((n) => typeof n !== 'string');
      out.push({
        path: [...path, bad],
        rule: 'VR-3',
        message: `Runner config entry '${k}' must contain only strings`,
        fix: 'quote the runner name',
      });
    } else {
      value.labels[k] = names as string[];
    }
  }
  return out;
}

/** Python's type names, as the reference prints them. */
function pyType(v: unknown): string {
  if (v === null || v === undefined) return 'NoneType';
  if (typeof v === 'string') return 'str';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'number') return Number.isInteger(v) ? 'int' : 'float';
  return isRec(v) ? 'dict' : typeof v;
}
