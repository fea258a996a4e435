import { describe, expect, it } from 'vitest';
import { refusalText, reuseUiText } from './messages.js';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('reuse message catalogue (CM-3)', () => {
  const all = { ...refusalText, ...reuseUiText } as Record<string, { en: string; zh: string }>;
  it.each(Object.keys(all))('%s has both languages with the same placeholders', (key) => {
    const t = all[key]!;
    expect(t.en.trim().length).toBeGreaterThan(0);
    expect(t.zh).toMatch(/[\u4e00-\u9fff]/);
    expect(placeholders(t.zh)).toEqual(placeholders(t.en));
  });

  it('no requirement ids in what users read', () => {
    for (const t of Object.values(all))
      expect(`${t.en} ${t.zh}`).not.toMatch(/\b(?:RU|RR|AZ|MG|CL|BC|LB)-\d/);
  });
});
