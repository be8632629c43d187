import type { Locale } from '#common/locales';
import type { Translator } from '../../lib/translator';

/** The texts of one language, whatever the page shows: a member's fieldset speaks the member's language. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Whether the `rsvp` texts of a language have arrived (content/site-content.ts loads them with the private ones). */
export function hasAnswerTexts(i18n: Translator, locale: Locale): boolean {
  return i18n.exists('rsvp.heading', locale);
}
