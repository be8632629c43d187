/**
 * Passkeys of the people who run the wedding (issue 38, docs/decisions/0063): a signed-in person enrols passkeys for
 * themselves (WebAuthn, user verification required), names them, sees them and removes one; the sign-in screen signs
 * a person in with one. The options and the browser's answers are SimpleWebAuthn's JSON shapes. Never imported by the
 * guests' app.
 */
import * as z from 'zod/mini';
import { withId } from './path-patterns';

export const PASSKEYS_API = {
  /** GET: the signed-in person's passkeys (PasskeyItem[]); POST { name, response }: 201 PasskeyItem[] with the new one. */
  passkeys: '/api/admin/passkeys',
  /** POST (no body): options for the browser's navigator.credentials.create; 409 { problem: 'no-person' } for ADMIN_PASSWORD's session. */
  enrolOptions: '/api/admin/passkeys/options',
  /** DELETE: one of the signed-in person's passkeys removed (PasskeyItem[], as left); 404 for one that is not theirs. */
  passkey: withId('/api/admin/passkeys/:id'),
  /** POST (no body, no session): options for navigator.credentials.get, a discoverable credential of anyone's. */
  signInOptions: '/api/admin/passkey-sign-in/options',
  /** POST { response }: the person whose passkey it is signed in ({ signedIn: true }), 401 when refused, 429 past the budgets. */
  signIn: '/api/admin/passkey-sign-in',
  /**
   * POST { pending } (no session): options for navigator.credentials.get naming the passkeys of the person whose right
   * password began the pending sign-in (docs/decisions/0065); 401 when it is gone, 404 when they have no passkey.
   */
  secondStepOptions: '/api/admin/login/second-factor/passkey-options',
  /** POST { pending, response }: the pending sign-in completed with that person's passkey ({ signedIn: true }); 401 when refused. */
  secondStep: '/api/admin/login/second-factor/passkey',
} as const;

/** Bounded strings of the browser's answer (base64url of a credential id, client data, an attestation). */
const encoded = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

/** The browser's answer as @simplewebauthn/browser sends it; the library checks every byte of it. */
const credentialShape = <T extends z.ZodMiniType>(response: T) =>
  z.object({
    id: encoded(1400),
    rawId: encoded(1400),
    type: z.literal('public-key'),
    response,
    authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
    clientExtensionResults: z.record(z.string(), z.unknown()),
  });

export const passkeyEnrolSchema = z.strictObject({
  name: z.string().check(z.maxLength(1000)),
  response: credentialShape(
    z.object({
      clientDataJSON: encoded(4000),
      attestationObject: encoded(16000),
      transports: z.optional(z.array(z.string().check(z.maxLength(20))).check(z.maxLength(10))),
    }),
  ),
});

const signInAnswer = credentialShape(
  z.object({
    clientDataJSON: encoded(4000),
    authenticatorData: encoded(4000),
    signature: encoded(2000),
    userHandle: z.optional(encoded(200)),
  }),
);

export const passkeySignInSchema = z.strictObject({ response: signInAnswer });

/** A pending sign-in's token (common/second-factor-api.ts's SecondFactorNeeded), short-lived and single-use. */
const pendingToken = z.string().check(z.minLength(1), z.maxLength(100));
export const passkeySecondStepOptionsSchema = z.strictObject({ pending: pendingToken });
export const passkeySecondStepSchema = z.strictObject({ pending: pendingToken, response: signInAnswer });

/** One passkey as its person sees it. */
export interface PasskeyItem {
  id: number;
  name: string;
  createdAt: number;
  /** When it last signed in (epoch ms), or null when never yet. */
  lastUsedAt: number | null;
}
