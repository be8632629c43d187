/**
 * The language rule walked through every place that shows a text the couple wrote (issue 37, decision 0052): one
 * event, one meal, one question (its label and a choice) and one section of the venue page, each written in Romanian
 * and English only, on a site whose language of a first visit is Romanian. A reader of each of the five languages
 * must find one name for each thing everywhere: the schedule and the venue page, the answer form and the
 * confirmation the page shows, the calendar file and the subscription feed, the caterer's sheet and the answers'
 * sheet, the invitation and the confirmation e-mails (through a real SMTP conversation) and the couple's notice.
 *
 * The name expected is read from a plain table below, written from docs/product.md's order (the reader's language,
 * the site's, then German and de en ro ru fr), not computed by the code under test. The dashboard's screens are
 * walked in the browser (e2e/language-walk.spec.ts).
 */
import ICAL from 'ical.js';
import { describe, expect, it, vi } from 'vitest';
import { ANSWER_NOTICES_API } from '#common/answer-notices-api';
import { HOUSEHOLD_MAIL_API } from '#common/household-mail-api';
import { GUEST_INVITATION_API, INVITATION_API, type AdminEvent, type GuestInvitation } from '#common/invitation-api';
import { LOCALES, type Locale } from '#common/locales';
import { GUEST_RSVP_API, RSVP_API, sheetIn, type GuestRsvp, type RsvpAnswer } from '#common/rsvp-api';
import { CONTENT_API, type AdminContent } from '#common/site-content';
import type { ReceivedMail } from '../test-support/smtp-test-server';
import { clientOf, type TestClient } from './testing/couple-client';
import { useMailTestApp } from './testing/mail-test-app';
import { eventInput, NO_TEXT } from './testing/event-input';
import { manualClock } from './testing/manual-clock';
import { loginUrl, sessionCookieOf } from './testing/test-app';
import { WRITTEN, type Thing } from '../test-support/two-language-texts';


/**
 * Which of the two languages each reader finds, by the rule with Romanian as the site's language: a reader's own
 * language where the couple wrote it (English), else the site's (Romanian) before German or the five's order.
 */
const FOUND: Record<Locale, 'ro' | 'en'> = { de: 'ro', en: 'en', ro: 'ro', ru: 'ro', fr: 'ro' };
const nameFor = (reader: Locale, thing: Thing) => WRITTEN[thing][FOUND[reader]];
const otherName = (reader: Locale, thing: Thing) => WRITTEN[thing][FOUND[reader] === 'ro' ? 'en' : 'ro'];

/** 12:00 in Bucharest, before the deadline. */
const START = Date.parse('2027-04-01T09:00:00Z');
const WAIT = { timeout: 15_000, interval: 20 };
const COUPLE_ADDRESS = 'couple@example.com';
const addressOf = (reader: Locale) => `family-${reader}@example.com`;

const mailTest = useMailTestApp();

const twoLanguages = (texts: { ro: string; en: string }) => ({ ...NO_TEXT, ...texts });

/** The site in Romanian, the five things written in two languages, and a household (with an address) per language. */
async function wedding() {
  const clock = manualClock(START);
  const signedIn = await mailTest.signIn({ clock });
  const t = signedIn.t;
  const { admin } = signedIn;
  const content = await admin.get<AdminContent>(CONTENT_API.content);
  const facts = await admin.send('PUT', CONTENT_API.facts, { facts: { ...content.facts, defaultLocale: 'ro' }, revision: content.factsRevision });
  expect(facts.statusCode, facts.body).toBe(200);

  const created = await admin.send('POST', INVITATION_API.events, eventInput({ title: twoLanguages(WRITTEN.event), audience: 'everyone' }));
  expect(created.statusCode, created.body).toBe(201);
  const event = created.json<AdminEvent>();
  const meals = await admin.send('PUT', RSVP_API.meals(event.id), { meals: [{ label: twoLanguages(WRITTEN.meal), forChildren: false }] });
  expect(meals.statusCode, meals.body).toBe(200);
  const mealId = meals.json<{ meals: Array<{ id: number }> }>().meals[0]!.id;
  const question = await admin.send('POST', RSVP_API.questions, {
    kind: 'choice',
    scope: 'household',
    eventId: null,
    label: twoLanguages(WRITTEN.question),
    choices: [twoLanguages(WRITTEN.choice), twoLanguages({ ro: 'Cu mașina', en: 'By car' })],
  });
  expect(question.statusCode, question.body).toBe(201);
  const questionId = question.json<{ id: number }>().id;
  const section = await admin.send('POST', `${INVITATION_API.infoSections}?page=venue`, { heading: twoLanguages(WRITTEN.section), body: twoLanguages({ ro: 'Gratuit.', en: 'Free.' }) });
  expect(section.statusCode, section.body).toBe(201);
  expect((await admin.send('PUT', RSVP_API.deadline, { deadline: '2027-05-01T23:59' })).statusCode).toBe(200);
  // The couple hears of each answer in French, a language they wrote nothing in.
  expect((await admin.send('PUT', ANSWER_NOTICES_API.notices, { mode: 'each', to: COUPLE_ADDRESS, locale: 'fr' })).statusCode).toBe(200);

  const households = {} as Record<Locale, { id: number; memberId: number; client: TestClient }>;
  for (const reader of LOCALES) {
    const { guest, token } = t.guests.add(`Family ${reader}`, reader, '', { email: addressOf(reader) });
    const [member] = t.stores.members.replace(guest.id, [{ name: `Guest ${reader}`, language: null, child: false }]) as unknown as [{ id: number }];
    const session = sessionCookieOf(await t.app.inject({ method: 'POST', url: loginUrl({ token }) }))!;
    households[reader] = { id: guest.id, memberId: member.id, client: clientOf(t, { session }) };
  }
  expect((await admin.send('PUT', INVITATION_API.phase, { phase: 'invitation' })).statusCode).toBe(200);
  return { admin, clock, event, mealId, questionId, households };
}
type Wedding = Awaited<ReturnType<typeof wedding>>;

/** Each thing's name found for `reader` in `text`, and never the other language's. */
function expectOneName(text: string, reader: Locale, things: readonly Thing[], where: string) {
  for (const thing of things) {
    expect(text, `${where}, ${thing}, read in ${reader}`).toContain(nameFor(reader, thing));
    expect(text, `${where}, ${thing}, read in ${reader}`).not.toContain(otherName(reader, thing));
  }
}

/** The names a form shows `reader`, as the guest's page reads them: texts[reader], no rule of its own. */
function formNames(form: GuestRsvp['form'], reader: Locale) {
  const [event] = form.events;
  const [question] = form.questions;
  return { event: event!.title[reader], meal: event!.meals[0]!.label[reader], question: question!.label[reader], choice: question!.choices[0]![reader] };
}
const expected = (reader: Locale, things: readonly Thing[]) => Object.fromEntries(things.map((thing) => [thing, nameFor(reader, thing)]));

function answerOf(w: Wedding, reader: Locale): RsvpAnswer {
  const { memberId } = w.households[reader];
  return {
    members: { [memberId]: { events: { [w.event.id]: { attending: true, meal: w.mealId } }, dietary: [], dietaryNote: '', accessibility: '', questions: {} } },
    extras: [],
    message: '',
    questions: { [w.questionId]: '0' },
  };
}

/** The calendar's one event's summary, as a calendar app reads it. */
const summaryOf = (ics: string) => new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!).summary;
const mailsTo = (address: string) => mailTest.smtp.received.filter((mail) => mail.envelope.to.includes(address));
const textOf = (mail: ReceivedMail) => `${mail.parsed.subject}\n${mail.parsed.text}\n${mail.parsed.html || ''}`;

describe('a text the couple wrote in two languages, read by each of the five', () => {
  it('has one name per reader in every place that shows it', async () => {
    const w = await wedding();
    const csvs = { answers: {} as Record<Locale, string>, caterer: {} as Record<Locale, string> };

    // The invitation e-mails go first, one per household, each in its language.
    expect((await w.admin.send('POST', HOUSEHOLD_MAIL_API.invitations, { all: true })).statusCode).toBe(202);
    await vi.waitFor(() => {
      w.clock.advance(1_000);
      expect(mailTest.smtp.received).toHaveLength(LOCALES.length);
    }, WAIT);

    for (const reader of LOCALES) {
      const { client } = w.households[reader];

      // The schedule and the venue page: what the guest's pages read as texts[reader].
      const invitation = await client.get<GuestInvitation>(GUEST_INVITATION_API.invitation);
      expect(invitation.events[0]!.title[reader], `schedule, read in ${reader}`).toBe(nameFor(reader, 'event'));
      expect(invitation.pages.venue![0]!.heading[reader], `venue page, read in ${reader}`).toBe(nameFor(reader, 'section'));

      // The answer form, and the confirmation the page shows from the saved answer's form.
      const things = ['event', 'meal', 'question', 'choice'] as const;
      const form = await client.get<GuestRsvp>(GUEST_RSVP_API.rsvp);
      expect(formNames(form.form, reader), `answer form, read in ${reader}`).toEqual(expected(reader, things));
      const saved = await client.send('PUT', GUEST_RSVP_API.rsvp, { answer: answerOf(w, reader), revision: form.revision });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(formNames(saved.json<GuestRsvp>().form, reader), `confirmation, read in ${reader}`).toEqual(expected(reader, things));

      // The calendar file, asked for in the reader's language, and the household's feed (in its language).
      const file = await client.inject({ method: 'GET', url: `${GUEST_INVITATION_API.eventCalendar(w.event.id)}?locale=${reader}` });
      expect(file.statusCode).toBe(200);
      expect(summaryOf(file.body), `calendar file, read in ${reader}`).toBe(nameFor(reader, 'event'));
      const feed = await mailTest.t.app.inject({ method: 'GET', url: new URL(invitation.subscription!).pathname });
      expect(feed.statusCode).toBe(200);
      expect(summaryOf(feed.body), `calendar feed, read in ${reader}`).toBe(nameFor(reader, 'event'));

      // The couple's sheets, in the language the dashboard asks them in.
      csvs.caterer[reader] = (await w.admin.inject({ method: 'GET', url: sheetIn(RSVP_API.catererCsv(w.event.id), reader) })).body;
      csvs.answers[reader] = (await w.admin.inject({ method: 'GET', url: sheetIn(RSVP_API.answersCsv, reader) })).body;
    }
    for (const reader of LOCALES) {
      expectOneName(csvs.caterer[reader], reader, ['meal'], "caterer's sheet");
      expectOneName(csvs.answers[reader], reader, ['event', 'meal', 'question', 'choice'], "answers' sheet");
    }

    // The confirmations (one per household) and the couple's notices, after their short wait.
    await vi.waitFor(() => {
      w.clock.advance(30_000);
      expect(mailTest.smtp.received).toHaveLength(LOCALES.length * 3);
    }, WAIT);
    for (const reader of LOCALES) {
      const [invitationMail, confirmation, ...more] = mailsTo(addressOf(reader));
      expect(more).toEqual([]);
      expectOneName(textOf(invitationMail!), reader, ['event'], 'invitation e-mail');
      expectOneName(textOf(confirmation!), reader, ['event', 'meal'], 'confirmation e-mail');
      const [attachment] = confirmation!.parsed.attachments;
      expect(summaryOf(attachment!.content.toString('utf8')), `confirmation's calendar file, read in ${reader}`).toBe(nameFor(reader, 'event'));
    }
    const notices = mailsTo(COUPLE_ADDRESS);
    expect(notices).toHaveLength(LOCALES.length);
    for (const notice of notices) expectOneName(textOf(notice), 'fr', ['event'], "the couple's notice");
  });
});
