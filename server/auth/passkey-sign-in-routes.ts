/**
 * Signing in to the dashboard with a passkey (common/passkeys-api.ts, docs/decisions/0063): options with a fresh
 * challenge (kept server-side, single-use, a few minutes), then the browser's answer: the passkey it names, checked
 * with its stored public key, user verification required, on this site's origin and RP ID. A right one starts a
 * session of the person whose passkey it is (never anyone else's: the session is the stored owner's, and a user handle
 * that names someone else is refused), as the password's sign-in does: the couple's budgets, the sign-in record with
 * method 'passkey' and the log at info, the device cookie, the e-mail for a new device. A passkey also answers the
 * second step of a password's sign-in (docs/decisions/0065): its options name the pending person's passkeys only, its
 * challenge is kept for that person, and only their passkey completes it. The admin API has refused cross-site
 * requests already; these routes need no session.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { PASSKEYS_API, passkeySecondStepOptionsSchema, passkeySecondStepSchema, passkeySignInSchema } from '#common/passkeys-api';
import { notFound, tooMany } from '../http/error-answers';
import type { SchemaCheckedApp } from '../http/request-schemas';
import { addressKey } from './client-address';
import type { CoupleSignInLimits } from './couple-sign-in-limits';
import { startDashboardSession, type SessionStartOptions } from './dashboard-session-start';
import { deviceWords } from './device-words';
import type { Passkeys, StoredPasskey } from './passkeys';
import type { PendingSignIns } from './pending-sign-ins';
import { challengeOf, REFUSED, type RelyingParty, webAuthn } from './relying-party';
import { answerSecondStep } from './second-step';
import { readCookie } from './session-cookie';
import type { NewSignIn, SignInRecord } from './sign-in-record';

/** What starting a session needs (dashboard-session-start.ts), the passkeys, and the couple's budgets and record. */
export interface PasskeySignInOptions extends SessionStartOptions {
  passkeys: Passkeys;
  relyingParty: RelyingParty;
  limits: CoupleSignInLimits;
  signIns: SignInRecord;
  /** A password's sign-in waiting for its second step (shared with admin-session-routes.ts). */
  pendingSignIns: PendingSignIns;
}

type SignInAnswer = z.output<typeof passkeySignInSchema>['response'];

export async function passkeySignInRoutes(app: SchemaCheckedApp, options: PasskeySignInOptions) {
  const { passkeys, relyingParty, limits, knownDevices, deviceCookie, signIns, pendingSignIns } = options;

  /** On record and in the log at info, as the password's sign-ins are: never the browser's answer nor a cookie. */
  function note(request: FastifyRequest, outcome: NewSignIn['outcome'], newDevice: boolean, personId: number | null): NewSignIn {
    const signIn: NewSignIn = { outcome, method: 'passkey', newDevice, address: addressKey(request.ip), personId, ...deviceWords(request.headers['user-agent']) };
    signIns.add(signIn);
    request.log.info({ signIn: { ...signIn, who: personId === null ? 'nobody' : 'person' } }, outcome === 'signed-in' ? 'dashboard sign-in' : 'dashboard sign-in refused');
    return signIn;
  }

  /** A session for the passkey's owner, as the password's sign-in starts one: a dashboard session the request carried ends. */
  function startSession(request: FastifyRequest, reply: FastifyReply, personId: number, deviceId: string | undefined) {
    return startDashboardSession(app, options, request, reply, { personId, deviceId, record: (newDevice) => note(request, 'signed-in', newDevice, personId) });
  }

  /**
   * Whether the browser's answer is `passkey`'s, signed for a challenge this server kept for `challengePerson` (null: a
   * sign-in's, anyone's; else only that person's passkey answers it), with user verification, on this site. The
   * challenge is taken first, whatever follows, so an answer replayed finds it gone. A right one moves the passkey's
   * counter and last use.
   */
  async function verified(response: SignInAnswer, passkey: StoredPasskey | undefined, challengePerson: number | null): Promise<boolean> {
    const challenge = challengeOf(response.response.clientDataJSON);
    if (challenge === undefined || !passkeys.takeChallenge(challenge, 'sign-in', challengePerson) || !passkey) return false;
    if (challengePerson !== null && passkey.personId !== challengePerson) return false;
    const { userHandle } = response.response;
    if (userHandle !== undefined && userHandle !== Buffer.from(relyingParty.userHandleOf(passkey.personId)).toString('base64url')) return false;
    const verification = await (await webAuthn()).verifyAuthenticationResponse({
      response: response as never,
      expectedChallenge: challenge,
      expectedOrigin: relyingParty.origin,
      expectedRPID: relyingParty.id,
      credential: { id: passkey.credentialId, publicKey: passkey.publicKey as Uint8Array<ArrayBuffer>, counter: passkey.counter, transports: passkey.transports as never },
      requireUserVerification: true,
    }).catch(() => undefined);
    if (!verification?.verified) return false;
    passkeys.used(passkey.id, verification.authenticationInfo.newCounter);
    return true;
  }

  app.post(PASSKEYS_API.signInOptions, async () => {
    // No allowCredentials: the browser offers the site's discoverable passkeys, and the answer says whose it is.
    const signInOptions = await (await webAuthn()).generateAuthenticationOptions({ rpID: relyingParty.id, userVerification: 'required' });
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
      return tooMany(reply, admission.retryAfter);
    }
    const refuse = () => {
      admission.settle('failure');
      note(request, 'refused', newDevice, personId);
      return reply.code(401).send(REFUSED);
    };
    // An unknown passkey's challenge is taken all the same (verified), so the answer cannot be sent again.
    if (!(await verified(response, passkey, null)) || !passkey) return refuse();
    admission.settle('success');

    // As the password's sign-in: a dashboard session this request carried ends, a new one starts for the passkey's owner.
    return startSession(request, reply, passkey.personId, deviceId);
  });

  // The second step of a password's sign-in (docs/decisions/0065): the pending person's passkeys, theirs only.
  app.post(PASSKEYS_API.secondStepOptions, { bodyLimit: 1024, schema: { body: passkeySecondStepOptionsSchema } }, async (request, reply) => {
    const pending = pendingSignIns.find(request.body.pending);
    if (!pending) return reply.code(401).send({ error: 'Sign-in expired' });
    const credentials = passkeys.credentialsOf(pending.personId);
    if (credentials.length === 0) return notFound(reply);
    const stepOptions = await (await webAuthn()).generateAuthenticationOptions({
      rpID: relyingParty.id,
      userVerification: 'required',
      allowCredentials: credentials.map(({ credentialId, transports }) => ({ id: credentialId, transports: transports as never })),
    });
    passkeys.keepChallenge(stepOptions.challenge, 'sign-in', pending.personId);
    return stepOptions;
  });

  app.post(PASSKEYS_API.secondStep, { bodyLimit: 16 * 1024, schema: { body: passkeySecondStepSchema } }, async (request, reply): Promise<FastifyReply> => {
    const { pending: token, response } = request.body;
    return answerSecondStep(request, reply, token, {
      pendingSignIns,
      limits,
      note: (outcome, personId) => note(request, outcome, true, personId),
      refused: { outcome: 'refused', body: REFUSED },
      // Only the pending person's passkey completes their sign-in.
      check: async (pending) => ((await verified(response, passkeys.find(response.id), pending.personId)) ? 'passkey' : 'wrong'),
      start: (pending) => startSession(request, reply, pending.personId, pending.deviceId),
    });
  });
}
