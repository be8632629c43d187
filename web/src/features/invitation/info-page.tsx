import type { GuestInvitation, InfoPage as InfoPageName } from '#common/invitation-api';
import type { Locale } from '#common/locales';
import { useTranslation } from '../../i18n/use-translation';
import { InfoSections, sectionsIn } from './info-sections';
import { placesOf, VenuePlaces } from './venue-places';

interface InfoPageProps {
  page: Exclude<InfoPageName, 'schedule'>;
  invitation: GuestInvitation | null;
}

/** Venue, Stay or Travel: the couple's sections of the page in the language shown; the venue's begin with the events' places. */
export function InfoPage({ page, invitation }: InfoPageProps) {
  const { t, i18n } = useTranslation();
  const sections = sectionsIn(invitation, page, i18n.language as Locale);
  const places = page === 'venue' ? placesOf(invitation?.events ?? []) : [];
  const headingId = `${page}-heading`;
  return (
    <section className="invitation-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t(`invitation.pages.${page}`)}</h1>
      <VenuePlaces places={places} />
      {sections.length > 0 && <InfoSections sections={sections} />}
      {sections.length === 0 && places.length === 0 && <p className="invitation-text">{t('invitation.empty')}</p>}
    </section>
  );
}
