import { dateTimeFormat, formatDate } from '#common/date-text';
import type { Locale } from '#common/locales';
import { readerLocale } from '../lib/reader-locale';
import { useTranslation } from '../i18n/use-translation';

/**
 * Said above a page drawn from the copy kept for offline (docs/decisions/0037), in the language shown: the guest knows
 * it may be behind, and since when. The time is the device's own, like the moment it was saved. Loaded by the layout
 * only then (web/src/lib/saved-copy.ts), so it costs the first load nothing.
 */
export function SavedCopyNotice({ savedAt }: { savedAt: string }) {
  const { t, i18n } = useTranslation();
  const time = formatDate(dateTimeFormat(readerLocale(i18n.language as Locale), { dateStyle: 'medium', timeStyle: 'short' }), new Date(savedAt));
  return (
    <p className="saved-copy-notice" role="status">
      {t('invitation.savedCopy', { time })}
    </p>
  );
}
