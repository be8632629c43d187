import type { SitePhase } from '#common/invitation-api';
import { sectionOfTextKey } from '#common/message-groups';
import { useAdminContent } from '../../api/use-admin-content';
import { failureText } from '../../components/problem-text';
import { textsOfTheSaveTheDate } from '../../components/save-the-date-words';
import { textName } from '../../components/text-name';
import { useT } from '../../i18n/admin-i18n';
import { NavLink } from '../../../lib/router/nav-link';
import type { InvitationPaths } from './invitation-paths';

interface SaveTheDateTextsProps {
  phase: SitePhase;
  textPath: InvitationPaths['text'];
  onSignedOut: () => void;
}

/**
 * The couple's own texts that still speak of the Save the Date (issue 27), in every language they do, each language a
 * link that opens the Texts screen at that text with the focus in its field. Before the switch, so the couple knows
 * what to change once they have switched; after it, until none is left.
 */
export function SaveTheDateTexts({ phase, textPath, onSignedOut }: SaveTheDateTextsProps) {
  const { t } = useT();
  const { content, failure } = useAdminContent(onSignedOut);
  if (failure) return <p className="error">{failureText(t, failure)}</p>;
  // Said while it loads, not left blank: the list appears above the events, and a tap meant for "Add an event" as it
  // appeared landed elsewhere (a browser test's click did, under load). The screen is not ready until this is gone.
  if (!content) return <p>{t('common.loading')}</p>;
  const found = textsOfTheSaveTheDate(content.texts);
  if (found.length === 0) return phase === 'invitation' ? <p>{t('invitation.phase.textsNone')}</p> : null;

  return (
    <div className="save-the-date-texts">
      <h3 id="save-the-date-texts">{t('invitation.phase.textsHeading')}</h3>
      <p className="help">{t(phase === 'invitation' ? 'invitation.phase.textsAfter' : 'invitation.phase.textsBefore')}</p>
      <ul aria-labelledby="save-the-date-texts">
        {found.map(({ key, locales }) => {
          const name = textName(t, content.texts.find((text) => text.key === key)!);
          return (
            <li key={key}>
              <span className="text-name">{name}</span> <span className="help">{t('textFinder.where', { page: t(`texts.groups.${sectionOfTextKey(key)}`) })}</span>
              <span className="text-languages">
                {locales.map((locale) => {
                  const language = t(`languages.${locale}`);
                  return (
                    <NavLink key={locale} to={textPath({ key, locale })} aria-label={t('invitation.phase.textLink', { text: name, language })}>
                      {language}
                    </NavLink>
                  );
                })}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
