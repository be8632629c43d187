/**
 * The site's bound of MAIL_PER_DAY (issue 36, docs/decisions/0048) against a real SMTP server (test-support/
 * smtp-test-server.ts), over app.inject(), the site's and the sender's time one manual clock: past the bound nothing
 * more leaves, the E-mails screen's status says until when, the waiting messages leave once the oldest of the last 24
 * hours is a day old, and then the couple's invitations go before the confirmations that guests' answers brought.
 * The mail server keeps real time.
 */
import { describe, expect, it, vi } from 'vitest';
import { ANSWER_NOTICES_API } from '#common/answer-notices-api';
import { HOUSEHOLD_MAIL_API, type MailSendResult } from '#common/household-mail-api';
import { INVITATION_API } from '#common/invitation-api';
import { OUTBOX_API, type OutboxMessage, type OutboxPage } from '#common/outbox-api';
import { GUEST_RSVP_API, type GuestRsvp, type RsvpAnswer } from '#common/rsvp-api';
import { clientOf, type TestClient } from '../testing/couple-client';
import { useMailTestApp } from '../testing/mail-test-app';
import { eventInput, NO_TEXT } from '../testing/event-input';
import { manualClock, type ManualClock } from '../testing/manual-clock';
import { loginUrl, sessionCookieOf } from '../testing/test-app';
import { CONFIRMATION_DELAY_MS } from './answer-mail';

const DAY = 24 * 3_600_000;
/** 09:00 in Bucharest. */
const START = Date.parse('2027-04-01T06:00:00Z');
const WAIT = { timeout: 15_000, interval: 20 };
const mailTest = useMailTestApp();

/** A site allowed `perDay` e-mails in 24 hours, sending through the test's mail server, with a dinner for everyone. */
async function site(perDay: number) {
  const clock = manualClock(START);
  const signedIn = await mailTest.signIn({ clock, perMinute: 60, perDay });
  const { admin } = signedIn;
  expect((await admin.send('POST', INVITATION_API.events, eventInput({ title: { ...NO_TEXT, en: 'Dinner' }, audience: 'everyone' }))).statusCode).toBe(201);
  expect((await admin.send('PUT', INVITATION_API.phase, { phase: 'invitation' })).statusCode).toBe(200);
  return { admin, clock };
}

const page = (admin: TestClient) => admin.get<OutboxPage>(OUTBOX_API.outbox);
const sendTest = async (admin: TestClient, to: string) => (await admin.send('POST', OUTBOX_API.test, { to, locale: 'en' })).json<OutboxMessage>();
const received = () => mailTest.smtp.received.map((mail) => mail.envelope.to[0]);

/** Waits for `count` messages at the mail server while the sender's time goes on, a second per look. */
const arrived = (clock: ManualClock, count: number) =>
  vi.waitFor(() => {
    clock.advance(1_000);
    expect(mailTest.smtp.received).toHaveLength(count);
  }, WAIT);

/** Waits until nothing is being handed over: what the last move of the clock started is written down. */
const settled = (admin: TestClient) => vi.waitFor(async () => expect((await page(admin)).counts.sending).toBe(0), WAIT);

describe('MAIL_PER_DAY', () => {
  it('holds what is past it, says until when, and lets the waiting go once the day’s first is a day old', async () => {
    const { admin, clock } = await site(3);
    for (const name of ['a', 'b', 'c', 'd', 'e']) await sendTest(admin, `${name}@example.com`);
    await arrived(clock, 3);
    await settled(admin);
    const first = await page(admin);
    const sentAt = first.messages.filter((m) => m.state === 'sent').map((m) => m.finishedAt!).sort((a, b) => a - b);
    // The E-mails screen hears that the day's bound is reached, and when the next may leave.
    expect(first.server).toMatchObject({ perDay: 3, dayBoundUntil: sentAt[0]! + DAY });
    expect(first.counts).toMatchObject({ sent: 3, queued: 2 });

    // Nothing leaves before then, however long the clock runs.
    clock.advance(sentAt[0]! + DAY - 1 - clock.now());
    await settled(admin);
    expect(received()).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    expect(clock.pending()).toContain(sentAt[0]! + DAY);

    // The next day: the two waiting leave as the first two of the day before turn a day old.
    clock.advance(1);
    await arrived(clock, 5);
    expect(received().slice(3)).toEqual(['d@example.com', 'e@example.com']);
    await settled(admin);
    clock.advance(DAY);
    expect((await page(admin)).server.dayBoundUntil).toBeNull();
  });

  it('past it, lets the couple’s invitations go before the confirmations guests’ answers brought', async () => {
    const { admin, clock } = await site(2);
    // The guests' mail against the couple's: their own notices of the answer (on by default) stay off.
    expect((await admin.send('PUT', ANSWER_NOTICES_API.notices, { mode: 'never', to: '', locale: 'en' })).statusCode).toBe(200);
    const household = (name: string, email: string) => mailTest.t.guests.add(name, 'en', '', { email });
    const [smith, jones, brown] = [household('The Smiths', 'smith@example.com'), household('The Joneses', 'jones@example.com'), household('The Browns', 'brown@example.com')];

    // The day's two places are taken.
    await sendTest(admin, 'couple@example.com');
    await sendTest(admin, 'couple@example.com');
    await arrived(clock, 2);

    // The Browns answer (their confirmation is due two minutes later), then the couple invites the other two.
    const browns = clientOf(mailTest.t, { session: sessionCookieOf(await mailTest.t.app.inject({ method: 'POST', url: loginUrl({ token: brown.token }) }))! });
    const { form, revision } = await browns.get<GuestRsvp>(GUEST_RSVP_API.rsvp);
    const [member, event] = [String(form.members[0]!.id), String(form.events[0]!.id)];
    const answer: RsvpAnswer = { members: { [member]: { events: { [event]: { attending: true, meal: null } }, dietary: [], dietaryNote: '', accessibility: '', questions: {} } }, extras: [], message: '', questions: {} };
    expect((await browns.send('PUT', GUEST_RSVP_API.rsvp, { answer, revision })).statusCode).toBe(200);
    clock.advance(CONFIRMATION_DELAY_MS);
    const invited = await admin.send('POST', HOUSEHOLD_MAIL_API.invitations, { ids: [smith.guest.id, jones.guest.id] });
    expect(invited.json<MailSendResult>()).toMatchObject({ households: 2, messages: 2 });
    await settled(admin);
    expect((await page(admin)).counts).toMatchObject({ sent: 2, queued: 3 });

    // The next day: the first places go to the invitations, although the confirmation was due before them.
    const until = (await page(admin)).server.dayBoundUntil!;
    clock.advance(until - clock.now());
    await arrived(clock, 4);
    await settled(admin);
    expect(received().slice(2).sort()).toEqual(['jones@example.com', 'smith@example.com']);
    const waiting = (await page(admin)).messages.filter((m) => m.state === 'queued');
    expect(waiting.map((m) => [m.kind, m.to.address])).toEqual([['confirmation', 'brown@example.com']]);

    // It goes the day after, once the invitations are a day old.
    clock.advance((await page(admin)).server.dayBoundUntil! - clock.now());
    await arrived(clock, 5);
    expect(received()[4]).toBe('brown@example.com');
  });
});
