/**
 * A household's confirmation, after it answers and after each change (issue 27): who of them comes to which event,
 * with the meal chosen, the deadline and the link to change the answer. Never the dietary, accessibility or other
 * free-text answers (health data stays on the site, the message says so); the calendar of each event someone comes
 * to is attached (answer-mail.ts). Written in the recipient's language; one person is addressed in the polite form,
 * several in the plural (greeting.ts, issue 36). Reviewed in docs/mail-review.md.
 */
import type { EventInstants } from '#common/event-times';
import type { Locale } from '#common/locales';
import type { MailContent } from '../render-mail';
import { ofName } from './french-elision';
import { greetingOf } from './greeting';
import { deadlineWords, eventWhen, type DeadlineWords, type MailDeadline } from './invitation-facts';

interface ConfirmedPerson {
  name: string;
  /** null: no answer yet for this event. */
  attending: boolean | null;
  /** The meal's name in the recipient's language, or null when none was chosen (or the event has none). */
  meal: string | null;
}

export interface ConfirmationParams {
  couple: string;
  /** Who it is for: the household's name, or the member's. */
  household: string;
  /** Whom it speaks to: the household's members, or the member alone (greeting.ts). */
  people: readonly string[];
  /** How the reader writes dates and times, e.g. "en-GB" (reader-locale.ts). */
  formatLocale: string;
  /** The events the household is invited to, each with its title in the recipient's language. */
  events: Array<EventInstants & { title: string; people: ConfirmedPerson[] }>;
  /** The deadline on the venue's clock, or null when the couple set none. */
  deadline: MailDeadline | null;
  /** The household's personal link, or null when it has none that works (the message then offers no button). */
  link: string | null;
  /** How many calendar files are attached. */
  calendars: number;
  siteUrl: string;
}

interface Words {
  subject: (couple: string) => string;
  heading: string;
  intro: (couple: string) => string;
  coming: (name: string, meal: string | null) => string;
  notComing: (name: string) => string;
  noAnswer: (name: string) => string;
  calendars: string;
  keptOnSite: string;
  deadline: (by: DeadlineWords) => string;
  noDeadline: string;
  change: string;
  footer: (site: string) => string;
}

/** Who comes, what they eat, and the change link: the same words for one reader and several. */
type PersonWords = Pick<Words, 'coming' | 'notComing' | 'noAnswer' | 'change'>;

const EN: Words = {
  subject: (couple) => `Your answer to ${couple}’s invitation`,
  heading: 'Thank you for your answer',
  intro: (couple) => `${couple} have your answer. This is what you told them:`,
  coming: (name, meal) => (meal ? `${name}: coming, meal: ${meal}` : `${name}: coming`),
  notComing: (name) => `${name}: not coming`,
  noAnswer: (name) => `${name}: no answer yet`,
  calendars: 'A calendar file for each event you are coming to is attached: open it to add the event to your calendar.',
  keptOnSite: 'Dietary needs, accessibility and your other answers are not sent by e-mail: you can read them on the site.',
  deadline: (by) => `You can change your answer until ${by.date} (${by.zone}).`,
  noDeadline: 'You can change your answer on the site at any time.',
  change: 'See or change your answer',
  footer: (site) => `Sent by ${site} because an answer to your invitation was saved.`,
};

const DE: PersonWords = {
  coming: (name, meal) => (meal ? `${name}: kommt, Menü: ${meal}` : `${name}: kommt`),
  notComing: (name) => `${name}: kommt nicht`,
  noAnswer: (name) => `${name}: noch keine Antwort`,
  change: 'Antwort ansehen oder ändern',
};

const RO: PersonWords = {
  coming: (name, meal) => (meal ? `${name}: vine, meniu: ${meal}` : `${name}: vine`),
  notComing: (name) => `${name}: nu vine`,
  noAnswer: (name) => `${name}: încă fără răspuns`,
  change: 'Vedeți sau modificați răspunsul',
};

const RU: PersonWords = {
  coming: (name, meal) => (meal ? `${name}: придёт, блюдо: ${meal}` : `${name}: придёт`),
  notComing: (name) => `${name}: не придёт`,
  noAnswer: (name) => `${name}: ответа пока нет`,
  change: 'Посмотреть или изменить ответ',
};

const FR: Words = {
  subject: (couple) => `Votre réponse à l’invitation ${ofName(couple)}`,
  heading: 'Merci pour votre réponse',
  intro: (couple) => `${couple} ont bien reçu votre réponse. Voici ce que vous leur avez indiqué\u00a0:`,
  // "Vient" has no gender, where "présent" and "présente" would.
  coming: (name, meal) => (meal ? `${name}\u00a0: vient, repas\u00a0: ${meal}` : `${name}\u00a0: vient`),
  notComing: (name) => `${name}\u00a0: ne vient pas`,
  noAnswer: (name) => `${name}\u00a0: pas encore de réponse`,
  calendars: 'Un fichier de calendrier est joint pour chaque événement auquel vous viendrez\u00a0: ouvrez-le pour l’ajouter à votre agenda.',
  keptOnSite: 'Les besoins alimentaires, l’accessibilité et vos autres réponses ne sont pas envoyés par e-mail\u00a0: vous pouvez les consulter sur le site.',
  deadline: (by) => `Vous pouvez modifier votre réponse jusqu’au ${by.date} (${by.zone}).`,
  noDeadline: 'Vous pouvez modifier votre réponse sur le site à tout moment.',
  change: 'Voir ou modifier votre réponse',
  footer: (site) => `Envoyé par ${site}, car une réponse à votre invitation a été enregistrée.`,
};

/** Each language's words for one reader (`one`) and for several (`several`). */
const WORDS: Record<Locale, Record<'one' | 'several', Words>> = {
  en: { one: EN, several: EN },
  de: {
    one: {
      ...DE,
      subject: (couple) => `Ihre Antwort auf die Einladung von ${couple}`,
      heading: 'Danke für Ihre Antwort',
      intro: (couple) => `${couple} haben Ihre Antwort erhalten. Das haben Sie geantwortet:`,
      calendars: 'Für jeden Termin, zu dem Sie kommen, hängt eine Kalenderdatei an: Öffnen Sie sie, um ihn in Ihren Kalender zu übernehmen.',
      keptOnSite: 'Ernährungswünsche, Angaben zur Barrierefreiheit und Ihre übrigen Antworten schicken wir nicht per E-Mail: Sie finden sie auf der Seite.',
      deadline: (by) => `Sie können Ihre Antwort bis zum ${by.date} Uhr (${by.zone}) ändern.`,
      noDeadline: 'Sie können Ihre Antwort jederzeit auf der Seite ändern.',
      footer: (site) => `Gesendet über ${site}, weil eine Antwort auf Ihre Einladung gespeichert wurde.`,
    },
    several: {
      ...DE,
      subject: (couple) => `Eure Antwort auf die Einladung von ${couple}`,
      heading: 'Danke für eure Antwort',
      intro: (couple) => `${couple} haben eure Antwort erhalten. Das habt ihr geantwortet:`,
      calendars: 'Für jeden Termin, zu dem ihr kommt, hängt eine Kalenderdatei an: Öffnet sie, um ihn in euren Kalender zu übernehmen.',
      keptOnSite: 'Ernährungswünsche, Angaben zur Barrierefreiheit und eure übrigen Antworten schicken wir nicht per E-Mail: Ihr findet sie auf der Seite.',
      deadline: (by) => `Ihr könnt eure Antwort bis zum ${by.date} Uhr (${by.zone}) ändern.`,
      noDeadline: 'Ihr könnt eure Antwort jederzeit auf der Seite ändern.',
      footer: (site) => `Gesendet über ${site}, weil eine Antwort auf eure Einladung gespeichert wurde.`,
    },
  },
  ro: {
    one: {
      ...RO,
      subject: (couple) => `Răspunsul dumneavoastră a ajuns la ${couple}`,
      heading: 'Vă mulțumim pentru răspuns',
      intro: (couple) => `${couple} au primit răspunsul dumneavoastră. Iată ce le-ați transmis:`,
      calendars: 'Pentru fiecare eveniment la care veniți este atașat un fișier de calendar: deschideți-l ca să adăugați evenimentul în calendarul dumneavoastră.',
      keptOnSite: 'Preferințele alimentare, nevoile de accesibilitate și celelalte răspunsuri nu sunt trimise prin e-mail: le găsiți pe site.',
      deadline: (by) => `Puteți modifica răspunsul până la ${by.date} (${by.zone}).`,
      noDeadline: 'Puteți modifica oricând răspunsul pe site.',
      footer: (site) => `Trimis prin ${site}, pentru că a fost salvat un răspuns la invitația dumneavoastră.`,
    },
    several: {
      ...RO,
      subject: (couple) => `Răspunsul vostru a ajuns la ${couple}`,
      heading: 'Vă mulțumim pentru răspuns',
      intro: (couple) => `${couple} au primit răspunsul vostru. Iată ce le-ați transmis:`,
      calendars: 'Pentru fiecare eveniment la care veniți este atașat un fișier de calendar: deschideți-l ca să adăugați evenimentul în calendarul vostru.',
      keptOnSite: 'Preferințele alimentare, nevoile de accesibilitate și celelalte răspunsuri nu sunt trimise prin e-mail: le găsiți pe site.',
      deadline: (by) => `Puteți modifica răspunsul până la ${by.date} (${by.zone}).`,
      noDeadline: 'Puteți modifica oricând răspunsul pe site.',
      footer: (site) => `Trimis prin ${site}, pentru că a fost salvat un răspuns la invitația voastră.`,
    },
  },
  ru: {
    one: {
      ...RU,
      subject: (couple) => `Ваш ответ на приглашение пары ${couple}`,
      heading: 'Спасибо за Ваш ответ',
      intro: (couple) => `${couple} получили Ваш ответ. Вот что Вы ответили:`,
      calendars: 'К письму приложен файл календаря для каждого события, на которое Вы придёте: откройте его, чтобы добавить событие в свой календарь.',
      keptOnSite: 'Пожелания к питанию, потребности в доступной среде и другие Ваши ответы мы не пересылаем по почте: их можно посмотреть на сайте.',
      deadline: (by) => `Изменить ответ можно до ${by.date} (${by.zone}).`,
      noDeadline: 'Изменить ответ можно на сайте в любое время.',
      footer: (site) => `Отправлено сайтом ${site}: на Ваше приглашение сохранён ответ.`,
    },
    several: {
      ...RU,
      subject: (couple) => `Ваш ответ на приглашение пары ${couple}`,
      heading: 'Спасибо за ваш ответ',
      intro: (couple) => `${couple} получили ваш ответ. Вот что вы ответили:`,
      calendars: 'К письму приложен файл календаря для каждого события, на которое вы придёте: откройте его, чтобы добавить событие в свой календарь.',
      keptOnSite: 'Пожелания к питанию, потребности в доступной среде и другие ваши ответы мы не пересылаем по почте: их можно посмотреть на сайте.',
      deadline: (by) => `Изменить ответ можно до ${by.date} (${by.zone}).`,
      noDeadline: 'Изменить ответ можно на сайте в любое время.',
      footer: (site) => `Отправлено сайтом ${site}: на ваше приглашение сохранён ответ.`,
    },
  },
  // "Vous" is one reader's polite form and several readers' plural: one text serves both.
  fr: { one: FR, several: FR },
};

export function confirmationMail(locale: Locale, params: ConfirmationParams): MailContent {
  const { line, several } = greetingOf(locale, params.formatLocale, { name: params.household, people: params.people });
  const words = WORDS[locale][several ? 'several' : 'one'];
  const person = (p: ConfirmedPerson) => (p.attending === true ? words.coming(p.name, p.meal) : p.attending === false ? words.notComing(p.name) : words.noAnswer(p.name));
  return {
    subject: words.subject(params.couple),
    heading: words.heading,
    paragraphs: [line, words.intro(params.couple)],
    sections: params.events.map((event) => ({ heading: `${event.title}, ${eventWhen(event, { locale, formatLocale: params.formatLocale })}`, items: event.people.map(person) })),
    closing: [
      ...(params.calendars > 0 ? [words.calendars] : []),
      words.keptOnSite,
      params.deadline ? words.deadline(deadlineWords(params.deadline, { locale, formatLocale: params.formatLocale })) : words.noDeadline,
    ],
    ...(params.link ? { link: { label: words.change, url: params.link } } : {}),
    footer: words.footer(params.siteUrl),
  };
}
