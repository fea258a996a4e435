// The README's install section agrees with what ships: the action's inputs (action.yml), the reusable
// sweep's inputs (and the caller sweep init writes), the config file's settings and the launcher table,
// which is rendered from the row-field → env-var table (UPDATE_README=1 rewrites it).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type * as Z from 'zod';
import { describe, expect, it } from 'vitest';
import { launcherEnvMarkdown } from '../../src/dispatch/launcher-env.js';
import { inferencexEnvMarkdown } from '../../src/dispatch/inferencex-env.js';
import { renderControlCaller, renderRunCaller } from '../../src/dispatch/callers.js';
import { BENCHMARK_SECRET_NAMES } from '../../src/dispatch/launcher-profile.js';
import { RESULTS_DATABASE_SECRET } from '../../src/dispatch/workflows.js';
import { actionRef, workflowRef } from '../../src/dispatch/product.js';
import { repoConfigSchema } from '../../src/repo-config/schema.js';
import { zod } from '../../src/zod/lib.js';
import { repoRoot } from '../support/reference.js';

const readmePath = join(repoRoot, 'README.md');
const START = '<!-- launcher-env:start -->\n';
const END = '<!-- launcher-env:end -->';

describe('README: Install in your repository', () => {
  it('the launcher table is the row-field → env-var table', () => {
    let text = readFileSync(readmePath, 'utf8');
    const want = `${START}${launcherEnvMarkdown()}${END}`;
    if (process.env['UPDATE_README'] === '1') {
      text = text.replace(new RegExp(`${START}[\\s\\S]*?${END}`), want);
      writeFileSync(readmePath, text);
    }
    expect(text).toContain(want);
    expect(text).toContain('| `GPU_COUNT` | `gpu-count` |');
  });

  it('the inferencex profile table is the one the row step follows', () => {
    const start = '<!-- inferencex-env:start -->\n';
    const end = '<!-- inferencex-env:end -->';
    let text = readFileSync(readmePath, 'utf8');
    const want = `${start}${inferencexEnvMarkdown()}${end}`;
    if (process.env['UPDATE_README'] === '1') {
      text = text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), want);
      writeFileSync(readmePath, text);
    }
    expect(text).toContain(want);
  });

  const readme = readFileSync(readmePath, 'utf8');
  const section = readme.slice(
    readme.indexOf('## Install in your repository'),
    readme.indexOf('## The action'),
  );

  it('shows the references users pin: the action and the reusable sweep at v0', () => {
    expect(section).toContain(`uses: ${actionRef()}`);
    expect(section).toContain(`uses: ${workflowRef('sweep-run.yml')}`);
    expect(section).toContain('HF_TOKEN');
    expect(section).toContain('PRIORITY_SCHEDULER_ENABLED');
    expect(section).toContain('NODE_SLOT_SCHEDULER_ENABLED');
  });

  it('action.yml, the README and the caller workflows agree on the action inputs', () => {
    const action = parse(readFileSync(join(repoRoot, 'action.yml'), 'utf8')) as {
      inputs: Record<string, unknown>;
    };
    const listed = /Action inputs \(`action.yml` documents each\): ([^.]+)\./.exec(
      readme.replace(/\n/g, ' '),
    )![1]!;
    expect([...listed.matchAll(/`([a-z-]+)`/g)].map((m) => m[1])).toEqual(Object.keys(action.inputs));
    // Every input the control caller passes to the action is one action.yml declares.
    const control = parse(renderControlCaller()) as {
      jobs: { control: { steps: { uses?: string; with?: Record<string, unknown> }[] } };
    };
    const passed = control.jobs.control.steps
      .filter((st) => st.uses === actionRef())
      .flatMap((st) => Object.keys(st.with ?? {}));
    expect(passed.length).toBeGreaterThan(3);
    for (const k of passed) expect(Object.keys(action.inputs), k).toContain(k);
  });

  it('sweep-run.yml, the README and the caller sweep init writes agree on the sweep inputs', () => {
    const wf = parse(readFileSync(join(repoRoot, '.github/workflows/sweep-run.yml'), 'utf8')) as {
      on: { workflow_call: { inputs: Record<string, unknown>; secrets: Record<string, unknown> } };
    };
    const declared = Object.keys(wf.on.workflow_call.inputs);
    const listed = /`sweep-run.yml` inputs: ([^;]+);/.exec(section.replace(/\n/g, ' '))![1]!;
    expect([...listed.matchAll(/`([a-z-]+)`/g)].map((m) => m[1])).toEqual(declared);
    const caller = parse(renderRunCaller()) as {
      jobs: { sweep: { with: Record<string, unknown>; secrets: object } };
    };
    expect(Object.keys(caller.jobs.sweep.with).sort()).toEqual([...declared].sort());
    // The caller passes some of the declared secrets (the profile's), each under a declared name.
    for (const k of Object.keys(caller.jobs.sweep.secrets))
      expect(Object.keys(wf.on.workflow_call.secrets)).toContain(k);
    const secrets = [...BENCHMARK_SECRET_NAMES, RESULTS_DATABASE_SECRET];
    expect(Object.keys(wf.on.workflow_call.secrets)).toEqual(secrets);
    expect(section).toContain(secrets.map((n) => `\`${n}\``).join(', '));
  });

  it('the config table names every setting of the schema, nested ones as `parent.child`', () => {
    const z = zod();
    const fields = Object.entries(repoConfigSchema().shape)
      .filter(([k]) => k !== '$schema')
      .flatMap(([k, v]) => {
        let t: Z.ZodType = v;
        while (t instanceof z.ZodOptional) t = t.unwrap() as Z.ZodType;
        if (t instanceof z.ZodObject) return Object.keys(t.shape).map((c) => `${k}.${c}`);
        // A setting of two forms (text, or a mapping): the setting and the mapping's keys.
        const options = ((t as unknown as { options?: Z.ZodType[] }).options ?? []).filter(
          (o): o is Z.ZodObject => o instanceof z.ZodObject,
        );
        return [k, ...options.flatMap((o) => Object.keys(o.shape).map((c) => `${k}.${c}`))];
      });
    expect(fields).toContain('comments.protected-paths');
    const table = section.slice(section.indexOf('### The config file'), section.indexOf('### The launcher'));
    const named = new Set(
      [...table.matchAll(/^\| ([^|]+) \|/gm)].flatMap((m) =>
        [...m[1]!.matchAll(/`([^`]+)`/g)].map((x) => x[1]!),
      ),
    );
    for (const f of fields) expect(named, f).toContain(f);
    // And nothing the schema does not have.
    for (const n of named) expect(fields, n).toContain(n);
  });

  it('the README states the precedence of action inputs over the config file', () => {
    expect(section).toMatch(/action input .*wins over the config file, which wins over the default/i);
  });
});
