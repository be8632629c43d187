/**
 * Which language each part of the form speaks (issue 20: each member's labels follow that member's language where
 * it is set). A member with a language of their own reads their fieldset in it (the Russian grandmother of a
 * Romanian household); everyone else, the extra guests and the household's parts read the page's language.
 */
import { LOCALES, type Locale } from '#common/locales';
import type { RsvpForm } from '#common/rsvp-api';

/**
 * The language of a member's fieldset: their own when set and its texts have arrived (`has`), else the page's, so
 * a language that could not be loaded never shows keys.
 */
export function personLocale(language: Locale | null, pageLocale: Locale, has: (locale: Locale) => boolean): Locale {
  return language !== null && language !== pageLocale && has(language) ? language : pageLocale;
}

/** The members' own languages other than the page's: their texts are loaded before the form shows. */
export function otherLanguages(form: Pick<RsvpForm, 'members'>, pageLocale: Locale): Locale[] {
  const wanted = new Set(form.members.flatMap((member) => (member.language !== null && member.language !== pageLocale ? [member.language] : [])));
  return LOCALES.filter((locale) => wanted.has(locale));
}
