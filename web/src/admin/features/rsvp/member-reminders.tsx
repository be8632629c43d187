import { reachOf } from '#common/contacts';
import type { RsvpOverview } from '#common/rsvp-api';
import { memberLanguageLinks } from '../../components/member-links';
import { ShareLinks } from '../../components/share-links';
import { reminderText } from '../../components/share-texts';
import { formatInZone } from '../../components/zoned-moment';
import { useT } from '../../i18n/admin-i18n';

type Household = RsvpOverview['notAnswered'][number];

/**
 * A household's reminder for each of its members' own languages (issue 28): the household's link opening the site in
 * that language, with the reminder and the deadline written in it, to the members' own number and address where
 * they have them, else the household's.
 */
export function MemberReminders({ household, link, deadline, couple }: { household: Household; link: string; deadline: RsvpOverview['deadline']; couple: string }) {
  const { t } = useT();
  return memberLanguageLinks(link, household.language, household.ownLanguages).map(({ language, members, link: languageLink }) => {
    const names = new Intl.ListFormat(language, { type: 'conjunction' }).format(members.map((m) => m.name));
    const written = deadline?.at != null ? formatInZone(deadline.at, deadline.timeZone, language) : null;
    return (
      <ShareLinks
        key={language}
        guest={{ name: names, link: languageLink }}
        to={reachOf(members[0]!, [...members.slice(1), household])}
        couple={couple}
        text={reminderText(language, written)}
        copies="message"
        label={t('rsvp.notAnswered.remindIn', { names, language: t(`languages.${language}`) })}
      />
    );
  });
}
