/**
 * A reminder to answer (issue 27): to a household that has not answered, in its language, with the deadline and its
 * personal link. Gentle, and saying what to do if the answer crossed it on the way. One person is addressed in the
 * polite form, several in the plural (greeting.ts, issue 36). Reviewed in docs/mail-review.md.
 */
import type { Locale } from '#common/locales';
import type { MailContent } from '../render-mail';
import { ofName } from './french-elision';
import { greetingOf } from './greeting';
import { deadlineWords, withLink, type DeadlineWords, type LinkedWords, type MailDeadline } from './invitation-facts';

export interface ReminderMailParams {
  couple: string;
  /** Who it is for: the household's name, or the member's. */
  name: string;
  /** Whom it speaks to: the household's members, or the member alone (greeting.ts). */
  people: readonly string[];
  /** How the reader writes dates and times, e.g. "en-GB" (reader-locale.ts). */
  formatLocale: string;
  deadline: MailDeadline | null;
  link: string;
  siteUrl: string;
}

interface Said {
  couple: string;
  greeting: string;
  by: DeadlineWords | null;
  siteUrl: string;
}

type Words = Record<'one' | 'several', (said: Said) => LinkedWords>;

const en = ({ couple, greeting, by, siteUrl }: Said): LinkedWords => ({
  subject: `A reminder from ${couple}: can you come to the wedding?`,
  heading: 'Will you celebrate with us?',
  paragraphs: [
    greeting,
    by
      ? `We have not had your answer yet. Please let us know by ${by.date} (${by.zone}) whether you can come: with your personal link below, it only takes a minute.`
      : 'We have not had your answer yet. Please let us know whether you can come: with your personal link below, it only takes a minute.',
    'If you have just answered, thank you: please ignore this reminder.',
  ],
  label: 'Answer the invitation',
  footer: `Sent by ${siteUrl} on behalf of ${couple}.`,
});

const fr = ({ couple, greeting, by, siteUrl }: Said): LinkedWords => ({
  subject: `Un petit rappel ${ofName(couple)}\u00a0: viendrez-vous au mariage\u00a0?`,
  heading: 'Fêterez-vous ce jour avec nous\u00a0?',
  paragraphs: [
    greeting,
    by
      ? `Nous n’avons pas encore reçu votre réponse. Merci de nous dire d’ici le ${by.date} (${by.zone}) si vous pourrez venir\u00a0: avec votre lien personnel ci-dessous, cela prend une minute.`
      : 'Nous n’avons pas encore reçu votre réponse. Merci de nous dire si vous pourrez venir\u00a0: avec votre lien personnel ci-dessous, cela prend une minute.',
    'Si vous venez de répondre, merci\u00a0! Vous pouvez ignorer ce rappel.',
  ],
  label: 'Répondre à l’invitation',
  footer: `Envoyé par ${siteUrl} de la part ${ofName(couple)}.`,
});

const WORDS: Record<Locale, Words> = {
  en: { one: en, several: en },
  de: {
    one: ({ couple, greeting, by, siteUrl }) => ({
      subject: `Eine kleine Erinnerung von ${couple}: Kommen Sie zur Hochzeit?`,
      heading: 'Feiern Sie mit uns?',
      paragraphs: [
        greeting,
        by
          ? `wir haben Ihre Antwort noch nicht erhalten. Bitte geben Sie uns bis zum ${by.date} Uhr (${by.zone}) Bescheid, ob Sie kommen können: Mit Ihrem persönlichen Link unten dauert das nur eine Minute.`
          : 'wir haben Ihre Antwort noch nicht erhalten. Bitte geben Sie uns Bescheid, ob Sie kommen können: Mit Ihrem persönlichen Link unten dauert das nur eine Minute.',
        'Falls Sie gerade geantwortet haben: Vielen Dank! Dann können Sie diese Erinnerung einfach ignorieren.',
      ],
      label: 'Jetzt antworten',
      footer: `Gesendet über ${siteUrl} im Namen von ${couple}.`,
    }),
    several: ({ couple, greeting, by, siteUrl }) => ({
      subject: `Eine kleine Erinnerung von ${couple}: Kommt ihr zur Hochzeit?`,
      heading: 'Feiert ihr mit uns?',
      paragraphs: [
        greeting,
        by
          ? `wir haben eure Antwort noch nicht erhalten. Bitte gebt uns bis zum ${by.date} Uhr (${by.zone}) Bescheid, ob ihr kommen könnt: Mit eurem persönlichen Link unten dauert das nur eine Minute.`
          : 'wir haben eure Antwort noch nicht erhalten. Bitte gebt uns Bescheid, ob ihr kommen könnt: Mit eurem persönlichen Link unten dauert das nur eine Minute.',
        'Falls ihr gerade geantwortet habt: Vielen Dank! Dann könnt ihr diese Erinnerung einfach ignorieren.',
      ],
      label: 'Jetzt antworten',
      footer: `Gesendet über ${siteUrl} im Namen von ${couple}.`,
    }),
  },
  ro: {
    one: ({ couple, greeting, by, siteUrl }) => ({
      subject: `Un memento de la ${couple}: veniți la nuntă?`,
      heading: 'Sărbătoriți alături de noi?',
      paragraphs: [
        greeting,
        by
          ? `Încă nu am primit răspunsul dumneavoastră. Vă rugăm să ne spuneți până la ${by.date} (${by.zone}) dacă puteți veni: cu linkul dumneavoastră personal de mai jos durează doar un minut.`
          : 'Încă nu am primit răspunsul dumneavoastră. Vă rugăm să ne spuneți dacă puteți veni: cu linkul dumneavoastră personal de mai jos durează doar un minut.',
        'Dacă tocmai ați răspuns, vă mulțumim și puteți ignora acest memento.',
      ],
      label: 'Răspundeți la invitație',
      footer: `Trimis prin ${siteUrl} din partea mirilor, ${couple}.`,
    }),
    several: ({ couple, greeting, by, siteUrl }) => ({
      subject: `Un memento de la ${couple}: veniți la nuntă?`,
      heading: 'Sărbătoriți alături de noi?',
      paragraphs: [
        greeting,
        by
          ? `Încă nu am primit răspunsul vostru. Vă rugăm să ne spuneți până la ${by.date} (${by.zone}) dacă puteți veni: cu linkul vostru personal de mai jos durează doar un minut.`
          : 'Încă nu am primit răspunsul vostru. Vă rugăm să ne spuneți dacă puteți veni: cu linkul vostru personal de mai jos durează doar un minut.',
        'Dacă tocmai ați răspuns, vă mulțumim și puteți ignora acest memento.',
      ],
      label: 'Răspundeți la invitație',
      footer: `Trimis prin ${siteUrl} din partea mirilor, ${couple}.`,
    }),
  },
  ru: {
    one: ({ couple, greeting, by, siteUrl }) => ({
      subject: `Напоминание от пары ${couple}: Вы придёте на свадьбу?`,
      heading: 'Вы отпразднуете этот день с нами?',
      paragraphs: [
        greeting,
        by
          ? `Мы ещё не получили Вашего ответа. Пожалуйста, сообщите нам до ${by.date} (${by.zone}), сможете ли Вы прийти: по Вашей личной ссылке ниже это займёт минуту.`
          : 'Мы ещё не получили Вашего ответа. Пожалуйста, сообщите нам, сможете ли Вы прийти: по Вашей личной ссылке ниже это займёт минуту.',
        'Если Вы только что ответили, спасибо! Это напоминание можно не читать.',
      ],
      label: 'Ответить на приглашение',
      footer: `Отправлено сайтом ${siteUrl} от имени пары ${couple}.`,
    }),
    several: ({ couple, greeting, by, siteUrl }) => ({
      subject: `Напоминание от пары ${couple}: вы придёте на свадьбу?`,
      heading: 'Вы отпразднуете этот день с нами?',
      paragraphs: [
        greeting,
        by
          ? `Мы ещё не получили вашего ответа. Пожалуйста, сообщите нам до ${by.date} (${by.zone}), сможете ли вы прийти: по вашей личной ссылке ниже это займёт минуту.`
          : 'Мы ещё не получили вашего ответа. Пожалуйста, сообщите нам, сможете ли вы прийти: по вашей личной ссылке ниже это займёт минуту.',
        'Если вы только что ответили, спасибо! Это напоминание можно не читать.',
      ],
      label: 'Ответить на приглашение',
      footer: `Отправлено сайтом ${siteUrl} от имени пары ${couple}.`,
    }),
  },
  // "Vous" is one reader's polite form and several readers' plural: one text serves both.
  fr: { one: fr, several: fr },
};

export function reminderMail(locale: Locale, params: ReminderMailParams): MailContent {
  const { line, several } = greetingOf(locale, params.formatLocale, params);
  const words = WORDS[locale][several ? 'several' : 'one']({
    couple: params.couple,
    greeting: line,
    by: params.deadline ? deadlineWords(params.deadline, { locale, formatLocale: params.formatLocale }) : null,
    siteUrl: params.siteUrl,
  });
  return withLink(words, params.link);
}
