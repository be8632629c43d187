/**
 * The words of a household's e-mails as they arrive (issue 36), through the couple's routes and a guest's answers, a
 * real SMTP server (test-support/smtp-test-server.ts) and mailparser: in each of the five languages, a household of
 * one addressed as one person in the polite form (Sie, dumneavoastră, Вы, vous) and a household of four as several
 * (ihr, voi, вы, vous), greeted as a family; the deadline as the site writes it, with its zone; French "1er" and
 * "d’Elena"; English in the reader's own region (a US number reads 11:59 PM, none the British 23:59). The wording
 * itself is reviewed in docs/mail-review.md; these tests hold it to what the review says.
 */
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_API } from '#common/admin-api';
import { ANSWER_NOTICES_API } from '#common/answer-notices-api';
import type { AdminGuest } from '#common/guest-list-api';
import { HOUSEHOLD_MAIL_API } from '#common/household-mail-api';
import { INVITATION_API } from '#common/invitation-api';
import { loginPath } from '#common/api';
import type { Locale } from '#common/locales';
import { GUEST_RSVP_API, RSVP_API, type GuestRsvp, type RsvpAnswer } from '#common/rsvp-api';
import type { ReceivedMail } from '../../test-support/smtp-test-server';
import { clientOf, type TestApp, type TestClient } from '../testing/couple-client';
import { useMailTestApp } from '../testing/mail-test-app';
import { eventInput, NO_TEXT } from '../testing/event-input';
import { manualClock, type ManualClock } from '../testing/manual-clock';
import { sessionCookieOf } from '../testing/test-app';
import { CONFIRMATION_DELAY_MS } from './answer-mail';

/** 09:00 in Bucharest, where the wedding is; the deadline is 1 May 2027, 23:59 there, a Saturday. */
const START = Date.parse('2027-04-01T06:00:00Z');
const WAIT = { timeout: 15_000, interval: 20 };
const COUPLE = 'Elena & Julian';

const mailTest = useMailTestApp();

type Size = 'one' | 'four';

/** Each language's two households: the name the couple gave it, its people, and its phone number if any. */
const HOUSEHOLDS: Record<Locale, Record<Size, { name: string; people: string[]; phone?: string }>> = {
  // A number in the United States: its reader writes dates and times as Americans do.
  en: { one: { name: 'Mary Johnson', people: ['Mary Johnson'], phone: '+12025550123' }, four: { name: 'The Smiths', people: ['Anna', 'Paul', 'Mia', 'Leo'] } },
  de: { one: { name: 'Jonas Becker', people: ['Jonas Becker'] }, four: { name: 'Familie Weber', people: ['Lena Weber', 'Tim Weber', 'Paula Weber', 'Max Weber'] } },
  ro: { one: { name: 'Ioana Marin', people: ['Ioana Marin'] }, four: { name: 'Familia Popescu', people: ['Ana Popescu', 'Ion Popescu', 'Elena Popescu', 'Mihai Popescu'] } },
  ru: { one: { name: 'Ольга Петрова', people: ['Ольга Петрова'] }, four: { name: 'Семья Ивановых', people: ['Анна', 'Павел', 'Мария', 'Иван'] } },
  fr: { one: { name: 'Élise Martin', people: ['Élise Martin'] }, four: { name: 'Famille Dupont', people: ['Claire', 'Louis', 'Inès', 'Hugo'] } },
};
const LOCALES = Object.keys(HOUSEHOLDS) as Locale[];
const SIZES: Size[] = ['one', 'four'];
const addressOf = (locale: Locale, size: Size) => `${size}-${locale}@example.com`;

/** Words that may only be in a message to one person (the polite form), and only in one to several. */
const word = (words: string) => new RegExp(`(?<!\\p{L})(?:${words})(?!\\p{L})`, 'u');
const FORMS: Partial<Record<Locale, Record<Size, RegExp>>> = {
  // "Ihr" starts a sentence in either form; lower-case "ihr" is the plural's, "Ihnen" and "Ihre" the polite form's.
  de: { one: word('ihr|euch|euer|eure[mnrs]?'), four: word('Sie|Ihnen|Ihre[mnrs]?') },
  ro: { one: word('voi|vostru|voastră|voștri'), four: word('dumneavoastră') },
  // The polite "Вы" is written with a capital wherever it stands; the plural only where a sentence starts.
  ru: { one: word('вы|вас|вам|ваш|ваша|ваше|вашего|вашей|вашим|вашу'), four: /(?<=[\p{L},] )(?:Вы|Вас|Вам|Ваш\p{L}*)(?!\p{L})/u },
};

/** What each language writes of the dinner (12 June 2027, 19:00 to 02:00 in Bucharest) and of the deadline. */
const DATES: Record<Locale, { event: string; deadline: string }> = {
  en: { event: 'Dinner: Saturday, 12 June 2027, 19:00–02:00 (Eastern European Time)', deadline: 'by 1 May 2027 at 23:59 (Eastern European Time)' },
  de: { event: 'Abendessen: Samstag, 12. Juni 2027, 19:00–02:00 (Osteuropäische Zeit)', deadline: 'bis zum 1. Mai 2027 um 23:59 Uhr (Osteuropäische Zeit)' },
  ro: { event: 'Cina: sâmbătă, 12 iunie 2027, 19:00–02:00 (ora Europei de Est)', deadline: 'până la 1 mai 2027 la 23:59 (ora Europei de Est)' },
  ru: { event: 'Ужин: суббота, 12 июня 2027 г., 19:00–02:00 (часовой пояс «Восточная Европа»)', deadline: 'до 1 мая 2027 г. в 23:59 (часовой пояс «Восточная Европа»)' },
  fr: { event: 'Dîner\u00a0: samedi 12 juin 2027, 19:00–02:00 (heure d’Europe de l’Est)', deadline: 'd’ici le 1er mai 2027 à 23:59 (heure d’Europe de l’Est)' },
};
/** The American reader of the English household of one. */
const AMERICAN = { event: 'Dinner: Saturday, June 12, 2027, 7:00 PM–2:00 AM (Eastern European Time)', deadline: 'by May 1, 2027 at 11:59 PM (Eastern European Time)' };
const datesOf = (locale: Locale, size: Size) => (locale === 'en' && size === 'one' ? AMERICAN : DATES[locale]);

const GREETINGS: Record<Locale, Record<Size, string>> = {
  en: { one: 'Dear Mary Johnson,', four: 'Dear Smith family,' },
  de: { one: 'Hallo Jonas Becker,', four: 'Liebe Familie Weber,' },
  ro: { one: 'Dragă Ioana Marin,', four: 'Dragă familie Popescu,' },
  ru: { one: 'Здравствуйте, Ольга Петрова!', four: 'Дорогая семья Ивановых!' },
  fr: { one: 'Bonjour Élise Martin,', four: 'Chère famille Dupont,' },
};

/** ICU writes narrow and thin no-break spaces in times ("11:59 PM"); French typography is checked where it is written. */
const plain = (text: string) => text.replace(/[\u202f\u2009]/g, ' ');
const textOf = (mail: ReceivedMail) => plain(mail.parsed.text ?? '');
/** The HTML says the same words, escaped as React escapes them. */
const htmlOf = (mail: ReceivedMail) => plain(mail.parsed.html || '').replaceAll('&amp;', '&').replaceAll('&#x27;', '\'').replaceAll('&quot;', '"');

async function site(): Promise<{ app: TestApp; admin: TestClient; clock: ManualClock; guests: Record<Locale, Record<Size, AdminGuest>> }> {
  const clock = manualClock(START);
  const both = await mailTest.signIn({ clock, from: 'Elena & Julian <hello@example.com>' });
  const { admin } = both;
  const title = { ...NO_TEXT, en: 'Dinner', de: 'Abendessen', ro: 'Cina', ru: 'Ужин', fr: 'Dîner' };
  expect((await admin.send('POST', INVITATION_API.events, eventInput({ title, audience: 'everyone' }))).statusCode).toBe(201);
  expect((await admin.send('PUT', INVITATION_API.phase, { phase: 'invitation' })).statusCode).toBe(200);
  expect((await admin.send('PUT', RSVP_API.deadline, { deadline: '2027-05-01T23:59' })).statusCode).toBe(200);
  const guests = {} as Record<Locale, Record<Size, AdminGuest>>;
  for (const locale of LOCALES) {
    guests[locale] = {} as Record<Size, AdminGuest>;
    for (const size of SIZES) {
      const { name, people, phone } = HOUSEHOLDS[locale][size];
      const added = await admin.send('POST', ADMIN_API.guests, { name, language: locale, email: addressOf(locale, size), ...(phone ? { phone } : {}) });
      expect(added.statusCode, added.body).toBe(201);
      const guest = added.json<AdminGuest>();
      const members = people.map((person, index) => ({ ...(index === 0 ? { id: guest.members[0]!.id } : {}), name: person, language: null, child: false }));
      expect((await admin.send('PUT', INVITATION_API.householdMembers(guest.id), { members })).statusCode).toBe(200);
      guests[locale][size] = guest;
    }
  }
  expect(COUPLE).toBe((await admin.get<{ facts: { coupleNames: string } }>('/api/admin/content')).facts.coupleNames);
  // What reaches the guests is read here: the couple's own notices of their answers (on by default) stay off.
  expect((await admin.send('PUT', ANSWER_NOTICES_API.notices, { mode: 'never', to: '', locale: 'en' })).statusCode).toBe(200);
  return { app: both.t, admin, clock, guests };
}

/** Waits for `count` messages while the sender's time goes on, a second per look. */
const arrived = (clock: ManualClock, count: number) =>
  vi.waitFor(() => {
    clock.advance(1_000);
    expect(mailTest.smtp.received).toHaveLength(count);
  }, WAIT);

const mailTo = (locale: Locale, size: Size) => {
  const found = mailTest.smtp.received.filter((mail) => mail.envelope.to.includes(addressOf(locale, size)));
  expect(found, addressOf(locale, size)).toHaveLength(1);
  return found[0]!;
};

/** The words every household e-mail shares: its language, its greeting, its form of address, in the text and the HTML. */
function expectAddressed(mail: ReceivedMail, locale: Locale, size: Size) {
  const [text, html] = [textOf(mail), htmlOf(mail)];
  expect(html).toContain(`<html lang="${locale}">`);
  expect(text).toContain(`${GREETINGS[locale][size]}\n`);
  expect(html).toContain(`>${GREETINGS[locale][size]}</p>`);
  const wrongForm = FORMS[locale]?.[size];
  if (wrongForm) {
    expect(text).not.toMatch(wrongForm);
    expect(mail.parsed.subject).not.toMatch(wrongForm);
  }
  expect(text).not.toMatch(/Dear The |Liebe Die |présent·e|invité·e/u);
}

/** Each of `sentences` in the text and in the HTML. */
function expectSays(mail: ReceivedMail, sentences: string[]) {
  for (const sentence of sentences) {
    expect(textOf(mail)).toContain(sentence);
    expect(htmlOf(mail)).toContain(sentence);
  }
}

const INVITATION: Record<Locale, Record<Size, { subject: string; says: string[] }>> = {
  en: {
    one: { subject: `Invitation to the wedding of ${COUPLE}`, says: ['We would love to celebrate with you. You are invited to:', 'Please let us know by'] },
    four: { subject: `Invitation to the wedding of ${COUPLE}`, says: ['We would love to celebrate with you. You are invited to:', 'Please let us know by'] },
  },
  de: {
    one: { subject: `Einladung zur Hochzeit von ${COUPLE}`, says: [`${COUPLE} laden Sie zu ihrer Hochzeit ein`, 'mit Ihnen zu feiern, und laden Sie herzlich ein:', 'Bitte geben Sie uns bis zum', 'Bescheid, ob Sie kommen können.'] },
    four: { subject: `Einladung zur Hochzeit von ${COUPLE}`, says: [`${COUPLE} laden euch zu ihrer Hochzeit ein`, 'mit euch zu feiern, und laden euch herzlich ein:', 'Bitte gebt uns bis zum', 'Bescheid, ob ihr kommen könnt.'] },
  },
  ro: {
    one: { subject: `Invitație la nuntă: ${COUPLE}`, says: ['împreună cu dumneavoastră. Vă așteptăm la:', 'Linkul dumneavoastră personal de mai jos deschide invitația'] },
    four: { subject: `Invitație la nuntă: ${COUPLE}`, says: ['împreună cu voi. Vă așteptăm la:', 'Linkul vostru personal de mai jos deschide invitația'] },
  },
  ru: {
    one: { subject: `Приглашение на свадьбу: ${COUPLE}`, says: [`${COUPLE} приглашают Вас на свою свадьбу`, 'вместе с Вами. Ждём Вас:', 'сможете ли Вы прийти'] },
    four: { subject: `Приглашение на свадьбу: ${COUPLE}`, says: [`${COUPLE} приглашают вас на свою свадьбу`, 'вместе с вами. Ждём вас:', 'сможете ли вы прийти'] },
  },
  fr: {
    one: { subject: `Invitation au mariage d’${COUPLE}`, says: ['Nous vous attendons pour\u00a0:', `de la part d’${COUPLE}.`] },
    four: { subject: `Invitation au mariage d’${COUPLE}`, says: ['Nous vous attendons pour\u00a0:', `de la part d’${COUPLE}.`] },
  },
};

describe('the invitation, in five languages, to a household of one and of four', () => {
  it('addresses one person as one and four as a family, with the dinner and the deadline as the site writes them', async () => {
    const { admin, clock } = await site();
    expect((await admin.send('POST', HOUSEHOLD_MAIL_API.invitations, { all: true })).statusCode).toBe(202);
    await arrived(clock, 10);
    for (const locale of LOCALES)
      for (const size of SIZES) {
        const mail = mailTo(locale, size);
        const { subject, says } = INVITATION[locale][size];
        expect(mail.parsed.subject).toBe(subject);
        expectAddressed(mail, locale, size);
        expectSays(mail, [...says, datesOf(locale, size).event, datesOf(locale, size).deadline]);
      }
  });
});

const REMINDER: Record<Locale, Record<Size, { subject: string; says: string[] }>> = {
  en: {
    one: { subject: `A reminder from ${COUPLE}: can you come to the wedding?`, says: ['We have not had your answer yet.'] },
    four: { subject: `A reminder from ${COUPLE}: can you come to the wedding?`, says: ['We have not had your answer yet.'] },
  },
  de: {
    one: { subject: `Eine kleine Erinnerung von ${COUPLE}: Kommen Sie zur Hochzeit?`, says: ['Feiern Sie mit uns?', 'wir haben Ihre Antwort noch nicht erhalten.'] },
    four: { subject: `Eine kleine Erinnerung von ${COUPLE}: Kommt ihr zur Hochzeit?`, says: ['Feiert ihr mit uns?', 'wir haben eure Antwort noch nicht erhalten.'] },
  },
  ro: {
    one: { subject: `Un memento de la ${COUPLE}: veniți la nuntă?`, says: ['Încă nu am primit răspunsul dumneavoastră.'] },
    four: { subject: `Un memento de la ${COUPLE}: veniți la nuntă?`, says: ['Încă nu am primit răspunsul vostru.'] },
  },
  ru: {
    one: { subject: `Напоминание от пары ${COUPLE}: Вы придёте на свадьбу?`, says: ['Мы ещё не получили Вашего ответа.'] },
    four: { subject: `Напоминание от пары ${COUPLE}: вы придёте на свадьбу?`, says: ['Мы ещё не получили вашего ответа.'] },
  },
  fr: {
    one: { subject: `Un petit rappel d’${COUPLE}\u00a0: viendrez-vous au mariage\u00a0?`, says: ['Nous n’avons pas encore reçu votre réponse.'] },
    four: { subject: `Un petit rappel d’${COUPLE}\u00a0: viendrez-vous au mariage\u00a0?`, says: ['Nous n’avons pas encore reçu votre réponse.'] },
  },
};

describe('the reminder, in five languages, to a household of one and of four', () => {
  it('addresses one person as one and four as a family, with the deadline and its zone', async () => {
    const { admin, clock } = await site();
    expect((await admin.send('POST', HOUSEHOLD_MAIL_API.reminders, { all: true })).statusCode).toBe(202);
    await arrived(clock, 10);
    for (const locale of LOCALES)
      for (const size of SIZES) {
        const mail = mailTo(locale, size);
        expect(mail.parsed.subject).toBe(REMINDER[locale][size].subject);
        expectAddressed(mail, locale, size);
        expectSays(mail, [...REMINDER[locale][size].says, datesOf(locale, size).deadline]);
      }
  });
});

const CONFIRMATION: Record<Locale, Record<Size, { subject: string; coming: string; says: string[] }>> = {
  en: {
    one: { subject: `Your answer to ${COUPLE}’s invitation`, coming: ': coming', says: ['You can change your answer until May 1, 2027 at 11:59 PM (Eastern European Time).'] },
    four: { subject: `Your answer to ${COUPLE}’s invitation`, coming: ': coming', says: ['You can change your answer until 1 May 2027 at 23:59 (Eastern European Time).'] },
  },
  de: {
    one: { subject: `Ihre Antwort auf die Einladung von ${COUPLE}`, coming: ': kommt', says: ['Danke für Ihre Antwort', 'Sie können Ihre Antwort bis zum 1. Mai 2027 um 23:59 Uhr (Osteuropäische Zeit) ändern.'] },
    four: { subject: `Eure Antwort auf die Einladung von ${COUPLE}`, coming: ': kommt', says: ['Danke für eure Antwort', 'Ihr könnt eure Antwort bis zum 1. Mai 2027 um 23:59 Uhr (Osteuropäische Zeit) ändern.'] },
  },
  ro: {
    one: { subject: `Răspunsul dumneavoastră a ajuns la ${COUPLE}`, coming: ': vine', says: ['Puteți modifica răspunsul până la 1 mai 2027 la 23:59 (ora Europei de Est).'] },
    four: { subject: `Răspunsul vostru a ajuns la ${COUPLE}`, coming: ': vine', says: ['Puteți modifica răspunsul până la 1 mai 2027 la 23:59 (ora Europei de Est).'] },
  },
  ru: {
    one: { subject: `Ваш ответ на приглашение пары ${COUPLE}`, coming: ': придёт', says: ['Спасибо за Ваш ответ', 'Изменить ответ можно до 1 мая 2027 г. в 23:59 (часовой пояс «Восточная Европа»).'] },
    four: { subject: `Ваш ответ на приглашение пары ${COUPLE}`, coming: ': придёт', says: ['Спасибо за ваш ответ', 'Изменить ответ можно до 1 мая 2027 г. в 23:59 (часовой пояс «Восточная Европа»).'] },
  },
  fr: {
    one: { subject: `Votre réponse à l’invitation d’${COUPLE}`, coming: '\u00a0: vient', says: ['Vous pouvez modifier votre réponse jusqu’au 1er mai 2027 à 23:59 (heure d’Europe de l’Est).'] },
    four: { subject: `Votre réponse à l’invitation d’${COUPLE}`, coming: '\u00a0: vient', says: ['Vous pouvez modifier votre réponse jusqu’au 1er mai 2027 à 23:59 (heure d’Europe de l’Est).'] },
  },
};

/** Everyone of the household comes to the dinner, answered through its own link as a guest answers. */
async function answerAll(app: TestApp, guest: AdminGuest): Promise<void> {
  const token = new URL(guest.link!).searchParams.get('token')!;
  const household = clientOf(app, { session: sessionCookieOf(await app.app.inject({ method: 'POST', url: loginPath({ token }) }))! });
  const { form, revision } = await household.get<GuestRsvp>(GUEST_RSVP_API.rsvp);
  const events = Object.fromEntries(form.events.map((event) => [String(event.id), { attending: true, meal: null }]));
  const person = { events, dietary: [], dietaryNote: '', accessibility: '', questions: {} };
  const answer: RsvpAnswer = { members: Object.fromEntries(form.members.map((member) => [String(member.id), person])), extras: [], questions: {}, message: '' };
  const saved = await household.send('PUT', GUEST_RSVP_API.rsvp, { answer, revision });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('the confirmation of an answer, in five languages, to a household of one and of four', () => {
  it('thanks one person as one and four as a family, names who comes, and says until when the answer can change', async () => {
    const { app, clock, guests } = await site();
    for (const locale of LOCALES) for (const size of SIZES) await answerAll(app, guests[locale][size]);
    clock.advance(CONFIRMATION_DELAY_MS);
    await arrived(clock, 10);
    for (const locale of LOCALES)
      for (const size of SIZES) {
        const mail = mailTo(locale, size);
        const { subject, coming, says } = CONFIRMATION[locale][size];
        expect(mail.parsed.subject).toBe(subject);
        expectAddressed(mail, locale, size);
        expectSays(mail, [...says, ...HOUSEHOLDS[locale][size].people.map((person) => `${person}${coming}`)]);
      }
  });
});
