/**
 * The guests' site offline (issue 29, docs/decisions/0037-the-wedding-day-works-offline.md): what the service
 * worker (web/service-worker/) and the pages that register it agree on.
 */
import type { GUEST_INVITATION_API } from './invitation-api';
import type { GUEST_RSVP_API } from './rsvp-api';
import { API_PATHS } from './api';

/** The worker's script, at the root so that its scope is the whole site; served with no-cache, so a release reaches it. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The web app manifest (the couple's names, the icon, the start address), public like the sign-in page. */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/** The answers the worker keeps for a signed-in guest: the status, the texts, the invitation and the household's answer. */
export const SAVED_API_PATHS: readonly string[] = [
  API_PATHS.status,
  API_PATHS.site,
  API_PATHS.content,
  '/api/invitation' satisfies (typeof GUEST_INVITATION_API)['invitation'],
  '/api/rsvp' satisfies (typeof GUEST_RSVP_API)['rsvp'],
];

/** Set by the worker on its own copy (never by the server): an answer carrying it came from that copy, saved then (ISO 8601). */
export const SAVED_AT_HEADER = 'x-saved-at';

/** The page asks the worker to keep these addresses (same origin, each one it would keep anyway). */
export interface SaveMessage {
  type: 'save';
  urls: string[];
}
