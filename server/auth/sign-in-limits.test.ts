import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address';
import { createSignInLimits, type Admission, type SignInLimitOptions } from './sign-in-limits';

function limitsAt(start: number, options: Partial<SignInLimitOptions> = {}) {
  let now = start;
  const limits = createSignInLimits({
    attemptsPerAddress: 3,
    passwordFailuresTotal: 100,
    successesPerAddress: 100,
    windowMs: 60_000,
    now: () => now,
    ...options,
  });
  return { limits, advance: (ms: number) => (now += ms) };
}

function admitted(admission: Admission) {
  if (!('settle' in admission)) throw new Error(`refused for ${admission.retryAfter} s`);
  return admission;
}

describe('sign-in limits', () => {
  it('count a password attempt from the moment it is admitted, and hash one at a time per address', async () => {
    const { limits } = limitsAt(0, { attemptsPerAddress: 10 });
    const order: string[] = [];
    const first = admitted(limits.admitPassword('a'));
    const second = admitted(limits.admitPassword('a'));
    const third = admitted(limits.admitPassword('a'));
    // Two may wait their turn; a fourth at the same time is refused at once.
    expect(limits.admitPassword('a').retryAfter).toBe(1);
    expect(limits.admitPassword('b').retryAfter).toBe(0);
    void second.turn.then(() => order.push('second'));
    void third.turn.then(() => order.push('third'));
    await first.turn;
    await Promise.resolve();
    expect(order).toEqual([]);
    first.settle('failure');
    await second.turn;
    await Promise.resolve();
    expect(order).toEqual(['second']);
    second.settle('success');
    await third.turn;
    third.settle('failure');
  });

  it('keep one hash per address when a waiting attempt is given up: the next waits for the one still hashing', async () => {
    const { limits } = limitsAt(0, { attemptsPerAddress: 10 });
    const order: string[] = [];
    const hashing = admitted(limits.admitPassword('a'));
    const givenUp = admitted(limits.admitPassword('a'));
    const next = admitted(limits.admitPassword('a'));
    void next.turn.then(() => order.push('next'));
    await hashing.turn;
    // The hashing gate gave the second up before its turn came (it waited too long).
    givenUp.settle('not-tried');
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([]);
    hashing.settle('failure');
    await next.turn;
    expect(order).toEqual(['next']);
    next.settle('failure');
  });

  it('count right passwords against the address too', () => {
    const { limits } = limitsAt(0);
    admitted(limits.admitPassword('a')).settle('failure');
    admitted(limits.admitPassword('a')).settle('success');
    admitted(limits.admitPassword('a')).settle('failure');
    // Three attempts, one of them right: all three count.
    expect(limits.admitPassword('a').retryAfter).toBeGreaterThan(0);
  });

  it('take back an attempt the hashing gate did not run', () => {
    const { limits } = limitsAt(0, { successesPerAddress: 1, passwordFailuresTotal: 1 });
    for (let i = 0; i < 5; i++) admitted(limits.admitPassword('a')).settle('not-tried');
    // Nothing was counted: not as an attempt, not as a success, not as a failure.
    expect(limits.admitPassword('a').retryAfter).toBe(0);
  });

  it('ask an address over its budget to wait until its oldest attempt ages out', () => {
    const { limits, advance } = limitsAt(0);
    for (let i = 0; i < 3; i++) {
      expect(limits.tokenFailed('a')).toBe(0);
      advance(1000);
    }
    expect(limits.tokenFailed('a')).toBe(57);
    expect(limits.admitPassword('a').retryAfter).toBe(57);
    advance(57_001);
    expect(limits.admitPassword('a').retryAfter).toBe(0);
  });

  it('let a valid token in whatever the failure budgets say; only the successes budget stops it', () => {
    const { limits } = limitsAt(0, { passwordFailuresTotal: 1, successesPerAddress: 2 });
    for (let i = 0; i < 5; i++) limits.tokenFailed('a');
    admitted(limits.admitPassword('b')).settle('failure');
    expect(limits.admitPassword('c').retryAfter).toBeGreaterThan(0);
    expect(limits.admitTokenSuccess('a')).toBe(0);
    expect(limits.admitTokenSuccess('a')).toBe(0);
    expect(limits.admitTokenSuccess('a')).toBeGreaterThan(0);
    expect(limits.admitTokenSuccess('d')).toBe(0);
  });

  it('spend the total budget on password failures only, counting the hashes under way', () => {
    const { limits } = limitsAt(0, { passwordFailuresTotal: 3 });
    for (let i = 0; i < 50; i++) limits.tokenFailed(`token-guesser-${i}`);
    const hashing = [admitted(limits.admitPassword('a')), admitted(limits.admitPassword('b')), admitted(limits.admitPassword('c'))];
    expect(limits.admitPassword('d').retryAfter).toBeGreaterThan(0);
    hashing[0]!.settle('success');
    expect(limits.admitPassword('d').retryAfter).toBe(0);
  });

  it('forget the least recently seen address when too many are tracked', () => {
    const { limits } = limitsAt(0, { attemptsPerAddress: 1, maxTrackedAddresses: 2 });
    limits.tokenFailed('a');
    limits.tokenFailed('b');
    limits.tokenFailed('c');
    expect(limits.tokenFailed('a')).toBe(0);
    expect(limits.tokenFailed('c')).toBeGreaterThan(0);
  });
});

describe('addressKey', () => {
  it('counts an IPv6 /64 as one client, and IPv4 written as IPv6 as IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002::99')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
  });
});
