/**
 * A person's second factor (issue 38, docs/decisions/0064), and the one module that writes the `person_totp` and
 * `person_recovery_codes` tables: an authenticator app's secret (RFC 6238 TOTP through the `otpauth` library: SHA-1,
 * six digits, 30 seconds, as every app reads them), confirmed by a first code before it counts; ten recovery codes,
 * each usable once and kept as its SHA-256 only. A code is accepted once: the time step of the last accepted code is
 * kept, and a code of that step or an earlier one is refused, so a code seen over a shoulder cannot be typed again
 * within its window. Never logs a secret or a code.
 *
 * The app's secret is kept sealed with DATA_DIR/mail-key (server/security/sealed-secrets.ts, docs/decisions/0065),
 * bound to its person: the database file, a copy of it or a backup does not give anyone the codes. A secret kept in
 * clear by an older version is sealed when this store starts. A secret this server cannot open (a restore onto
 * another server, whose key is not in the backup) accepts no app code; the person's recovery codes still work.
 */
import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_COUNT, type SecondFactorStatus } from '#common/second-factor-api';
import { dataDirOf, type Db } from '../db/database';
import { sha256 } from '../secrets';
import { existingSealingKey, openSecret, sealingKeyFor, sealSecret, type SealedSecret } from '../security/sealed-secrets';

const PERIOD_SECONDS = 30;
/** One step either side of now: a phone's clock a little off, or a code typed as it changed. */
const WINDOW = 1;
/** 160 bits, as RFC 4226 recommends. */
const SECRET_BYTES = 20;
/** No 0/o, 1/l: a recovery code is read off paper. 32 letters, so each is 5 bits. */
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
/** 24 letters: 120 bits, more than ASVS's 112 for a look-up secret kept as a plain hash. Shown in groups of four. */
const RECOVERY_LETTERS = 24;

export type SecondFactorCheck = 'authenticator' | 'recovery-code' | 'wrong';

function totpFor(secret: string, label = 'dashboard', issuer = 'Save the Date'): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

function newRecoveryCode(): string {
  const bytes = crypto.randomBytes(RECOVERY_LETTERS);
  // 256 is a multiple of 32: each byte modulo 32 is uniform.
  const letters = Array.from(bytes, (byte) => RECOVERY_ALPHABET[byte % 32]).join('');
  return letters.match(/.{4}/g)!.join('-');
}

/** As typed: any case, with or without the dashes or spaces. */
const normalisedRecoveryCode = (typed: string) => typed.toLowerCase().replace(/[\s-]/g, '');

/** What a sealed secret is bound to: it opens as this person's only. */
const contextOf = (personId: number) => `save-the-date authenticator secret v1\n${personId}`;

/** A secret as kept: sealed (JSON), or in clear (base32) as before docs/decisions/0065. */
const isSealed = (kept: string) => kept.startsWith('{');

export function createSecondFactors(db: Db, now: () => number = Date.now) {
  const dataDir = dataDirOf(db);
  const seal = (personId: number, secret: string) => JSON.stringify(sealSecret(sealingKeyFor(dataDir), secret, contextOf(personId)));
  /** The secret in clear, or undefined when this server's key cannot open it. */
  const opened = (personId: number, kept: string): string | undefined => {
    const key = existingSealingKey(dataDir);
    return key && openSecret(key, JSON.parse(kept) as SealedSecret, contextOf(personId));
  };
  const selectTotp = db.prepare('SELECT secret, confirmed_at AS confirmedAt, last_step AS lastStep FROM person_totp WHERE person_id = ?');
  const upsertUnconfirmed = db.prepare(
    `INSERT INTO person_totp (person_id, secret, created_at) VALUES (?, ?, ?)
     ON CONFLICT (person_id) DO UPDATE SET secret = excluded.secret, created_at = excluded.created_at, confirmed_at = NULL, last_step = NULL`,
  );
  const confirm = db.prepare('UPDATE person_totp SET confirmed_at = ?, last_step = ? WHERE person_id = ?');
  const setLastStep = db.prepare('UPDATE person_totp SET last_step = ? WHERE person_id = ?');
  const removeTotp = db.prepare('DELETE FROM person_totp WHERE person_id = ?');
  const removeCodes = db.prepare('DELETE FROM person_recovery_codes WHERE person_id = ?');
  const insertCode = db.prepare('INSERT INTO person_recovery_codes (person_id, code_hash) VALUES (?, ?)');
  const useCode = db.prepare('UPDATE person_recovery_codes SET used_at = ? WHERE person_id = ? AND code_hash = ? AND used_at IS NULL');
  const codesLeft = db.prepare('SELECT COUNT(*) FROM person_recovery_codes WHERE person_id = ? AND used_at IS NULL').pluck();

  const everySecret = db.prepare('SELECT person_id AS personId, secret FROM person_totp');
  const setSecret = db.prepare('UPDATE person_totp SET secret = ? WHERE person_id = ?');

  // Secrets kept in clear by an older version are sealed now, once, in one transaction.
  db.transaction(() => {
    for (const { personId, secret } of everySecret.all() as Array<{ personId: number; secret: string }>) {
      if (!isSealed(secret)) setSecret.run(seal(personId, secret), personId);
    }
  })();

  type TotpRow = { secret: string; confirmedAt: number | null; lastStep: number | null };
  const totpOf = (personId: number) => selectTotp.get(personId) as TotpRow | undefined;

  /** The time step a right code belongs to, or undefined for a wrong one. */
  function stepOf(secret: string | undefined, code: string): number | undefined {
    if (secret === undefined || !/^\d{6}$/.test(code)) return undefined;
    const timestamp = now();
    const delta = totpFor(secret).validate({ token: code, timestamp, window: WINDOW });
    return delta === null ? undefined : TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta;
  }

  const replaceCodes = db.transaction((personId: number): string[] => {
    removeCodes.run(personId);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    for (const code of codes) insertCode.run(personId, sha256(normalisedRecoveryCode(code)));
    return codes;
  });

  const turnOff = db.transaction((personId: number) => {
    removeTotp.run(personId);
    removeCodes.run(personId);
  });

  const secondFactors = {
    /** Whether the person has a confirmed second factor, so a password sign-in on a new device asks for it. */
    enabled(personId: number): boolean {
      return totpOf(personId)?.confirmedAt != null;
    },
    status(personId: number): Omit<SecondFactorStatus, 'noPerson'> {
      return { totp: secondFactors.enabled(personId), recoveryCodesLeft: codesLeft.get(personId) as number };
    },
    /**
     * A new secret for the person's app, replacing one not yet confirmed; undefined when one is on (turn it off
     * first). The only time the secret leaves the server.
     */
    start(personId: number, label: string): { secret: string; uri: string } | undefined {
      if (secondFactors.enabled(personId)) return undefined;
      const secret = new Secret({ size: SECRET_BYTES }).base32;
      upsertUnconfirmed.run(personId, seal(personId, secret), now());
      return { secret, uri: totpFor(secret, label).toString() };
    },
    /** The app's first code confirms the secret: the second factor is on, and its ten recovery codes are returned. */
    confirm(personId: number, code: string): string[] | undefined {
      const row = totpOf(personId);
      if (!row || row.confirmedAt !== null) return undefined;
      const step = stepOf(opened(personId, row.secret), code.trim());
      if (step === undefined) return undefined;
      confirm.run(now(), step, personId);
      return replaceCodes(personId);
    },
    /**
     * A code at sign-in or before a change: a current app code not accepted before (its step then kept), or an
     * unused recovery code (then used up).
     */
    check(personId: number, typed: string): SecondFactorCheck {
      const row = totpOf(personId);
      if (!row || row.confirmedAt === null) return 'wrong';
      const code = typed.trim();
      const step = stepOf(opened(personId, row.secret), code);
      if (step !== undefined) {
        if (row.lastStep !== null && step <= row.lastStep) return 'wrong';
        setLastStep.run(step, personId);
        return 'authenticator';
      }
      const used = useCode.run(now(), personId, sha256(normalisedRecoveryCode(code))).changes;
      return used === 1 ? 'recovery-code' : 'wrong';
    },
    /** Ten new recovery codes; the old ones stop working. */
    newRecoveryCodes(personId: number): string[] {
      return replaceCodes(personId);
    },
    turnOff(personId: number): void {
      turnOff(personId);
    },
  };
  return secondFactors;
}

export type SecondFactors = ReturnType<typeof createSecondFactors>;
