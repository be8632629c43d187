/**
 * How the dashboard uses a household's contacts (issue 27): the links that open the couple's own WhatsApp or
 * e-mail to that number or address with the message written, and the country a number without + is read in,
 * named in the couple's language. Nothing is sent by the site: these are links the couple's phone opens.
 */
import { PHONE_REGION } from '#common/contacts';
import type { Locale } from '#common/locales';

/** WhatsApp with the message written: to the number when there is one (wa.me takes its digits, no + or spaces), else a chat to choose. */
export function whatsAppHref(phone: string, message: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}

/** The couple's e-mail program with the subject and the message written, to the address when there is one. */
export function mailtoHref(email: string, subject: string, body: string): string {
  // The address is encoded like the rest (a + in it would otherwise read as a space), its @ kept readable.
  const to = encodeURIComponent(email).replace('%40', '@');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** The country a number without + and a country code is read in (the server reads it the same way, server/guests/contact-fields.ts). */
export function phoneRegionOf(language: Locale | null, siteLanguage: Locale): string {
  return PHONE_REGION[language ?? siteLanguage];
}

/** A country's name in `locale` ("RO" → "Rumänien"); the code itself where the browser has no names. */
export function countryName(region: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(region) ?? region;
  } catch {
    return region;
  }
}
