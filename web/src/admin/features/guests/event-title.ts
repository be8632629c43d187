import type { AdminEvent } from '#common/invitation-api';
import { LOCALES, type Locale } from '#common/locales';

/** An event's title in the couple's language, else in the first language that has one; '' when it has none. */
export function eventTitle(event: Pick<AdminEvent, 'title'>, locale: Locale): string {
  const title = event.title[locale].trim();
  if (title) return title;
  return LOCALES.map((other) => event.title[other].trim()).find((text) => text !== '') ?? '';
}
