/**
 * How the answers' screens say things in the couple's words: a text of five languages in theirs, moments in their
 * language, the deadline in the venue's zone named by its city, a need or an answer as a sentence, never a code.
 */
import type { Locale, TextIn } from '#common/locales';
import type { DietaryNeed, Question } from '#common/rsvp-api';
import { zoneCity, zoneName } from '../../components/time-zone-search';
import { formatInZone } from '../../components/zoned-moment';
import type { useT } from '../../i18n/admin-i18n';

export type T = ReturnType<typeof useT>['t'];

/**
 * A moment of the answers (given, changed, looked at) on the venue's clock, shorter than the deadline's: the same
 * clock as the deadline and the spreadsheets, whichever zone the couple's phone is in. Said once per screen which
 * zone it is (ZoneNote).
 */
export const formatMoment = (epochMs: number, timeZone: string, locale: Locale) => formatInZone(epochMs, timeZone, locale, 'medium');

/**
 * A zone as a couple knows it, its city in the dashboard's language: "Bukarest — Osteuropäische Zeit",
 * "București — Ora Europei de Est", or the city alone where the browser has no name for the zone.
 */
export function zoneLabel(id: string, locale: Locale, now = Date.now()): string {
  const city = zoneCity(id, locale);
  const name = zoneName(id, locale, now);
  return name ? `${city} — ${name}` : city;
}

export const dietaryWords = (t: T, need: DietaryNeed) => t(`rsvp.dietary.${need}`);

/** What a guest answered to one of the couple's questions: yes or no, the choice's words, or their text. */
export function questionAnswerWords(t: T, question: Question | undefined, value: string, textIn: TextIn): string {
  if (!question) return value;
  if (question.kind === 'yesNo') return value === 'yes' ? t('rsvp.answer.yes') : value === 'no' ? t('rsvp.answer.no') : value;
  if (question.kind === 'choice') {
    const choice = question.choices[Number(value)];
    return choice ? textIn(choice) : value;
  }
  return value;
}
