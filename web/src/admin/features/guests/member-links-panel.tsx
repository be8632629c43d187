import { useId } from 'react';
import { reachOf } from '#common/contacts';
import type { AdminGuest } from '#common/guest-list-api';
import type { SitePhase } from '#common/invitation-api';
import { ShareLinks } from '../../components/share-links';
import { shareText } from '../../components/share-texts';
import { useT } from '../../i18n/admin-i18n';
import { memberLanguageLinks } from '../../components/member-links';

/**
 * The household's link for each of its members' own languages, under the household's link: to copy or share with
 * a message in that language, to the member's own number and address where they have them, else the household's.
 */
export function MemberLinksPanel({ guest, link, couple, phase }: { guest: AdminGuest; link: string; couple: string; phase: SitePhase }) {
  const { t } = useT();
  const id = useId();
  const links = memberLanguageLinks(link, guest.language, guest.members);
  if (links.length === 0) return null;
  return (
    <div className="member-links">
      <h3>{t('guest.memberLinks')}</h3>
      <p className="help">{t('guest.memberLinksHelp')}</p>
      {links.map(({ language, members, link: languageLink }) => {
        // The names go into a message in the member's language, so they are joined in it ("Olga и Ivan").
        const names = new Intl.ListFormat(language, { type: 'conjunction' }).format(members.map((m) => m.name));
        const label = t('guest.memberLink', { names, language: t(`languages.${language}`) });
        return (
          <div key={language} className="member-link">
            <label htmlFor={`${id}-${language}`}>{label}</label>
            <input id={`${id}-${language}`} className="link" readOnly value={languageLink} onFocus={(event) => event.target.select()} />
            <ShareLinks
              guest={{ name: names, link: languageLink }}
              to={reachOf(members[0]!, [...members.slice(1), guest])}
              couple={couple}
              text={shareText(language, phase)}
              label={label}
            />
          </div>
        );
      })}
    </div>
  );
}
