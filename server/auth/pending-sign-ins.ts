/**
 * Sign-ins waiting for their second factor (docs/decisions/0064): a right password on a device not seen before, for a
 * person with a second factor, gives no session yet but a pending token, random, short-lived and single-use, which an
 * app's code, a recovery code or the person's passkey completes (admin-session-routes.ts, passkey-sign-in-routes.ts). Kept in
 * memory only: a restart forgets them, and the person types their password again. A few wrong codes end one (the
 * sign-in budgets count each too), and a right one takes it.
 */
import crypto from 'node:crypto';

/** Long enough to open the app and type a code. */
export const PENDING_SIGN_IN_MS = 5 * 60_000;
/** Wrong codes one pending sign-in takes before it ends. */
const WRONG_CODES_PER_PENDING = 5;
/** Bounded: a flood of right passwords cannot fill the memory. */
const MAX_PENDING = 100;

export interface PendingSignIn {
  personId: number;
  /** The known device the password was typed on, if any: its budget counts the codes too. */
  deviceId: string | undefined;
}

export function createPendingSignIns(now: () => number = Date.now) {
  const pending = new Map<string, PendingSignIn & { expiresAt: number; wrong: number }>();

  function forgetExpired() {
    const at = now();
    for (const [token, entry] of pending) if (entry.expiresAt <= at) pending.delete(token);
  }

  return {
    /** A new pending sign-in's token (never stored elsewhere, never logged). */
    begin(signIn: PendingSignIn): string {
      forgetExpired();
      // Maps keep insertion order: the oldest goes first.
      while (pending.size >= MAX_PENDING) pending.delete(pending.keys().next().value!);
      const token = crypto.randomBytes(32).toString('base64url');
      pending.set(token, { ...signIn, expiresAt: now() + PENDING_SIGN_IN_MS, wrong: 0 });
      return token;
    },
    /** The pending sign-in behind a token, if it is still open. */
    find(token: string): PendingSignIn | undefined {
      const entry = pending.get(token);
      if (!entry || entry.expiresAt <= now()) return undefined;
      return { personId: entry.personId, deviceId: entry.deviceId };
    },
    /** The code (or the passkey) was right: the token cannot be used again. */
    complete(token: string): void {
      pending.delete(token);
    },
    /** A wrong code (or a passkey refused): after a few the token ends, and the sign-in starts again with the password. */
    wrongCode(token: string): void {
      const entry = pending.get(token);
      if (entry && ++entry.wrong >= WRONG_CODES_PER_PENDING) pending.delete(token);
    },
  };
}

export type PendingSignIns = ReturnType<typeof createPendingSignIns>;
