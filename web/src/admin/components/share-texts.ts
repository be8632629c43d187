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

/**
 * A reminder to answer the invitation, in the household's language: the same link, a gentle nudge, and the
 * deadline when the couple set one ({{deadline}}, written in that language by the caller).
 */
export interface ReminderText {
  subject: string;
  message: string;
  withDeadline: string;
}

const REMINDER_TEXTS: Record<Locale, ReminderText> = {
  en: {
    subject: 'Please reply – {{couple}}',
    message: 'Dear {{name}}, a gentle reminder: please let us know whether you can come to our wedding. Your personal link: {{link}} — with love, {{couple}}',
    withDeadline:
      'Dear {{name}}, a gentle reminder: please let us know by {{deadline}} whether you can come to our wedding. Your personal link: {{link}} — with love, {{couple}}',
  },
  de: {
    subject: 'Um Antwort wird gebeten – {{couple}}',
    message: 'Hallo {{name}}, eine kleine Erinnerung: Wir freuen uns über eine Antwort auf unsere Hochzeitseinladung. Hier ist der persönliche Link: {{link}} – in Liebe, {{couple}}',
    withDeadline:
      'Hallo {{name}}, eine kleine Erinnerung: Wir freuen uns bis zum {{deadline}} über eine Antwort auf unsere Hochzeitseinladung. Hier ist der persönliche Link: {{link}} – in Liebe, {{couple}}',
  },
  ro: {
    subject: 'Vă rugăm să ne răspundeți — {{couple}}',
    message: 'Dragă {{name}}, vă reamintim cu drag: vă rugăm să ne spuneți dacă veniți la nunta noastră. Iată linkul personal: {{link}} — cu drag, {{couple}}',
    withDeadline:
      'Dragă {{name}}, vă reamintim cu drag: vă rugăm să ne spuneți până la {{deadline}} dacă veniți la nunta noastră. Iată linkul personal: {{link}} — cu drag, {{couple}}',
  },
  ru: {
    subject: 'Ждём вашего ответа — {{couple}}',
    message: 'Здравствуйте, {{name}}! Напоминаем: пожалуйста, сообщите нам, сможете ли вы прийти на нашу свадьбу. Ваша личная ссылка: {{link}} — с любовью, {{couple}}',
    withDeadline:
      'Здравствуйте, {{name}}! Напоминаем: пожалуйста, сообщите нам до {{deadline}}, сможете ли вы прийти на нашу свадьбу. Ваша личная ссылка: {{link}} — с любовью, {{couple}}',
  },
  fr: {
    subject: 'Merci de nous répondre – {{couple}}',
    message: 'Bonjour {{name}}, petit rappel : pourriez-vous nous dire si vous serez des nôtres pour notre mariage ? Voici votre lien personnel : {{link}} – avec tout notre amour, {{couple}}',
    withDeadline:
      'Bonjour {{name}}, petit rappel : pourriez-vous nous dire d’ici le {{deadline}} si vous serez des nôtres pour notre mariage ? Voici votre lien personnel : {{link}} – avec tout notre amour, {{couple}}',
  },
};

/** The reminder in `locale`, with the deadline (already written in that language) when there is one. */
export function reminderText(locale: Locale, deadline: string | null): ShareText {
  const text = REMINDER_TEXTS[locale];
  return { subject: text.subject, message: deadline === null ? text.message : text.withDeadline.replace('{{deadline}}', () => deadline) };
}

/** The text with its placeholders filled in. */
export function fillShareText(template: string, values: { name: string; couple: string; link: string }): string {
  return template.replace(/\{\{(name|couple|link)\}\}/g, (_, key: keyof typeof values) => values[key]);
}
