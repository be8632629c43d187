/**
 * The couple told about answers (issue 27), as they chose in Settings: one message when a household answers or
 * changes its answer (`answerNotice`), or a summary each morning of who answered since the last one
 * (`answerSummary`). Each names who of the household comes to which event and who does not, and the household's
 * message (issue 36); dietary and accessibility needs, and the answers to the couple's questions, stay in the
 * dashboard. Written in the dashboard's language.
 */
import type { Locale } from '#common/locales';
import type { MailContent } from '../render-mail';

/** An event's people: of the household (a notice), or of every household (the totals). */
export interface EventTally {
  title: string;
  coming: number;
  notComing: number;
  noAnswer: number;
}

/** What a household answered, as the couple reads it: who comes to each event it is invited to, and its message. */
export interface HouseholdAnswer {
  /** In the invitation's order; a person who has not answered for an event is in neither list. */
  events: Array<{ title: string; coming: string[]; notComing: string[] }>;
  /** The household's message to the couple, '' for none. */
  message: string;
}

export interface AnswerNoticeParams {
  household: string;
  /** False for a first answer, true for a change. */
  changed: boolean;
  answer: HouseholdAnswer;
  /** Every household's, for the events this one is invited to. */
  totals: EventTally[];
  /** The dashboard's answers screen. */
  dashboard: string;
  /** The dashboard's settings, where the notices are turned off. */
  settings: string;
  siteUrl: string;
}

export interface AnswerSummaryParams {
  households: Array<{ name: string; changed: boolean; answer: HouseholdAnswer }>;
  totals: EventTally[];
  dashboard: string;
  settings: string;
  siteUrl: string;
}

interface Words {
  noticeSubject: (household: string, changed: boolean) => string;
  summarySubject: (count: number) => string;
  summaryHeading: string;
  summaryIntro: string;
  answered: (name: string, changed: boolean) => string;
  theirs: string;
  totals: string;
  tally: (tally: EventTally) => string;
  /** An event's line: who comes, who does not (each list already joined), either one null when empty. */
  whoComes: (title: string, coming: string | null, notComing: string | null) => string;
  /** The household's message, quoted as the language quotes. */
  message: (text: string) => string;
  privacy: string;
  open: string;
  footer: (site: string, settings: string) => string;
}

const WORDS: Record<Locale, Words> = {
  en: {
    noticeSubject: (household, changed) => (changed ? `${household} changed their answer` : `${household} answered`),
    summarySubject: (count) => (count === 1 ? 'Answers: one household answered' : `Answers: ${count} households answered`),
    summaryHeading: 'Answers since the last summary',
    summaryIntro: 'These households answered or changed their answer:',
    answered: (name, changed) => (changed ? `${name} (changed)` : `${name} (new answer)`),
    theirs: 'Their answer',
    totals: 'All answers so far',
    tally: ({ title, coming, notComing, noAnswer }) => `${title}: ${coming} coming, ${notComing} not coming, ${noAnswer} not answered yet`,
    whoComes: (title, coming, notComing) =>
      `${title} — ${coming === null && notComing === null ? 'no answer yet' : [coming && `coming: ${coming}`, notComing && `not coming: ${notComing}`].filter(Boolean).join('; ')}`,
    message: (text) => `Their message: “${text}”`,
    privacy: 'Dietary and accessibility needs are never sent by e-mail: you can read them in the dashboard.',
    open: 'Open the answers',
    footer: (site, settings) => `Sent by ${site}. To stop these e-mails or have one summary each morning instead, change it in the settings: ${settings}`,
  },
  de: {
    noticeSubject: (household, changed) => (changed ? `${household} hat die Antwort geändert` : `${household} hat geantwortet`),
    summarySubject: (count) => (count === 1 ? 'Antworten: ein Haushalt hat geantwortet' : `Antworten: ${count} Haushalte haben geantwortet`),
    summaryHeading: 'Antworten seit der letzten Zusammenfassung',
    summaryIntro: 'Diese Haushalte haben geantwortet oder ihre Antwort geändert:',
    answered: (name, changed) => (changed ? `${name} (geändert)` : `${name} (neue Antwort)`),
    theirs: 'Die Antwort des Haushalts',
    totals: 'Alle Antworten bisher',
    tally: ({ title, coming, notComing, noAnswer }) => `${title}: zugesagt ${coming}, abgesagt ${notComing}, noch ohne Antwort ${noAnswer}`,
    whoComes: (title, coming, notComing) =>
      `${title} – ${coming === null && notComing === null ? 'noch keine Antwort' : [coming && `zugesagt: ${coming}`, notComing && `abgesagt: ${notComing}`].filter(Boolean).join('; ')}`,
    message: (text) => `Die Nachricht des Haushalts: „${text}“`,
    privacy: 'Ernährungswünsche und Angaben zur Barrierefreiheit stehen nicht in E-Mails: Ihr findet sie im Dashboard.',
    open: 'Antworten öffnen',
    footer: (site, settings) => `Gesendet von ${site}. Diese E-Mails abbestellen oder stattdessen jeden Morgen eine Zusammenfassung erhalten: in den Einstellungen unter ${settings}`,
  },
  ro: {
    noticeSubject: (household, changed) => (changed ? `${household} și-a modificat răspunsul` : `${household} a răspuns`),
    summarySubject: (count) => (count === 1 ? 'Răspunsuri: o familie a răspuns' : `Răspunsuri: ${count}${new Intl.PluralRules('ro').select(count) === 'other' ? ' de' : ''} familii au răspuns`),
    summaryHeading: 'Răspunsuri de la ultimul rezumat',
    summaryIntro: 'Aceste familii au răspuns sau și-au modificat răspunsul:',
    answered: (name, changed) => (changed ? `${name} (modificat)` : `${name} (răspuns nou)`),
    theirs: 'Răspunsul lor',
    totals: 'Toate răspunsurile de până acum',
    tally: ({ title, coming, notComing, noAnswer }) => `${title}: vin ${coming}, nu vin ${notComing}, fără răspuns încă ${noAnswer}`,
    whoComes: (title, coming, notComing) =>
      `${title} — ${coming === null && notComing === null ? 'încă fără răspuns' : [coming && `vin: ${coming}`, notComing && `nu vin: ${notComing}`].filter(Boolean).join('; ')}`,
    message: (text) => `Mesajul lor: „${text}”`,
    privacy: 'Preferințele alimentare și nevoile de accesibilitate nu apar în e-mailuri: le găsiți în panoul de control.',
    open: 'Deschideți răspunsurile',
    footer: (site, settings) => `Trimis de ${site}. Pentru a nu mai primi aceste e-mailuri sau pentru a primi în schimb un rezumat în fiecare dimineață, modificați setările: ${settings}`,
  },
  ru: {
    noticeSubject: (household, changed) => (changed ? `${household}: ответ изменён` : `${household}: новый ответ`),
    summarySubject: (count) => `Ответы: ответивших семей — ${count}`,
    summaryHeading: 'Ответы с прошлой сводки',
    summaryIntro: 'Эти семьи ответили или изменили ответ:',
    answered: (name, changed) => (changed ? `${name} (изменён)` : `${name} (новый ответ)`),
    theirs: 'Их ответ',
    totals: 'Все ответы на сегодня',
    tally: ({ title, coming, notComing, noAnswer }) => `${title}: придут — ${coming}, не придут — ${notComing}, ещё не ответили — ${noAnswer}`,
    whoComes: (title, coming, notComing) =>
      `${title} — ${coming === null && notComing === null ? 'ответа ещё нет' : [coming && `придут: ${coming}`, notComing && `не придут: ${notComing}`].filter(Boolean).join('; ')}`,
    message: (text) => `Их сообщение: «${text}»`,
    privacy: 'Пожелания к питанию и потребности в доступной среде в письма не попадают: они есть в панели управления.',
    open: 'Открыть ответы',
    footer: (site, settings) => `Отправлено сайтом ${site}. Отключить эти письма или получать вместо них сводку каждое утро можно в настройках: ${settings}`,
  },
  fr: {
    noticeSubject: (household, changed) => (changed ? `${household} a modifié sa réponse` : `${household} a répondu`),
    summarySubject: (count) => (count === 1 ? 'Réponses\u00a0: un foyer a répondu' : `Réponses\u00a0: ${count} foyers ont répondu`),
    summaryHeading: 'Les réponses depuis le dernier récapitulatif',
    summaryIntro: 'Ces foyers ont répondu ou modifié leur réponse\u00a0:',
    answered: (name, changed) => (changed ? `${name} (réponse modifiée)` : `${name} (nouvelle réponse)`),
    theirs: 'Leur réponse',
    totals: 'Toutes les réponses à ce jour',
    tally: ({ title, coming, notComing, noAnswer }) => `${title}\u00a0: présents ${coming}, absents ${notComing}, sans réponse ${noAnswer}`,
    whoComes: (title, coming, notComing) =>
      `${title} – ${coming === null && notComing === null ? 'pas encore de réponse' : [coming && `présents\u00a0: ${coming}`, notComing && `absents\u00a0: ${notComing}`].filter(Boolean).join('\u202f; ')}`,
    message: (text) => `Leur message\u00a0: «\u00a0${text}\u00a0»`,
    privacy: 'Les besoins alimentaires et d’accessibilité ne figurent pas dans les e-mails\u00a0: vous les trouvez dans le tableau de bord.',
    open: 'Ouvrir les réponses',
    footer: (site, settings) => `Envoyé par ${site}. Pour ne plus recevoir ces e-mails, ou recevoir plutôt un récapitulatif chaque matin, modifiez les réglages\u00a0: ${settings}`,
  },
};

/** The household's answer as list items: a line per event, then its message. */
function answerLines(locale: Locale, words: Words, answer: HouseholdAnswer): string[] {
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const names = (people: string[]) => (people.length === 0 ? null : list.format(people));
  const events = answer.events.map(({ title, coming, notComing }) => words.whoComes(title, names(coming), names(notComing)));
  return answer.message === '' ? events : [...events, words.message(answer.message)];
}

export function answerNotice(locale: Locale, params: AnswerNoticeParams): MailContent {
  const words = WORDS[locale];
  return {
    subject: words.noticeSubject(params.household, params.changed),
    heading: words.noticeSubject(params.household, params.changed),
    paragraphs: [],
    sections: [
      { heading: words.theirs, items: answerLines(locale, words, params.answer) },
      { heading: words.totals, items: params.totals.map(words.tally) },
    ],
    closing: [words.privacy],
    link: { label: words.open, url: params.dashboard },
    footer: words.footer(params.siteUrl, params.settings),
  };
}

export function answerSummary(locale: Locale, params: AnswerSummaryParams): MailContent {
  const words = WORDS[locale];
  return {
    subject: words.summarySubject(params.households.length),
    heading: words.summaryHeading,
    paragraphs: [words.summaryIntro],
    sections: [
      ...params.households.map(({ name, changed, answer }) => ({ heading: words.answered(name, changed), items: answerLines(locale, words, answer) })),
      { heading: words.totals, items: params.totals.map(words.tally) },
    ],
    closing: [words.privacy],
    link: { label: words.open, url: params.dashboard },
    footer: words.footer(params.siteUrl, params.settings),
  };
}
