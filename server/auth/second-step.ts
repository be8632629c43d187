/**
 * The second step of a password's sign-in (docs/decisions/0064, 0065), one rule whether it is answered by an app's or
 * a recovery code (admin-session-routes.ts) or by a passkey (passkey-sign-in-routes.ts): the pending sign-in the
 * token names (gone, used or never made: 401, and the person types their password again); each answer spends the
 * couple's budgets as a password does; a wrong one counts against the pending sign-in, a right one takes it and
 * starts the person's session.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignInMethod, SignInOutcome } from '#common/dashboard-sessions-api';
import { tooMany } from '../http/error-answers';
import { addressKey } from './client-address';
import type { CoupleSignInLimits } from './couple-sign-in-limits';
import type { PendingSignIn, PendingSignIns } from './pending-sign-ins';

export interface SecondStepRoute {
  pendingSignIns: PendingSignIns;
  limits: CoupleSignInLimits;
  /** The route's record of an attempt (its method, its log's words): the device is new, or no second step was asked. */
  note(outcome: SignInOutcome, personId: number): void;
  /** What a wrong answer is recorded as, and the body of its 401. */
  refused: { outcome: SignInOutcome; body: object };
  /** Whether the answer is the pending person's (and by which method), or wrong. */
  check(pending: PendingSignIn): Promise<SignInMethod | 'wrong'>;
  /** Starts the pending person's session, once the step is right. */
  start(pending: PendingSignIn, method: SignInMethod): FastifyReply | Promise<FastifyReply>;
}

export async function answerSecondStep(request: FastifyRequest, reply: FastifyReply, token: string, route: SecondStepRoute) {
  const { pendingSignIns, limits, note } = route;
  const pending = pendingSignIns.find(token);
  if (!pending) return reply.code(401).send({ error: 'Sign-in expired' });
  const admission = limits.admit(addressKey(request.ip), pending.deviceId);
  if (!('settle' in admission)) {
    note('too-many', pending.personId);
    return tooMany(reply, admission.retryAfter);
  }
  let method: SignInMethod | 'wrong';
  try {
    method = await route.check(pending);
  } catch (error) {
    admission.settle('not-tried');
    throw error;
  }
  if (method === 'wrong') {
    admission.settle('failure');
    pendingSignIns.wrongCode(token);
    note(route.refused.outcome, pending.personId);
    return reply.code(401).send(route.refused.body);
  }
  admission.settle('success');
  pendingSignIns.complete(token);
  return route.start(pending, method);
}
