/**
 * A household's link in its members' own languages (issue 28): a Russian grandmother in a Romanian household gets
 * the same link with `lang=ru`, which the guests' app stores on her first visit (web/src/i18n/link-language.ts), so
 * she reads the whole site in Russian. Only the language changes: the token, and so who may sign in, is the
 * household's (server/guests/guest-token.ts).
 */
import type { Locale } from '#common/locales';

export interface LanguageLink<M> {
  language: Locale;
  /** The members who speak it, in the household's order. */
  members: M[];
  link: string;
}

/** The link, opening the site in `language` on a first visit. */
export function linkInLanguage(link: string, language: Locale): string {
  const url = new URL(link);
  url.searchParams.set('lang', language);
  return url.toString();
}

/**
 * One link per language of the members that the household's link does not already open in (its `lang`, or none),
 * in the order the members come: members sharing a language share a link.
 */
export function memberLanguageLinks<M extends { language: Locale | null }>(link: string, householdLanguage: Locale | null, members: readonly M[]): Array<LanguageLink<M>> {
  const byLanguage = new Map<Locale, M[]>();
  for (const member of members) {
    if (member.language === null || member.language === householdLanguage) continue;
    byLanguage.set(member.language, [...(byLanguage.get(member.language) ?? []), member]);
  }
  return [...byLanguage].map(([language, speakers]) => ({ language, members: speakers, link: linkInLanguage(link, language) }));
}
