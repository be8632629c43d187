import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_API, adminLoginSchema } from '#common/admin-api';
import { addressKey } from './client-address';
import { startDashboardSession } from './dashboard-session-start';
import { FORGET_THIS_DEVICE, sessionCookieAttributes, type SessionCookie } from './cookie-writing';
import { HashingBusyError, type HashingGate } from './hashing-gate';
import { verifyPassword } from './password';
import { readCookie } from './session-cookie';
import type { SessionStore } from './session-store';
import type { SchemaCheckedApp } from '../http/request-schemas';
import { tooMany } from '../http/error-answers';
import type { CoupleSignInLimits } from './couple-sign-in-limits';
import type { KnownDevices } from './known-devices';
import type { DashboardSessions } from './dashboard-sessions';
import { deviceWords } from './device-words';
import type { NewSignIn, SignInRecord } from './sign-in-record';
import type { People } from './people';
import type { AdminSessionInfo } from '#common/people-api';
import { SECOND_FACTOR_API, secondFactorSignInSchema, type SecondFactorNeeded } from '#common/second-factor-api';
import type { SecondFactors } from './second-factor';
import { answerSecondStep } from './second-step';
import type { PendingSignIns } from './pending-sign-ins';
import type { Passkeys } from './passkeys';

export interface AdminSessionOptions {
  sessions: SessionStore;
  passwordHash: string;
  people: People;
  /** The couple's own budgets, which the guests' sign-in never spends (docs/decisions/0024). */
  limits: CoupleSignInLimits;
  /** The hashing gate every password shares (a known device's hash goes first). */
  hashingGate: HashingGate;
  cookie: SessionCookie;
  lifetimeMs: number;
  knownDevices: KnownDevices;
  /** The cookie that makes a device known: `__Host-admin-device` in production, SameSite=Strict like the session's. */
  deviceCookie: SessionCookie;
  dashboardSessions: DashboardSessions;
  signIns: SignInRecord;
  /** A right sign-in on a device not seen before: the couple is told by e-mail (server/mail/new-sign-in-mail.ts). */
  onNewDevice: (signIn: NewSignIn) => void;
  /** The people's second factors (docs/decisions/0064): asked after a right password on a device not seen before. */
  secondFactors: SecondFactors;
  /** Sign-ins waiting for their second step, shared with the passkey's (passkey-sign-in-routes.ts). */
  pendingSignIns: PendingSignIns;
  /** Whether the person has a passkey, offered as the second step too. */
  passkeys: Pick<Passkeys, 'credentialsOf'>;
  now: () => number;
}

const LOG_MESSAGES: Record<NewSignIn['outcome'], string> = {
  'signed-in': 'dashboard sign-in',
  'wrong-password': 'dashboard sign-in refused',
  'too-many': 'dashboard sign-in refused',
  // A passkey not accepted: logged by the passkey's own sign-in (passkey-sign-in-routes.ts), never by this route.
  refused: 'dashboard sign-in refused',
  'wrong-code': 'dashboard sign-in refused',
  'second-factor-needed': 'dashboard sign-in waits for a second factor',
};

/**
 * A stand-in hash for an address nobody has (or a person who has not chosen a password yet): the sign-in hashes as
 * long for it as for a real one (at the production cost), so its time does not tell which addresses are people's.
 */
const NOBODY = 'scrypt$131072$8$' + 'A'.repeat(22) + '$' + 'A'.repeat(43);

/**
 * The couple's sign-in: the password in a JSON body (never in the address, unlike the guests' spec-bound contract),
 * checked at the OWASP scrypt cost behind budgets of its own and the shared hashing gate. A right password also
 * gives the device a new device cookie (docs/decisions/0024). Sign-out and the status the dashboard's guard asks for.
 * The parent plugin (admin-api.ts) has already refused cross-site requests.
 */
export async function adminSessionRoutes(app: SchemaCheckedApp, options: AdminSessionOptions) {
  const { sessions, people, limits, hashingGate, cookie, knownDevices, deviceCookie, signIns, secondFactors } = options;
  const { pendingSignIns, passkeys } = options;

  /**
   * Every attempt, right or refused, on record and in the log at info (ASVS V16.3.1): how, when, from where, on which
   * device; never the typed password or address, nor a cookie. Who: the person whose address was given (their id, for a
   * refused attempt too: someone tried to sign in as them), or null for the couple's shared password and for an
   * address nobody has.
   */
  function note(request: FastifyRequest, outcome: NewSignIn['outcome'], newDevice: boolean, personId: number | null, method: NewSignIn['method'] = 'password'): NewSignIn {
    const signIn: NewSignIn = { outcome, method, newDevice, address: addressKey(request.ip), personId, ...deviceWords(request.headers['user-agent']) };
    signIns.add(signIn);
    request.log.info({ signIn: { ...signIn, who: personId === null ? 'couple' : 'person' } }, LOG_MESSAGES[outcome]);
    return signIn;
  }

  /** A session for a sign-in checked to the end (the password, and the second factor where one was asked). */
  function startSession(request: FastifyRequest, reply: FastifyReply, personId: number | null, deviceId: string | undefined, method: NewSignIn['method']) {
    return startDashboardSession(app, options, request, reply, { personId, deviceId, record: (newDevice) => note(request, 'signed-in', newDevice, personId, method) });
  }

  /** Ends the couple's session the request carries; any other session whose id it names is not this route's to end. */
  function endCouplesSession(request: FastifyRequest): void {
    const cookieValue = app.adminCookie(request);
    if (cookieValue && app.readAdminAccess(request)) sessions.end(cookieValue);
  }

  app.post(ADMIN_API.login, { bodyLimit: 1024, schema: { body: adminLoginSchema } }, async (request, reply) => {
    const deviceId = knownDevices.find(readCookie(request.headers.cookie, deviceCookie.name));
    // With an address, a person's password (or the stand-in's, which nothing matches); without, ADMIN_PASSWORD.
    const { email, password } = request.body;
    const person = email === undefined ? undefined : people.forSignIn(email.trim());
    const personId = person?.id ?? null;
    // New to the person the attempt is made as: a device the couple signed in on is still new to a planner.
    const newDevice = !knownDevices.knows(deviceId, personId);
    const admission = limits.admit(addressKey(request.ip), deviceId);
    if (!('settle' in admission)) {
      note(request, 'too-many', newDevice, personId);
      return tooMany(reply, admission.retryAfter);
    }
    const hash = email === undefined ? options.passwordHash : (person?.passwordHash ?? NOBODY);
    let right: boolean;
    try {
      right = await hashingGate.run(async () => (await verifyPassword(password, hash)) && hash !== NOBODY, { first: admission.knownDevice, after: admission.turn });
      admission.settle(right ? 'success' : 'failure');
    } catch (error) {
      admission.settle('not-tried');
      if (!(error instanceof HashingBusyError)) throw error;
      note(request, 'too-many', newDevice, personId);
      return tooMany(reply, 5);
    }
    if (!right) {
      note(request, 'wrong-password', newDevice, personId);
      return reply.code(401).send({ error: 'Unauthorized' });
    }
    // A person with a second factor, on a device they had not signed in on: no session yet (docs/decisions/0064). An
    // app's code or a recovery code answers, or one of their passkeys where they have one (docs/decisions/0065).
    if (personId !== null && newDevice && secondFactors.enabled(personId)) {
      note(request, 'second-factor-needed', true, personId);
      const answer: SecondFactorNeeded = {
        secondFactor: 'needed',
        pending: pendingSignIns.begin({ personId, deviceId }),
        passkey: passkeys.credentialsOf(personId).length > 0,
      };
      return reply.code(200).send(answer);
    }
    return startSession(request, reply, personId, deviceId, 'password');
  });

  // The second step of a sign-in the password began, by an app's code or a recovery code (second-step.ts).
  app.post(SECOND_FACTOR_API.signIn, { bodyLimit: 1024, schema: { body: secondFactorSignInSchema } }, async (request, reply) => {
    const { pending: token, code } = request.body;
    return answerSecondStep(request, reply, token, {
      pendingSignIns,
      limits,
      note: (outcome, personId) => note(request, outcome, true, personId),
      refused: { outcome: 'wrong-code', body: { error: 'Wrong code' } },
      check: async (pending) => secondFactors.check(pending.personId, code),
      start: (pending, method) => startSession(request, reply, pending.personId, pending.deviceId, method),
    });
  });

  // Signing out leaves the device known (its cookie stays): the couple can still sign in on it while strangers spend
  // the budgets. The site's copies on the device are forgotten, as when a guest signs out.
  app.post(ADMIN_API.logout, async (request, reply) => {
    endCouplesSession(request);
    reply.clearCookie(cookie.name, sessionCookieAttributes(cookie, 0));
    return reply.code(204).headers(FORGET_THIS_DEVICE).send();
  });

  // Reached only with a dashboard session (admin-api.ts): who is signed in, so the dashboard shows what they may use.
  app.get(ADMIN_API.session, async (request): Promise<AdminSessionInfo> => {
    const access = app.readAdminAccess(request)!;
    const sessionPerson = access.session.personId;
    const signedInPerson = sessionPerson === null ? undefined : people.find(sessionPerson);
    return { signedIn: true, role: access.role, person: signedInPerson ? { id: signedInPerson.id, name: signedInPerson.name } : null };
  });
}
