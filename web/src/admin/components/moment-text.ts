import { dateTimeFormat, formatDate } from '#common/date-text';
import { readerLocale } from '../../lib/reader-locale';
import { adminLocale } from '../i18n/admin-i18n';

/** A moment as the couple reads it, in the dashboard's language as their browser writes it (en-GB: 14:00), in their own time zone. */
export function formatMoment(epochMs: number): string {
  return formatDate(dateTimeFormat(readerLocale(adminLocale()), { dateStyle: 'medium', timeStyle: 'short' }), epochMs);
}
