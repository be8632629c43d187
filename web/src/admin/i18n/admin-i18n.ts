/**
 * The dashboard's own words, in the couple's language (remembered in this browser, apart from the language the
 * guests' site remembers). Each language's messages are a chunk of their own, loaded when chosen.
 */
import { detectLocale, type Locale } from '#common/locales';
import { createTranslationHook } from '../../lib/translation-hook';
import { Translator, type Messages } from '../../lib/translator';

export const adminI18n = new Translator();
export const useT = createTranslationHook(adminI18n);

/** Where the couple's choice of language is kept (the guests' site keeps its own under `locale`). */
const STORAGE_KEY = 'admin-locale';

type MessageModule = { default: Messages };
const MESSAGES: Record<Locale, () => Promise<MessageModule>> = {
  de: () => import('./messages/de.json'),
  en: () => import('./messages/en.json'),
  ro: () => import('./messages/ro.json'),
  ru: () => import('./messages/ru.json'),
  fr: () => import('./messages/fr.json'),
};

function storedLocale(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

async function ensureMessages(locale: Locale): Promise<void> {
  if (adminI18n.hasMessages(locale)) return;
  adminI18n.addMessages(locale, (await MESSAGES[locale]()).default);
}

/** The language the dashboard starts in: the remembered one, else the browser's (the guests' rule, German when nothing matches). */
export function startingLocale(): Locale {
  return detectLocale(storedLocale(), navigator.language);
}

export async function startAdminI18n(couple: string): Promise<void> {
  const locale = startingLocale();
  await ensureMessages(locale);
  adminI18n.start(locale, { couple });
  adminI18n.subscribe(reflect);
  reflect();
}

/** Keeps <html lang> and the title in the dashboard's language. */
function reflect(): void {
  document.documentElement.lang = adminI18n.language;
  document.title = adminI18n.t('meta.title');
}

export function adminLocale(): Locale {
  return adminI18n.language as Locale;
}

/** Whether a language's messages could not be fetched in this document (see `setAdminLocale`). */
let messagesFailed = false;

function remember(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage disabled: the language still changes for this visit.
  }
}

/**
 * Switches the dashboard to `locale` once its messages are in, and remembers the choice: 'unreachable' when they
 * cannot be fetched. After such a failure, the next switch while the browser is online remembers the choice and
 * reloads the page ('reloading'), which starts in it: a browser may keep a failed import for the document's life and
 * fail it again without asking the network (decision 0079).
 */
export async function setAdminLocale(locale: Locale): Promise<'switched' | 'unreachable' | 'reloading'> {
  if (messagesFailed && navigator.onLine && !adminI18n.hasMessages(locale)) {
    remember(locale);
    window.location.reload();
    return 'reloading';
  }
  try {
    await ensureMessages(locale);
  } catch {
    messagesFailed = true;
    return 'unreachable';
  }
  remember(locale);
  adminI18n.changeLanguage(locale);
  return 'switched';
}
