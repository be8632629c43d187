/**
 * The invitation and the reminders by e-mail (issue 27) through the couple's routes over app.inject(), sent to a real
 * SMTP server (test-support/smtp-test-server.ts) and read back with mailparser: each household in its language, a
 * member who reads another in theirs, the link that signs the household in, those skipped and why, "all not yet
 * sent" never twice, a reminder at most once a day (shared with the WhatsApp marks), a name that cannot add a header,
 * the guest list's state, and who may ask. The sender's waits and the site's days run on a clock the test moves.
 */
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_API } from '#common/admin-api';
import type { AdminGuest, GuestPage } from '#common/guest-list-api';
import { HOUSEHOLD_MAIL_API, type MailSendResult, type SkipReason } from '#common/household-mail-api';
import { INVITATION_API } from '#common/invitation-api';
import { loginPath } from '#common/api';
import { GUEST_RSVP_API, RSVP_API, type AdminHouseholdRsvp, type GuestRsvp } from '#common/rsvp-api';
import { CONTENT_API, type AdminContent } from '#common/site-content';
import type { ReceivedMail, TestSmtpServer } from '../../test-support/smtp-test-server';
import { useMailTestApp, type MailTestSite } from '../testing/mail-test-app';
import { eventInput, NO_TEXT } from '../testing/event-input';
import { manualClock, type ManualClock } from '../testing/manual-clock';
import { sessionCookieOf } from '../testing/test-app';
import { invitationMail } from './kinds/invitation-mail';
import { reminderMail } from './kinds/reminder-mail';

/** 09:00 in Bucharest, where the wedding is. */
const START = Date.parse('2027-04-01T06:00:00Z');
const WAIT = { timeout: 15_000, interval: 20 };
const mailTest = useMailTestApp();

interface Site extends MailTestSite {
  add: (body: object) => Promise<AdminGuest>;
  invite: (body: object) => Promise<MailSendResult>;
  remind: (body: object) => Promise<MailSendResult>;
  guestOf: (id: number) => Promise<AdminGuest>;
}

/** A site sending through `server` (or saving files when null) with a dinner for everyone and a deadline. */
async function site(server: TestSmtpServer | null): Promise<Site> {
  const clock = manualClock(START);
  const both = await mailTest.signIn({ clock, smtp: server });
  const { admin } = both;
  expect((await admin.send('POST', INVITATION_API.events, eventInput({ title: { ...NO_TEXT, en: 'Dinner', ro: 'Cina' }, audience: 'everyone' }))).statusCode).toBe(201);
  expect((await admin.send('PUT', INVITATION_API.phase, { phase: 'invitation' })).statusCode).toBe(200);
  expect((await admin.send('PUT', RSVP_API.deadline, { deadline: '2027-05-15T23:59' })).statusCode).toBe(200);
  const call = async (url: string, body: object) => {
    const response = await admin.send('POST', url, body);
    expect(response.statusCode, response.body).toBe(202);
    return response.json<MailSendResult>();
  };
  return {
    ...both,
    add: async (body) => (await admin.send('POST', ADMIN_API.guests, { language: null, ...body })).json<AdminGuest>(),
    invite: (body) => call(HOUSEHOLD_MAIL_API.invitations, body),
    remind: (body) => call(HOUSEHOLD_MAIL_API.reminders, body),
    guestOf: (id) => admin.get<AdminGuest>(ADMIN_API.guest(id)),
  };
}

/** Waits for `count` messages while the sender's time goes on, a second per look. */
const arrived = (clock: ManualClock, count: number) =>
  vi.waitFor(() => {
    clock.advance(1_000);
    expect(mailTest.smtp.received).toHaveLength(count);
  }, WAIT);

const to = (address: string): ReceivedMail => mailTest.smtp.received.find((mail) => mail.envelope.to.includes(address))!;
const skipped = (counts: Partial<Record<SkipReason, number>>) => ({ noAddress: 0, alreadySent: 0, remindedToday: 0, revoked: 0, answered: 0, noEvents: 0, invitedRecently: 0, unknown: 0, ...counts });
const linkIn = (mail: ReceivedMail) => new URL(/https:\/\/wedding\.example\/login\?\S+/.exec(mail.parsed.text ?? '')![0]);

describe('the invitation by e-mail', () => {
  it('reaches a Romanian household in Romanian, a member who reads French in French, each with the link that signs the household in', async () => {
    const smtp = await mailTest.startSmtp();
    const { t: app, admin, clock, add, invite } = await site(smtp);
    const popescu = await add({ name: 'Familia Popescu', language: 'ro', email: 'popescu@exemplu.ro' });
    const members = [
      { id: popescu.members[0]!.id, name: 'Ioana', language: null, child: false },
      { name: 'Claire', language: 'fr', child: false, email: 'claire@exemple.fr' },
      // Reads the household's language and has an address of her own: she gets her own, addressed to her.
      { name: 'Mihaela', language: null, child: false, email: 'mihaela@exemplu.ro' },
      // Shares the household's address (written in capitals): the household's message is hers.
      { name: 'Radu', language: null, child: false, email: 'POPESCU@exemplu.ro' },
    ];
    expect((await admin.send('PUT', INVITATION_API.householdMembers(popescu.id), { members })).statusCode).toBe(200);
    const weber = await add({ name: 'Familia Weber', language: 'de', email: 'weber@beispiel.de' });

    expect(await invite({ ids: [popescu.id, weber.id] })).toEqual({ households: 2, messages: 4, skipped: skipped({}), mailServer: true });
    await arrived(clock, 4);
    expect(smtp.received.flatMap((mail) => mail.envelope.to).sort()).toEqual(['claire@exemple.fr', 'mihaela@exemplu.ro', 'popescu@exemplu.ro', 'weber@beispiel.de']);
    expect(to('mihaela@exemplu.ro').parsed.text).toContain('Dragă Mihaela,');
    expect(linkIn(to('mihaela@exemplu.ro')).searchParams.get('lang')).toBe('ro');

    const romanian = to('popescu@exemplu.ro');
    const { facts } = await admin.get<AdminContent>(CONTENT_API.content);
    const words = invitationMail('ro', { couple: facts.coupleNames, name: 'Familia Popescu', people: ['Ioana', 'Claire', 'Mihaela', 'Radu'], formatLocale: 'ro-RO', events: [], deadline: null, link: '', siteUrl: '', siteLocale: 'de' });
    expect(romanian.parsed.subject).toBe(words.subject);
    expect(romanian.parsed.subject).toMatch(/^Invitație la nuntă: /);
    expect(romanian.raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(romanian.parsed.text).toContain('Dragă familie Popescu,');
    expect(romanian.parsed.text).toContain('Vă așteptăm la:');
    // The dinner, in Romanian, on the venue's clock: 19:00 in Bucharest whatever the server's zone.
    expect(romanian.parsed.text).toContain('Cina: sâmbătă, 12 iunie 2027, 19:00–02:00 (ora Europei de Est), Hanul lui Manuc, Strada Franceză 62, București');
    expect(romanian.parsed.text).toContain('până la 15 mai 2027');
    expect(romanian.parsed.html).toContain('<html lang="ro">');
    expect(to('claire@exemple.fr').parsed.subject).toMatch(/^Invitation au mariage d’Elena /);
    expect(to('claire@exemple.fr').parsed.text).toContain('Bonjour Claire,');
    expect(to('weber@beispiel.de').parsed.text).toContain('Hallo Familia Weber,');

    // Each link signs its household in (the French member's opens the site in French).
    expect(linkIn(romanian).searchParams.get('lang')).toBe('ro');
    expect(linkIn(to('claire@exemple.fr')).searchParams.get('lang')).toBe('fr');
    for (const [mail, household] of [[romanian, popescu], [to('claire@exemple.fr'), popescu], [to('mihaela@exemplu.ro'), popescu], [to('weber@beispiel.de'), weber]] as const) {
      const token = linkIn(mail).searchParams.get('token')!;
      const session = sessionCookieOf(await app.app.inject({ method: 'POST', url: loginPath({ token }) }))!;
      expect(session).toBeDefined();
      const rsvp = (await app.app.inject({ method: 'GET', url: GUEST_RSVP_API.rsvp, cookies: { session } })).json<GuestRsvp>();
      expect(rsvp.form.members[0]!.id).toBe(household.members[0]!.id);
    }
    // The server has the message a moment before the sender writes it down as sent.
    await vi.waitFor(async () => expect((await admin.get<AdminGuest>(ADMIN_API.guest(popescu.id))).invitationMail).toBe('sent'), WAIT);
  });

  it('reaches a household without an address of its own through each member who has one, each addressed by name', async () => {
    const smtp = await mailTest.startSmtp();
    const { admin, clock, add, invite } = await site(smtp);
    const ionescu = await add({ name: 'Familia Ionescu', language: 'ro' });
    const members = [
      { id: ionescu.members[0]!.id, name: 'Ion', language: null, child: false, email: 'ion@exemplu.ro' },
      { name: 'Elena', language: null, child: false, email: 'elena@exemplu.ro' },
      { name: 'Sasha', language: 'ru', child: false, email: 'sasha@example.ru' },
    ];
    expect((await admin.send('PUT', INVITATION_API.householdMembers(ionescu.id), { members })).statusCode).toBe(200);
    expect(await invite({ ids: [ionescu.id] })).toEqual({ households: 1, messages: 3, skipped: skipped({}), mailServer: true });
    await arrived(clock, 3);
    expect(to('ion@exemplu.ro').parsed.text).toContain('Dragă Ion,');
    expect(to('elena@exemplu.ro').parsed.text).toContain('Dragă Elena,');
    expect(linkIn(to('sasha@example.ru')).searchParams.get('lang')).toBe('ru');
  });

  it('skips and counts a household without an address, a revoked one and an unknown id, queuing nothing for them', async () => {
    const smtp = await mailTest.startSmtp();
    const { t: app, clock, add, invite, guestOf } = await site(smtp);
    const reachable = await add({ name: 'Ana', language: 'ro', email: 'ana@exemplu.ro' });
    const phoneOnly = await add({ name: 'Bob', language: 'en', phone: '+40722123456' });
    const revoked = await add({ name: 'Eve', language: 'en', email: 'eve@example.com' });
    app.guests.revoke(revoked.id);
    expect(await invite({ ids: [reachable.id, phoneOnly.id, revoked.id, 9_999] })).toEqual({
      households: 1,
      messages: 1,
      skipped: skipped({ noAddress: 1, revoked: 1, unknown: 1 }),
      mailServer: true,
    });
    await arrived(clock, 1);
    expect((await guestOf(phoneOnly.id)).invitationMail).toBe('none');
  });

  it('"all not yet sent" sends each household its invitation once, however often it is pressed; a chosen one is sent it again', async () => {
    const smtp = await mailTest.startSmtp();
    const { clock, add, invite, guestOf } = await site(smtp);
    const ana = await add({ name: 'Ana', language: 'ro', email: 'ana@exemplu.ro' });
    await add({ name: 'Bob', language: 'en', email: 'bob@example.com' });
    expect(await invite({ all: true })).toEqual({ households: 2, messages: 2, skipped: skipped({}), mailServer: true });
    // Pressed again at once (still queued), and again after they were sent.
    expect(await invite({ all: true })).toEqual({ households: 0, messages: 0, skipped: skipped({ alreadySent: 2 }), mailServer: true });
    await arrived(clock, 2);
    await vi.waitFor(async () => expect((await guestOf(ana.id)).invitationMail).toBe('sent'), WAIT);
    const carol = await add({ name: 'Carol', language: 'fr', email: 'carol@exemple.fr' });
    expect(await invite({ all: true })).toEqual({ households: 1, messages: 1, skipped: skipped({ alreadySent: 2 }), mailServer: true });
    await arrived(clock, 3);
    expect(smtp.received.filter((mail) => mail.envelope.to.includes('ana@exemplu.ro'))).toHaveLength(1);
    await vi.waitFor(async () => expect((await guestOf(carol.id)).invitationMail).toBe('sent'), WAIT);
    // The couple chooses Ana again: she is sent another (her address changed, say).
    expect(await invite({ ids: [ana.id] })).toEqual({ households: 1, messages: 1, skipped: skipped({}), mailServer: true });
    expect(await invite({ ids: [ana.id] })).toEqual({ households: 0, messages: 0, skipped: skipped({ alreadySent: 1 }), mailServer: true });
    await arrived(clock, 4);
  });

  it('a name holding CR/LF reaches the server as one line, for the one address, adding no header', async () => {
    const smtp = await mailTest.startSmtp();
    const { t: app, clock, invite } = await site(smtp);
    // Added past the dashboard's own checks, as a hostile import might.
    const { guest } = app.guests.add('Maria\r\nBcc: eve@evil.example\r\nX-Injected: yes', 'en', '', { email: 'maria@example.com' });
    expect(await invite({ ids: [guest.id] })).toMatchObject({ messages: 1 });
    await arrived(clock, 1);
    const [mail] = smtp.received;
    expect(mail!.envelope.to).toEqual(['maria@example.com']);
    expect(mail!.parsed.headers.has('bcc')).toBe(false);
    expect(mail!.parsed.headers.has('x-injected')).toBe(false);
    const header = mail!.raw.slice(0, mail!.raw.search(/\r?\n\r?\n/));
    expect(header).not.toMatch(/^(Bcc|X-Injected):/im);
    // In the body too, the name is one line.
    expect(mail!.parsed.text).toContain('Dear Maria Bcc: eve@evil.example X-Injected: yes,');
    expect(mail!.raw).not.toMatch(/^(Bcc|X-Injected):/im);
    expect(mail!.parsed.to).toMatchObject({ value: [{ address: 'maria@example.com', name: 'Maria Bcc: eve@evil.example X-Injected: yes' }] });
  });
});

describe('without a mail server', () => {
  it('saves each invitation as a file, says so in the guest list, and "all not yet sent" saves none twice', async () => {
    const { clock, add, invite, guestOf } = await site(null);
    const ana = await add({ name: 'Ana', language: 'ro', email: 'ana@exemplu.ro' });
    expect(await invite({ all: true })).toMatchObject({ messages: 1 });
    await vi.waitFor(async () => {
      clock.advance(1_000);
      expect((await guestOf(ana.id)).invitationMail).toBe('saved');
    }, WAIT);
    expect(await invite({ all: true })).toEqual({ households: 0, messages: 0, skipped: skipped({ alreadySent: 1 }), mailServer: false });
  });
});

describe('reminders by e-mail', () => {
  it('go to those who have not answered, at most once a day each, sharing the day with a reminder marked sent by hand', async () => {
    const smtp = await mailTest.startSmtp();
    const { admin, clock, add, remind, guestOf } = await site(smtp);
    const ana = await add({ name: 'Ana', language: 'ro', email: 'ana@exemplu.ro' });
    const bob = await add({ name: 'Bob', language: 'en', email: 'bob@example.com' });
    const carol = await add({ name: 'Carol', language: 'fr', email: 'carol@exemple.fr' });
    const dan = await add({ name: 'Dan', language: 'en', phone: '+40722123456' });
    // Carol has answered (the couple entered it for her); Bob was reminded by WhatsApp this morning.
    const { form } = await admin.get<AdminHouseholdRsvp>(RSVP_API.household(carol.id));
    const person = { events: { [String(form.events[0]!.id)]: { attending: true, meal: null } }, dietary: [], dietaryNote: '', accessibility: '', questions: {} };
    const answer = { members: { [String(form.members[0]!.id)]: person }, extras: [], questions: {}, message: '' };
    expect((await admin.send('PUT', RSVP_API.household(carol.id), { answer, revision: 0 })).statusCode).toBe(200);
    expect((await admin.send('POST', RSVP_API.reminded(bob.id))).statusCode).toBe(200);

    expect(await remind({ all: true })).toEqual({ households: 1, messages: 1, skipped: skipped({ answered: 1, remindedToday: 1, noAddress: 1 }), mailServer: true });
    await arrived(clock, 1);
    const mail = to('ana@exemplu.ro');
    expect(mail.parsed.subject).toMatch(/^Un memento de la /);
    expect(mail.parsed.text).toContain('până la 15 mai 2027');
    expect(linkIn(mail).searchParams.get('token')).toBe(new URL((await guestOf(ana.id)).link!).searchParams.get('token'));
    expect((await guestOf(ana.id)).reminders).toEqual([START]);

    // Later the same day (23:30 in Bucharest): nobody again.
    clock.advance(Date.parse('2027-04-01T20:30:00Z') - clock.now());
    expect(await remind({ ids: [ana.id, bob.id, dan.id] })).toEqual({ households: 0, messages: 0, skipped: skipped({ remindedToday: 2, noAddress: 1 }), mailServer: true });
    // The next day where the wedding is (00:30 in Bucharest, still 21:30 in London).
    clock.advance(Date.parse('2027-04-01T21:30:00Z') - clock.now());
    expect(await remind({ all: true })).toEqual({ households: 2, messages: 2, skipped: skipped({ answered: 1, noAddress: 1 }), mailServer: true });
    await arrived(clock, 3);
    expect((await guestOf(ana.id)).reminders).toHaveLength(2);
    expect((await guestOf(dan.id)).reminders).toEqual([]);
    expect(to('bob@example.com').parsed.text).toContain(reminderMail('en', { couple: '', name: 'Bob', people: ['Bob'], formatLocale: 'en-GB', deadline: null, link: '', siteUrl: '' }).paragraphs[0]);
  });
});

describe('who may send', () => {
  it('refuses a guest’s session, no session, another site and a body of the wrong shape, queuing nothing', async () => {
    const { t: app, admin, guest, add, guestOf } = await site(null);
    const ana = await add({ name: 'Ana', language: 'ro', email: 'ana@exemplu.ro' });
    for (const url of [HOUSEHOLD_MAIL_API.invitations, HOUSEHOLD_MAIL_API.reminders]) {
      expect((await guest.send('POST', url, { all: true })).statusCode, url).toBe(401);
      expect((await app.app.inject({ method: 'POST', url, payload: { all: true } })).statusCode, url).toBe(401);
      for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
        expect((await admin.inject({ method: 'POST', url, headers, payload: { all: true } })).statusCode, url).toBe(403);
      }
      for (const body of [{}, { all: false }, { ids: [] }, { ids: [0] }, { ids: ['1'] }, { all: true, ids: [1] }]) {
        expect((await admin.send('POST', url, body)).statusCode, JSON.stringify(body)).toBe(400);
      }
    }
    expect(await guestOf(ana.id)).toMatchObject({ invitationMail: 'none', reminders: [] });
    expect(app.stores.outbox.counts()).toMatchObject({ queued: 0, saved: 0 });
  });
});

/** The list's page shows the same state as one household's. */
describe('the guest list', () => {
  it('shows each household’s invitation state and reminders', async () => {
    const { admin, add, invite } = await site(null);
    const ana = await add({ name: 'Ana', language: 'ro', email: 'ana@exemplu.ro' });
    await invite({ ids: [ana.id] });
    const page = await admin.get<GuestPage>(ADMIN_API.guests);
    expect(page.guests.map(({ name, invitationMail, reminders }) => [name, invitationMail, reminders])).toEqual([['Ana', 'queued', []]]);
  });
});
