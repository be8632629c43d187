/**
 * How often sign-in may be tried, per client address (an IPv6 /64 counts as one, see client-address.ts) and in
 * total, in a sliding window. Consulted before any password is hashed, so a flood costs map lookups, not scrypt.
 *
 * - A valid guest token always signs in, whatever the failure budgets say: it has 130 bits and cannot be guessed,
 *   so refusing it would only lock real guests out (issue 11). Only the successes budget can stop it.
 * - Per address, every admitted password attempt counts (pending from the moment it is admitted, so a burst of
 *   concurrent requests cannot outrun the limit), and so does every wrong token. At most one password is hashed
 *   for an address at a time; two more may wait their turn (a family on one Wi-Fi typing it together), the rest
 *   are refused, so one client cannot hold the server's hashing for everyone else.
 * - In total, only failed password attempts count (and the ones being hashed): wrong tokens cost nothing to check.
 * - Successful sign-ins of any kind are limited per address, so one link cannot mint sessions without end.
 */
import { secondsToWait, withinWindow } from './sliding-window';

export interface SignInLimitOptions {
  /** Password attempts and wrong tokens per address within the window (LOGIN_FAILURES_PER_ADDRESS). */
  attemptsPerAddress: number;
  /** Failed password attempts from everyone within the window (LOGIN_FAILURES_TOTAL). */
  passwordFailuresTotal: number;
  /** Successful sign-ins per address within the window (SIGN_INS_PER_ADDRESS). */
  successesPerAddress: number;
  windowMs: number;
  now?: () => number;
  /** Bounds memory under a flood from many addresses: the least recently seen address is forgotten first. */
  maxTrackedAddresses?: number;
}

/** Password attempts of one address that may wait while one of its passwords is being hashed. */
const MAX_WAITING_PER_ADDRESS = 2;

interface AddressRecord {
  attempts: number[];
  successes: number[];
  /** Admitted password attempts not yet settled: the one hashing and those waiting for their turn. */
  inFlight: number;
  /** Settles when the last admitted attempt of this address has: the next one's turn. */
  lastTurn: Promise<void>;
}

export type Admission =
  | { retryAfter: number }
  | {
      retryAfter: 0;
      /** Resolves when this address's previous attempt has settled: hash only then. */
      turn: Promise<void>;
      settle(outcome: 'success' | 'failure' | 'not-tried'): void;
    };

export function createSignInLimits(options: SignInLimitOptions) {
  const now = options.now ?? Date.now;
  const maxTracked = options.maxTrackedAddresses ?? 10_000;
  const byAddress = new Map<string, AddressRecord>();
  let passwordFailures: number[] = [];
  let passwordsHashing = 0;

  const recent = (times: number[], at: number) => withinWindow(times, at, options.windowMs);
  const waitFor = (times: number[], limit: number, at: number) => secondsToWait(times, limit, at, options.windowMs);

  function recordOf(address: string, at: number): AddressRecord {
    const record = byAddress.get(address) ?? { attempts: [], successes: [], inFlight: 0, lastTurn: Promise.resolve() };
    record.attempts = recent(record.attempts, at);
    record.successes = recent(record.successes, at);
    // Re-inserted, so the Map's order is least recently seen first.
    byAddress.delete(address);
    byAddress.set(address, record);
    if (byAddress.size > maxTracked) {
      const oldest = byAddress.keys().next().value!;
      if (byAddress.get(oldest)!.inFlight === 0) byAddress.delete(oldest);
    }
    return record;
  }

  return {
    /**
     * Asks to hash a password for `address`. Admitted, the attempt counts at once; `settle` says how it ended
     * ('not-tried' when the hashing gate refused it, which takes the attempt back).
     */
    admitPassword(address: string): Admission {
      const at = now();
      const record = recordOf(address, at);
      passwordFailures = recent(passwordFailures, at);
      if (record.inFlight > MAX_WAITING_PER_ADDRESS) return { retryAfter: 1 };
      // The hashes under way may all fail: they count against the total budget until they have.
      const failuresLeft = options.passwordFailuresTotal - passwordsHashing;
      const totalWait =
        failuresLeft <= 0 ? 1 : passwordFailures.length >= failuresLeft ? waitFor(passwordFailures, failuresLeft, at) : 0;
      const retryAfter = Math.max(
        waitFor(record.attempts, options.attemptsPerAddress, at),
        waitFor(record.successes, options.successesPerAddress, at),
        totalWait,
      );
      if (retryAfter > 0) return { retryAfter };
      record.attempts.push(at);
      record.inFlight++;
      passwordsHashing++;
      const turn = record.lastTurn;
      let release!: () => void;
      record.lastTurn = new Promise((resolve) => (release = resolve));
      let settled = false;
      return {
        retryAfter: 0,
        turn,
        settle(outcome) {
          if (settled) return;
          settled = true;
          record.inFlight--;
          passwordsHashing--;
          // Not before the previous attempt has settled: one given up while waiting for its turn (hashing-gate.ts)
          // must not let the next one hash beside it.
          void turn.then(release);
          if (outcome === 'failure') passwordFailures.push(now());
          if (outcome === 'success') record.successes.push(now());
          const index = record.attempts.indexOf(at);
          if (outcome === 'not-tried' && index >= 0) record.attempts.splice(index, 1);
        },
      };
    },
    /** A wrong token from `address`; returns how long it must now wait (0 while it is under its budget). */
    tokenFailed(address: string): number {
      const at = now();
      const record = recordOf(address, at);
      const wait = waitFor(record.attempts, options.attemptsPerAddress, at);
      if (wait === 0) record.attempts.push(at);
      return wait;
    },
    /** A valid token from `address`: 0 when it may sign in now (and is counted), else how long to wait. */
    admitTokenSuccess(address: string): number {
      const at = now();
      const record = recordOf(address, at);
      const wait = waitFor(record.successes, options.successesPerAddress, at);
      if (wait === 0) record.successes.push(at);
      return wait;
    },
  };
}

export type SignInLimits = ReturnType<typeof createSignInLimits>;
