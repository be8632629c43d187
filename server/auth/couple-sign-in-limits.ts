import { createSignInLimits, type Admission } from './sign-in-limits';

/**
 * The couple's budgets of password attempts, apart from the guests': no guest's typo and no guesser of the guests'
 * password spends them. OWASP's device cookies (docs/decisions/0024): an attempt from a device the couple signed in
 * on before (known-devices.ts) counts against that device's own budget only, so strangers guessing from anywhere
 * cannot lock it out; every other attempt counts per address and in total. A known device that failed too often is
 * a stranger until its window has passed: its attempts then count per address and in total too.
 */
export interface CoupleSignInLimitOptions {
  /** Attempts per client address within the window (ADMIN_LOGIN_FAILURES_PER_ADDRESS). */
  attemptsPerAddress: number;
  /** Wrong passwords from every unknown device together within the window (ADMIN_LOGIN_FAILURES_TOTAL). */
  failuresTotal: number;
  /** Attempts per known device within the window (ADMIN_LOGIN_FAILURES_PER_DEVICE). */
  attemptsPerDevice: number;
  /** Successful sign-ins per client address within the window (SIGN_INS_PER_ADDRESS). */
  successesPerAddress: number;
  windowMs: number;
  now?: () => number;
}

/**
 * Within 15 minutes: 10 attempts per address, as for guests (a couple typing on their phone); 100 wrong passwords
 * from strangers in total, fewer than the guests' 300 since one couple, not hundreds of guests, signs in here; 10
 * attempts per known device.
 */
export const DEFAULT_COUPLE_BUDGETS = { attemptsPerAddress: 10, failuresTotal: 100, attemptsPerDevice: 10 } as const;

/** An admission (sign-in-limits.ts), and whether it is a known device's: its hash may go first (hashing-gate.ts). */
export type CoupleAdmission = Admission & { knownDevice: boolean };

export function createCoupleSignInLimits(options: CoupleSignInLimitOptions) {
  const { windowMs, now } = options;
  const byAddress = createSignInLimits({
    attemptsPerAddress: options.attemptsPerAddress,
    passwordFailuresTotal: options.failuresTotal,
    successesPerAddress: options.successesPerAddress,
    windowMs,
    now,
  });
  // Keyed by the device's id. Every attempt counts, right ones too (a right one gives the device a new id), and
  // nothing in total: only a device's own holder can spend its budget.
  const byDevice = createSignInLimits({
    attemptsPerAddress: options.attemptsPerDevice,
    passwordFailuresTotal: Infinity,
    successesPerAddress: options.attemptsPerDevice,
    windowMs,
    now,
  });

  return {
    /** Asks to check a password from `address`, on the known device `deviceId` if the request presented one. */
    admit(address: string, deviceId: string | undefined): CoupleAdmission {
      if (deviceId !== undefined) {
        const admission = byDevice.admitPassword(deviceId);
        if ('settle' in admission) return { ...admission, knownDevice: true };
      }
      return { ...byAddress.admitPassword(address), knownDevice: false };
    },
  };
}

export type CoupleSignInLimits = ReturnType<typeof createCoupleSignInLimits>;
