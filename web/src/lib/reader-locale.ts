import { formattingLocale } from '#common/date-text';
import { isLocale } from '#common/locales';

/**
 * The locale this reader's dates and times are written in, for the language shown: their browser's own variant of
 * it ("en-GB": 14:00, not 2:00 PM), else the language itself. The words stay the language shown.
 */
export function readerLocale(language: string): string {
  if (!isLocale(language) || typeof navigator === 'undefined') return language;
  return formattingLocale(language, navigator.languages?.length ? navigator.languages : [navigator.language]);
}
