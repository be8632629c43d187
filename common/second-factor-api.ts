/**
 * A person's second factor on the dashboard (issue 38, docs/decisions/0064): a code from an authenticator app (TOTP)
 * with ten one-time recovery codes, asked after a right password on a device not seen before. The paths, bodies and
 * answers the server (server/auth/second-factor-routes.ts) and the dashboard share.
 */
import * as z from 'zod/mini';

export const SECOND_FACTOR_API = {
  /** GET: the signed-in person's second factor (SecondFactorStatus). */
  status: '/api/admin/second-factor',
  /** POST: a new secret to add to an app (TotpEnrolment), kept unconfirmed until a code confirms it; 409 when one is on. */
  totpStart: '/api/admin/second-factor/totp/start',
  /** POST { code }: the app confirmed, the second factor on: { recoveryCodes } (shown once); 422 for a wrong code. */
  totpConfirm: '/api/admin/second-factor/totp/confirm',
  /** POST { code }: the second factor off (a current code or a recovery code): SecondFactorStatus; 422 for a wrong code. */
  totpOff: '/api/admin/second-factor/totp/off',
  /** POST { code }: ten new recovery codes replace the old ones: { recoveryCodes }; 422 for a wrong code. */
  recoveryCodes: '/api/admin/second-factor/recovery-codes',
  /** POST { pending, code }: the sign-in a right password began completes ({ signedIn: true }); 401 for a wrong code. */
  signIn: '/api/admin/login/second-factor',
} as const;

/** How many recovery codes a person receives at a time. */
export const RECOVERY_CODE_COUNT = 10;

export interface SecondFactorStatus {
  /** An authenticator app is set up (and confirmed). */
  totp: boolean;
  /** Recovery codes not used yet. */
  recoveryCodesLeft: number;
  /** The session is the couple's shared password's (ADMIN_PASSWORD): no person to set a second factor up for. */
  noPerson: boolean;
}

export interface TotpEnrolment {
  /** The secret in base32, to type into an app that cannot read the picture. Returned here only, never again. */
  secret: string;
  /** The otpauth:// address the QR code holds. */
  uri: string;
  /** The QR code, an SVG document. */
  qrSvg: string;
}

export interface RecoveryCodes {
  recoveryCodes: string[];
}

/** The answer to a right password when a second factor is needed: no session yet, a pending sign-in instead. */
export interface SecondFactorNeeded {
  secondFactor: 'needed';
  /** Short-lived and single-use: sent back with the code (or with a passkey's answer). */
  pending: string;
  /** The person has a passkey, which may answer instead of a code (common/passkeys-api.ts's secondStep). */
  passkey: boolean;
}

/** A code from the app (six digits) or a recovery code (letters and digits, with or without dashes). */
const codeSchema = z.string().check(z.minLength(1), z.maxLength(64));
export const secondFactorCodeSchema = z.strictObject({ code: codeSchema });
export const secondFactorSignInSchema = z.strictObject({ pending: z.string().check(z.minLength(1), z.maxLength(100)), code: codeSchema });
