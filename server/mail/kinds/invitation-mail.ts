/**
 * The invitation by e-mail (issue 27): to a household (or a member with an address of their own), in its reader's language,
 * from the couple: the events it is invited to on the venue's clock, the deadline, and its personal link, which signs
 * it in. The couple speaks ("we"); one person is addressed in the language's polite form (Sie, dumneavoastră, Вы,
 * vous), several in the plural the site uses (ihr, voi, вы, vous) (greeting.ts, issue 36). Reviewed in docs/mail-review.md.
 */
import type { Locale } from '#common/locales';
import type { MailContent } from '../render-mail';
import { ofName } from './french-elision';
import { greetingOf } from './greeting';
import { deadlineWords, eventLine, withLink, type DeadlineWords, type LinkedWords, type MailDeadline, type MailEvent } from './invitation-facts';

export interface InvitationMailParams {
  /** The couple's names, as the site shows them. */
  couple: string;
  /** Who it is for: the household's name, or the member's. */
  name: string;
  /** Whom it speaks to: the household's members, or the member alone (greeting.ts). */
  people: readonly string[];
  /** How the reader writes dates and times, e.g. "en-GB" (reader-locale.ts). */
  formatLocale: string;
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
  /** The opening line, "Liebe Familie Popescu,". */
  greeting: string;
  events: string[];
  /** The deadline, or null without one. */
  by: DeadlineWords | null;
  siteUrl: string;
}

/** Each language's words for one reader (`one`) and for several (`several`). */
type Words = Record<'one' | 'several', (said: Said) => LinkedWords>;

const en = ({ couple, greeting, events, by, siteUrl }: Said): LinkedWords => ({
  subject: `Invitation to the wedding of ${couple}`,
  heading: `${couple} invite you to their wedding`,
  paragraphs: [
    greeting,
    'We would love to celebrate with you. You are invited to:',
    ...events,
    by
      ? `Please let us know by ${by.date} (${by.zone}) whether you can come. Your personal link below opens the invitation, where you can answer and, until then, change your answer.`
      : 'Please let us know whether you can come: your personal link below opens the invitation, where you can answer.',
    'Please do not share this link: it opens your personal invitation.',
  ],
  label: 'Open your invitation',
  footer: `Sent by ${siteUrl} on behalf of ${couple}.`,
});

const fr = ({ couple, greeting, events, by, siteUrl }: Said): LinkedWords => ({
  subject: `Invitation au mariage ${ofName(couple)}`,
  heading: `${couple} vous invitent à leur mariage`,
  paragraphs: [
    greeting,
    'Ce serait une grande joie de fêter ce jour avec vous. Nous vous attendons pour\u00a0:',
    ...events,
    by
      ? `Merci de nous dire d’ici le ${by.date} (${by.zone}) si vous pourrez venir. Votre lien personnel ci-dessous ouvre l’invitation\u00a0: vous pourrez y répondre et modifier votre réponse jusqu’à cette date.`
      : 'Merci de nous dire si vous pourrez venir\u00a0: votre lien personnel ci-dessous ouvre l’invitation, où vous pourrez répondre.',
    'Merci de ne pas transmettre ce lien\u00a0: il ouvre votre invitation personnelle.',
  ],
  label: 'Ouvrir l’invitation',
  footer: `Envoyé par ${siteUrl} de la part ${ofName(couple)}.`,
});

const WORDS: Record<Locale, Words> = {
  en: { one: en, several: en },
  de: {
    one: ({ couple, greeting, events, by, siteUrl }) => ({
      subject: `Einladung zur Hochzeit von ${couple}`,
      heading: `${couple} laden Sie zu ihrer Hochzeit ein`,
      paragraphs: [
        greeting,
        'wir würden uns sehr freuen, mit Ihnen zu feiern, und laden Sie herzlich ein:',
        ...events,
        by
          ? `Bitte geben Sie uns bis zum ${by.date} Uhr (${by.zone}) Bescheid, ob Sie kommen können. Ihr persönlicher Link unten öffnet die Einladung: Dort können Sie antworten und Ihre Antwort bis dahin noch ändern.`
          : 'Bitte geben Sie uns Bescheid, ob Sie kommen können: Ihr persönlicher Link unten öffnet die Einladung, dort können Sie antworten.',
        'Bitte geben Sie den Link nicht weiter: Er öffnet Ihre persönliche Einladung.',
      ],
      label: 'Zur Einladung',
      footer: `Gesendet über ${siteUrl} im Namen von ${couple}.`,
    }),
    several: ({ couple, greeting, events, by, siteUrl }) => ({
      subject: `Einladung zur Hochzeit von ${couple}`,
      heading: `${couple} laden euch zu ihrer Hochzeit ein`,
      paragraphs: [
        greeting,
        'wir würden uns sehr freuen, mit euch zu feiern, und laden euch herzlich ein:',
        ...events,
        by
          ? `Bitte gebt uns bis zum ${by.date} Uhr (${by.zone}) Bescheid, ob ihr kommen könnt. Euer persönlicher Link unten öffnet die Einladung: Dort könnt ihr antworten und eure Antwort bis dahin noch ändern.`
          : 'Bitte gebt uns Bescheid, ob ihr kommen könnt: Euer persönlicher Link unten öffnet die Einladung, dort könnt ihr antworten.',
        'Bitte gebt den Link nicht weiter: Er öffnet eure persönliche Einladung.',
      ],
      label: 'Zur Einladung',
      footer: `Gesendet über ${siteUrl} im Namen von ${couple}.`,
    }),
  },
  ro: {
    one: ({ couple, greeting, events, by, siteUrl }) => ({
      subject: `Invitație la nuntă: ${couple}`,
      heading: `${couple} vă invită la nunta lor`,
      paragraphs: [
        greeting,
        'Ne-am bucura mult să sărbătorim împreună cu dumneavoastră. Vă așteptăm la:',
        ...events,
        by
          ? `Vă rugăm să ne spuneți până la ${by.date} (${by.zone}) dacă puteți veni. Linkul dumneavoastră personal de mai jos deschide invitația: acolo puteți răspunde și vă puteți modifica răspunsul până atunci.`
          : 'Vă rugăm să ne spuneți dacă puteți veni: linkul dumneavoastră personal de mai jos deschide invitația, unde puteți răspunde.',
        'Vă rugăm să nu dați linkul mai departe: deschide invitația dumneavoastră personală.',
      ],
      label: 'Deschideți invitația',
      footer: `Trimis prin ${siteUrl} din partea mirilor, ${couple}.`,
    }),
    several: ({ couple, greeting, events, by, siteUrl }) => ({
      subject: `Invitație la nuntă: ${couple}`,
      heading: `${couple} vă invită la nunta lor`,
      paragraphs: [
        greeting,
        'Ne-am bucura mult să sărbătorim împreună cu voi. Vă așteptăm la:',
        ...events,
        by
          ? `Vă rugăm să ne spuneți până la ${by.date} (${by.zone}) dacă puteți veni. Linkul vostru personal de mai jos deschide invitația: acolo puteți răspunde și vă puteți modifica răspunsul până atunci.`
          : 'Vă rugăm să ne spuneți dacă puteți veni: linkul vostru personal de mai jos deschide invitația, unde puteți răspunde.',
        'Vă rugăm să nu dați linkul mai departe: deschide invitația voastră personală.',
      ],
      label: 'Deschideți invitația',
      footer: `Trimis prin ${siteUrl} din partea mirilor, ${couple}.`,
    }),
  },
  ru: {
    one: ({ couple, greeting, events, by, siteUrl }) => ({
      subject: `Приглашение на свадьбу: ${couple}`,
      heading: `${couple} приглашают Вас на свою свадьбу`,
      paragraphs: [
        greeting,
        'Мы будем очень рады отпраздновать этот день вместе с Вами. Ждём Вас:',
        ...events,
        by
          ? `Пожалуйста, сообщите нам до ${by.date} (${by.zone}), сможете ли Вы прийти. Ваша личная ссылка ниже открывает приглашение: там можно ответить, а до этого срока — и изменить ответ.`
          : 'Пожалуйста, сообщите нам, сможете ли Вы прийти: Ваша личная ссылка ниже открывает приглашение, там можно ответить.',
        'Пожалуйста, не пересылайте эту ссылку: она открывает Ваше личное приглашение.',
      ],
      label: 'Открыть приглашение',
      footer: `Отправлено сайтом ${siteUrl} от имени пары ${couple}.`,
    }),
    several: ({ couple, greeting, events, by, siteUrl }) => ({
      subject: `Приглашение на свадьбу: ${couple}`,
      heading: `${couple} приглашают вас на свою свадьбу`,
      paragraphs: [
        greeting,
        'Мы будем очень рады отпраздновать этот день вместе с вами. Ждём вас:',
        ...events,
        by
          ? `Пожалуйста, сообщите нам до ${by.date} (${by.zone}), сможете ли вы прийти. Ваша личная ссылка ниже открывает приглашение: там можно ответить, а до этого срока — и изменить ответ.`
          : 'Пожалуйста, сообщите нам, сможете ли вы прийти: ваша личная ссылка ниже открывает приглашение, там можно ответить.',
        'Пожалуйста, не пересылайте эту ссылку: она открывает ваше личное приглашение.',
      ],
      label: 'Открыть приглашение',
      footer: `Отправлено сайтом ${siteUrl} от имени пары ${couple}.`,
    }),
  },
  // "Vous" is one reader's polite form and several readers' plural: one text serves both.
  fr: { one: fr, several: fr },
};

export function invitationMail(locale: Locale, params: InvitationMailParams): MailContent {
  const reader = { locale, formatLocale: params.formatLocale };
  const { line, several } = greetingOf(locale, params.formatLocale, params);
  const words = WORDS[locale][several ? 'several' : 'one']({
    couple: params.couple,
    greeting: line,
    events: params.events.map((event) => eventLine(event, reader, params.siteLocale)),
    by: params.deadline ? deadlineWords(params.deadline, reader) : null,
    siteUrl: params.siteUrl,
  });
  return withLink(words, params.link);
}
