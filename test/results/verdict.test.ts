// Verdicts that respect noise: a spread test with three or more baseline samples (Student's t 95%
// prediction interval, computed here by hand), a relative threshold per metric below that, and the
// direction of each metric (higher throughput is better, higher latency worse).
import { describe, expect, it } from 'vitest';
import { DEFAULT_THRESHOLDS, metricVerdict, pointVerdict, t975 } from '../../src/results/verdict.js';

describe('with three or more baseline samples: the t prediction interval', () => {
  // Samples 990, 1010, 1000: mean 1000, sample sd 10, t(0.975, 2) = 4.303,
  // half-width 4.303 × 10 × √(1 + 1/3) = 49.687…
  const samples = [990, 1010, 1000];

  it('names the test and its interval; a value inside it is within noise', () => {
    const v = metricVerdict('tput_per_gpu', 1040, samples);
    expect(v).toMatchObject({
      verdict: 'within-noise',
      test: 't-interval',
      samples: 3,
      base: 1000,
      change: 0.04,
    });
    expect(v.interval![0]).toBeCloseTo(950.313, 3);
    expect(v.interval![1]).toBeCloseTo(1049.687, 3);
  });

  it('outside it, better or worse by the metric’s direction', () => {
    expect(metricVerdict('tput_per_gpu', 1050, samples).verdict).toBe('better');
    expect(metricVerdict('tput_per_gpu', 950, samples).verdict).toBe('worse');
    // Latencies: lower is better (seconds).
    const ttft = [0.2, 0.21, 0.19];
    expect(metricVerdict('median_ttft', 0.25, ttft).verdict).toBe('worse');
    expect(metricVerdict('median_ttft', 0.15, ttft).verdict).toBe('better');
    expect(metricVerdict('median_ttft', 0.22, ttft).verdict).toBe('within-noise');
  });

  it('a wider spread needs a larger change; identical samples still allow 0.5%', () => {
    expect(metricVerdict('tput_per_gpu', 1100, [900, 1100, 1000]).verdict).toBe('within-noise');
    expect(metricVerdict('tput_per_gpu', 1004, [1000, 1000, 1000]).verdict).toBe('within-noise');
    expect(metricVerdict('tput_per_gpu', 1006, [1000, 1000, 1000]).verdict).toBe('better');
  });

  it('uses the t quantile of the samples’ degrees of freedom (never a narrower one)', () => {
    expect(t975(2)).toBe(4.303);
    expect(t975(4)).toBe(2.776);
    expect(t975(11)).toBe(2.228);
    expect(t975(1000)).toBe(1.98);
  });
});

describe('with one or two samples: the relative threshold', () => {
  it('compares with the newest sample; within the threshold is noise', () => {
    expect(metricVerdict('tput_per_gpu', 1040, [1000, 900])).toMatchObject({
      verdict: 'within-noise',
      test: 'threshold',
      threshold: 0.05,
      base: 1000,
    });
    expect(metricVerdict('tput_per_gpu', 1060, [1000]).verdict).toBe('better');
    expect(metricVerdict('tput_per_gpu', 940, [1000]).verdict).toBe('worse');
    expect(metricVerdict('median_ttft', 0.23, [0.2]).verdict).toBe('worse');
    expect(metricVerdict('median_ttft', 0.21, [0.2]).verdict).toBe('within-noise');
  });

  it('a configured threshold replaces the default', () => {
    const strict = { ...DEFAULT_THRESHOLDS, tput_per_gpu: 0.01 };
    expect(metricVerdict('tput_per_gpu', 1020, [1000], strict).verdict).toBe('better');
  });

  it('without a baseline there is no verdict', () => {
    expect(metricVerdict('tput_per_gpu', 1000, [])).toEqual({
      metric: 'tput_per_gpu',
      verdict: 'no-baseline',
      samples: 0,
      value: 1000,
    });
  });
});

describe("a point's verdict", () => {
  it('is worse when any headline metric is worse, better when one is better and none worse', () => {
    const base = [{ tput_per_gpu: 1000, median_intvty: 50, median_ttft: 0.2, median_itl: 0.02 }];
    expect(pointVerdict({ tput_per_gpu: 1100, median_intvty: 40, median_ttft: 0.2 }, base).verdict).toBe(
      'worse',
    );
    expect(pointVerdict({ tput_per_gpu: 1100, median_intvty: 50, median_ttft: 0.2 }, base).verdict).toBe(
      'better',
    );
    expect(pointVerdict({ tput_per_gpu: 1010, median_intvty: 50 }, base).verdict).toBe('within-noise');
    // A non-headline metric does not decide.
    expect(
      pointVerdict({ tput_per_gpu: 1000, p99_ttft: 9 }, [{ tput_per_gpu: 1000, p99_ttft: 1 }]).verdict,
    ).toBe('within-noise');
    expect(pointVerdict({ tput_per_gpu: 1000 }, []).verdict).toBe('no-baseline');
  });
});
