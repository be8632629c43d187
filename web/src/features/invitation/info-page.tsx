import type { GuestInvitation, InfoPage as InfoPageName } from '#common/invitation-api';
import type { Locale } from '#common/locales';
import { useTranslation } from '../../i18n/use-translation';
import { InfoSections, sectionsIn } from './info-sections';

interface InfoPageProps {
  page: Exclude<InfoPageName, 'schedule'>;
  invitation: GuestInvitation | null;
}

/** Venue, Stay or Travel: the couple's sections of the page in the language shown. */
export function InfoPage({ page, invitation }: InfoPageProps) {
  const { t, i18n } = useTranslation();
  const sections = sectionsIn(invitation, page, i18n.language as Locale);
  const headingId = `${page}-heading`;
  return (
    <section className="invitation-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t(`invitation.pages.${page}`)}</h1>
      {sections.length > 0 ? <InfoSections sections={sections} /> : <p className="invitation-text">{t('invitation.empty')}</p>}
    </section>
  );
}
