/**
 * The invitation's pages (issue 19), one chunk loaded on demand once the guard has let a signed-in guest in
 * (web/src/app/pages.tsx, docs/decisions/0021-pages-loaded-on-demand.md): none of this, its styles included, is in
 * the first load of /login or /. The header loads it too, for the menu, once the site is in the invitation phase.
 */
import './invitation.css';
import { useEffect } from 'react';
import type { GuestInvitation, InfoPage as InfoPageName } from '#common/invitation-api';
import type { Locale } from '#common/locales';
import { useTranslation } from '../../i18n/use-translation';
import { keepForOffline } from '../../lib/keep-for-offline';
import { InfoPage } from './info-page';
import { SchedulePage } from './schedule-page';

export { loadInvitation } from './invitation-data';
export { loadInvitationMenu } from './invitation-menu';

/**
 * A page of the invitation as the guests' site shows it (the dashboard's preview draws the pages themselves): it keeps
 * the site for the wedding day offline (issue 29), in the language shown; the layout says when a page is that saved
 * copy.
 */
export function InvitationPage({ page, invitation }: { page: InfoPageName; invitation: GuestInvitation | null }) {
  const { i18n } = useTranslation();
  const locale = i18n.language as Locale;
  useEffect(() => void keepForOffline(locale), [locale]);
  return page === 'schedule' ? <SchedulePage invitation={invitation} /> : <InfoPage page={page} invitation={invitation} />;
}
