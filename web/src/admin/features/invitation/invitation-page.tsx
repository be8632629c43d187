import './invitation.css';
import { INFO_PAGES, type AdminEvent, type InfoPage, type InfoSection } from '#common/invitation-api';
import { invitation as loadInvitation } from '../../api/invitation-calls';
import { useLoad } from '../../api/use-load';
import { LoadingLine } from '../../components/loading-section';
import { useT } from '../../i18n/admin-i18n';
import { EventsEditor } from './events-editor';
import type { InvitationPaths } from './invitation-paths';
import { PageSections } from './page-sections';
import { PhasePanel } from './phase-panel';

/**
 * The invitation (issue 19), on one screen: what guests see now and the switch, the events, and the pages the couple
 * writes (schedule, venue, stay, travel). Each part saves on its own; the screen holds what the server answered.
 */
export function InvitationPage({ paths, onSignedOut }: { paths: InvitationPaths; onSignedOut: () => void }) {
  const { t } = useT();
  const { value: invitation, failure, setValue: setInvitation } = useLoad(loadInvitation, onSignedOut);

  if (!invitation) {
    return (
      <section className="panel" aria-labelledby="invitation-heading">
        <h1 id="invitation-heading">{t('nav.invitation')}</h1>
        <LoadingLine failure={failure} />
      </section>
    );
  }

  // With its last event gone the server shows guests the Save the Date again; the screen says the same.
  const setEvents = (events: AdminEvent[]) =>
    setInvitation((current) => current && { ...current, events, phase: events.length === 0 ? 'saveTheDate' : current.phase });
  const setSections = (page: InfoPage, sections: InfoSection[]) =>
    setInvitation((current) => current && { ...current, sections: [...current.sections.filter((s) => s.page !== page), ...sections] });

  return (
    <div className="invitation-page">
      <header className="page-header">
        <h1>{t('nav.invitation')}</h1>
        <p>{t('invitation.intro')}</p>
      </header>
      <PhasePanel phase={invitation.phase} paths={paths} onChange={(phase) => setInvitation((current) => current && { ...current, phase })} onSignedOut={onSignedOut} />
      <EventsEditor
        events={invitation.events}
        phase={invitation.phase}
        allEventsGuestIds={invitation.allEventsGuestIds}
        siteTimeZone={invitation.timeZone}
        onChange={setEvents}
        onSignedOut={onSignedOut}
      />
      <section className="panel pages-editor" aria-labelledby="pages-heading">
        <h2 id="pages-heading">{t('invitation.sections.pagesHeading')}</h2>
        <p className="help">{t('invitation.sections.pagesHelp')}</p>
        <nav className="jump" aria-label={t('invitation.sections.pagesHeading')}>
          <ul>
            {INFO_PAGES.map((page) => (
              <li key={page}>
                <a href={`#page-${page}`}>{t(`invitation.pages.${page}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
        {INFO_PAGES.map((page) => (
          <PageSections
            key={page}
            page={page}
            sections={invitation.sections.filter((section) => section.page === page)}
            onChange={(sections) => setSections(page, sections)}
            onSignedOut={onSignedOut}
          />
        ))}
      </section>
    </div>
  );
}
