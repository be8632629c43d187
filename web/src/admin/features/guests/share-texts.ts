import type { Locale } from '#common/locales';

/**
 * The short invitation a shared link goes with, in the guest's language (not the couple's): {{name}} is the guest,
 * {{couple}} the couple's names, {{link}} the personal link. E-mail gets a subject line too.
 */
export interface ShareText {
  subject: string;
  message: string;
}

export const SHARE_TEXTS: Record<Locale, ShareText> = {
  en: {
    subject: 'Save the Date: {{couple}}',
    message: 'Dear {{name}}, we are getting married! Here is your personal link to our Save the Date page: {{link}} — with love, {{couple}}',
  },
  de: {
    subject: 'Save the Date: {{couple}} heiraten',
    message: 'Hallo {{name}}, wir heiraten! Hier ist der persönliche Link zu unserer Save-the-Date-Seite: {{link}} – in Liebe, {{couple}}',
  },
  ro: {
    subject: 'Rezervați data: {{couple}} se căsătoresc!',
    message: 'Dragă {{name}}, ne căsătorim! Vă trimitem linkul personal către pagina noastră „Rezervați data”: {{link}} — cu drag, {{couple}}',
  },
  ru: {
    subject: 'Сохраните дату: {{couple}} женятся!',
    message: 'Здравствуйте, {{name}}! Мы женимся! Вот ваша личная ссылка на нашу страницу «Сохраните дату»: {{link}} — с любовью, {{couple}}',
  },
  fr: {
    subject: 'Réservez la date : {{couple}} se marient !',
    message: 'Bonjour {{name}}, nous nous marions ! Voici votre lien personnel vers notre page « Réservez la date » : {{link}} – avec tout notre amour, {{couple}}',
  },
};

/** The text with its placeholders filled in. */
export function fillShareText(template: string, values: { name: string; couple: string; link: string }): string {
  return template.replace(/\{\{(name|couple|link)\}\}/g, (_, key: keyof typeof values) => values[key]);
}
