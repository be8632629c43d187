/**
 * The household's answer on the server (GET and PUT /api/rsvp, common/rsvp-api.ts), each answer of the server
 * turned into what the page does with it. The shapes are the server's contract, checked by its tests
 * (docs/decisions/0015-the-guests-app-trusts-the-servers-json.md).
 */
import type { InvalidAnswer } from '#common/api-problems';
import type { GuestRsvp, RsvpAnswer, RsvpClash } from '#common/rsvp-api';
import { call, discardBody } from '../../api/http';
import { json } from '../../api/json-body';
import { RSVP_PATH } from './rsvp-contract';
import { requestRsvp } from './rsvp-request';

export type RsvpRead =
  | { kind: 'form'; rsvp: GuestRsvp }
  /** Signed in with the shared password: answering needs the household's personal link. */
  | { kind: 'personal-link' }
  /** No invitation (the site went back to the Save the Date) or no household any more. */
  | { kind: 'none' };

/**
 * The household's form and last answer; rejects when the server cannot be read (no answer, the session ended).
 * `request`: the request already under way (rsvp-request.ts), else one starts now.
 */
export async function readRsvp(request: Promise<Response | null> = requestRsvp()): Promise<RsvpRead> {
  const response = await request;
  if (!response) throw new Error(`GET ${RSVP_PATH}: no answer`);
  if (response.status === 403) {
    const body = (await response.json().catch(() => ({}))) as { problem?: string };
    if (body.problem === 'personal-link') return { kind: 'personal-link' };
    throw new Error(`GET ${RSVP_PATH} answered 403`);
  }
  if (response.status === 404) {
    discardBody(response);
    return { kind: 'none' };
  }
  if (!response.ok) {
    discardBody(response);
    throw new Error(`GET ${RSVP_PATH} answered ${response.status}`);
  }
  return { kind: 'form', rsvp: (await response.json()) as GuestRsvp };
}

export type SaveResult =
  | { kind: 'saved'; rsvp: GuestRsvp }
  /**
   * Someone of the household answered meanwhile and changed the same answers: their answer, never overwritten
   * silently; `clashes` names those answers and `merged` is the merge, the guest's own where they clash.
   */
  | { kind: 'conflict'; current: GuestRsvp; clashes?: RsvpClash[]; merged?: RsvpAnswer }
  /** The deadline has passed (the server holds it, whatever the page showed). */
  | { kind: 'closed' }
  | { kind: 'invalid'; problems: InvalidAnswer['problems'] }
  /** The session has ended (signed out elsewhere, the link revoked). */
  | { kind: 'signed-out' }
  /** The household saved too often in a short while: it may save again in `retryAfter` seconds. */
  | { kind: 'too-many'; retryAfter: number }
  /** No answer, or one the page cannot use: nothing was saved, the form keeps what was typed. */
  | { kind: 'failed' };

/** Sends the whole answer, the revision it was made from and that revision's answer (the server merges from it). */
export async function saveRsvp(answer: RsvpAnswer, revision: number, base: RsvpAnswer | null): Promise<SaveResult> {
  const response = await call(RSVP_PATH, { method: 'PUT', ...json({ answer, revision, base }) });
  if (!response) return { kind: 'failed' };
  try {
    if (response.ok) return { kind: 'saved', rsvp: (await response.json()) as GuestRsvp };
    if (response.status === 401) {
      discardBody(response);
      return { kind: 'signed-out' };
    }
    if (response.status === 409) {
      const body = (await response.json()) as { problem?: string; current?: GuestRsvp; clashes?: RsvpClash[]; answer?: RsvpAnswer };
      if (body.problem === 'closed') return { kind: 'closed' };
      if (body.problem === 'conflict' && body.current) return { kind: 'conflict', current: body.current, clashes: body.clashes, merged: body.answer };
      return { kind: 'failed' };
    }
    if (response.status === 429) {
      discardBody(response);
      return { kind: 'too-many', retryAfter: Number(response.headers.get('retry-after')) || 60 };
    }
    if (response.status === 422) return { kind: 'invalid', problems: ((await response.json()) as InvalidAnswer).problems };
    discardBody(response);
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
