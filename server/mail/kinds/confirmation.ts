/**
 * A household's confirmation, after it answers and after each change (issue 27): who of them comes to which event,
 * with the meal chosen, the deadline and the link to change the answer. Never the dietary, accessibility or other
 * free-text answers (health data stays on the site, the message says so); the calendar of each event someone comes
 * to is attached (answer-mail.ts). Written in the recipient's language.
 */
import type { Locale } from '#common/locales';
import type { MailContent } from '../render-mail';

interface ConfirmedPerson {
  name: string;
  /** null: no answer yet for this event. */
  attending: boolean | null;
  /** The meal's name in the recipient's language, or null when none was chosen (or the event has none). */
  meal: string | null;
}

export interface ConfirmationParams {
  couple: string;
  household: string;
  /** The events the household is invited to, each with its time already written in the recipient's language. */
  events: Array<{ title: string; when: string; people: ConfirmedPerson[] }>;
  /** The deadline written in the recipient's language, or null when the couple set none. */
  deadline: string | null;
  /** The household's personal link, or null when it has none that works (the message then offers no button). */
  link: string | null;
  /** How many calendar files are attached. */
  calendars: number;
  siteUrl: string;
}

interface Words {
  subject: (couple: string) => string;
  heading: (household: string) => string;
  intro: (couple: string) => string;
  coming: (name: string, meal: string | null) => string;
  notComing: (name: string) => string;
  noAnswer: (name: string) => string;
  calendars: string;
  keptOnSite: string;
  deadline: (when: string) => string;
  noDeadline: string;
  change: string;
  footer: (site: string) => string;
}

const WORDS: Record<Locale, Words> = {
  en: {
    subject: (couple) => `Your answer to ${couple}’s invitation`,
    heading: (household) => `Thank you, ${household}`,
    intro: (couple) => `${couple} have your answer. This is what you told them:`,
    coming: (name, meal) => (meal ? `${name}: coming, meal: ${meal}` : `${name}: coming`),
    notComing: (name) => `${name}: not coming`,
    noAnswer: (name) => `${name}: no answer yet`,
    calendars: 'A calendar file for each event you come to is attached: open it to add the event to your calendar.',
    keptOnSite: 'Dietary needs, accessibility and your other answers are not written in e-mails: they are kept on the site, where you can read them.',
    deadline: (when) => `You can change your answer until ${when}.`,
    noDeadline: 'You can change your answer on the site at any time.',
    change: 'See or change your answer',
    footer: (site) => `Sent by ${site} because your household answered the invitation.`,
  },
  de: {
    subject: (couple) => `Eure Antwort auf die Einladung von ${couple}`,
    heading: (household) => `Danke, ${household}`,
    intro: (couple) => `${couple} haben eure Antwort. Das habt ihr geantwortet:`,
    coming: (name, meal) => (meal ? `${name}: kommt, Essen: ${meal}` : `${name}: kommt`),
    notComing: (name) => `${name}: kommt nicht`,
    noAnswer: (name) => `${name}: noch keine Antwort`,
    calendars: 'Für jede Veranstaltung, zu der ihr kommt, hängt eine Kalenderdatei an: Öffnet sie, um den Termin in euren Kalender zu übernehmen.',
    keptOnSite: 'Ernährungswünsche, Barrierefreiheit und eure übrigen Antworten stehen nicht in E-Mails: Sie bleiben auf der Seite, wo ihr sie nachlesen könnt.',
    deadline: (when) => `Ihr könnt eure Antwort bis ${when} ändern.`,
    noDeadline: 'Ihr könnt eure Antwort jederzeit auf der Seite ändern.',
    change: 'Antwort ansehen oder ändern',
    footer: (site) => `Gesendet von ${site}, weil euer Haushalt auf die Einladung geantwortet hat.`,
  },
  ro: {
    subject: (couple) => `Răspunsul vostru la invitația lui ${couple}`,
    heading: (household) => `Vă mulțumim, ${household}`,
    intro: (couple) => `${couple} au primit răspunsul vostru. Iată ce le-ați transmis:`,
    coming: (name, meal) => (meal ? `${name}: vine, meniu: ${meal}` : `${name}: vine`),
    notComing: (name) => `${name}: nu vine`,
    noAnswer: (name) => `${name}: încă fără răspuns`,
    calendars: 'Pentru fiecare eveniment la care veniți este atașat un fișier de calendar: deschideți-l ca să adăugați evenimentul în calendarul vostru.',
    keptOnSite: 'Preferințele alimentare, accesibilitatea și celelalte răspunsuri nu sunt scrise în e-mailuri: rămân pe site, unde le puteți citi.',
    deadline: (when) => `Puteți modifica răspunsul până la ${when}.`,
    noDeadline: 'Puteți modifica răspunsul pe site oricând.',
    change: 'Vedeți sau modificați răspunsul',
    footer: (site) => `Trimis de ${site} pentru că familia voastră a răspuns la invitație.`,
  },
  ru: {
    subject: (couple) => `Ваш ответ на приглашение: ${couple}`,
    heading: (household) => `Спасибо, ${household}`,
    intro: (couple) => `${couple} получили ваш ответ. Вот что вы ответили:`,
    coming: (name, meal) => (meal ? `${name}: придёт, блюдо: ${meal}` : `${name}: придёт`),
    notComing: (name) => `${name}: не придёт`,
    noAnswer: (name) => `${name}: ответа пока нет`,
    calendars: 'К письму приложен файл календаря для каждого события, на которое вы придёте: откройте его, чтобы добавить событие в свой календарь.',
    keptOnSite: 'Пожелания к питанию, доступность и другие ваши ответы не пишутся в письмах: они хранятся на сайте, где их можно посмотреть.',
    deadline: (when) => `Изменить ответ можно до ${when}.`,
    noDeadline: 'Изменить ответ можно на сайте в любое время.',
    change: 'Посмотреть или изменить ответ',
    footer: (site) => `Отправлено сайтом ${site}, потому что ваша семья ответила на приглашение.`,
  },
  fr: {
    subject: (couple) => `Votre réponse à l’invitation de ${couple}`,
    heading: (household) => `Merci, ${household}`,
    intro: (couple) => `${couple} ont bien reçu votre réponse. Voici ce que vous leur avez dit\u00a0:`,
    coming: (name, meal) => (meal ? `${name}\u00a0: présent·e, repas\u00a0: ${meal}` : `${name}\u00a0: présent·e`),
    notComing: (name) => `${name}\u00a0: absent·e`,
    noAnswer: (name) => `${name}\u00a0: pas encore de réponse`,
    calendars: 'Un fichier de calendrier est joint pour chaque événement auquel vous venez\u00a0: ouvrez-le pour l’ajouter à votre agenda.',
    keptOnSite: 'Les besoins alimentaires, l’accessibilité et vos autres réponses ne figurent pas dans les e-mails\u00a0: ils restent sur le site, où vous pouvez les consulter.',
    deadline: (when) => `Vous pouvez modifier votre réponse jusqu’au ${when}.`,
    noDeadline: 'Vous pouvez modifier votre réponse sur le site à tout moment.',
    change: 'Voir ou modifier votre réponse',
    footer: (site) => `Envoyé par ${site}, car votre foyer a répondu à l’invitation.`,
  },
};

export function confirmationMail(locale: Locale, params: ConfirmationParams): MailContent {
  const words = WORDS[locale];
  const line = (person: ConfirmedPerson) =>
    person.attending === true ? words.coming(person.name, person.meal) : person.attending === false ? words.notComing(person.name) : words.noAnswer(person.name);
  return {
    subject: words.subject(params.couple),
    heading: words.heading(params.household),
    paragraphs: [words.intro(params.couple)],
    sections: params.events.map((event) => ({ heading: `${event.title}, ${event.when}`, items: event.people.map(line) })),
    closing: [
      ...(params.calendars > 0 ? [words.calendars] : []),
      words.keptOnSite,
      params.deadline ? words.deadline(params.deadline) : words.noDeadline,
    ],
    ...(params.link ? { link: { label: words.change, url: params.link } } : {}),
    footer: words.footer(params.siteUrl),
  };
}
