import { describe, expect, it } from 'vitest';
import { createCoupleSignInLimits, type CoupleAdmission } from './couple-sign-in-limits';

function limitsAt(start: number) {
  let now = start;
  const limits = createCoupleSignInLimits({
    attemptsPerAddress: 3,
    failuresTotal: 5,
    attemptsPerDevice: 2,
    successesPerAddress: 100,
    windowMs: 60_000,
    now: () => now,
  });
  return { limits, advance: (ms: number) => (now += ms) };
}

function fail(admission: CoupleAdmission): boolean {
  if (!('settle' in admission)) return false;
  admission.settle('failure');
  return true;
}

describe('the couple’s sign-in limits', () => {
  it('count a known device’s failures against the device only, not its address nor the total', () => {
    const { limits } = limitsAt(0);
    expect(fail(limits.admit('a', 'device'))).toBe(true);
    expect(fail(limits.admit('a', 'device'))).toBe(true);
    // The address 'a' and the total have not been touched: three attempts from it as a stranger still go.
    for (let i = 0; i < 3; i++) expect(limits.admit('a', undefined)).toMatchObject({ retryAfter: 0, knownDevice: false });
  });

  it('let a known device in after strangers spent the total, and lock a device past its own budget', () => {
    const { limits, advance } = limitsAt(0);
    for (let i = 0; i < 5; i++) expect(fail(limits.admit(`stranger ${i}`, undefined))).toBe(true);
    expect(limits.admit('new', undefined).retryAfter).toBeGreaterThan(0);
    expect(limits.admit('new', 'device')).toMatchObject({ retryAfter: 0, knownDevice: true });
    expect(limits.admit('new', 'other device')).toMatchObject({ retryAfter: 0, knownDevice: true });
    // 'device' now has one attempt under way and takes one more; the third is a stranger's, and strangers are out.
    expect(fail(limits.admit('new', 'device'))).toBe(true);
    const locked = limits.admit('new', 'device');
    expect(locked.knownDevice).toBe(false);
    expect(locked.retryAfter).toBeGreaterThan(0);
    // After the window, the device and the strangers have their budgets again.
    advance(60_001);
    expect(limits.admit('new', 'device')).toMatchObject({ retryAfter: 0, knownDevice: true });
    expect(limits.admit('newer', undefined)).toMatchObject({ retryAfter: 0, knownDevice: false });
  });
});
