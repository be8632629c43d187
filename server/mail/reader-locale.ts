/**
 * How an e-mail's reader writes dates and times (issue 36): the site asks the browser ("en-GB" reads 23:59, "en-US"
 * 11:59 PM, web/src/lib/reader-locale.ts); an e-mail has no browser, so the reader's country is the one of their phone
 * number, else the one the site reads a number typed in their language in (common/contacts.ts: English is read as
 * British). The words stay the reader's language: only how dates, times and lists are written follows the country.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { PHONE_REGION } from '#common/contacts';
import { formattingLocale } from '#common/date-text';
import type { Locale } from '#common/locales';

/** `phone`: E.164 as stored ('' for none). "en" with +1 202 555 0100 is "en-US"; "fr" with +41 is "fr-CH". */
export function mailFormatLocale(language: Locale, phone: string): string {
  const country = (phone === '' ? undefined : parsePhoneNumberFromString(phone)?.country) ?? PHONE_REGION[language];
  return formattingLocale(language, [`${language}-${country}`]);
}
