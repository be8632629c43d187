import { describe, expect, it } from 'vitest';
import { createFailureLimiter } from './failure-limiter';

describe('createFailureLimiter', () => {
  it('lets an address fail up to its limit, then asks it to wait until the oldest failure ages out', () => {
    let now = 0;
    const limiter = createFailureLimiter({ perAddress: 3, total: 100, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfterSeconds('a')).toBe(0);
      limiter.recordFailure('a');
      now += 1000;
    }
    expect(limiter.retryAfterSeconds('a')).toBe(57);
    expect(limiter.retryAfterSeconds('b')).toBe(0);
    now = 60_001;
    expect(limiter.retryAfterSeconds('a')).toBe(0);
  });

  it('stops everyone when the global budget is spent', () => {
    const limiter = createFailureLimiter({ perAddress: 100, total: 2, windowMs: 60_000, now: () => 0 });
    limiter.recordFailure('a');
    limiter.recordFailure('b');
    expect(limiter.retryAfterSeconds('c')).toBeGreaterThan(0);
  });

  it('forgets the oldest address when too many are tracked', () => {
    const limiter = createFailureLimiter({ perAddress: 1, total: 1000, windowMs: 60_000, now: () => 0, maxTrackedAddresses: 2 });
    limiter.recordFailure('a');
    limiter.recordFailure('b');
    limiter.recordFailure('c');
    expect(limiter.retryAfterSeconds('a')).toBe(0);
    expect(limiter.retryAfterSeconds('c')).toBeGreaterThan(0);
  });
});
