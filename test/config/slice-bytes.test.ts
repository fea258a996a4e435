// The byte scan of a master file must give what the text scan gives: the same keys, lines, the same
// `irregular`, and each entry's text. It decodes only column-0 lines and the characters around `&` and
// `*`, so the cases that matter are non-ASCII text next to those, a BOM, CR, broken bytes and quoting.
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scanSource, scanTopLevel } from '../../src/config/slice.js';
import { needsReference, snapshot } from '../support/reference.js';

/** Both scans of `bytes`, as the loader sees the file either way (the text is the bytes' decoding). */
function bothScans(bytes: Buffer) {
  const text = bytes.toString('utf8');
  const t = scanTopLevel(text);
  const b = scanSource({ text, bytes });
  return {
    text: {
      irregular: t.irregular,
      entries: t.entries.map((e) => [e.key, e.line, text.slice(e.start, e.end)]),
    },
    bytes: { irregular: b.irregular, entries: b.entries.map((e) => [e.key, e.line, b.textOf(e)]) },
  };
}

const piece = fc.constantFrom(
  'key-a:\n',
  'dsr1-fp8-h200-sglang:\n  image: img:1\n',
  '  model: "naïve — 日本"\n',
  '"quoted key":\n',
  "'it''s':\n",
  '"esc\\u00e9":\n',
  '# comment: yes\n',
  '\n',
  '  conc: [1, 2]\n',
  '- item\n',
  'anchor: &a 1\n',
  'alias: *a\n',
  '  x: a&b\n',
  '  y: "\u00a0&nbsp"\n',
  '\u3000&wide: 1\n',
  'é&x: 1\n',
  '😀*: 1\n',
  'k: v\r\n',
  '\ufeffbom-key:\n',
  '---\n',
  '{flow: 1}\n',
  ' &lead\n',
  'trailing*',
  '\u2028k:\n',
);
const broken = fc.constantFrom(
  Buffer.from([0xc3]),
  Buffer.from([0xe2, 0x82]),
  Buffer.from([0x80, 0x80]),
  Buffer.from([0xf0, 0x9f, 0x98]),
  Buffer.from([0xff]),
);

describe('VL-2 master scan from bytes equals the scan of the decoded text', () => {
  it('for generated files with non-ASCII, anchors, BOM, CR and broken bytes', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            { weight: 6, arbitrary: piece.map((s) => Buffer.from(s)) },
            { weight: 1, arbitrary: broken },
          ),
          {
            maxLength: 30,
          },
        ),
        (parts) => {
          const r = bothScans(Buffer.concat(parts));
          expect(r.bytes).toEqual(r.text);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('for the reference master configs', needsReference('inputs'), () => {
    for (const f of [snapshot.amd, snapshot.nvidia]) {
      const r = bothScans(readFileSync(f));
      expect(r.text.entries.length).toBeGreaterThan(10);
      expect(r.bytes).toEqual(r.text);
    }
  });
});
