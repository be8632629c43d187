import { adminLocale } from '../../i18n/admin-i18n';

/** A moment as the couple reads it, in the dashboard's language and their own time zone. */
export function formatMoment(epochMs: number): string {
  return new Intl.DateTimeFormat(adminLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(epochMs));
}

export function formatDay(epochMs: number): string {
  return new Intl.DateTimeFormat(adminLocale(), { dateStyle: 'medium' }).format(new Date(epochMs));
}
