import type { SitePhase } from '#common/invitation-api';
import type { Locale } from '#common/locales';
import { sectionOfTextKey } from '#common/message-groups';
import { useAdminContent } from '../../api/use-admin-content';
import { LoadingLine } from '../../components/loading-section';
import { textsOfTheSaveTheDate } from '../../components/save-the-date-words';
import { textWords } from '../../components/text-name';
import { adminLocale, useT } from '../../i18n/admin-i18n';
import { NavLink } from '../../../lib/router/nav-link';
import type { InvitationPaths } from './invitation-paths';

interface SaveTheDateTextsProps {
  phase: SitePhase;
  textPath: InvitationPaths['text'];
  onSignedOut: () => void;
}

/** Languages as a sentence names them, in the dashboard's language: "German and French", "allemand et français". */
function languagesInWords(locales: readonly Locale[]): string {
  const names = new Intl.DisplayNames([adminLocale()], { type: 'language' });
  return new Intl.ListFormat(adminLocale(), { type: 'conjunction' }).format(locales.map((locale) => names.of(locale) ?? locale));
}

/**
 * The couple's own texts that still speak of the Save the Date (issue 27), each named by its own words (issue 37: not
 * "Line 4") and one link that opens the Texts screen at it with the focus in its field: in the dashboard's language
 * where the text speaks of it there, else in the first language that does; the line says which other languages do,
 * which the Texts screen's language menu opens. One link a text, not one a language: the events below are a few tabs
 * away, not twenty. Before the switch, so the couple knows what to change once they have switched; after it, until
 * none is left.
 */
export function SaveTheDateTexts({ phase, textPath, onSignedOut }: SaveTheDateTextsProps) {
  const { t } = useT();
  const { content, failure } = useAdminContent(onSignedOut);
  // Said while it loads, not left blank: the list appears above the events, and a tap meant for "Add an event" as it
  // appeared landed elsewhere (a browser test's click did, under load). The screen is not ready until this is gone.
  if (failure || !content) return <LoadingLine failure={failure} />;
  const found = textsOfTheSaveTheDate(content.texts);
  if (found.length === 0) return phase === 'invitation' ? <p>{t('invitation.phase.textsNone')}</p> : null;

  return (
    <div className="save-the-date-texts">
      <h3 id="save-the-date-texts">{t('invitation.phase.textsHeading')}</h3>
      <p className="help">{t(phase === 'invitation' ? 'invitation.phase.textsAfter' : 'invitation.phase.textsBefore')}</p>
      <ul aria-labelledby="save-the-date-texts">
        {found.map(({ key, locales }) => {
          const text = content.texts.find((candidate) => candidate.key === key)!;
          const shown = locales.includes(adminLocale()) ? adminLocale() : locales[0]!;
          const others = locales.filter((locale) => locale !== shown);
          return (
            <li key={key}>
              <NavLink to={textPath({ key, locale: shown })} lang={shown}>
                {textWords(t, text.texts[shown])}
              </NavLink>{' '}
              <span className="help">
                {t(`languages.${shown}`)} · {t(`texts.groups.${sectionOfTextKey(key)}`)}
                {others.length > 0 && ` · ${t('invitation.phase.textAlsoIn', { languages: languagesInWords(others) })}`}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
