/**
 * Signing in to the dashboard with a passkey (common/passkeys-api.ts, docs/decisions/0063): options with a fresh
 * challenge (kept server-side, single-use, a few minutes), then the browser's answer: the passkey it names, checked
 * with its stored public key, user verification required, on this site's origin and RP ID. A right one starts a
 * session of the person whose passkey it is (never anyone else's: the session is the stored owner's, and a user handle
 * that names someone else is refused), as the password's sign-in does: the couple's budgets, the sign-in record with
 * method 'passkey' and the log at info, the device cookie, the e-mail for a new device. The admin API has refused
 * cross-site requests already; both routes need no session.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import { PASSKEYS_API, passkeySignInSchema } from '#common/passkeys-api';
import type { SchemaCheckedApp } from '../http/request-schemas';
import { addressKey } from './client-address';
import type { CoupleSignInLimits } from './couple-sign-in-limits';
import { startDashboardSession, type SessionStartOptions } from './dashboard-session-start';
import { deviceWords } from './device-words';
import type { Passkeys } from './passkeys';
import { challengeOf, REFUSED, type RelyingParty } from './relying-party';
import { readCookie } from './session-cookie';
import type { NewSignIn, SignInRecord } from './sign-in-record';

/** What starting a session needs (dashboard-session-start.ts), the passkeys, and the couple's budgets and record. */
export interface PasskeySignInOptions extends SessionStartOptions {
  passkeys: Passkeys;
  relyingParty: RelyingParty;
  limits: CoupleSignInLimits;
  signIns: SignInRecord;
}

export async function passkeySignInRoutes(app: SchemaCheckedApp, options: PasskeySignInOptions) {
  const { passkeys, relyingParty, limits, knownDevices, deviceCookie, signIns } = options;

  /** On record and in the log at info, as the password's sign-ins are: never the browser's answer nor a cookie. */
  function note(request: FastifyRequest, outcome: NewSignIn['outcome'], newDevice: boolean, personId: number | null): NewSignIn {
    const signIn: NewSignIn = { outcome, method: 'passkey', newDevice, address: addressKey(request.ip), personId, ...deviceWords(request.headers['user-agent']) };
    signIns.add(signIn);
    request.log.info({ signIn: { ...signIn, who: personId === null ? 'nobody' : 'person' } }, outcome === 'signed-in' ? 'dashboard sign-in' : 'dashboard sign-in refused');
    return signIn;
  }

  app.post(PASSKEYS_API.signInOptions, async () => {
    // No allowCredentials: the browser offers the site's discoverable passkeys, and the answer says whose it is.
    const signInOptions = await generateAuthenticationOptions({ rpID: relyingParty.id, userVerification: 'required' });
    passkeys.keepChallenge(signInOptions.challenge, 'sign-in', null);
    return signInOptions;
  });

  app.post(PASSKEYS_API.signIn, { bodyLimit: 16 * 1024, schema: { body: passkeySignInSchema } }, async (request, reply): Promise<FastifyReply> => {
    const deviceId = knownDevices.find(readCookie(request.headers.cookie, deviceCookie.name));
    const { response } = request.body;
    const passkey = passkeys.find(response.id);
    const personId = passkey?.personId ?? null;
    const newDevice = !knownDevices.knows(deviceId, personId);
    const admission = limits.admit(addressKey(request.ip), deviceId);
    if (!('settle' in admission)) {
      note(request, 'too-many', newDevice, personId);
      return reply.header('Retry-After', String(admission.retryAfter)).code(429).send({ error: 'Too many attempts' });
    }
    const refuse = () => {
      admission.settle('failure');
      note(request, 'refused', newDevice, personId);
      return reply.code(401).send(REFUSED);
    };
    // The challenge is taken first, whatever follows: an answer replayed finds it gone.
    const challenge = challengeOf(response.response.clientDataJSON);
    if (challenge === undefined || !passkeys.takeChallenge(challenge, 'sign-in', null) || !passkey) return refuse();
    const { userHandle } = response.response;
    if (userHandle !== undefined && userHandle !== Buffer.from(relyingParty.userHandleOf(passkey.personId)).toString('base64url')) return refuse();
    const verified = await verifyAuthenticationResponse({
      response: response as never,
      expectedChallenge: challenge,
      expectedOrigin: relyingParty.origin,
      expectedRPID: relyingParty.id,
      credential: { id: passkey.credentialId, publicKey: passkey.publicKey as Uint8Array<ArrayBuffer>, counter: passkey.counter, transports: passkey.transports as never },
      requireUserVerification: true,
    }).catch(() => undefined);
    if (!verified?.verified) return refuse();
    admission.settle('success');
    passkeys.used(passkey.id, verified.authenticationInfo.newCounter);

    // As the password's sign-in: a dashboard session this request carried ends, a new one starts for the passkey's owner.
    return startDashboardSession(app, options, request, reply, { personId: passkey.personId, deviceId, record: (newDevice) => note(request, 'signed-in', newDevice, passkey.personId) });
  });
}
