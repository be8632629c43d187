/**
 * Every sign-in to the dashboard, right or refused (issue 38, docs/decisions/0061), and the one module that writes
 * the `admin_sign_ins` table: when, who (a person of the dashboard, or null for the couple and their shared
 * password), how (the password, later a passkey), whether on a device not seen before, from where (an IPv4 address
 * or an IPv6 /64) and the device in words. Never the typed password nor any cookie. Bounded per outcome, so a flood
 * of wrong guesses cannot push the couple's own sign-ins out; purged after the wedding with the rest.
 */
import type { SignIn, SignInMethod, SignInOutcome } from '#common/dashboard-sessions-api';
import type { Db } from '../db/database';
import type { DeviceWords } from './device-words';

/** Kept of each of the two kinds (right sign-ins, refused ones); the oldest go beyond. */
export const MAX_SIGN_INS_KEPT = 500;

export interface NewSignIn extends DeviceWords {
  outcome: SignInOutcome;
  method: SignInMethod;
  /** A device without the known-device cookie (known-devices.ts): a new phone, a cleared browser, or a stranger. */
  newDevice: boolean;
  /** Where from, as the limits count it (client-address.ts's addressKey). */
  address: string;
  /** The person who signed in, once the dashboard has people; null for the couple's shared password. */
  personId?: number | null;
}

/** The kinds a bound is counted in: `signed-in`, and the refusals together. */
const REFUSED = "outcome <> 'signed-in'";
const RIGHT = "outcome = 'signed-in'";

export function createSignInRecord(db: Db, now: () => number = Date.now) {
  const insert = db.prepare(
    `INSERT INTO admin_sign_ins (at, person_id, outcome, method, new_device, address, browser, system)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Newest first; OFFSET skips the ones that may stay.
  const beyondBound = (kind: string) =>
    db.prepare(`DELETE FROM admin_sign_ins WHERE ${kind} AND id <= (SELECT id FROM admin_sign_ins WHERE ${kind} ORDER BY id DESC LIMIT 1 OFFSET ?)`);
  const trimRight = beyondBound(RIGHT);
  const trimRefused = beyondBound(REFUSED);
  const newest = db.prepare(
    `SELECT id, at, person_id AS personId, outcome, method, new_device AS newDevice, address, browser, system
       FROM admin_sign_ins ORDER BY id DESC LIMIT ?`,
  );
  const newestOf = db.prepare(
    `SELECT id, at, person_id AS personId, outcome, method, new_device AS newDevice, address, browser, system
       FROM admin_sign_ins WHERE person_id = ? ORDER BY id DESC LIMIT ?`,
  );
  const removeBefore = db.prepare('DELETE FROM admin_sign_ins WHERE at < ?');

  const add = db.transaction((signIn: NewSignIn, at: number) => {
    insert.run(at, signIn.personId ?? null, signIn.outcome, signIn.method, signIn.newDevice ? 1 : 0, signIn.address, signIn.browser, signIn.system);
    (signIn.outcome === 'signed-in' ? trimRight : trimRefused).run(MAX_SIGN_INS_KEPT);
  });

  return {
    /** Records one sign-in, right or refused, at the clock's time. */
    add(signIn: NewSignIn): void {
      add(signIn, now());
    },
    /** The newest `limit` sign-ins, newest first: everyone's, or those made as one person (`personId`). */
    newest(limit: number, personId?: number): SignIn[] {
      const rows = personId === undefined ? newest.all(limit) : newestOf.all(personId, limit);
      return (rows as Array<Omit<SignIn, 'newDevice'> & { newDevice: number }>).map((row) => ({ ...row, newDevice: row.newDevice === 1 }));
    },
    /** After the wedding: the sign-ins before `at` forgotten (server/purge/purge.ts); returns how many. */
    forgetBefore(at: number): number {
      return removeBefore.run(at).changes;
    },
  };
}

export type SignInRecord = ReturnType<typeof createSignInRecord>;
