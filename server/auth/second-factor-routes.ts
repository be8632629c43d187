/**
 * A person sets up their own second factor (docs/decisions/0064): an authenticator app (a secret shown once, as a QR
 * code and as text, confirmed by a first code), its ten recovery codes (shown once), new ones, or the second factor
 * off. Each change asks for a current code, so a session left open on a borrowed laptop cannot turn it off. Wrong
 * codes have a budget per person. Registered inside the admin API: a guest's session, no session and a cross-site
 * request are refused before these run; the couple's shared password (ADMIN_PASSWORD) has no person, so nothing to
 * set up (409). Never logs a secret or a code.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  SECOND_FACTOR_API,
  secondFactorCodeSchema,
  type RecoveryCodes,
  type SecondFactorStatus,
  type TotpEnrolment,
} from '#common/second-factor-api';
import { qrSvg } from '../guests/qr-code';
import { invalid, tooMany } from '../http/error-answers';
import type { SchemaCheckedApp } from '../http/request-schemas';
import type { People } from './people';
import type { SecondFactors } from './second-factor';
import { secondsToWait, withinWindow } from './sliding-window';

export interface SecondFactorRoutesOptions {
  secondFactors: SecondFactors;
  people: People;
  now: () => number;
}

/** Wrong codes a person may type in a quarter of an hour on these routes: enough for typos, far too few to guess. */
const WRONG_CODES = { limit: 5, windowMs: 15 * 60_000 } as const;

export async function secondFactorRoutes(app: SchemaCheckedApp, { secondFactors, people, now }: SecondFactorRoutesOptions) {
  const wrongCodes = new Map<number, number[]>();
  // The admin API's hook has let only a live dashboard session through.
  const personOf = (request: FastifyRequest): number | null => app.readAdminAccess(request)!.session.personId;
  const noPerson = (reply: FastifyReply) => reply.code(409).send({ error: 'The dashboard password has no second factor: sign in as a person' });

  /** Whether the person's code is right (checked only within the budget), or the reply already sent. */
  function codeChecked(personId: number, code: string, reply: FastifyReply): true | FastifyReply {
    const at = now();
    const times = withinWindow(wrongCodes.get(personId) ?? [], at, WRONG_CODES.windowMs);
    const wait = secondsToWait(times, WRONG_CODES.limit, at, WRONG_CODES.windowMs);
    if (wait > 0) return tooMany(reply, wait);
    if (secondFactors.check(personId, code) !== 'wrong') return true;
    wrongCodes.set(personId, [...times, at]);
    return wrongCode(reply);
  }
  const wrongCode = (reply: FastifyReply) => invalid(reply, []);

  const status = (personId: number | null): SecondFactorStatus =>
    personId === null ? { totp: false, recoveryCodesLeft: 0, noPerson: true } : { ...secondFactors.status(personId), noPerson: false };

  app.get(SECOND_FACTOR_API.status, async (request) => status(personOf(request)));

  app.post(SECOND_FACTOR_API.totpStart, { bodyLimit: 1024 }, async (request, reply) => {
    const personId = personOf(request);
    if (personId === null) return noPerson(reply);
    // The app lists the account by the person's address, under the site's name.
    const started = secondFactors.start(personId, people.find(personId)?.email ?? 'dashboard');
    if (!started) return reply.code(409).send({ error: 'An authenticator app is already set up: turn it off first' });
    request.log.info({ secondFactor: 'authenticator app enrolment started' }, 'second factor');
    const answer: TotpEnrolment = { ...started, qrSvg: await qrSvg(started.uri) };
    return answer;
  });

  app.post(SECOND_FACTOR_API.totpConfirm, { bodyLimit: 1024, schema: { body: secondFactorCodeSchema } }, async (request, reply) => {
    const personId = personOf(request);
    if (personId === null) return noPerson(reply);
    const recoveryCodes = secondFactors.confirm(personId, request.body.code);
    if (!recoveryCodes) return wrongCode(reply);
    request.log.info({ secondFactor: 'authenticator app on' }, 'second factor');
    const answer: RecoveryCodes = { recoveryCodes };
    return answer;
  });

  app.post(SECOND_FACTOR_API.totpOff, { bodyLimit: 1024, schema: { body: secondFactorCodeSchema } }, async (request, reply) => {
    const personId = personOf(request);
    if (personId === null) return noPerson(reply);
    const checked = codeChecked(personId, request.body.code, reply);
    if (checked !== true) return checked;
    secondFactors.turnOff(personId);
    request.log.info({ secondFactor: 'authenticator app off' }, 'second factor');
    return status(personId);
  });

  app.post(SECOND_FACTOR_API.recoveryCodes, { bodyLimit: 1024, schema: { body: secondFactorCodeSchema } }, async (request, reply) => {
    const personId = personOf(request);
    if (personId === null) return noPerson(reply);
    const checked = codeChecked(personId, request.body.code, reply);
    if (checked !== true) return checked;
    request.log.info({ secondFactor: 'new recovery codes' }, 'second factor');
    const answer: RecoveryCodes = { recoveryCodes: secondFactors.newRecoveryCodes(personId) };
    return answer;
  });
}
