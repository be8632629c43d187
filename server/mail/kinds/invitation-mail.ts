/**
 * The invitation by e-mail (issue 27): to a household (or a member with an address of their own), in its reader's language,
 * from the couple: the events it is invited to on the venue's clock, the deadline, and its personal link, which signs
 * it in. The couple speaks ("we"); guests are addressed in the plural forms of the site ("ihr", "voi", "вы", "vous").
 */
import type { Locale } from '#common/locales';
import type { MailContent } from '../render-mail';
import { deadlineText, eventLine, withLink, type LinkedWords, type MailDeadline, type MailEvent } from './invitation-facts';

export interface InvitationMailParams {
  /** The couple's names, as the site shows them. */
  couple: string;
  /** Who it is for: the household's name, or the member's. */
  name: string;
  events: MailEvent[];
  deadline: MailDeadline | null;
  /** The household's personal link (it signs the household in). */
  link: string;
  /** The site's address (PUBLIC_URL). */
  siteUrl: string;
  /** The site's language: an event title the couple left empty in the reader's language is read in it. */
  siteLocale: Locale;
}

interface Said {
  couple: string;
  name: string;
  events: string[];
  /** The deadline as a sentence reads it, or null without one. */
  by: string | null;
  siteUrl: string;
}

const WORDS: Record<Locale, (said: Said) => LinkedWords> = {
  en: ({ couple, name, events, by, siteUrl }) => ({
    subject: `Invitation to the wedding of ${couple}`,
    heading: `${couple} invite you to their wedding`,
    paragraphs: [
      `Dear ${name},`,
      'We would love to celebrate with you. You are invited to:',
      ...events,
      by
        ? `Please let us know by ${by} whether you can come. Your personal link below opens the invitation, where you can answer and change your answer until then.`
        : 'Please let us know whether you can come: your personal link below opens the invitation, where you can answer.',
      'Please keep the link to yourselves: it opens the invitation for you alone.',
    ],
    label: 'Open your invitation',
    footer: `Sent by ${siteUrl} on behalf of ${couple}.`,
  }),
  de: ({ couple, name, events, by, siteUrl }) => ({
    subject: `Einladung zur Hochzeit von ${couple}`,
    heading: `${couple} laden euch zu ihrer Hochzeit ein`,
    paragraphs: [
      `Hallo ${name},`,
      'wir würden uns sehr freuen, mit euch zu feiern. Ihr seid eingeladen zu:',
      ...events,
      by
        ? `Bitte gebt uns bis ${by} Bescheid, ob ihr kommen könnt. Euer persönlicher Link unten öffnet die Einladung; dort könnt ihr antworten und eure Antwort bis dahin noch ändern.`
        : 'Bitte gebt uns Bescheid, ob ihr kommen könnt: Euer persönlicher Link unten öffnet die Einladung, dort könnt ihr antworten.',
      'Bitte behaltet den Link für euch: Er öffnet die Einladung nur für euch.',
    ],
    label: 'Zur Einladung',
    footer: `Gesendet von ${siteUrl} im Auftrag von ${couple}.`,
  }),
  ro: ({ couple, name, events, by, siteUrl }) => ({
    subject: `Invitație la nuntă: ${couple}`,
    heading: `${couple} vă invită la nunta lor`,
    paragraphs: [
      `Bună, ${name}!`,
      'Ne-am bucura mult să sărbătorim împreună cu voi. Vă invităm la:',
      ...events,
      by
        ? `Vă rugăm să ne spuneți până la ${by} dacă puteți veni. Linkul vostru personal de mai jos deschide invitația, unde puteți răspunde și vă puteți schimba răspunsul până atunci.`
        : 'Vă rugăm să ne spuneți dacă puteți veni: linkul vostru personal de mai jos deschide invitația, unde puteți răspunde.',
      'Vă rugăm să păstrați linkul pentru voi: deschide invitația doar pentru voi.',
    ],
    label: 'Deschideți invitația',
    footer: `Trimis de ${siteUrl} din partea mirilor, ${couple}.`,
  }),
  ru: ({ couple, name, events, by, siteUrl }) => ({
    subject: `Приглашение на свадьбу: ${couple}`,
    heading: `${couple} приглашают вас на свадьбу`,
    paragraphs: [
      `Здравствуйте, ${name}!`,
      'Мы будем очень рады отпраздновать этот день вместе с вами. Ждём вас:',
      ...events,
      by
        ? `Пожалуйста, сообщите нам до ${by}, сможете ли вы прийти. Ваша личная ссылка ниже открывает приглашение: там можно ответить, а до этого срока — и изменить ответ.`
        : 'Пожалуйста, сообщите нам, сможете ли вы прийти: ваша личная ссылка ниже открывает приглашение, там можно ответить.',
      'Пожалуйста, не пересылайте эту ссылку: она открывает приглашение только для вас.',
    ],
    label: 'Открыть приглашение',
    footer: `Отправлено сайтом ${siteUrl} от имени ${couple}.`,
  }),
  fr: ({ couple, name, events, by, siteUrl }) => ({
    subject: `Invitation au mariage de ${couple}`,
    heading: `${couple} vous invitent à leur mariage`,
    paragraphs: [
      `Bonjour ${name},`,
      'Ce serait une grande joie de fêter ce jour avec vous. Nous vous attendons pour\u00a0:',
      ...events,
      by
        ? `Merci de nous dire d’ici le ${by} si vous pourrez venir. Votre lien personnel ci-dessous ouvre l’invitation\u00a0: vous pourrez y répondre, et modifier votre réponse jusqu’à cette date.`
        : 'Merci de nous dire si vous pourrez venir\u00a0: votre lien personnel ci-dessous ouvre l’invitation, où vous pourrez répondre.',
      'Merci de garder ce lien pour vous\u00a0: il n’ouvre l’invitation que pour vous.',
    ],
    label: 'Ouvrir l’invitation',
    footer: `Envoyé par ${siteUrl} de la part de ${couple}.`,
  }),
};

export function invitationMail(locale: Locale, params: InvitationMailParams): MailContent {
  const words = WORDS[locale]({
    couple: params.couple,
    name: params.name,
    events: params.events.map((event) => eventLine(event, locale, params.siteLocale)),
    by: params.deadline ? deadlineText(params.deadline, locale) : null,
    siteUrl: params.siteUrl,
  });
  return withLink(words, params.link);
}
