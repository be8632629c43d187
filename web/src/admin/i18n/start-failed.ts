import type { Locale } from '#common/locales';

/**
 * Said in place of the dashboard when it cannot start (the site's facts, its words or the first screen's code did not
 * come): kept here in all five languages, since the message files may be what failed.
 */
export const START_FAILED: Record<Locale, string> = {
  de: 'Das Dashboard konnte nicht starten. Prüft eure Verbindung und ladet die Seite neu.',
  en: 'The dashboard could not start. Check your connection and reload the page.',
  ro: 'Panoul de control nu a putut porni. Verificați conexiunea și reîncărcați pagina.',
  ru: 'Не удалось открыть панель управления. Проверьте подключение и обновите страницу.',
  fr: 'Le tableau de bord n’a pas pu démarrer. Vérifiez votre connexion et rechargez la page.',
};
