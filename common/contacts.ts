/**
 * A household's e-mail address and phone number, and a member's where the couple wants one (issue 27). Personal
 * data: kept in one table (server/guests/household-contacts.ts), never logged, forgotten by the purge after the
 * wedding (docs/security.md). Phone numbers are stored in E.164 (+40722123456), read by libphonenumber-js on the
 * server only (server/guests/contact-fields.ts, docs/decisions/0036).
 */
import type { Locale } from './locales';

/** '' when there is none. `phone` is E.164: a plus, the country code and the number, no spaces. */
export interface Contacts {
  email: string;
  phone: string;
}

export const NO_CONTACTS: Contacts = { email: '', phone: '' };

/**
 * The country a number typed without + and a country code is read in: the country of the household's language
 * (a German household types "0151 23456789"), or of the site's language when the household has none. English is
 * read as British. A number starting with + (or 00) is read as written, whatever the language.
 */
export const PHONE_REGION: Record<Locale, string> = { ro: 'RO', de: 'DE', fr: 'FR', ru: 'RU', en: 'GB' };

/** The longest address (RFC 5321's path limit) and the longest number as typed, spaces and dashes included. */
export const CONTACT_LIMITS = { email: 254, phone: 40 } as const;

/**
 * Where to reach a household: its own address and number, else each from the first of its members who has one.
 * The reminders and the share buttons both use it, so they agree.
 */
export function reachOf(household: Contacts, members: readonly Contacts[]): Contacts {
  return {
    email: household.email || (members.find((member) => member.email !== '')?.email ?? ''),
    phone: household.phone || (members.find((member) => member.phone !== '')?.phone ?? ''),
  };
}
