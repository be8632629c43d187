/**
 * Who of a household gets its e-mails (the invitation, the reminders, their preview, the confirmation, and whether
 * the set-up list counts a household as reachable by e-mail): one rule for every kind, docs/decisions/0042, read
 * from the stores by one function (docs/decisions/0053). Every address the couple entered gets one message: the household's own address in the
 * household's language (the site's when it has none), addressed to the household; each member's own address in that
 * member's language, addressed to them by name, whether or not they read the household's. One message per address
 * (compared without case): a member who shares the household's address reads the household's. No address: nobody.
 */
import { NO_CONTACTS, type Contacts } from '#common/contacts';
import type { Member } from '#common/invitation-api';
import type { Locale } from '#common/locales';
import type { Guest } from '../guests/guest-store';
import type { Stores } from '../stores';
import { mailFormatLocale } from './reader-locale';

export interface HouseholdRecipient {
  address: string;
  /** The household's name for the household's address, the member's for theirs. */
  name: string;
  /** The language the message is written in. */
  locale: Locale;
  /** The language the household's link opens the site in; null leaves it to the visitor's browser, as the household's own link does. */
  linkLocale: Locale | null;
  /** Whom the message speaks to (kinds/greeting.ts): the household's members for its address, the member alone for theirs. */
  people: string[];
  /** How the reader writes dates and times: `locale` in the country of their phone number (reader-locale.ts). */
  formatLocale: string;
}

function recipientsOf(
  household: Pick<Guest, 'name' | 'language'>,
  own: Contacts,
  members: ReadonlyArray<Pick<Member, 'id' | 'name' | 'language'>>,
  memberContacts: ReadonlyMap<number, Contacts> | undefined,
  siteLocale: Locale,
): HouseholdRecipient[] {
  const locale = household.language ?? siteLocale;
  const all: HouseholdRecipient[] = [
    {
      address: own.email,
      name: household.name,
      locale,
      linkLocale: household.language,
      people: members.length > 0 ? members.map((member) => member.name) : [household.name],
      formatLocale: mailFormatLocale(locale, own.phone),
    },
    ...members.map((member) => {
      const contacts = memberContacts?.get(member.id);
      return {
        address: contacts?.email ?? '',
        name: member.name,
        locale: member.language ?? locale,
        linkLocale: member.language ?? household.language,
        people: [member.name],
        formatLocale: mailFormatLocale(member.language ?? locale, contacts?.phone || own.phone),
      };
    }),
  ];
  const seen = new Set<string>();
  return all.filter(({ address }) => {
    const key = address.toLowerCase();
    if (address === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Reads every household's members and contacts and the site's language once (a send to 300 households reads them
 * once) and answers who of a household gets its e-mails.
 */
export function householdRecipients(stores: Pick<Stores, 'members' | 'contacts' | 'content'>): (household: Pick<Guest, 'id' | 'name' | 'language'>) => HouseholdRecipient[] {
  const members = stores.members.all();
  const contacts = stores.contacts.all();
  const siteLocale = stores.content.facts().facts.defaultLocale;
  return (household) => {
    const theirs = contacts.get(household.id);
    return recipientsOf(household, theirs?.own ?? NO_CONTACTS, members.get(household.id) ?? [], theirs?.members, siteLocale);
  };
}
