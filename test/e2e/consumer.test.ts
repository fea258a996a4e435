// A user's repository, end to end: `myorg/bench` (not the reference's name), laid out like the reference
// today (everything under inferencex-e2e/) and in the older root layout, set up only with `sweep init`'s
// output plus its own configs and changelog. Its workflows call the product by owner/repo/...@ref (the
// simulator resolves that to this checkout). Label → canary → shards → links comment; pr-link is checked
// against the repository the action runs in.
import { existsSync, readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { botComments, runLifecycle, type LifecycleResult } from '../../src/sim/lifecycle.js';
import { appendEntry, DEMO_PR, findScenario } from '../../src/sim/scenarios.js';
import type { Scenario } from '../../src/sim/scenarios.js';
import { repoRoot } from '../support/reference.js';

const happy = findScenario('happy-path')!;
const withLink = (link: string): Scenario => ({
  ...happy,
  name: `consumer ${link}`,
  edit: (base: string) => appendEntry(base).replace(/pr-link: XXX\n$/, `pr-link: ${link}\n`),
});
const OWN = `https://github.com/myorg/bench/pull/${DEMO_PR}`;
const REFERENCE = `https://github.com/SemiAnalysisAI/InferenceX/pull/${DEMO_PR}`;

const results = new Map<string, LifecycleResult>();
const layouts = ['inferencex-e2e', '.'] as const;

beforeAll(async () => {
  for (const layout of layouts) {
    for (const link of [OWN, REFERENCE])
      results.set(
        `${layout} ${link}`,
        await runLifecycle(withLink(link), { root: repoRoot, owner: 'myorg', name: 'bench', layout }),
      );
  }
}, 180_000);

describe.each(layouts)('a user repository (myorg/bench), layout %s', (layout) => {
  it('its own pr-link: label → canary → shards → every row ran once → links comment', () => {
    const r = results.get(`${layout} ${OWN}`)!;
    const sweeps = r.runs.filter((x) => x.workflow === 'sweep.yml');
    expect(sweeps).toHaveLength(1);
    const id = sweeps[0]!.id;
    expect(r.sweeps[0]!.conclusion).toBe('success');
    const ledger = r.sweeps[0]!.ledger;
    expect(ledger.length).toBeGreaterThan(10);
    expect(ledger.every((l) => l.status === 'success' && l.dispatched === 1)).toBe(true);
    // The canary ran before any other row was dispatched.
    const canaryAt = r.timeline.findIndex((t) => /canary-/.test(t.text) && /✔/.test(t.text));
    const firstShard = r.timeline.findIndex((t) => /sweep-[a-z0-9-]+ .*✔|✔ sweep-/.test(t.text));
    expect(canaryAt).toBeGreaterThanOrEqual(0);
    expect(firstShard).toBeGreaterThan(canaryAt);
    const { status, links } = botComments(r.comments);
    expect(status).toHaveLength(1);
    expect(status[0]!.body).toContain('**Decision:** sweep');
    expect(status[0]!.body).toContain(`https://github.com/myorg/bench/actions/runs/${id}`);
    expect(links).toHaveLength(1);
    expect(links[0]!.body).toContain(`unofficialRun=${id}`);
  });

  it("the reference's pr-link is refused in myorg/bench, with the fix naming the user's own repository", () => {
    const r = results.get(`${layout} ${REFERENCE}`)!;
    expect(r.runs.filter((x) => x.workflow === 'sweep.yml')).toHaveLength(0);
    const { status } = botComments(r.comments);
    expect(status.at(-1)!.body).toContain(`set pr-link to ${OWN}`);
  });

  it('the repository holds only sweep init’s workflows, calling the product by reference', () => {
    const r = results.get(`${layout} ${OWN}`)!;
    expect(
      r.runs.map((x) => x.workflow).filter((w) => w !== 'sweep.yml' && w !== 'sweep-control.yml'),
    ).toEqual([]);
    expect(existsSync(repoRoot)).toBe(true);
    expect(readdirSync(`${repoRoot}/.github/workflows`)).not.toContain('sweep.yml');
  });
});
