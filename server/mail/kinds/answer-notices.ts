/**
 * The couple told about answers (issue 27), as they chose in Settings: one message when a household answers or
 * changes its answer (`answerNotice`), or a summary each morning of who answered since the last one
 * (`answerSummary`). Names and counts only: dietary and accessibility needs stay in the dashboard. Written in the
 * dashboard's language.
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

export interface AnswerNoticeParams {
  household: string;
  /** False for a first answer, true for a change. */
  changed: boolean;
  /** The household's people for each event it is invited to. */
  householdEvents: EventTally[];
  /** Every household's, for the same events. */
  totals: EventTally[];
  /** The dashboard's answers screen. */
  dashboard: string;
  siteUrl: string;
}

export interface AnswerSummaryParams {
  households: Array<{ name: string; changed: boolean }>;
  totals: EventTally[];
  dashboard: string;
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
  privacy: string;
  open: string;
  footer: (site: string) => string;
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
    privacy: 'Dietary and accessibility needs are never sent by e-mail: you can read them in the dashboard.',
    open: 'Open the answers',
    footer: (site) => `Sent by ${site} because you asked to be told about answers in its settings.`,
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
    privacy: 'Ernährungswünsche und Angaben zur Barrierefreiheit stehen nicht in E-Mails: Ihr findet sie im Dashboard.',
    open: 'Antworten öffnen',
    footer: (site) => `Gesendet von ${site}, weil ihr in den Einstellungen um Nachricht über Antworten gebeten habt.`,
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
    privacy: 'Preferințele alimentare și nevoile de accesibilitate nu apar în e-mailuri: le găsiți în panoul de control.',
    open: 'Deschideți răspunsurile',
    footer: (site) => `Trimis de ${site}, pentru că ați ales în setări să primiți mesaje despre răspunsuri.`,
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
    privacy: 'Пожелания к питанию и потребности в доступной среде в письма не попадают: они есть в панели управления.',
    open: 'Открыть ответы',
    footer: (site) => `Отправлено сайтом ${site}: в настройках вы попросили сообщать об ответах.`,
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
    privacy: 'Les besoins alimentaires et d’accessibilité ne figurent pas dans les e-mails\u00a0: vous les trouvez dans le tableau de bord.',
    open: 'Ouvrir les réponses',
    footer: (site) => `Envoyé par ${site}, car vous avez activé dans ses réglages les messages sur les réponses.`,
  },
};

export function answerNotice(locale: Locale, params: AnswerNoticeParams): MailContent {
  const words = WORDS[locale];
  return {
    subject: words.noticeSubject(params.household, params.changed),
    heading: words.noticeSubject(params.household, params.changed),
    paragraphs: [],
    sections: [
      { heading: words.theirs, items: params.householdEvents.map(words.tally) },
      { heading: words.totals, items: params.totals.map(words.tally) },
    ],
    closing: [words.privacy],
    link: { label: words.open, url: params.dashboard },
    footer: words.footer(params.siteUrl),
  };
}

export function answerSummary(locale: Locale, params: AnswerSummaryParams): MailContent {
  const words = WORDS[locale];
  return {
    subject: words.summarySubject(params.households.length),
    heading: words.summaryHeading,
    paragraphs: [],
    sections: [
      { heading: words.summaryIntro, items: params.households.map(({ name, changed }) => words.answered(name, changed)) },
      { heading: words.totals, items: params.totals.map(words.tally) },
    ],
    closing: [words.privacy],
    link: { label: words.open, url: params.dashboard },
    footer: words.footer(params.siteUrl),
  };
}
