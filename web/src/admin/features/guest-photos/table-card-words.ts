import type { Locale } from '#common/locales';

/** The drop link's table card speaks every language of the site at once: a guest at any table finds theirs. */
export const TABLE_CARD_WORDS: Readonly<Record<Locale, string>> = {
  de: 'Scannt den Code und fügt eure Fotos des Tages hinzu: ohne App, ohne Konto.',
  en: 'Scan the code and add your photos of the day: no app, no account.',
  ro: 'Scanați codul și adăugați fotografiile voastre din această zi: fără aplicație, fără cont.',
  ru: 'Отсканируйте код и добавьте ваши фотографии этого дня: без приложения и без регистрации.',
  fr: 'Scannez le code et ajoutez vos photos de la journée : sans application, sans compte.',
};
