/**
 * The passkeys of the people who run the wedding and their WebAuthn challenges (docs/decisions/0063), and the one
 * module that writes `passkeys` and `passkey_challenges`. A passkey belongs to one person and goes with them (ON DELETE
 * CASCADE): a removed person's passkeys sign in nobody. A challenge is kept server-side for CHALLENGE_LIFETIME_MS and
 * taken (deleted) by the first answer that names it, right or wrong, so it is never used twice.
 */
import type { PasskeyItem } from '#common/passkeys-api';
import type { Db } from '../db/database';

/** How long the browser has to answer a challenge: the passkey's prompt and the person's fingerprint or PIN. */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;
/** Challenges waiting at once beyond this: the oldest go (an open route must not fill the disk). */
const MAX_CHALLENGES = 1000;

export type ChallengePurpose = 'enrol' | 'sign-in';

export interface StoredPasskey {
  id: number;
  personId: number;
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
}

export interface NewPasskey extends Omit<StoredPasskey, 'id'> {
  name: string;
}

export function createPasskeys(db: Db, now: () => number = Date.now) {
  const insertChallenge = db.prepare('INSERT INTO passkey_challenges (challenge, purpose, person_id, expires_at) VALUES (?, ?, ?, ?)');
  const selectChallenge = db.prepare('SELECT purpose, person_id AS personId, expires_at AS expiresAt FROM passkey_challenges WHERE challenge = ?');
  const deleteChallenge = db.prepare('DELETE FROM passkey_challenges WHERE challenge = ?');
  const deleteExpired = db.prepare('DELETE FROM passkey_challenges WHERE expires_at <= ?');
  const trimChallenges = db.prepare(
    'DELETE FROM passkey_challenges WHERE rowid <= (SELECT rowid FROM passkey_challenges ORDER BY rowid DESC LIMIT 1 OFFSET ?)',
  );
  const insert = db.prepare(
    'INSERT INTO passkeys (person_id, credential_id, public_key, counter, transports, name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const listOf = db.prepare('SELECT id, name, created_at AS createdAt, last_used_at AS lastUsedAt FROM passkeys WHERE person_id = ? ORDER BY id');
  const byCredential = db.prepare(
    'SELECT id, person_id AS personId, credential_id AS credentialId, public_key AS publicKey, counter, transports FROM passkeys WHERE credential_id = ?',
  );
  const credentialsOf = db.prepare('SELECT credential_id AS credentialId, transports FROM passkeys WHERE person_id = ?');
  const nameOf = db.prepare('SELECT name FROM passkeys WHERE id = ?').pluck();
  const used = db.prepare('UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM passkeys WHERE id = ? AND person_id = ?');

  const keepChallenge = db.transaction((challenge: string, purpose: ChallengePurpose, personId: number | null) => {
    const at = now();
    deleteExpired.run(at);
    insertChallenge.run(challenge, purpose, personId, at + CHALLENGE_LIFETIME_MS);
    trimChallenges.run(MAX_CHALLENGES);
  });

  return {
    /** Keeps a challenge just sent to a browser: for an enrolment its person's, for a sign-in nobody's. */
    keepChallenge(challenge: string, purpose: ChallengePurpose, personId: number | null): void {
      keepChallenge(challenge, purpose, personId);
    },
    /**
     * Takes a challenge a browser answered: true when it was waiting for this purpose (and person), still young. It is
     * gone afterwards whatever the answer, so a replayed answer finds nothing.
     */
    takeChallenge(challenge: string, purpose: ChallengePurpose, personId: number | null): boolean {
      const row = selectChallenge.get(challenge) as { purpose: ChallengePurpose; personId: number | null; expiresAt: number } | undefined;
      if (!row) return false;
      deleteChallenge.run(challenge);
      return row.purpose === purpose && row.personId === personId && row.expiresAt > now();
    },
    add(passkey: NewPasskey): void {
      const { personId, credentialId, publicKey, counter, transports, name } = passkey;
      insert.run(personId, credentialId, Buffer.from(publicKey), counter, JSON.stringify(transports), name, now());
    },
    /** A person's passkeys, oldest first. */
    listOf(personId: number): PasskeyItem[] {
      return listOf.all(personId) as PasskeyItem[];
    },
    /** Their credentials, for the browser to leave out at enrolment (one authenticator, one passkey). */
    credentialsOf(personId: number): Array<{ credentialId: string; transports: string[] }> {
      return (credentialsOf.all(personId) as Array<{ credentialId: string; transports: string }>).map((row) => ({ ...row, transports: JSON.parse(row.transports) as string[] }));
    },
    find(credentialId: string): StoredPasskey | undefined {
      const row = byCredential.get(credentialId) as (Omit<StoredPasskey, 'transports' | 'publicKey'> & { transports: string; publicKey: Buffer }) | undefined;
      return row && { ...row, publicKey: new Uint8Array(row.publicKey), transports: JSON.parse(row.transports) as string[] };
    },
    nameOf(id: number): string | undefined {
      return nameOf.get(id) as string | undefined;
    },
    /** A passkey signed in: its new signature counter and when. */
    used(id: number, counter: number): void {
      used.run(counter, now(), id);
    },
    /** Removes a passkey of the person's; false when they have no such passkey. */
    remove(id: number, personId: number): boolean {
      return remove.run(id, personId).changes > 0;
    },
  };
}

export type Passkeys = ReturnType<typeof createPasskeys>;
