import type { i18n as I18n } from 'i18next';
import type { Locale } from '#common/locales';

/** The texts of one language, whatever the page shows: a member's fieldset speaks the member's language. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export function translateIn(i18n: I18n, locale: Locale): Translate {
  const fixed = i18n.getFixedT(locale);
  return (key, options) => String(fixed(key, (options ?? {}) as never));
}

/** Whether the `rsvp` texts of a language have arrived (content/site-content.ts loads them with the private ones). */
export function hasAnswerTexts(i18n: I18n, locale: Locale): boolean {
  return i18n.exists('rsvp.heading', { lng: locale });
}
