import { dateTimeFormat, formatDate } from '#common/date-text';
import { readerLocale } from '../../../lib/reader-locale';
import { adminLocale } from '../../i18n/admin-i18n';

/** The record of changes (features/changes) says moments the same way: the one way lives in components/. */
export { formatMoment } from '../../components/moment-text';

export function formatDay(epochMs: number): string {
  return formatDate(dateTimeFormat(readerLocale(adminLocale()), { dateStyle: 'medium' }), epochMs);
}
