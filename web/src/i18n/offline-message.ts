import type { Locale } from '#common/locales';

/**
 * Shown when the site's messages cannot be fetched at all (the server is down), so they cannot come from the
 * message files; kept here in all five languages.
 */
export const OFFLINE_MESSAGE: Record<Locale, string> = {
  de: 'Die Seite ist gerade nicht erreichbar. Bitte versucht es gleich noch einmal.',
  en: 'The site cannot be reached right now. Please try again in a moment.',
  ro: 'Site-ul nu poate fi accesat acum. Vă rugăm să încercați din nou în câteva momente.',
  ru: 'Сайт сейчас недоступен. Пожалуйста, попробуйте ещё раз чуть позже.',
  fr: 'Le site est momentanément inaccessible. Merci de réessayer dans un instant.',
};
