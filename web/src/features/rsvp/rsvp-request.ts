import type { GUEST_RSVP_API } from '#common/rsvp-api';
import { call } from '../../api/http';

export const RSVP_PATH: (typeof GUEST_RSVP_API)['rsvp'] = '/api/rsvp';

/**
 * The request for the household's form and answer (GET /api/rsvp), in a module of its own with nothing else: the
 * app starts it for a signed-in guest's first /rsvp before the page's chunk is there (app/pages.tsx), so it weighs
 * only these few bytes in the first load; rsvp-calls.ts reads its answer.
 */
export function requestRsvp(): Promise<Response | null> {
  return call(RSVP_PATH, { cache: 'no-store' });
}
