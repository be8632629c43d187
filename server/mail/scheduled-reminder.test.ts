/**
 * The scheduled reminder (issue 36) through the couple's routes over app.inject(), sent to a real SMTP server and read
 * back with mailparser, on a clock the test moves: it leaves at 10:00 on the venue's clock N days before the
 * deadline's day, once, to those the "remind all" button would reach; a restart neither sends it again nor loses it;
 * one missed while the server was down goes when it starts, unless the deadline has passed; a moved deadline moves
 * it; what cannot be scheduled is said; and who may set it.
 */
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_API } from '#common/admin-api';
import type { AdminGuest } from '#common/guest-list-api';
import { INVITATION_API } from '#common/invitation-api';
import { OUTBOX_API, type OutboxPage } from '#common/outbox-api';
import { REMINDER_SCHEDULE_API, type ReminderSchedule } from '#common/reminder-schedule-api';
import { RSVP_API, type AdminHouseholdRsvp } from '#common/rsvp-api';
import type { TestClient } from '../testing/couple-client';
import { useMailTestApp } from '../testing/mail-test-app';
import { eventInput, NO_TEXT } from '../testing/event-input';
import { manualClock, type ManualClock } from '../testing/manual-clock';
import { makeTempDir } from '../testing/test-app';

/** 09:00 in Bucharest (UTC+3 in summer), where the wedding is. */
const START = Date.parse('2027-04-01T06:00:00Z');
/** The deadline, 20 April at 23:59 in Bucharest; a week before its day at 10:00 there is 13 April, 07:00 UTC. */
const DEADLINE = '2027-04-20T23:59';
const WEEK_BEFORE = Date.parse('2027-04-13T07:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WAIT = { timeout: 15_000, interval: 20 };

const mailTest = useMailTestApp();

/** The site on `dataDir` (started, or started again), sending through the test's mail server on `clock`. */
async function site(dataDir: string, clock: ManualClock) {
  return mailTest.signIn({ dataDir, clock });
}

/**
 * A dinner for everyone, a deadline, and four households: Ana (Romanian) and Bob (English) with an address, Carol
 * who has answered, Dan with a phone only.
 */
async function wedding() {
  const dataDir = makeTempDir();
  const clock = manualClock(START);
  const { admin, guest } = await site(dataDir, clock);
  expect((await admin.send('POST', INVITATION_API.events, eventInput({ title: { ...NO_TEXT, en: 'Dinner', ro: 'Cina' }, audience: 'everyone' }))).statusCode).toBe(201);
  expect((await admin.send('PUT', INVITATION_API.phase, { phase: 'invitation' })).statusCode).toBe(200);
  expect((await admin.send('PUT', RSVP_API.deadline, { deadline: DEADLINE })).statusCode).toBe(200);
  const add = async (body: object) => (await admin.send('POST', ADMIN_API.guests, { language: null, ...body })).json<AdminGuest>();
  await add({ name: 'Ana', language: 'ro', email: 'ana@exemplu.ro' });
  await add({ name: 'Bob', language: 'en', email: 'bob@example.com' });
  const carol = await add({ name: 'Carol', language: 'fr', email: 'carol@exemple.fr' });
  await add({ name: 'Dan', language: 'en', phone: '+40722123456' });
  const { form } = await admin.get<AdminHouseholdRsvp>(RSVP_API.household(carol.id));
  const person = { events: { [String(form.events[0]!.id)]: { attending: true, meal: null } }, dietary: [], dietaryNote: '', accessibility: '', questions: {} };
  const answer = { members: { [String(form.members[0]!.id)]: person }, extras: [], questions: {}, message: '' };
  expect((await admin.send('PUT', RSVP_API.household(carol.id), { answer, revision: 0 })).statusCode).toBe(200);
  return { dataDir, clock, admin, guest };
}

const scheduleOf = async (admin: TestClient) => (await admin.get<{ schedule: ReminderSchedule | null }>(REMINDER_SCHEDULE_API.schedule)).schedule;
const setSchedule = (admin: TestClient, body: unknown) => admin.send('PUT', REMINDER_SCHEDULE_API.schedule, body);
const reminders = async (admin: TestClient) => (await admin.get<OutboxPage>(OUTBOX_API.outbox)).messages.filter((m) => m.kind === 'reminder');
const remindersReceived = () => mailTest.smtp.received.filter((mail) => ['ana@exemplu.ro', 'bob@example.com'].includes(mail.envelope.to[0]!)).map((mail) => mail.envelope.to[0]).sort();

/** Waits for a state while the sender's time goes on, a second per look. */
const meanwhile = (clock: ManualClock, assertion: () => unknown) =>
  vi.waitFor(async () => {
    clock.advance(1_000);
    await assertion();
  }, WAIT);

describe('the scheduled reminder', () => {
  it('leaves at 10:00 on the venue’s clock N days before the deadline’s day, once, even across a restart', async () => {
    const w = await wedding();
    const set = await setSchedule(w.admin, { daysBefore: 7 });
    expect(set.statusCode, set.body).toBe(200);
    const waiting = { daysBefore: 7, at: WEEK_BEFORE, timeZone: 'Europe/Bucharest', done: null };
    expect(set.json()).toEqual({ schedule: waiting });
    expect(await scheduleOf(w.admin)).toEqual(waiting);

    // A restart while it waits keeps it.
    await mailTest.closeApp();
    let { admin } = await site(w.dataDir, w.clock);
    w.clock.advance(WEEK_BEFORE - 1 - w.clock.now());
    expect(await reminders(admin)).toEqual([]);
    expect(await scheduleOf(admin)).toEqual(waiting);

    w.clock.advance(1);
    const queued = await reminders(admin);
    // Ana and Bob: Carol has answered, Dan has no address.
    expect(queued.map((m) => m.to.address).sort()).toEqual(['ana@exemplu.ro', 'bob@example.com']);
    expect(await scheduleOf(admin)).toEqual({ ...waiting, done: { at: WEEK_BEFORE, households: 2, messages: 2, late: false } });
    await meanwhile(w.clock, () => expect(remindersReceived()).toEqual(['ana@exemplu.ro', 'bob@example.com']));
    expect(mailTest.smtp.received.find((mail) => mail.envelope.to[0] === 'ana@exemplu.ro')!.parsed.subject).toMatch(/^Un memento de la /);

    // Started again the same day, and two days on: nothing goes again.
    await mailTest.closeApp();
    ({ admin } = await site(w.dataDir, w.clock));
    w.clock.advance(2 * DAY);
    expect(await reminders(admin)).toHaveLength(2);
    expect(remindersReceived()).toHaveLength(2);
    expect((await scheduleOf(admin))?.done?.households).toBe(2);
  });

  it('missed while the server was down, goes when it starts; after the deadline, is recorded late and not sent', async () => {
    const w = await wedding();
    expect((await setSchedule(w.admin, { daysBefore: 7 })).statusCode).toBe(200);
    await mailTest.closeApp();
    w.clock.advance(WEEK_BEFORE + 5 * HOUR - w.clock.now());
    let { admin } = await site(w.dataDir, w.clock);
    expect((await scheduleOf(admin))?.done).toEqual({ at: WEEK_BEFORE + 5 * HOUR, households: 2, messages: 2, late: false });
    await meanwhile(w.clock, () => expect(remindersReceived()).toHaveLength(2));

    // Scheduled again, then the server is down until after the deadline.
    expect((await setSchedule(admin, { daysBefore: 2 })).statusCode).toBe(200);
    await mailTest.closeApp();
    const after = Date.parse('2027-04-21T06:00:00Z');
    w.clock.advance(after - w.clock.now());
    ({ admin } = await site(w.dataDir, w.clock));
    expect((await scheduleOf(admin))?.done).toEqual({ at: after, households: 0, messages: 0, late: true });
    expect(await reminders(admin)).toHaveLength(2);
  });

  it('moves with the deadline, and a removed one never goes', async () => {
    const w = await wedding();
    expect((await setSchedule(w.admin, { daysBefore: 7 })).statusCode).toBe(200);
    expect((await w.admin.send('PUT', RSVP_API.deadline, { deadline: '2027-04-25T12:00' })).statusCode).toBe(200);
    const later = Date.parse('2027-04-18T07:00:00Z');
    expect((await scheduleOf(w.admin))?.at).toBe(later);
    w.clock.advance(later - HOUR - w.clock.now());
    expect(await reminders(w.admin)).toEqual([]);
    w.clock.advance(HOUR);
    expect(await reminders(w.admin)).toHaveLength(2);

    // Another site, its schedule removed before its moment: nothing.
    await mailTest.closeApp();
    const again = await wedding();
    expect((await setSchedule(again.admin, { daysBefore: 3 })).statusCode).toBe(200);
    expect((await again.admin.send('DELETE', REMINDER_SCHEDULE_API.schedule)).json()).toEqual({ schedule: null });
    again.clock.advance(10 * DAY);
    expect(await reminders(again.admin)).toEqual([]);
  });

  it('says when there is no deadline to count from or the moment has passed, and refuses a body of the wrong shape', async () => {
    const w = await wedding();
    // 19 days before 20 April is 1 April at 10:00: an hour from now. 20 days before has passed.
    expect((await setSchedule(w.admin, { daysBefore: 19 })).statusCode).toBe(200);
    const past = await setSchedule(w.admin, { daysBefore: 20 });
    expect(past.statusCode).toBe(422);
    expect(past.json()).toEqual({ error: 'Invalid', problems: [{ field: 'daysBefore', code: 'past' }] });
    for (const body of [{}, { daysBefore: 0 }, { daysBefore: 91 }, { daysBefore: 1.5 }, { daysBefore: '7' }, { daysBefore: 7, extra: 1 }]) {
      expect((await setSchedule(w.admin, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await scheduleOf(w.admin))?.daysBefore).toBe(19);

    expect((await w.admin.send('PUT', RSVP_API.deadline, { deadline: null })).statusCode).toBe(200);
    const none = await setSchedule(w.admin, { daysBefore: 7 });
    expect(none.json()).toEqual({ error: 'Invalid', problems: [{ field: 'daysBefore', code: 'noDeadline' }] });
    // The one set waits for a deadline: no moment to say, nothing sent.
    expect(await scheduleOf(w.admin)).toEqual({ daysBefore: 19, at: null, timeZone: 'Europe/Bucharest', done: null });
    w.clock.advance(2 * DAY);
    expect(await reminders(w.admin)).toEqual([]);
  });

  it('refuses a guest’s session, none and another site', async () => {
    const w = await wedding();
    for (const method of ['PUT', 'DELETE'] as const) {
      const payload = method === 'PUT' ? { daysBefore: 7 } : undefined;
      expect((await w.guest.send(method, REMINDER_SCHEDULE_API.schedule, payload)).statusCode).toBe(401);
      expect((await mailTest.t.app.inject({ method, url: REMINDER_SCHEDULE_API.schedule, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
      const crossSite = await mailTest.t.app.inject({
        method,
        url: REMINDER_SCHEDULE_API.schedule,
        ...(payload ? { payload } : {}),
        cookies: w.admin.cookies,
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(crossSite.statusCode).toBe(403);
    }
    expect((await mailTest.t.app.inject({ method: 'GET', url: REMINDER_SCHEDULE_API.schedule, cookies: w.guest.cookies })).statusCode).toBe(401);
    expect(await scheduleOf(w.admin)).toBeNull();
  });
});
