/**
 * What the signed-in visitor may read of the invitation (GET /api/invitation, common/invitation-api.ts), fetched
 * once per page load by the invitation's own chunk: never by the guard, so /login and / do not wait for it
 * (docs/decisions/0021-pages-loaded-on-demand.md). Every language comes in one answer, so switching the language
 * asks for nothing more.
 */
import type { GUEST_INVITATION_API, GuestInvitation } from '#common/invitation-api';
import { call, discardBody } from '../../api/http';
import { noteSavedCopy } from '../../lib/saved-copy';

/** The contract's path, written out: its module builds zod schemas, which stay out of the guests' bundle. */
const INVITATION_PATH: (typeof GUEST_INVITATION_API)['invitation'] = '/api/invitation';

let loading: Promise<GuestInvitation | null> | undefined;

/**
 * The invitation; null when the server says there is none (404: the couple switched the site back to the Save the
 * Date since this page was loaded). Rejects when it cannot be read (no answer, the session ended): a navigation
 * then fails as a failed guard does, and the next one asks again.
 */
export function loadInvitation(): Promise<GuestInvitation | null> {
  if (!loading) {
    loading = call(INVITATION_PATH).then(async (response) => {
      if (!response) throw new Error(`GET ${INVITATION_PATH}: no answer`);
      if (response.status === 404) {
        discardBody(response);
        return null;
      }
      if (!response.ok) {
        discardBody(response);
        throw new Error(`GET ${INVITATION_PATH} answered ${response.status}`);
      }
      // From the copy kept for offline, the layout says so (docs/decisions/0037).
      noteSavedCopy(response);
      // The shape is the server's contract, checked by its tests (decision 0015).
      return (await response.json()) as GuestInvitation;
    });
    loading.catch(() => (loading = undefined));
  }
  return loading;
}
