/**
 * A reminder to answer (issue 27): to a household that has not answered, in its language, with the deadline and its
 * personal link. Gentle, and saying what to do if the answer crossed it on the way.
 */
import type { Locale } from '#common/locales';
import type { MailContent } from '../render-mail';
import { deadlineText, withLink, type LinkedWords, type MailDeadline } from './invitation-facts';

export interface ReminderMailParams {
  couple: string;
  /** Who it is for: the household's name, or the member's. */
  name: string;
  deadline: MailDeadline | null;
  link: string;
  siteUrl: string;
}

interface Said {
  couple: string;
  name: string;
  by: string | null;
  siteUrl: string;
}

const WORDS: Record<Locale, (said: Said) => LinkedWords> = {
  en: ({ couple, name, by, siteUrl }) => ({
    subject: `A reminder from ${couple}: will you come to the wedding?`,
    heading: 'Will you celebrate with us?',
    paragraphs: [
      `Dear ${name},`,
      by
        ? `We have not had your answer yet. Please let us know by ${by} whether you can come: with your personal link below it takes a minute.`
        : 'We have not had your answer yet. Please let us know whether you can come: with your personal link below it takes a minute.',
      'If you have just answered, thank you, and please ignore this reminder.',
    ],
    label: 'Answer the invitation',
    footer: `Sent by ${siteUrl} on behalf of ${couple}.`,
  }),
  de: ({ couple, name, by, siteUrl }) => ({
    subject: `Eine kleine Erinnerung von ${couple}: Kommt ihr zur Hochzeit?`,
    heading: 'Feiert ihr mit uns?',
    paragraphs: [
      `Hallo ${name},`,
      by
        ? `wir haben eure Antwort noch nicht. Bitte gebt uns bis ${by} Bescheid, ob ihr kommen könnt: Mit eurem persönlichen Link unten dauert das nur eine Minute.`
        : 'wir haben eure Antwort noch nicht. Bitte gebt uns Bescheid, ob ihr kommen könnt: Mit eurem persönlichen Link unten dauert das nur eine Minute.',
      'Falls ihr gerade geantwortet habt: Danke! Dann könnt ihr diese Erinnerung einfach ignorieren.',
    ],
    label: 'Jetzt antworten',
    footer: `Gesendet von ${siteUrl} im Auftrag von ${couple}.`,
  }),
  ro: ({ couple, name, by, siteUrl }) => ({
    subject: `Un memento de la ${couple}: veniți la nuntă?`,
    heading: 'Sărbătoriți alături de noi?',
    paragraphs: [
      `Bună, ${name}!`,
      by
        ? `Încă nu am primit răspunsul vostru. Vă rugăm să ne spuneți până la ${by} dacă puteți veni: cu linkul vostru personal de mai jos durează doar un minut.`
        : 'Încă nu am primit răspunsul vostru. Vă rugăm să ne spuneți dacă puteți veni: cu linkul vostru personal de mai jos durează doar un minut.',
      'Dacă tocmai ați răspuns, vă mulțumim și puteți ignora acest memento.',
    ],
    label: 'Răspundeți la invitație',
    footer: `Trimis de ${siteUrl} din partea mirilor, ${couple}.`,
  }),
  ru: ({ couple, name, by, siteUrl }) => ({
    subject: `Напоминание от ${couple}: вы придёте на свадьбу?`,
    heading: 'Вы отпразднуете этот день с нами?',
    paragraphs: [
      `Здравствуйте, ${name}!`,
      by
        ? `Мы ещё не получили вашего ответа. Пожалуйста, сообщите нам до ${by}, сможете ли вы прийти: по вашей личной ссылке ниже это займёт минуту.`
        : 'Мы ещё не получили вашего ответа. Пожалуйста, сообщите нам, сможете ли вы прийти: по вашей личной ссылке ниже это займёт минуту.',
      'Если вы только что ответили — спасибо, это напоминание можно не читать.',
    ],
    label: 'Ответить на приглашение',
    footer: `Отправлено сайтом ${siteUrl} от имени ${couple}.`,
  }),
  fr: ({ couple, name, by, siteUrl }) => ({
    subject: `Un petit rappel de ${couple}\u00a0: viendrez-vous au mariage\u00a0?`,
    heading: 'Fêterez-vous ce jour avec nous\u00a0?',
    paragraphs: [
      `Bonjour ${name},`,
      by
        ? `Nous n’avons pas encore reçu votre réponse. Merci de nous dire d’ici le ${by} si vous pourrez venir\u00a0: avec votre lien personnel ci-dessous, cela prend une minute.`
        : 'Nous n’avons pas encore reçu votre réponse. Merci de nous dire si vous pourrez venir\u00a0: avec votre lien personnel ci-dessous, cela prend une minute.',
      'Si vous venez de répondre, merci\u00a0! Vous pouvez ignorer ce rappel.',
    ],
    label: 'Répondre à l’invitation',
    footer: `Envoyé par ${siteUrl} de la part de ${couple}.`,
  }),
};

export function reminderMail(locale: Locale, params: ReminderMailParams): MailContent {
  const words = WORDS[locale]({
    couple: params.couple,
    name: params.name,
    by: params.deadline ? deadlineText(params.deadline, locale) : null,
    siteUrl: params.siteUrl,
  });
  return withLink(words, params.link);
}
