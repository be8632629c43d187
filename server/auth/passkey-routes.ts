/**
 * A signed-in person's own passkeys (common/passkeys-api.ts, docs/decisions/0063): options for the browser to make one
 * (user verification required, the site's RP ID), the browser's answer checked and kept under the name the person gave
 * it, their list, one removed. Registered inside the admin API: each route refuses a guest's session, no session and a
 * cross-site request. A session of ADMIN_PASSWORD has no person to enrol a passkey for: 409 { problem: 'no-person' }.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PASSKEYS_API, passkeyEnrolSchema, type PasskeyItem } from '#common/passkeys-api';
import { cleanName } from '../guests/guest-fields';
import { invalid, notFound } from '../http/error-answers';
import { idParams } from '../http/path-ids';
import type { SchemaCheckedApp } from '../http/request-schemas';
import type { Passkeys } from './passkeys';
import { challengeOf, REFUSED, type RelyingParty, webAuthn } from './relying-party';
import type { People } from './people';

export interface PasskeyRoutesOptions {
  passkeys: Passkeys;
  people: People;
  relyingParty: RelyingParty;
}

export async function passkeyRoutes(app: SchemaCheckedApp, { passkeys, people, relyingParty }: PasskeyRoutesOptions) {
  /** The signed-in person (the admin API's hook let only a live dashboard session through), or the reply sent. */
  function personOf(request: FastifyRequest, reply: FastifyReply): number | FastifyReply {
    const personId = app.readAdminSession(request)!.personId;
    return personId === null ? reply.code(409).send({ problem: 'no-person' }) : personId;
  }

  app.get(PASSKEYS_API.passkeys, async (request, reply): Promise<PasskeyItem[] | FastifyReply> => {
    const personId = personOf(request, reply);
    return typeof personId === 'number' ? passkeys.listOf(personId) : personId;
  });

  app.post(PASSKEYS_API.enrolOptions, async (request, reply) => {
    const personId = personOf(request, reply);
    if (typeof personId !== 'number') return personId;
    const person = people.find(personId)!;
    const options = await (await webAuthn()).generateRegistrationOptions({
      rpName: relyingParty.name(),
      rpID: relyingParty.id,
      userName: person.email,
      userDisplayName: person.name,
      // The user handle a discoverable passkey gives back at sign-in: whose it is, checked against the stored owner.
      userID: new TextEncoder().encode(relyingParty.userHandleOf(personId)),
      attestationType: 'none',
      excludeCredentials: passkeys.credentialsOf(personId).map(({ credentialId, transports }) => ({ id: credentialId, transports: transports as never })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      // The long-standing kinds every authenticator offers, which Node checks without experimental code: ES256,
      // Ed25519, RS256 (not the library's newer post-quantum defaults, whose signatures run to kilobytes).
      supportedAlgorithmIDs: [-7, -8, -257],
    });
    passkeys.keepChallenge(options.challenge, 'enrol', personId);
    return options;
  });

  app.post(PASSKEYS_API.passkeys, { bodyLimit: 32 * 1024, schema: { body: passkeyEnrolSchema } }, async (request, reply): Promise<PasskeyItem[] | FastifyReply> => {
    const personId = personOf(request, reply);
    if (typeof personId !== 'number') return personId;
    const name = cleanName(request.body.name);
    if ('problem' in name) return invalid(reply, [{ field: 'name', code: name.code }]);
    const { response } = request.body;
    // The challenge is taken before anything is checked: a replayed answer finds it gone.
    const challenge = challengeOf(response.response.clientDataJSON);
    if (challenge === undefined || !passkeys.takeChallenge(challenge, 'enrol', personId)) return reply.code(400).send(REFUSED);
    const verified = await (await webAuthn()).verifyRegistrationResponse({
      response: response as never,
      expectedChallenge: challenge,
      expectedOrigin: relyingParty.origin,
      expectedRPID: relyingParty.id,
      requireUserVerification: true,
    }).catch(() => undefined);
    if (!verified?.verified) return reply.code(400).send(REFUSED);
    const { credential } = verified.registrationInfo;
    // The same authenticator enrolled twice (excludeCredentials asks the browser not to): one passkey it stays.
    if (passkeys.find(credential.id)) return reply.code(400).send(REFUSED);
    passkeys.add({ personId, credentialId: credential.id, publicKey: credential.publicKey, counter: credential.counter, transports: credential.transports ?? [], name: name.name });
    return reply.code(201).send(passkeys.listOf(personId));
  });

  app.delete(PASSKEYS_API.passkey.pattern, { schema: { params: idParams } }, async (request, reply): Promise<PasskeyItem[] | FastifyReply> => {
    const personId = personOf(request, reply);
    if (typeof personId !== 'number') return personId;
    // Another person's passkey is as unknown as none.
    if (!passkeys.remove(request.params.id, personId)) return notFound(reply);
    return passkeys.listOf(personId);
  });
}
