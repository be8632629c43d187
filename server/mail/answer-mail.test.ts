/**
 * The e-mails an answer brings, against a real SMTP server read back with mailparser (issue 27): the household's
 * confirmation in its language with its answers and a calendar file per event it comes to (read by ical.js), a
 * member with an address of their own in theirs, a change confirmed again, quick saves coalesced into one message,
 * nothing without an address, never a dietary or accessibility text; the couple's notice on each answer (on by
 * default to their own address, issue 36), and their morning summary at 08:00 in the wedding's zone, once, not on a
 * day without answers, not twice across a restart: each naming who comes to what, who does not, and the household's
 * message, never its health data.
 * The site's clock and the sender's are one manual clock; the mail server keeps real time.
 */
import fs from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { describe, expect, it, vi } from 'vitest';
import { ANSWER_NOTICES_API, type AnswerNotices } from '#common/answer-notices-api';
import { INVITATION_API, type AdminEvent, type EventInput } from '#common/invitation-api';
import { OUTBOX_API, type OutboxMessageDetail, type OutboxPage } from '#common/outbox-api';
import { GUEST_RSVP_API, RSVP_API, type GuestRsvp, type RsvpAnswer } from '#common/rsvp-api';
import type { ReceivedMail } from '../../test-support/smtp-test-server';
import { clientOf, type TestApp, type TestClient } from '../testing/couple-client';
import { useMailTestApp } from '../testing/mail-test-app';
import { eventInput, NO_TEXT as none } from '../testing/event-input';
import { manualClock, type ManualClock } from '../testing/manual-clock';
import { loginUrl, makeTempDir, sessionCookieOf } from '../testing/test-app';
import { ANSWER_MAIL_BOUND, CONFIRMATION_DELAY_MS } from './answer-mail';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** 12:00 in Bucharest (UTC+3 in summer), the site's zone. */
const START = Date.parse('2027-04-01T09:00:00Z');
const WAIT = { timeout: 15_000, interval: 20 };
const HEALTH = ['Needs a seat near the door', 'no peanuts please', 'vegetarian', 'nutAllergy'];

const mailTest = useMailTestApp();

async function signInWithLink(app: TestApp, token: string): Promise<TestClient> {
  return clientOf(app, { session: sessionCookieOf(await app.app.inject({ method: 'POST', url: loginUrl({ token }) }))! });
}

/** The site on `dataDir` (started, or started again), sending through the test's mail server on `clock` (or saving files). */
async function site(dataDir: string, clock: ManualClock, { saveOnly = false } = {}) {
  // The test's mail server runs either way: a wedding hands it to the test (w.smtp), which sees nothing arrive.
  await mailTest.startSmtp();
  return mailTest.signIn({ dataDir, clock, perMinute: 60, ...(saveOnly ? { smtp: null } : {}) });
}

/** Waits for a state while the sender's time goes on, a second per look (the pace between messages passes). */
const meanwhile = (clock: ManualClock, assertion: () => unknown) =>
  vi.waitFor(async () => {
    clock.advance(1_000);
    await assertion();
  }, WAIT);

/**
 * A dinner with meals and a brunch; the Popescu family (Romanian, with an address), Olga of it with her own (Russian).
 * `noticesOff`: the couple turned the notices of answers off (they are on by default, to MAIL_FROM's address).
 */
async function wedding({ dataDir = makeTempDir(), clock = manualClock(START), email = 'popescu@example.com', saveOnly = false, noticesOff = false } = {}) {
  const { admin } = await site(dataDir, clock, { saveOnly });
  const t = mailTest.t;
  if (noticesOff) expect((await admin.send('PUT', ANSWER_NOTICES_API.notices, { mode: 'never', to: '', locale: 'en' })).statusCode).toBe(200);
  const create = async (input: EventInput) => (await admin.send('POST', INVITATION_API.events, input)).json() as AdminEvent;
  const dinner = await create(eventInput({ title: { ...none, en: 'Dinner', ro: 'Cina', ru: 'Ужин' }, startsAt: '2027-06-12T19:00' }));
  const brunch = await create(eventInput({ title: { ...none, en: 'Brunch', ro: 'Brunch de duminică' }, startsAt: '2027-06-13T11:00', endsAt: '2027-06-13T13:00' }));
  const meals = await admin.send('PUT', RSVP_API.meals(dinner.id), {
    meals: [
      { label: { ...none, en: 'Fish', ro: 'Pește', ru: 'Рыба' }, forChildren: false },
      { label: { ...none, en: 'Vegetarian', ro: 'Vegetarian', ru: 'Вегетарианское' }, forChildren: false },
    ],
  });
  const [fish, veggie] = (meals.json() as { meals: Array<{ id: number }> }).meals as [{ id: number }, { id: number }];
  expect((await admin.send('PUT', RSVP_API.deadline, { deadline: '2027-04-20T23:59' })).statusCode).toBe(200);
  const popescu = t.guests.add('Familia Popescu', 'ro', '', { email });
  const [ana, olga] = t.stores.members.replace(popescu.guest.id, [
    { name: 'Ana Popescu', language: null, child: false },
    { name: 'Olga Petrovna', language: 'ru', child: false },
  ]) as unknown as [{ id: number }, { id: number }];
  t.stores.contacts.set(popescu.guest.id, olga.id, { email: 'olga@example.com' });
  await admin.send('PUT', INVITATION_API.householdInvitation(popescu.guest.id), { allEvents: true, eventIds: [], extraGuests: 0 });
  expect((await admin.send('PUT', INVITATION_API.phase, { phase: 'invitation' })).statusCode).toBe(200);
  const family = await signInWithLink(t, popescu.token);
  return { admin, clock, dinner, brunch, fish, veggie, popescu, ana, olga, family, smtp: mailTest.smtp, dataDir };
}
type W = Awaited<ReturnType<typeof wedding>>;

const person = (events: RsvpAnswer['members'][string]['events'], extra: Partial<RsvpAnswer['members'][string]> = {}) => ({ events, dietary: [], dietaryNote: '', accessibility: '', questions: {}, ...extra });

/** Ana comes to the dinner (vegetarian, with a nut allergy), Olga too (fish, needs a seat by the door); neither to the brunch. */
function answerOf(w: W, olgaComes = true): RsvpAnswer {
  const [dinner, brunch] = [String(w.dinner.id), String(w.brunch.id)];
  return {
    members: {
      [w.ana.id]: person({ [dinner]: { attending: true, meal: w.veggie.id }, [brunch]: { attending: false, meal: null } }, { dietary: ['vegetarian', 'nutAllergy'], dietaryNote: 'no peanuts please' }),
      [w.olga.id]: person({ [dinner]: { attending: olgaComes, meal: olgaComes ? w.fish.id : null }, [brunch]: { attending: false, meal: null } }, { accessibility: 'Needs a seat near the door' }),
    },
    extras: [],
    message: 'Abia așteptăm!',
    questions: {},
  };
}

async function save(w: W, answer: RsvpAnswer): Promise<GuestRsvp> {
  const { revision } = await w.family.get<GuestRsvp>(GUEST_RSVP_API.rsvp);
  const saved = await w.family.send('PUT', GUEST_RSVP_API.rsvp, { answer, revision });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json<GuestRsvp>();
}

const outbox = (admin: TestClient) => admin.get<OutboxPage>(OUTBOX_API.outbox);
const to = (address: string) => mailTest.smtp.received.filter((mail) => mail.envelope.to[0] === address);
const calendarsOf = (mail: ReceivedMail) =>
  mail.parsed.attachments.map((file) => {
    expect(file.contentType).toBe('text/calendar');
    return new ICAL.Component(ICAL.parse(file.content.toString('utf8'))).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  });

function expectNoHealthData(mail: ReceivedMail) {
  for (const text of HEALTH) {
    expect(mail.parsed.text, text).not.toContain(text);
    expect(mail.parsed.html || '', text).not.toContain(text);
    expect(mail.raw, text).not.toContain(text);
  }
}

describe('the confirmation', () => {
  it('arrives in the household’s language with its answers and a calendar file for each event it comes to', async () => {
    const w = await wedding({ noticesOff: true });
    await save(w, answerOf(w));
    // It waits a little for a change, then goes.
    expect((await outbox(w.admin)).counts.queued).toBe(2);
    w.clock.advance(CONFIRMATION_DELAY_MS);
    await meanwhile(w.clock, () => expect(w.smtp.received).toHaveLength(2));

    const [ro] = to('popescu@example.com') as [ReceivedMail];
    const couple = mailTest.t.stores.content.facts().facts.coupleNames;
    expect(ro.parsed.subject).toBe(`Răspunsul vostru a ajuns la ${couple}`);
    expect(ro.parsed.html).toContain('<html lang="ro">');
    expect(ro.parsed.text).toContain('Ana Popescu: vine, meniu: Vegetarian');
    expect(ro.parsed.text).toContain('Olga Petrovna: vine, meniu: Pește');
    expect(ro.parsed.text).toContain('Ana Popescu: nu vine');
    expect(ro.parsed.text).toMatch(/Puteți modifica răspunsul până la .*20 aprilie 2027.*23:59/);
    expect(ro.parsed.text).toContain(`token=${w.popescu.token}`);
    expectNoHealthData(ro);
    expect(ro.parsed.text).not.toContain('Abia așteptăm');
    // The dinner only: nobody comes to the brunch. 19:00 in Bucharest is 16:00 UTC.
    const calendars = calendarsOf(ro);
    expect(calendars).toHaveLength(1);
    expect(calendars[0]!.map((e) => [e.summary, e.startDate.toJSDate().toISOString()])).toEqual([['Cina', '2027-06-12T16:00:00.000Z']]);

    const [ru] = to('olga@example.com') as [ReceivedMail];
    expect(ru.parsed.subject).toBe(`Ваш ответ на приглашение пары ${couple}`);
    expect(ru.parsed.text).toContain('Olga Petrovna: придёт, блюдо: Рыба');
    expect(calendarsOf(ru)[0]!.map((e) => e.summary)).toEqual(['Ужин']);
    expectNoHealthData(ru);
  });

  it('goes to the same people as the invitation: each address once, each member’s link opening the site in their language', async () => {
    const w = await wedding({ noticesOff: true });
    // Ana reads the household's language and has an address of her own: she gets her own, as she gets the invitation.
    mailTest.t.stores.contacts.set(w.popescu.guest.id, w.ana.id, { email: 'ana@example.com' });
    await save(w, answerOf(w));
    w.clock.advance(CONFIRMATION_DELAY_MS);
    await meanwhile(w.clock, () => expect(w.smtp.received).toHaveLength(3));
    const langOf = (address: string) => new URL(/https:\/\/\S+\/login\?\S+/.exec(to(address)[0]!.parsed.text ?? '')![0]).searchParams.get('lang');
    expect(w.smtp.received.map((mail) => [mail.envelope.to[0], langOf(mail.envelope.to[0]!)]).sort()).toEqual([
      ['ana@example.com', 'ro'],
      ['olga@example.com', 'ru'],
      ['popescu@example.com', 'ro'],
    ]);
    expect(to('ana@example.com')[0]!.parsed.to).toMatchObject({ value: [{ address: 'ana@example.com', name: 'Ana Popescu' }] });
  });

  it('is sent again after a change; two quick saves make one message, with the last answer', async () => {
    const w = await wedding({ noticesOff: true });
    await save(w, answerOf(w));
    w.clock.advance(60_000);
    await save(w, answerOf(w, false));
    const page = await outbox(w.admin);
    expect(page.counts.queued).toBe(2);
    expect(page.messages.filter((m) => m.to.address === 'popescu@example.com')).toHaveLength(1);
    // The replaced one waits its delay again from the last save.
    w.clock.advance(CONFIRMATION_DELAY_MS - 1);
    expect(w.smtp.received).toHaveLength(0);
    w.clock.advance(1);
    await meanwhile(w.clock, () => expect(w.smtp.received).toHaveLength(2));
    const [first] = to('popescu@example.com') as [ReceivedMail];
    expect(first.parsed.text).toContain('Olga Petrovna: nu vine');
    expect(first.parsed.text).not.toContain('Olga Petrovna: vine');

    // Later, once sent, a change is a new confirmation.
    w.clock.advance(HOUR);
    await save(w, answerOf(w, true));
    w.clock.advance(CONFIRMATION_DELAY_MS);
    await meanwhile(w.clock, () => expect(to('popescu@example.com')).toHaveLength(2));
    expect(to('popescu@example.com')[1]!.parsed.text).toContain('Olga Petrovna: vine, meniu: Pește');
  });

  it('is saved with its calendar file in the .eml when no mail server is set', async () => {
    const w = await wedding({ saveOnly: true });
    await save(w, answerOf(w));
    w.clock.advance(CONFIRMATION_DELAY_MS);
    let saved: OutboxMessageDetail[] = [];
    await meanwhile(w.clock, async () => {
      const page = await outbox(w.admin);
      saved = await Promise.all(page.messages.map((m) => w.admin.get<OutboxMessageDetail>(OUTBOX_API.message(m.id))));
      expect(saved.map((m) => m.state)).toEqual(['saved', 'saved']);
    });
    const eml = await simpleParser(fs.readFileSync(path.join(mailTest.t.dataDir, saved.find((m) => m.to.address === 'popescu@example.com')!.file!)));
    expect(eml.attachments.map((file) => [file.filename, file.contentType])).toEqual([[`event-${w.dinner.id}.ics`, 'text/calendar']]);
    expect(calendarsOf({ parsed: eml } as ReceivedMail)[0]!.map((e) => e.startDate.toJSDate().toISOString())).toEqual(['2027-06-12T16:00:00.000Z']);
  });

  it('is not queued for a household without an address, and the answer is saved all the same', async () => {
    const w = await wedding({ email: '', noticesOff: true });
    mailTest.t.stores.contacts.set(w.popescu.guest.id, w.olga.id, { email: '' });
    const saved = await save(w, answerOf(w));
    expect(saved.revision).toBe(1);
    expect((await outbox(w.admin)).total).toBe(0);
  });
});

const setNotices = (admin: TestClient, body: unknown) => admin.send('PUT', ANSWER_NOTICES_API.notices, body);

describe('a household that saves all day', () => {
  it('brings each of its readers, and the couple, at most one e-mail an hour and four a day, the last with its last answer', async () => {
    const w = await wedding();
    expect((await setNotices(w.admin, { mode: 'each', to: 'couple@example.com', locale: 'en' })).statusCode).toBe(200);
    const addresses = ['couple@example.com', 'olga@example.com', 'popescu@example.com'];
    /** Lets the sender finish what the last move of the clock started: nothing left being handed over. */
    const settled = () => vi.waitFor(async () => expect((await outbox(w.admin)).counts.sending).toBe(0), WAIT);
    // A save every quarter of an hour for a day: four an hour (within the save budget, and each past the two minutes
    // of coalescing), so that every hour has answers to tell.
    let saves = 0;
    while (w.clock.now() < START + DAY) {
      await save(w, answerOf(w, saves % 2 === 0));
      saves++;
      w.clock.advance(15 * 60_000);
      await settled();
    }
    expect(saves).toBe(96);
    const page = await w.admin.get<OutboxPage>(`${OUTBOX_API.outbox}?offset=0`);
    const sent = page.messages.filter((m) => m.state === 'sent');
    expect(sent.map((m) => m.to.address).sort()).toEqual(addresses.flatMap((address) => Array<string>(4).fill(address)));
    expect(w.smtp.received).toHaveLength(12);
    const timesOf = (address: string) => sent.filter((m) => m.to.address === address).map((m) => m.finishedAt!).sort((a, b) => a - b);
    for (const address of addresses) {
      const times = timesOf(address);
      for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!, address).toBeGreaterThanOrEqual(ANSWER_MAIL_BOUND.gapMs);
    }
    // Each reader's fifth waits, with the latest answer in it, until the first of their four is a day old.
    expect(page.messages.filter((m) => m.state === 'queued').map((m) => m.to.address).sort()).toEqual(addresses);
    const firsts = addresses.map((address) => timesOf(address)[0]!);
    w.clock.advance(Math.min(...firsts) + DAY - w.clock.now() - 1);
    await settled();
    expect(w.smtp.received).toHaveLength(12);
    w.clock.advance(Math.max(...firsts) + DAY - w.clock.now());
    await meanwhile(w.clock, () => expect(w.smtp.received).toHaveLength(15));
    const lastSaid = saves % 2 === 1 ? 'Olga Petrovna: vine, meniu: Pește' : 'Olga Petrovna: nu vine';
    expect(to('popescu@example.com').at(-1)!.parsed.text).toContain(lastSaid);
    // 96 saves, each a request and a look at the outbox: 1 to 2 s on a quiet two-core machine.
  }, 90_000);
});

describe('the couple told of answers', () => {
  it('each answer as it comes: who comes to what and who does not, their message, the counts, in the dashboard’s language, no health data', async () => {
    const w = await wedding();
    expect((await setNotices(w.admin, { mode: 'each', to: ' couple@example.com ', locale: 'en' })).json()).toEqual({ mode: 'each', to: 'couple@example.com', locale: 'en' });
    await save(w, answerOf(w));
    // It waits as the household's confirmation does, for a change that would make it say something else.
    w.clock.advance(CONFIRMATION_DELAY_MS);
    await meanwhile(w.clock, () => expect(to('couple@example.com')).toHaveLength(1));
    const [notice] = to('couple@example.com') as [ReceivedMail];
    expect(notice.parsed.subject).toBe('Familia Popescu answered');
    expect(notice.parsed.text).toContain('- Dinner — coming: Ana Popescu and Olga Petrovna\n- Brunch — not coming: Ana Popescu and Olga Petrovna\n- Their message: “Abia așteptăm!”');
    expect(notice.parsed.html).toContain('<li>Their message: “Abia așteptăm!”</li>');
    expect(notice.parsed.text).toContain('Dinner: 2 coming, 0 not coming, 0 not answered yet');
    expect(notice.parsed.text).toContain('Brunch: 0 coming, 2 not coming, 0 not answered yet');
    expect(notice.parsed.text).toContain('change it in the settings: https://wedding.example/admin/settings');
    expectNoHealthData(notice);
    // A change within the hour is told once the hour since the last notice has passed.
    await save(w, answerOf(w, false));
    w.clock.advance(HOUR - CONFIRMATION_DELAY_MS - 2_000);
    expect(to('couple@example.com')).toHaveLength(1);
    await meanwhile(w.clock, () => expect(to('couple@example.com')).toHaveLength(2));
    const [, changed] = to('couple@example.com') as [ReceivedMail, ReceivedMail];
    expect(changed.parsed.subject).toBe('Familia Popescu changed their answer');
    expect(changed.parsed.text).toContain('Dinner: 1 coming, 1 not coming, 0 not answered yet');
    expect(changed.parsed.text).toContain('- Dinner — coming: Ana Popescu; not coming: Olga Petrovna');
    expectNoHealthData(changed);
  });

  it('are on by default, to the couple’s own address once it is known, and off with one choice', async () => {
    const w = await wedding();
    // Before any choice: each answer, to MAIL_FROM's address, in the site's language.
    expect(await w.admin.get<AnswerNotices>(ANSWER_NOTICES_API.notices)).toEqual({ mode: 'each', to: 'hello@example.com', locale: 'de' });
    await save(w, answerOf(w));
    w.clock.advance(CONFIRMATION_DELAY_MS);
    await meanwhile(w.clock, () => expect(to('hello@example.com')).toHaveLength(1));
    const [notice] = to('hello@example.com') as [ReceivedMail];
    expect(notice.parsed.subject).toBe('Familia Popescu hat geantwortet');
    expect(notice.parsed.text).toContain('Die Nachricht des Haushalts: „Abia așteptăm!“');
    expect(notice.parsed.text).toContain('in den Einstellungen unter https://wedding.example/admin/settings');
    expectNoHealthData(notice);

    // Turned off: the next answer brings the household's confirmations and nothing to the couple.
    expect((await setNotices(w.admin, { mode: 'never', to: 'hello@example.com', locale: 'de' })).statusCode).toBe(200);
    await save(w, answerOf(w, false));
    w.clock.advance(2 * HOUR);
    await meanwhile(w.clock, () => expect(to('olga@example.com')).toHaveLength(2));
    expect((await outbox(w.admin)).messages.filter((m) => m.kind === 'answer-notice')).toHaveLength(1);
    expect(to('hello@example.com')).toHaveLength(1);
  });

  it('have nobody to go to, and are off, while the couple’s address is unknown', async () => {
    const w = await wedding({ saveOnly: true });
    expect(await w.admin.get<AnswerNotices>(ANSWER_NOTICES_API.notices)).toEqual({ mode: 'never', to: '', locale: 'de' });
    await save(w, answerOf(w));
    expect((await outbox(w.admin)).messages.map((m) => m.kind)).toEqual(['confirmation', 'confirmation']);
  });

  it('a summary each morning at 08:00 in the wedding’s zone: once, not on a day without answers, not twice across a restart', async () => {
    const clock = manualClock(START);
    const w = await wedding({ clock });
    expect((await setNotices(w.admin, { mode: 'daily', to: 'couple@example.com', locale: 'fr' })).statusCode).toBe(200);
    clock.advance(60_000);
    await save(w, answerOf(w));
    w.clock.advance(CONFIRMATION_DELAY_MS);
    await meanwhile(clock, () => expect(w.smtp.received).toHaveLength(2));
    // 08:00 in Bucharest on 2 April is 05:00 UTC.
    const morning = Date.parse('2027-04-02T05:00:00Z');
    clock.advance(morning - 1 - clock.now());
    expect(clock.pending()).toContain(morning);
    expect(to('couple@example.com')).toHaveLength(0);
    clock.advance(1);
    await meanwhile(clock, () => expect(to('couple@example.com')).toHaveLength(1));
    const [summary] = to('couple@example.com') as [ReceivedMail];
    expect(summary.parsed.subject).toBe('Réponses\u00a0: un foyer a répondu');
    expect(summary.parsed.text).toContain(
      'Familia Popescu (nouvelle réponse)\n- Dinner – présents\u00a0: Ana Popescu et Olga Petrovna\n- Brunch – absents\u00a0: Ana Popescu et Olga Petrovna\n- Leur message\u00a0: «\u00a0Abia așteptăm!\u00a0»',
    );
    expect(summary.parsed.text).toContain('Dinner\u00a0: présents 2, absents 0, sans réponse 0');
    expectNoHealthData(summary);

    // A restart the same morning sends nothing again; the next morning had no answer: nothing either.
    await mailTest.closeApp();
    const again = await site(w.dataDir, clock);
    clock.advance(DAY);
    expect(clock.pending()).toContain(morning + 2 * DAY);
    const summaries = (await outbox(again.admin)).messages.filter((m) => m.kind === 'answer-summary');
    expect(summaries).toHaveLength(1);
    expect(to('couple@example.com')).toHaveLength(1);
  });

  it('a summary missed while the server was down goes when it starts', async () => {
    const clock = manualClock(START);
    const w = await wedding({ clock });
    await setNotices(w.admin, { mode: 'daily', to: 'couple@example.com', locale: 'en' });
    clock.advance(60_000);
    await save(w, answerOf(w));
    await mailTest.closeApp();
    clock.advance(DAY);
    await site(w.dataDir, clock);
    await meanwhile(clock, () => expect(to('couple@example.com')).toHaveLength(1));
    expect(to('couple@example.com')[0]!.parsed.text).toContain('Familia Popescu (new answer)\n- Dinner — coming: Ana Popescu and Olga Petrovna');
    expectNoHealthData(to('couple@example.com')[0]!);
  });
});

describe('the setting', () => {
  it('refuses a guest’s session, none and another site', async () => {
    const signedIn = await mailTest.signIn({ clock: manualClock(START), smtp: null });
    const t = signedIn.t;
    const body = { mode: 'each', to: 'eve@example.com', locale: 'en' };
    expect((await signedIn.guest.send('PUT', ANSWER_NOTICES_API.notices, body)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: ANSWER_NOTICES_API.notices, cookies: signedIn.guest.cookies })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: ANSWER_NOTICES_API.notices, payload: body })).statusCode).toBe(401);
    const crossSite = await t.app.inject({ method: 'PUT', url: ANSWER_NOTICES_API.notices, payload: body, cookies: signedIn.admin.cookies, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    expect((await signedIn.admin.get<AnswerNotices>(ANSWER_NOTICES_API.notices)).mode).toBe('never');
  });

  it('says what is wrong with the address, and refuses a body of the wrong shape, saving nothing', async () => {
    const signedIn = await mailTest.signIn({ clock: manualClock(START), smtp: null });
    const { admin } = signedIn;
    for (const [body, code] of [
      [{ mode: 'each', to: '', locale: 'en' }, 'empty'],
      [{ mode: 'daily', to: '   ', locale: 'en' }, 'empty'],
      [{ mode: 'each', to: 'not an address', locale: 'en' }, 'invalid'],
      [{ mode: 'never', to: 'a@b', locale: 'en' }, 'invalid'],
      [{ mode: 'each', to: 'ana@example.com\r\nBcc: eve@example.com', locale: 'en' }, 'invalid'],
    ] as const) {
      const refused = await setNotices(admin, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect(refused.json()).toEqual({ error: 'Invalid', problems: [{ field: 'to', code }] });
    }
    for (const body of [{}, { mode: 'weekly', to: '', locale: 'en' }, { mode: 'never', to: '', locale: 'es' }, { mode: 'never', to: 7, locale: 'en' }, { mode: 'never', to: '', locale: 'en', extra: 1 }]) {
      expect((await setNotices(admin, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await admin.get<AnswerNotices>(ANSWER_NOTICES_API.notices)).toEqual({ mode: 'never', to: '', locale: 'de' });
    expect((await setNotices(admin, { mode: 'never', to: '', locale: 'ru' })).json()).toEqual({ mode: 'never', to: '', locale: 'ru' });
  });
});
