import { formatInZone } from '../../components/zoned-moment';
import { adminLocale } from '../../i18n/admin-i18n';

/** When a set-up link stops working, on the clock of the device the couple reads it on (they send it from there). */
export const linkUntil = (epochMs: number) => formatInZone(epochMs, Intl.DateTimeFormat().resolvedOptions().timeZone, adminLocale(), 'medium');
