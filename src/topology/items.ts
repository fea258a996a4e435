// Topology rules on every search-space item of the master configs (every rule that needs no run). A row's
// topology is its item's (rows differ only in conc and runner node), so checking items checks every row once
// and points at the worker's own file:line. Entries are parsed for positions only when they have findings.
import type { MasterConfigs, RunnersConfig } from '../config/types.js';
import { sliceTopLevelEntries } from '../config/slice.js';
import { diag, type Diagnostic } from '../diagnostics.js';
import { formatPath, parseYaml, type ParsedYaml, type YamlPath } from '../yaml/parse.js';
import { checkTopology, type ResolveContext } from '../lanes/resolve.js';
import { gpusPerNodeOf } from './hardware.js';
import { topologyOf } from './shape.js';

export interface ItemContext extends ResolveContext {
  /** Text of each master file by path, to locate findings. */
  masterText: (file: string) => string | undefined;
}

export function checkItemsTopology(
  configs: MasterConfigs,
  runners: RunnersConfig,
  ctx: ItemContext,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const locators = new Map<string, ParsedYaml | undefined>();
  const locatorFor = (key: string): ParsedYaml | undefined => {
    if (!locators.has(key)) {
      const file = configs.sourceOf.get(key);
      const text = file ? ctx.masterText(file) : undefined;
      const slice = text ? sliceTopLevelEntries(text).find((e) => e.key === key) : undefined;
      locators.set(
        key,
        slice && file
          ? parseYaml(text!.slice(slice.start, slice.end), file, { lineOffset: slice.line - 1 })
          : undefined,
      );
    }
    return locators.get(key);
  };
  const facts = ctx.lanes ? { clusters: ctx.lanes.clusters } : {};
  const reported = new Set<readonly Diagnostic[]>();
  const missing = new Set<string>();
  for (const [key, entry] of configs.entries) {
    const gpn = gpusPerNodeOf(entry.runner, runners, facts);
    for (const [sc, blocks] of Object.entries(entry.scenarios ?? {})) {
      (blocks as { 'search-space': Record<string, unknown>[] }[] | undefined)?.forEach((block, bi) => {
        block['search-space']?.forEach((item, ii) => {
          const t = topologyOf(item);
          if (!t || !gpn) return;
          const { findings, recipe } = checkTopology(t, gpn, entry.framework, ctx);
          if (recipe && !recipe.found && t.kind !== 'single') missing.add(recipe.path);
          // Items sharing a recipe variant share its (cached) parse: report its problems once.
          if (recipe?.diagnostics && !reported.has(recipe.diagnostics)) {
            reported.add(recipe.diagnostics);
            out.push(...recipe.diagnostics);
          }
          const base: YamlPath = [key, 'scenarios', sc, bi, 'search-space', ii];
          for (const f of findings) {
            const path: YamlPath = [
              ...base,
              ...(f.role && f.role !== 'single' ? [f.role] : t.kind === 'agg' ? [t.stages[0]!.role] : []),
              ...(f.field ? [f.field] : []),
            ];
            const p = locatorFor(key);
            const pos = p ? (f.field ? p.locateKey(path) : p.locate(path)) : undefined;
            const recipeAt = f.recipeAt
              ? ` [recipe ${f.recipeAt.file}:${f.recipeAt.line}:${f.recipeAt.col}]`
              : '';
            out.push(
              diag(f.severity, f.rule, `${key}: ${f.message}${recipeAt}`, {
                ...(configs.sourceOf.get(key) ? { file: configs.sourceOf.get(key)! } : {}),
                ...(pos ?? {}),
                path: formatPath(path),
                ...(f.fix ? { fix: f.fix } : {}),
              }),
            );
          }
        });
      });
    }
  }
  if (missing.size) out.push(missingRecipes([...missing]));
  return out;
}

/**
 * Recipes that are not checked in: nothing confirms the nodes srt-slurm will allocate for their rows
 * (`node-count` must equal the recipe's). One notice for the whole run, not an error per recipe: the
 * reference's August 2026 data names hundreds of recipes that live in another repository, and lock / dry-run
 * artifacts do not exist yet. A notice neither fails lint nor crowds a PR's status comment; `explain` shows
 * it per row.
 */
function missingRecipes(paths: string[]): Diagnostic {
  return diag(
    'notice',
    'R6',
    `${paths.length} recipe file(s) named by CONFIG_FILE= or srt-recipe are not checked in (e.g. ${paths[0]}): node-count for their rows is packed from the declared workers, and their workers, engine arguments and node count cannot be checked against the recipe`,
    { fix: 'check the recipes in (or name their lock or dry-run artifacts) to verify node counts' },
  );
}
