/**
 * i18next with one message file per locale, fetched from the server on demand: only the active locale is
 * loaded. Public messages come with /api/site; the private groups (home, faq) are added by content/ after sign-in.
 */
import i18next from 'i18next';
import type { Messages, Site } from '#common/api';
import { LOCALE_STORAGE_KEY, type Locale } from '#common/locales';
import { fetchSite } from './site-info';

export const i18n = i18next.createInstance();
const loadedPublic = new Set<Locale>();

function addMessages(locale: Locale, messages: Messages): void {
  i18n.addResourceBundle(locale, 'translation', messages, true, true);
}

async function ensurePublicMessages(locale: Locale): Promise<void> {
  if (loadedPublic.has(locale)) return;
  const site = await fetchSite(locale);
  addMessages(locale, site.messages);
  loadedPublic.add(locale);
}

/** Keeps the document in step with the language: <html lang> and the title from meta.title (spec §4). */
function reflectLanguage(locale: string): void {
  document.documentElement.lang = locale;
  document.title = i18n.t('meta.title');
}

/** Loads the first locale and starts i18next; resolves with the public site facts for the layout. */
export async function startI18n(locale: Locale): Promise<Omit<Site, 'messages' | 'locale'>> {
  const site = await fetchSite(locale);
  await i18n.init({
    lng: locale,
    // Every key exists in every locale (checked by a unit test), so there is nothing to fall back to.
    fallbackLng: false,
    resources: {},
    interpolation: {
      escapeValue: false, // React escapes
      defaultVariables: { couple: site.coupleNames, copy: String(site.copyrightYear) },
    },
  });
  addMessages(locale, site.messages);
  loadedPublic.add(locale);
  i18n.on('languageChanged', reflectLanguage);
  reflectLanguage(locale);
  return { coupleNames: site.coupleNames, copyrightYear: site.copyrightYear, photos: site.photos };
}

export function currentLocale(): Locale {
  return i18n.language as Locale;
}

export function addPrivateMessages(locale: Locale, messages: Messages): void {
  addMessages(locale, messages);
}

/**
 * Switches the language as the dropdown does (spec §4): loads its messages (and, through `beforeSwitch`, the
 * private ones when signed in), saves the choice under `locale`, then retitles the document.
 */
export async function switchLocale(locale: Locale, beforeSwitch?: (locale: Locale) => Promise<unknown>): Promise<void> {
  await ensurePublicMessages(locale);
  if (beforeSwitch) await beforeSwitch(locale);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be disabled (private mode); the language still changes for this visit.
  }
  await i18n.changeLanguage(locale);
}
