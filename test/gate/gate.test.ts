import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  goldenDir,
  listReference,
  needsReference,
  readReference,
  referenceExists,
  repoRoot,
  snapshot,
} from '../support/reference.js';
import { LIMITS } from '../../src/limits.js';
import { gateChangelog } from '../../src/gate/gate.js';
import type { GateInput } from '../../src/gate/types.js';

const PATH = 'perf-changelog.yaml';
const base = readReference(snapshot.changelog);
const BASE_LINES = base.split('\n').length - 1; // 6380: the file ends with one newline
const URL = 'https://github.com/SemiAnalysisAI/InferenceX/pull/';

const entry = (key: string, extra = '', pr = 'XXX') =>
  `- config-keys:\n    - ${key}\n  description:\n    - "About ${key}"\n  pr-link: ${URL}${pr}\n${extra}`;
const gate = (head: string, more: Partial<GateInput> = {}) =>
  gateChangelog({ path: PATH, base, head, ...more });
const brief = (r: ReturnType<typeof gateChangelog>) =>
  r.diagnostics.map((d) => [d.severity, d.rule, d.line, d.message]);
/** Head = history + one empty line + the given entries, the layout CL-5 asks for. */
const appended = (...entries: string[]) => `${base}\n${entries.join('\n')}`;

describe('CL-5 fast path: well-formed additions', needsReference('inputs'), () => {
  it('returns the appended entries with head entry numbers and head lines', () => {
    const r = gate(
      appended(entry('dsr1-fp4-b200-sglang'), entry('dsr1-fp8-h200-sglang', '  evals-only: true\n')),
      { prNumber: 42 },
    );
    expect(brief(r)).toEqual([]);
    expect(r.outcome).toBe('entries');
    expect(r.appended.map((a) => [a.index, a.line])).toEqual([
      [773, BASE_LINES + 2],
      [774, BASE_LINES + 8],
    ]);
    expect(r.appended[1]!.entry).toEqual({
      'config-keys': ['dsr1-fp8-h200-sglang'],
      description: ['About dsr1-fp8-h200-sglang'],
      'pr-link': `${URL}XXX`,
      'evals-only': true,
      'all-evals': false,
      'append-only': false,
    });
  });

  it('never parses the history: a broken history still gates an append by its bytes alone', () => {
    const broken = `${base}- [unclosed\n`;
    const r = gateChangelog({ path: PATH, base: broken, head: `${broken}\n${entry('x-key')}` });
    expect(r.outcome).toBe('entries');
    expect(r.appended.map((a) => a.line)).toEqual([BASE_LINES + 3]);
  });
});

describe('CL-8 no contribution', needsReference('inputs'), () => {
  it('identical bytes give no-entry, with no diagnostics', () => {
    expect(gate(base)).toEqual({ outcome: 'no-entry', appended: [], corrections: [], diagnostics: [] });
  });

  it('a whitespace-only append is the CL-8 error', () => {
    const r = gate(`${base}\n\n`);
    expect(r.outcome).toBe('error');
    expect(brief(r)).toEqual([
      [
        'error',
        'L-3',
        BASE_LINES + 1,
        'changelog diff has no appended entry or pr-link correction; historical whitespace and formatting are immutable',
      ],
    ]);
  });

  it('a whitespace-only edit of history (one of its 43 whitespace-only lines emptied) is the CL-8 error at that line', () => {
    const lines = base.split('\n');
    expect(lines[1883]!.trim()).toBe('');
    expect(lines[1883]).not.toBe('');
    lines[1883] = '';
    const r = gate(lines.join('\n'));
    expect(r.outcome).toBe('error');
    expect(brief(r)).toEqual([
      ['error', 'L-3', 1884, expect.stringContaining('changelog diff has no appended entry')],
    ]);
  });

  it('a comment-only append is the CL-8 error at the comment', () => {
    const r = gate(`${base}\n# just a note\n`);
    expect(brief(r)).toEqual([
      ['error', 'L-3', BASE_LINES + 1, expect.stringContaining('no appended entry or pr-link correction')],
    ]);
  });
});

describe('CL-4 / CL-15 semantic violations are errors at the head line', needsReference('inputs'), () => {
  it('edit of an old line: names the entry, the first differing field and its line', () => {
    const head = appended(entry('new-key')).replace(
      '    - gptoss-fp4-*-trt\n',
      '    - gptoss-fp4-*-trtllm\n',
    );
    const r = gate(head);
    expect(r.outcome).toBe('error');
    expect(r.appended).toEqual([]);
    expect(brief(r)).toEqual([
      [
        'error',
        'L-2',
        9,
        "entry 2 changed; existing entries are immutable except for pr-link-only corrections (first difference: 'config-keys' at line 9)",
      ],
    ]);
  });

  it('adding a line inside the last historical entry is an edit of that entry', () => {
    const r = gate(`${base}  evals-only: true\n`);
    expect(brief(r)).toEqual([
      [
        'error',
        'L-2',
        BASE_LINES + 1,
        expect.stringContaining('entry 772 changed; existing entries are immutable'),
      ],
    ]);
    expect(r.diagnostics[0]!.message).toContain(`first difference: 'evals-only' at line ${BASE_LINES + 1}`);
  });

  it('a line glued under the last pr-link extends that plain scalar: a correction that adds lines, refused', () => {
    const r = gate(`${base}    - "one more description line"\n`);
    expect(brief(r)).toEqual([
      ['error', 'L-3', BASE_LINES + 1, 'pr-link corrections may not add or delete lines'],
    ]);
  });

  it('deletion: reported at the deleted entry’s line in the base file', () => {
    const lines = base.split('\n');
    lines.splice(7, 8); // entry 2 = base lines 8..15 plus its separator
    const r = gate(`${lines.join('\n')}\n${entry('new-key')}`);
    expect(brief(r)).toEqual([
      ['error', 'L-2', 8, `${PATH} entries were deleted (historical entry 2, base line 8)`],
    ]);
  });

  it('reorder: swapping entries 1 and 2 is reported once, where the moved entry now is', () => {
    const lines = base.split('\n');
    const swapped = [...lines.slice(7, 15), '', ...lines.slice(0, 6), ...lines.slice(15)].join('\n');
    expect(swapped.length).toBe(base.length);
    const r = gate(swapped);
    expect(r.outcome).toBe('error');
    expect(brief(r)).toEqual([
      ['error', 'L-2', 1, expect.stringMatching(/^entry 1 changed; .*historical entry 2 was moved here/)],
    ]);
  });

  it('insertion in the middle: the inserted entry is named at its head line', () => {
    const head = base.replace(`pull/95\n\n`, `pull/95\n\n${entry('new-key')}\n`);
    const r = gate(head);
    expect(brief(r)).toEqual([
      [
        'error',
        'L-2',
        8,
        expect.stringMatching(/^entry 2 changed; .*a new entry was inserted before historical entry 2/),
      ],
    ]);
  });

  it('duplicate key in a new entry: found duplicate key, at the second key', () => {
    const r = gate(appended(entry('new-key', '  description:\n    - "again"\n')));
    expect(r.outcome).toBe('error');
    expect(brief(r)).toEqual([
      [
        'error',
        'L-1',
        BASE_LINES + 7,
        expect.stringMatching(/^perf-changelog.yaml is not valid YAML: found duplicate key/),
      ],
    ]);
  });

  it('no final newline (CL-3, V-2)', () => {
    const head = appended(entry('new-key')).slice(0, -1);
    expect(brief(gate(head))).toEqual([
      ['error', 'L-1', BASE_LINES + 6, `${PATH} does not end with a newline`],
    ]);
    expect(brief(gate(head, { headRef: 'abc123' }))).toEqual([
      ['error', 'V-2', BASE_LINES + 6, `${PATH} at abc123 does not end with a newline`],
    ]);
  });

  it('NUL bytes and invalid UTF-8 are always errors, even without strict (CL-15)', () => {
    expect(brief(gate(appended(entry('new\0key'))))[0]).toEqual([
      'error',
      'L-1',
      BASE_LINES + 3,
      `${PATH} contains NUL bytes`,
    ]);
    const bytes = Buffer.concat([
      Buffer.from(appended(entry('new-key')).slice(0, -30)),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('"\n'),
    ]);
    const r = gateChangelog({ path: PATH, base: Buffer.from(base), head: bytes });
    expect(r.outcome).toBe('error');
    expect(brief(r)[0]).toEqual([
      'error',
      'L-1',
      BASE_LINES + 6,
      expect.stringMatching(/^perf-changelog.yaml is not UTF-8: invalid byte 0xc3/),
    ]);
  });
});

describe('CL-15 layout: warnings by default, errors under strict', needsReference('inputs'), () => {
  const cases: [string, string, number, string][] = [
    [
      'tabs',
      appended(entry('new-key').replace('"About new-key"', '"About\tnew-key"')),
      BASE_LINES + 5,
      `${PATH} contains tabs`,
    ],
    [
      'CRLF',
      appended(entry('new-key').replace(/\n/g, '\r\n')),
      BASE_LINES + 2,
      `${PATH} contains CR characters`,
    ],
    [
      'two blank lines between new entries',
      appended(entry('a-key'), `\n${entry('b-key')}`),
      BASE_LINES + 7,
      'appended changelog entries must have exactly one empty separator line',
    ],
    [
      'no empty line after history',
      `${base}${entry('a-key')}`,
      BASE_LINES + 1,
      'new changelog entries must be separated from history by one empty line and appended at the end',
    ],
    [
      'blank line at the end',
      `${appended(entry('a-key'))}\n`,
      BASE_LINES + 7,
      'the final appended changelog entry must end with one newline',
    ],
  ];
  it.each(cases)('%s', (_name, head, line, message) => {
    const lax = gate(head);
    expect(lax.outcome).toBe('entries');
    expect(brief(lax)).toEqual([['warning', expect.stringMatching(/^L-[13]$/), line, message]]);
    const strict = gate(head, { strict: true });
    expect(strict.outcome).toBe('error');
    expect(brief(strict)).toEqual([['error', expect.stringMatching(/^L-[13]$/), line, message]]);
  });
});

describe('CL-7 pr-link corrections, CL-6 no mixing', needsReference('inputs'), () => {
  const fixed = base.replace(`${URL}XXX\n`, `${URL}1999\n`);

  it('historical XXX → canonical passes as corrections, with no appended entries', () => {
    const r = gate(fixed);
    expect(brief(r)).toEqual([]);
    expect(r.outcome).toBe('corrections');
    expect(r.appended).toEqual([]);
    expect(r.corrections).toEqual([{ index: 691, line: 5598, from: `${URL}XXX`, to: `${URL}1999` }]);
  });

  it('a correction to a non-canonical link fails', () => {
    const r = gate(base.replace(`${URL}XXX\n`, `${URL}1999/files\n`));
    expect(brief(r)).toEqual([
      ['error', 'L-2', 5598, `entry 691 pr-link correction is not canonical: '${URL}1999/files'`],
    ]);
  });

  it('a correction that also reflows the line count fails', () => {
    const r = gate(base.replace(`  pr-link: ${URL}XXX\n`, `  pr-link:\n    ${URL}1999\n`));
    expect(r.outcome).toBe('error');
    expect(brief(r)).toEqual([['error', 'L-3', 5598, 'pr-link corrections may not add or delete lines']]);
  });

  it('mixing a correction with an addition fails at the added entry', () => {
    const r = gate(`${fixed}\n${entry('new-key')}`);
    expect(r.outcome).toBe('error');
    expect(brief(r)).toEqual([
      [
        'error',
        'L-2',
        BASE_LINES + 2,
        'do not mix historical pr-link corrections with new changelog entries',
      ],
    ]);
  });
});

const golden = needsReference('inputs', 'outputs');
describe('golden cases: snapshot + appended.yaml passes, yields changelog_metadata.entries', golden, () => {
  const root = join(goldenDir, 'changelog-cases');
  // Layout normalisation exactly as the parity harness applies it before committing the head.
  const normalise = (appendedText: string) => {
    const out: string[] = [];
    for (const raw of appendedText.split('\n')) {
      const l = raw.trim() ? raw.replace(/\r$/, '') : '';
      if (l.trim() || (out.length && out[out.length - 1]!.trim())) out.push(l);
    }
    while (out.length && !out[out.length - 1]!.trim()) out.pop();
    return (base.endsWith('\n\n') ? '' : '\n') + out.join('\n') + '\n';
  };
  const names = listReference(root);
  it('has the 30 cases', () => expect(names).toHaveLength(30));
  it.each(names)('%s', (name) => {
    const r = gate(base + normalise(readReference(join(root, name, 'appended.yaml'))));
    expect(brief(r)).toEqual([]);
    expect(r.outcome).toBe('entries');
    const exp = join(root, name, 'expected.json');
    // Error cases fail later, in key resolution (P-11), not in the gate.
    if (!referenceExists(exp)) return;
    const want = JSON.parse(readReference(exp)).changelog_metadata.entries;
    expect(r.appended.map((a) => a.entry)).toEqual(want);
    // Same key order as the reference's normal form.
    expect(r.appended.map((a) => Object.keys(a.entry))).toEqual(want.map((e: object) => Object.keys(e)));
  });
});

// This repository's own changelog as history, so these run without the reference data.
const ownBase = readFileSync(join(repoRoot, 'perf-changelog.yaml'), 'utf8');
const OWN_LINES = ownBase.split('\n').length - 1;
const OWN_NEXT = (ownBase.match(/^- config-keys:/gm) ?? []).length + 1;
const ownGate = (head: string) => gateChangelog({ path: PATH, base: ownBase, head });
const ownAppended = (...entries: string[]) => `${ownBase}\n${entries.join('\n')}`;

describe('bad input in an appended entry: one positioned error, never a crash or a hang', () => {
  it('CL-3: appended text over the size limit is refused before it is read, at its first line', () => {
    const huge = entry('new-key').replace('"About new-key"', `"${'x'.repeat(LIMITS.appendedChangelog.max)}"`);
    const r = ownGate(ownAppended(huge));
    expect(r.outcome).toBe('error');
    const bytes = Buffer.byteLength(huge) + 1; // with the empty line before the entry
    expect(brief(r)).toEqual([
      [
        'error',
        'LIMIT',
        OWN_LINES + 1,
        `${PATH}: the appended text is ${bytes.toLocaleString('en-US')} bytes, over the limit of 1,048,576 bytes for the text a change appends to the changelog`,
      ],
    ]);
  });

  it.each([
    ['\x07', "the non-printable character U+0007 (BEL), which the reference's YAML parser refuses"],
    ['\x85', "U+0085 (NEL), a line break to the reference's YAML parser but not to this one"],
    ['\u2028', "U+2028 (LINE SEPARATOR), a line break to the reference's YAML parser but not to this one"],
  ])('CL-3: %j in a new entry is an error at the character', (ch, what) => {
    const r = ownGate(ownAppended(entry(`new${ch}key`)));
    expect(r.outcome).toBe('error');
    expect(r.diagnostics.map((d) => [d.severity, d.rule, d.line, d.col, d.message])).toEqual([
      ['error', 'L-1', OWN_LINES + 3, 10, `${PATH} contains ${what}`],
    ]);
  });

  it('YM-2: evals-only: y gets the YAML 1.1 warning master configs get, with the boolean to write', () => {
    const r = ownGate(ownAppended(entry('dsr1-fp4-b200-sglang', '  evals-only: y\n  all-evals: N\n')));
    expect(r.outcome).toBe('entries');
    expect(r.diagnostics.map((d) => [d.severity, d.rule, d.line, d.col, d.message, d.fix])).toEqual([
      [
        'warning',
        'YM-2',
        OWN_LINES + 7,
        15,
        "plain 'y' is read as a boolean by YAML 1.1 here but as a string by the reference's parser",
        'write true',
      ],
      [
        'warning',
        'YM-2',
        OWN_LINES + 8,
        14,
        "plain 'N' is read as a boolean by YAML 1.1 here but as a string by the reference's parser",
        'write false',
      ],
    ]);
    expect(r.appended[0]!.entry['evals-only']).toBe(true);
  });

  it('CL-S: more config keys than the limit in one entry: one error, not one per key', () => {
    const keys = Array.from({ length: LIMITS.configKeys.max + 1 }, (_, i) => `    - k${i}`).join('\n');
    const e = entry('k').replace('    - k\n', `${keys}\n`);
    const r = ownGate(ownAppended(e));
    expect(brief(r)).toEqual([
      [
        'error',
        'CL-S',
        OWN_LINES + 2,
        `${PATH}: the number of config keys is 1,001 items, over the limit of 1,000 items in one appended changelog entry`,
      ],
    ]);
  });

  it('CL-S: a repeated config key is one warning per key, however often it repeats', () => {
    const e = entry('k').replace('    - k\n', `${'    - k\n'.repeat(900)}`);
    expect(brief(ownGate(ownAppended(e)))).toEqual([
      ['warning', 'CL-S', OWN_LINES + 4, `entry ${OWN_NEXT} lists config key 'k' twice`],
    ]);
  });

  it('L-1: at most 20 schema problems per entry, then how many more', () => {
    const e = entry('k').replace('    - "About k"\n', '    - ""\n'.repeat(500));
    const r = ownGate(ownAppended(e));
    expect(r.diagnostics).toHaveLength(21);
    expect(r.diagnostics.at(-1)!.message).toBe(`entry ${OWN_NEXT} has 480 more problems`);
  });
});
