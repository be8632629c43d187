import { LOCALE_STORAGE_KEY, isLocale } from '#common/locales';

/**
 * A guest link may carry the guest's language (`&lang=ro`). On the guest's first visit it is stored exactly
 * like a choice from the dropdown; once the guest has a stored choice, that choice wins.
 */
export function adoptLinkLanguage(url: URL, storage: Storage = localStorage): void {
  const lang = url.searchParams.get('lang');
  if (!isLocale(lang)) return;
  try {
    if (!storage.getItem(LOCALE_STORAGE_KEY)) storage.setItem(LOCALE_STORAGE_KEY, lang);
  } catch {
    // Storage disabled: nothing to remember.
  }
}
