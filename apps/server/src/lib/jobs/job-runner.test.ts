import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './job-runner';

describe('retryDelayMs', () => {
  const policy = { baseMs: 1000, maxMs: 60_000 };

  it('doubles the delay with each failed attempt', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt, policy, () => 0))).toEqual([
      1000, 2000, 4000, 8000, 16_000,
    ]);
  });

  it('never waits longer than the maximum', () => {
    expect(retryDelayMs(7, policy, () => 0)).toBe(60_000);
    expect(retryDelayMs(30, policy, () => 0.999)).toBe(60_000);
  });

  it('adds at most 20% jitter', () => {
    expect(retryDelayMs(2, policy, () => 0.5)).toBe(2200);
    expect(retryDelayMs(2, policy, () => 0.999_999)).toBeLessThanOrEqual(2400);
  });
});
