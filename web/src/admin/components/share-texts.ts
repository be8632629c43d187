import type { SitePhase } from '#common/invitation-api';
import type { Locale } from '#common/locales';

/**
 * The short message a shared link goes with, in the guest's language (not the couple's): {{name}} is the guest,
 * {{couple}} the couple's names, {{link}} the personal link. E-mail gets a subject line too.
 */
export interface ShareText {
  subject: string;
  message: string;
}

/** The Save the Date's message: the link leads to the Save the Date page. */
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
    message: 'Bună ziua, {{name}}! Ne căsătorim! Vă trimitem linkul personal către pagina noastră „Rezervați data”: {{link}} — cu drag, {{couple}}',
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
 * Once the site shows the invitation (issue 27): the link leads to the invitation, in each language's word for it.
 * Worded for one reader and for several alike (German and Romanian without "euch"/"voi": a household may be one person).
 */
export const INVITATION_SHARE_TEXTS: Record<Locale, ShareText> = {
  en: {
    subject: 'Our wedding invitation – {{couple}}',
    message: 'Dear {{name}}, we would love to celebrate our wedding with you! Here is your personal link to our wedding invitation: {{link}} — with love, {{couple}}',
  },
  de: {
    subject: 'Einladung zu unserer Hochzeit – {{couple}}',
    message: 'Hallo {{name}}, wir heiraten und würden uns sehr freuen, diesen Tag gemeinsam zu feiern! Hier ist der persönliche Link zu unserer Einladung: {{link}} – in Liebe, {{couple}}',
  },
  ro: {
    subject: 'Invitație la nunta noastră — {{couple}}',
    message: 'Bună ziua, {{name}}! Ne-am bucura mult să sărbătorim nunta noastră împreună. Vă trimitem linkul personal către invitația noastră: {{link}} — cu drag, {{couple}}',
  },
  ru: {
    subject: 'Приглашение на нашу свадьбу — {{couple}}',
    message: 'Здравствуйте, {{name}}! Мы будем очень рады отпраздновать нашу свадьбу вместе с вами. Вот ваша личная ссылка на наше приглашение: {{link}} — с любовью, {{couple}}',
  },
  fr: {
    subject: 'Invitation à notre mariage – {{couple}}',
    message: 'Bonjour {{name}}, ce serait une joie de célébrer notre mariage avec vous ! Voici votre lien personnel vers notre invitation : {{link}} – avec tout notre amour, {{couple}}',
  },
};

/** The message a link goes with in `locale`, for what the link leads to now: the Save the Date or the invitation. */
export function shareText(locale: Locale, phase: SitePhase): ShareText {
  return (phase === 'invitation' ? INVITATION_SHARE_TEXTS : SHARE_TEXTS)[locale];
}

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
      'Hallo {{name}}, eine kleine Erinnerung: Wir freuen uns bis zum {{deadline}} Uhr über eine Antwort auf unsere Hochzeitseinladung. Hier ist der persönliche Link: {{link}} – in Liebe, {{couple}}',
  },
  ro: {
    subject: 'Vă rugăm să ne răspundeți — {{couple}}',
    message: 'Bună ziua, {{name}}! Un mic memento: vă rugăm să ne spuneți dacă veniți la nunta noastră. Iată linkul personal: {{link}} — cu drag, {{couple}}',
    withDeadline:
      'Bună ziua, {{name}}! Un mic memento: vă rugăm să ne spuneți până la {{deadline}} dacă veniți la nunta noastră. Iată linkul personal: {{link}} — cu drag, {{couple}}',
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
