/**
 * A person sets up their own sign-in with their set-up link (common/people-api.ts, docs/decisions/0059): the page
 * asks whose link it is, then sends the password they chose. The token comes in the body, never in the address, so
 * no log holds it; the link works once, for SETUP_LINK_HOURS. No session is needed (route-roles.ts); the admin API's
 * hook has already refused a cross-site request. The password is held to the rule of ADMIN_PASSWORD
 * (password-policy.ts: not a common password, nor made of the couple's names, place or date) and hashed behind the
 * shared hashing gate. A password set anew through a link (a reset: the couple sends a new link to a person who
 * forgot theirs, or whose password leaked) ends every dashboard session of that person, as a change of ADMIN_PASSWORD
 * ends the couple's (password-sync.ts): whoever signed in with the old password is out, and the devices known to
 * that person are forgotten.
 */
import type { FastifyReply } from 'fastify';
import { PEOPLE_API, setupCheckSchema, setupPasswordSchema } from '#common/people-api';
import { invalid, notFound, tooMany } from '../http/error-answers';
import type { SchemaCheckedApp } from '../http/request-schemas';
import { HashingBusyError, type HashingGate } from './hashing-gate';
import { hashPassword, type ScryptCost } from './password';
import { productionPasswordProblem } from './password-policy';
import type { KnownDevices } from './known-devices';
import type { People } from './people';
import type { SessionStore } from './session-store';
import type { WeddingWords } from './wedding-words';

export interface SetupRoutesOptions {
  people: People;
  sessions: SessionStore;
  knownDevices: KnownDevices;
  hashingGate: HashingGate;
  /** OWASP's cost (password.ts) unless the tests ask for their cheap one. */
  personHashCost?: ScryptCost;
  /** The site's names, place and date, which a password may not be made of (wedding-words.ts). */
  weddingWords: () => WeddingWords;
}

/** The hashing queue is full: a few seconds will do. */
const busy = (reply: FastifyReply) => tooMany(reply, 5);

export async function setupRoutes(app: SchemaCheckedApp, { people, sessions, knownDevices, hashingGate, personHashCost, weddingWords }: SetupRoutesOptions) {
  app.post(PEOPLE_API.setup, { bodyLimit: 1024, schema: { body: setupCheckSchema } }, async (request, reply) =>
    people.linkFor(request.body.token) ?? notFound(reply),
  );

  app.post(PEOPLE_API.setupPassword, { bodyLimit: 2048, schema: { body: setupPasswordSchema } }, async (request, reply) => {
    const { token, password, locale } = request.body;
    // Nothing is hashed for a link that does not work: guessing tokens costs the server no scrypt.
    if (!people.linkFor(token)) return notFound(reply);
    if (productionPasswordProblem(password, weddingWords())) return invalid(reply, [{ field: 'password', code: 'weak' }]);
    let hash: string;
    try {
      hash = await hashingGate.run(() => hashPassword(password, personHashCost));
    } catch (error) {
      if (error instanceof HashingBusyError) return busy(reply);
      throw error;
    }
    // Checked again as it is used: a link used or revoked while the password hashed sets nothing.
    const personId = people.usePassword(token, hash, locale);
    if (personId === undefined) return notFound(reply);
    // No await between these: no request of the person's can come in between with the old password's session. Their
    // devices are forgotten too, as a new ADMIN_PASSWORD forgets the couple's (docs/decisions/0024): whoever signed in
    // with the old password keeps no known device of theirs.
    const ended = sessions.endForPerson(personId);
    knownDevices.forgetPerson(personId);
    if (ended > 0) request.log.info({ sessionsEnded: ended }, 'a new password through a set-up link ended that person’s sessions');
    return reply.code(204).send();
  });
}
