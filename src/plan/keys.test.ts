import { describe, expect, it } from 'vitest';
import { matchKeys } from './keys.js';

const KEYS = [
  'dsr1-fp4-b200-sglang',
  'dsr1-fp4-b200-sglang-mtp',
  'dsr1-fp8-b200-trt',
  'dsv4-fp4-b300-vllm',
  'qwen3.5-fp8-b200-sglang',
];

describe('config-key patterns (02 KR-1)', () => {
  it('KR-1: `*` matches any run, possibly empty; anchored', () => {
    expect(matchKeys('dsr1-*', KEYS)).toEqual(KEYS.slice(0, 3));
    expect(matchKeys('*-sglang', KEYS)).toEqual(['dsr1-fp4-b200-sglang', 'qwen3.5-fp8-b200-sglang']);
    expect(matchKeys('dsr1-fp4-b200-sglang*', KEYS)).toEqual(KEYS.slice(0, 2));
    expect(matchKeys('*', KEYS)).toEqual(KEYS);
  });

  it('KR-1: everything else is literal (`.` and `?` are not wildcards) and case-sensitive', () => {
    expect(matchKeys('qwen3?5-*', KEYS)).toEqual([]);
    expect(matchKeys('qwen3x5-*', KEYS)).toEqual([]);
    expect(matchKeys('qwen3.5-*', KEYS)).toEqual(['qwen3.5-fp8-b200-sglang']);
    expect(matchKeys('DSR1-*', KEYS)).toEqual([]);
    expect(matchKeys('[d]sr1-*', ['[d]sr1-x', 'dsr1-x'])).toEqual(['[d]sr1-x']);
  });

  it('KR-1: a plain key matches only itself', () => {
    expect(matchKeys('dsr1-fp4-b200-sglang', KEYS)).toEqual(['dsr1-fp4-b200-sglang']);
    expect(matchKeys('dsr1-fp4', KEYS)).toEqual([]);
  });
});
