/**
 * The invitation's pages (issue 19), one chunk loaded on demand once the guard has let a signed-in guest in
 * (web/src/app/pages.tsx, docs/decisions/0021-pages-loaded-on-demand.md): none of this, its styles included, is in
 * the first load of /login or /. The header loads it too, for the menu, once the site is in the invitation phase.
 */
import './invitation.css';
import type { GuestInvitation, InfoPage as InfoPageName } from '#common/invitation-api';
import { InfoPage } from './info-page';
import { SchedulePage } from './schedule-page';

export { loadInvitation } from './invitation-data';
export { loadInvitationMenu } from './invitation-menu';

export function InvitationPage({ page, invitation }: { page: InfoPageName; invitation: GuestInvitation | null }) {
  return page === 'schedule' ? <SchedulePage invitation={invitation} /> : <InfoPage page={page} invitation={invitation} />;
}
