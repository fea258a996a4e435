// The gate reads blobs as bytes: whatever the bytes, the result must be the one the same texts give.
// The fast path slices the base out of the decoded head instead of decoding it again, so the cases
// that matter are where the two files share a prefix: base a byte prefix of head, ending inside a
// character or not, valid UTF-8 or not, with non-Latin-1 characters on either side.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gateChangelog } from '../../src/gate/gate.js';

const PATH = 'perf-changelog.yaml';
const URL = 'https://github.com/SemiAnalysisAI/InferenceX/pull/';
const entry = (key: string, text: string) =>
  `- config-keys:\n    - ${key}\n  description:\n    - "${text}"\n  pr-link: ${URL}7\n`;

const word = fc.constantFrom('alpha', 'β-test', '日本語', 'naïve', '😀 emoji', 'plain', '—', 'x');
const history = fc
  .array(fc.tuple(fc.constantFrom('dsr1-fp8-h200-sglang', 'gptoss-fp4-b200-trt'), word), {
    minLength: 0,
    maxLength: 4,
  })
  .map((es) => es.map(([k, w]) => entry(k, w)).join('\n'));

/** The result as the same texts decode: bytes that are not UTF-8 become what the decoder makes of them. */
const asText = (b: Uint8Array) => Buffer.from(b).toString('utf8');

describe('CL-5 gate on bytes equals the gate on the decoded texts', () => {
  it('for appended entries, edits, truncations inside a character and invalid bytes', () => {
    fc.assert(
      fc.property(
        history,
        fc.array(word, { maxLength: 3 }),
        fc.constantFrom('append', 'cut-inside', 'edit', 'bad-byte', 'same', 'shorter'),
        (hist, words, how) => {
          const baseText = hist;
          let headBytes = Buffer.from(
            baseText + (baseText ? '\n' : '') + words.map((w) => entry('new-key', w)).join('\n'),
          );
          let baseBytes = Buffer.from(baseText);
          if (how === 'cut-inside') {
            // The base ends inside a multi-byte character of the head.
            const at = headBytes.findIndex((b, i) => i > 0 && (b & 0xc0) === 0x80);
            if (at > 0) baseBytes = headBytes.subarray(0, at);
          } else if (how === 'edit' && baseBytes.length > 4) {
            headBytes = Buffer.concat([Buffer.from('#'), headBytes.subarray(1)]);
          } else if (how === 'bad-byte') {
            headBytes = Buffer.concat([headBytes, Buffer.from([0xc3, 0x28, 0x0a])]);
          } else if (how === 'same') {
            headBytes = Buffer.from(baseBytes);
          } else if (how === 'shorter' && baseBytes.length > 10) {
            headBytes = baseBytes.subarray(0, baseBytes.length - 5);
          }
          const bytes = gateChangelog({ path: PATH, base: baseBytes, head: headBytes, prNumber: 7 });
          const texts = gateChangelog({
            path: PATH,
            base: asText(baseBytes),
            head: asText(headBytes),
            prNumber: 7,
          });
          // Invalid head bytes add the UTF-8 error to what the texts give; nothing else may differ.
          const utf8 = bytes.diagnostics.filter((d) => /is not UTF-8/.test(d.message));
          const rest = { ...bytes, diagnostics: bytes.diagnostics.filter((d) => !utf8.includes(d)) };
          if (utf8.length === 0) expect(bytes).toEqual(texts);
          else
            expect(rest.diagnostics).toEqual(
              texts.diagnostics.filter((d) => !/is not UTF-8/.test(d.message)),
            );
        },
      ),
      { numRuns: 300 },
    );
  });
});
