// The run-time V8 settings of the CLI: which versions get them, the switch that turns them off, and that
// setting them in a real process prints nothing (an unknown flag would make V8 print an error).
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tuningFlags } from './v8-tuning.js';

describe('V8 tuning of a CLI run', () => {
  it('applies the measured flags on the V8 line of Node 20 only', () => {
    expect(tuningFlags('11.3.244.8-node.33', {})).toEqual(['--semi-space-growth-factor=1', '--no-turbofan']);
    expect(tuningFlags('12.4.254.21-node.33', {})).toEqual([]);
    expect(tuningFlags('13.6.233.10-node.18', {})).toEqual([]);
    expect(tuningFlags('11.30.1', {})).toEqual([]);
    expect(tuningFlags('', {})).toEqual([]);
  });

  it('SWEEP_V8_TUNING=0 (or off, false, no) turns it off; other values leave it on', () => {
    for (const off of ['0', 'off', 'OFF', ' false ', 'no'])
      expect(tuningFlags('11.3.244.8', { SWEEP_V8_TUNING: off })).toEqual([]);
    expect(tuningFlags('11.3.244.8', { SWEEP_V8_TUNING: '1' })).toHaveLength(2);
  });

  it('a CLI run with the flags set prints nothing of them and works', () => {
    const cli = new URL('../../dist/cli.js', import.meta.url);
    const r = spawnSync(process.execPath, [cli.pathname, 'plan', '--help'], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^usage: sweep plan/);
    expect(r.status).toBe(0);
  });
});
