/**
 * E-mail addresses and phone numbers as the couple types them, checked and stored one way (issue 27). A number is
 * read by libphonenumber-js (its small "min" metadata) in the country of the household's language when it has no
 * + or 00 in front, and stored in E.164, the form wa.me and tel: links take (docs/decisions/0036).
 */
import { parsePhoneNumberWithError, type CountryCode } from 'libphonenumber-js/min';
import { CONTACT_LIMITS, PHONE_REGION, type Contacts } from '#common/contacts';
import type { Locale } from '#common/locales';
import { isMailAddress } from '#common/mail-address';
import { typedContact } from '#common/text-fields';
import type { FieldProblem } from './guest-fields';

/**
 * An e-mail address as stored ('' for none), or a problem in words: the site's one rule (common/mail-address.ts),
 * which allows letters of any script (иван@почта.рф) and refuses what no mail server takes (a>b@example.com, a@b).
 */
export function cleanEmail(raw: string): { email: string } | FieldProblem {
  const email = typedContact(raw);
  if (email === '') return { email: '' };
  if (!isMailAddress(email)) {
    return { code: 'email', problem: `${JSON.stringify(email)} is not an e-mail address (write it as name@example.com)` };
  }
  return { email };
}

/** The country a number without a country code is read in: the household's language's, else the site's. */
export function phoneRegion(language: Locale | null, siteLanguage: Locale): CountryCode {
  return PHONE_REGION[language ?? siteLanguage] as CountryCode;
}

/**
 * A phone number as stored, in E.164 ('' for none), or a problem whose `value` names the country it was read in.
 * The whole text must be one number: "0722 123 456", "+40 722-123-456", "0151 23456789", "06 12 34 56 78",
 * "8 (912) 345-67-89"; two numbers, words or an extension are refused rather than half read.
 */
export function cleanPhone(raw: string, region: CountryCode): { phone: string } | (FieldProblem & { value: string }) {
  const text = typedContact(raw);
  if (text === '') return { phone: '' };
  const refused = { code: 'phone', value: region, problem: `${JSON.stringify(text)} is not a phone number (without + and a country code, it is read as a number of ${region})` } as const;
  if ([...text].length > CONTACT_LIMITS.phone) return refused;
  try {
    const number = parsePhoneNumberWithError(text, { defaultCountry: region, extract: false });
    return number.isValid() && number.ext === undefined ? { phone: number.number } : refused;
  } catch {
    // libphonenumber throws for text that is no number at all (NOT_A_NUMBER, TOO_SHORT, TOO_LONG…): said the same way.
    return refused;
  }
}

/** Which contact a problem concerns, and the problem. */
export type ContactProblem = { field: 'email' | 'phone'; problem: FieldProblem & { value?: string } };

/** The contacts given (an absent one stays as it is), cleaned; or every problem of them. */
export function cleanContacts(input: Partial<Contacts>, region: CountryCode): { contacts: Partial<Contacts> } | { problems: ContactProblem[] } {
  const contacts: Partial<Contacts> = {};
  const problems: ContactProblem[] = [];
  if (input.email !== undefined) {
    const email = cleanEmail(input.email);
    if ('problem' in email) problems.push({ field: 'email', problem: email });
    else contacts.email = email.email;
  }
  if (input.phone !== undefined) {
    const phone = cleanPhone(input.phone, region);
    if ('problem' in phone) problems.push({ field: 'phone', problem: phone });
    else contacts.phone = phone.phone;
  }
  return problems.length > 0 ? { problems } : { contacts };
}
