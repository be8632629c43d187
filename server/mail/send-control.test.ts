/**
 * The couple sees a send before it goes and can stop it (issue 36), through the couple's routes over app.inject(),
 * sent to a real SMTP server (test-support/smtp-test-server.ts) and read back with mailparser: the preview is what
 * arrives (subject, text and HTML), nothing is queued before the confirmation, the couple's own line goes in each
 * language they wrote it in and in no other, a copy to themselves, a reminder asking first about households invited
 * in the last two days, a message or a batch cancelled (never arriving, across a restart too), a corrected address
 * re-addressing what still waits, and who may ask. The sender keeps one message a minute on a clock the test moves,
 * so what the test queues waits until it says.
 */
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_API } from '#common/admin-api';
import type { AdminGuest } from '#common/guest-list-api';
import { ANSWER_NOTICES_API } from '#common/answer-notices-api';
import { HOUSEHOLD_MAIL_API, type MailNote, type MailPreview, type MailSendResult } from '#common/household-mail-api';
import { INVITATION_API } from '#common/invitation-api';
import { OUTBOX_API, type OutboxMessage, type WaitingMailFollowed } from '#common/outbox-api';
import { RSVP_API } from '#common/rsvp-api';
import type { ReceivedMail } from '../../test-support/smtp-test-server';
import type { TestClient } from '../testing/couple-client';
import { useMailTestApp, type MailTestSite } from '../testing/mail-test-app';
import { eventInput, NO_TEXT } from '../testing/event-input';
import { manualClock, type ManualClock } from '../testing/manual-clock';
import { makeTempDir } from '../testing/test-app';

/** 09:00 in Bucharest, where the wedding is. */
const START = Date.parse('2027-04-01T06:00:00Z');
const WAIT = { timeout: 15_000, interval: 20 };
const NO_NOTE: MailNote = { de: '', en: '', ro: '', ru: '', fr: '' };
const mailTest = useMailTestApp();

interface Site extends MailTestSite {
  add: (body: object) => Promise<AdminGuest>;
}

/** A site with a dinner for everyone and a deadline, sending one message a minute through the test’s mail server. */
async function site({ dataDir = makeTempDir(), setUp = true } = {}): Promise<Site> {
  const clock = manualClock(START);
  const both = await mailTest.signIn({ dataDir, clock, perMinute: 1 });
  const { admin } = both;
  if (setUp) {
    expect((await admin.send('POST', INVITATION_API.events, eventInput({ title: { ...NO_TEXT, en: 'Dinner', ro: 'Cina' }, audience: 'everyone' }))).statusCode).toBe(201);
    expect((await admin.send('PUT', INVITATION_API.phase, { phase: 'invitation' })).statusCode).toBe(200);
    expect((await admin.send('PUT', RSVP_API.deadline, { deadline: '2027-05-15T23:59' })).statusCode).toBe(200);
  }
  return { ...both, add: async (body) => (await admin.send('POST', ADMIN_API.guests, { language: null, ...body })).json<AdminGuest>() };
}

async function post<T>(admin: TestClient, url: string, body: object, status = 200): Promise<T> {
  const response = await admin.send('POST', url, body);
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

/** The sender takes its first message at once; each later one a minute on. Holding it with a test e-mail keeps a batch waiting. */
async function holdTheSender(admin: TestClient) {
  await post(admin, OUTBOX_API.test, { to: 'first@example.com', locale: 'en' }, 202);
  await vi.waitFor(() => expect(mailTest.smtp.received).toHaveLength(1), WAIT);
}

/** Waits for `count` messages in all while the sender's minutes pass. */
const arrived = (clock: ManualClock, count: number) =>
  vi.waitFor(() => {
    clock.advance(60_000);
    expect(mailTest.smtp.received).toHaveLength(count);
  }, WAIT);

const to = (address: string): ReceivedMail[] => mailTest.smtp.received.filter((mail) => mail.envelope.to.includes(address));

describe('the preview', () => {
  it('is what arrives, in each language, with the couple’s line in the languages they wrote it in and no other; nothing is queued before “Send to N”', async () => {
    const { t: app, admin, clock, add } = await site();
    await holdTheSender(admin);
    await add({ name: 'Familia Popescu', language: 'ro', email: 'popescu@exemplu.ro' });
    await add({ name: 'Familia Ionescu', language: 'ro', email: 'ionescu@exemplu.ro' });
    await add({ name: 'Familie Weber', language: 'de', email: 'weber@beispiel.de' });
    await add({ name: 'Bob', language: 'en', phone: '+40722123456' });
    const note = { ...NO_NOTE, ro: 'Abia așteptăm să vă vedem!\nCu drag, Ana și Ion' };

    const preview = await post<MailPreview>(admin, HOUSEHOLD_MAIL_API.invitationPreview, { all: true, note });
    expect(preview).toMatchObject({ households: 3, messages: 3, skipped: { noAddress: 1 }, skippedHouseholds: [{ name: 'Bob', reason: 'noAddress' }] });
    expect(preview.languages.map(({ locale, messages }) => [locale, messages]).sort()).toEqual([['de', 1], ['ro', 2]]);
    const romanian = preview.languages.find((language) => language.locale === 'ro')!.mail;
    const german = preview.languages.find((language) => language.locale === 'de')!.mail;
    expect(romanian.text).toContain('Abia așteptăm să vă vedem!\nCu drag, Ana și Ion');
    expect(romanian.html).toContain('<p style="margin:0 0 8px">Abia așteptăm să vă vedem!</p>');
    // German was left empty: no line, and not the Romanian one.
    expect(german.text).not.toContain('Abia');
    expect(german.html).not.toContain('Abia');
    // Nothing is queued by a preview.
    expect(app.stores.outbox.counts()).toMatchObject({ queued: 0, sent: 1 });

    const sent = await post<MailSendResult>(admin, HOUSEHOLD_MAIL_API.invitations, { all: true, note, households: 3 }, 202);
    expect(sent).toMatchObject({ households: 3, messages: 3 });
    await arrived(clock, 4);
    for (const shown of [romanian, german]) {
      const [mail] = to(shown.to.address);
      expect(mail!.parsed.subject).toBe(shown.subject);
      expect(mail!.parsed.text).toBe(shown.text);
      expect(mail!.parsed.html).toBe(shown.html);
    }
    expect(to('ionescu@exemplu.ro')[0]!.parsed.text).toContain('Cu drag, Ana și Ion');
  });

  it('refuses a send whose households changed since the couple confirmed it, queuing nothing, and shows the send as it is now', async () => {
    const { t: app, admin, add } = await site();
    await add({ name: 'Ana', language: 'ro', email: 'ana@exemplu.ro' });
    expect(await post<MailPreview>(admin, HOUSEHOLD_MAIL_API.invitationPreview, { all: true })).toMatchObject({ households: 1 });
    await add({ name: 'Bob', language: 'en', email: 'bob@example.com' });
    const refused = await post<{ current: MailPreview }>(admin, HOUSEHOLD_MAIL_API.invitations, { all: true, households: 1 }, 409);
    expect(refused.current).toMatchObject({ households: 2, messages: 2 });
    expect(app.stores.outbox.counts()).toMatchObject({ queued: 0, sent: 0 });
  });

  it('sends the couple one copy of the language shown, whose link signs nobody in', async () => {
    const smtp = await mailTest.startSmtp();
    const { admin, add } = await site();
    await add({ name: 'Familie Weber', language: 'de', email: 'weber@beispiel.de' });
    expect((await admin.send('PUT', ANSWER_NOTICES_API.notices, { mode: 'each', to: 'paar@example.com', locale: 'de' })).statusCode).toBe(200);
    const note = { ...NO_NOTE, de: 'Wir freuen uns auf euch!' };
    const preview = await post<MailPreview>(admin, HOUSEHOLD_MAIL_API.invitationPreview, { all: true, note });
    expect(preview.coupleAddress).toBe('paar@example.com');
    const copy = await post<OutboxMessage>(admin, HOUSEHOLD_MAIL_API.invitationCopy, { send: { all: true, note }, locale: 'de', to: preview.coupleAddress }, 202);
    expect(copy).toMatchObject({ kind: 'invitation', to: { address: 'paar@example.com' }, batch: null });
    await vi.waitFor(() => expect(mailTest.smtp.received).toHaveLength(1), WAIT);
    const [mail] = smtp.received;
    expect(mail!.envelope.to).toEqual(['paar@example.com']);
    expect(mail!.parsed.subject).toBe(preview.languages[0]!.mail.subject);
    expect(mail!.parsed.text).toContain('Wir freuen uns auf euch!');
    expect(mail!.parsed.text).toContain('Familie Weber');
    expect(mail!.parsed.text).not.toContain('token=');
    // The household itself was sent nothing.
    expect(to('weber@beispiel.de')).toEqual([]);
    // An address that is none, and a language the send has no message in.
    expect((await admin.send('POST', HOUSEHOLD_MAIL_API.invitationCopy, { send: { all: true }, locale: 'de', to: 'a b@example.com' })).statusCode).toBe(422);
    expect((await admin.send('POST', HOUSEHOLD_MAIL_API.invitationCopy, { send: { all: true }, locale: 'fr', to: 'paar@example.com' })).statusCode).toBe(409);
  });
});

describe('a reminder after a recent invitation', () => {
  it('names the households sent the invitation in the last two days and skips them unless the couple includes them', async () => {
    const { admin, clock, add } = await site();
    const early = await add({ name: 'Ana', language: 'ro', email: 'ana@exemplu.ro' });
    await post(admin, HOUSEHOLD_MAIL_API.invitations, { ids: [early.id] }, 202);
    clock.advance(3 * 86_400_000);
    const recent = await add({ name: 'Bob', language: 'en', email: 'bob@example.com' });
    await post(admin, HOUSEHOLD_MAIL_API.invitations, { ids: [recent.id] }, 202);
    clock.advance(86_400_000);

    const asked = await post<MailPreview>(admin, HOUSEHOLD_MAIL_API.reminderPreview, { all: true });
    expect(asked).toMatchObject({ households: 1, recentlyInvited: [{ id: recent.id, name: 'Bob' }], skipped: { invitedRecently: 1 } });
    expect(await post<MailPreview>(admin, HOUSEHOLD_MAIL_API.reminderPreview, { all: true, recent: 'include' })).toMatchObject({ households: 2, skipped: { invitedRecently: 0 } });
    expect(await post(admin, HOUSEHOLD_MAIL_API.reminders, { all: true, recent: 'skip', households: 1 }, 202)).toMatchObject({ households: 1 });
    await arrived(clock, 3);
    expect(to('ana@exemplu.ro').map((mail) => mail.parsed.subject)).toEqual([expect.stringMatching(/^Invitație/), expect.stringMatching(/^Un memento/)]);
    expect(to('bob@example.com')).toHaveLength(1);
  });
});

describe('stopping what waits', () => {
  it('a message and a whole batch cancelled never arrive, across a restart too', async () => {
    const smtp = await mailTest.startSmtp();
    const dataDir = makeTempDir();
    const first = await site({ dataDir });
    await holdTheSender(first.admin);
    const households = [];
    for (const name of ['Ana', 'Bob', 'Carol', 'Dan']) households.push(await first.add({ name, language: 'en', email: `${name.toLowerCase()}@example.com` }));
    const [ana, bob, carol, dan] = households;
    await post(first.admin, HOUSEHOLD_MAIL_API.invitations, { ids: [ana!.id, bob!.id], households: 2 }, 202);
    await post(first.admin, HOUSEHOLD_MAIL_API.invitations, { ids: [carol!.id, dan!.id], households: 2 }, 202);

    // Bob's from his household's page; the second batch from the E-mails screen.
    const [bobs] = await first.admin.get<OutboxMessage[]>(OUTBOX_API.household(bob!.id));
    expect(bobs).toMatchObject({ state: 'queued', to: { address: 'bob@example.com' } });
    expect(await post<OutboxMessage>(first.admin, OUTBOX_API.cancel(bobs!.id), {})).toMatchObject({ state: 'cancelled' });
    expect(await first.admin.get<OutboxMessage[]>(OUTBOX_API.household(bob!.id))).toEqual([]);
    const [carols] = await first.admin.get<OutboxMessage[]>(OUTBOX_API.household(carol!.id));
    expect(await post(first.admin, OUTBOX_API.cancelBatch(carols!.batch!), {})).toEqual({ cancelled: 2 });
    // Too late to cancel twice.
    expect((await first.admin.send('POST', OUTBOX_API.cancel(bobs!.id))).statusCode).toBe(409);
    expect(first.t.stores.outbox.counts()).toMatchObject({ queued: 1, cancelled: 3 });
    await mailTest.closeApp();

    const second = await site({ dataDir, setUp: false });
    await vi.waitFor(() => expect(to('ana@example.com')).toHaveLength(1), WAIT);
    second.clock.advance(10 * 60_000);
    expect(second.t.stores.outbox.counts()).toMatchObject({ queued: 0, cancelled: 3 });
    expect(smtp.received.flatMap((mail) => mail.envelope.to)).toEqual(['first@example.com', 'ana@example.com']);
    // A cancelled invitation was never sent: "all not yet sent" offers it again.
    expect(await post<MailPreview>(second.admin, HOUSEHOLD_MAIL_API.invitationPreview, { all: true })).toMatchObject({ households: 3, skipped: { alreadySent: 1 } });
  });

  it('a corrected address gets the message that waited for the old one, and a removed one cancels it; the answer says which', async () => {
    const smtp = await mailTest.startSmtp();
    const { admin, clock, add } = await site();
    await holdTheSender(admin);
    const ana = await add({ name: 'Familia Popescu', language: 'ro', email: 'wrong@exemplu.ro' });
    const members = [
      { id: ana.members[0]!.id, name: 'Ana', language: null, child: false },
      { name: 'Claire', language: 'fr', child: false, email: 'claire@exemple.fr' },
    ];
    const withClaire = (await admin.send('PUT', INVITATION_API.householdMembers(ana.id), { members })).json<AdminGuest>();
    await post(admin, HOUSEHOLD_MAIL_API.invitations, { ids: [ana.id], households: 1 }, 202);

    const corrected = await admin.inject({ method: 'PATCH', url: ADMIN_API.guest(ana.id), payload: { email: 'popescu@exemplu.ro' } });
    expect(corrected.json<{ waitingMail: WaitingMailFollowed }>().waitingMail).toEqual({ readdressed: 1, cancelled: 0 });
    // Claire leaves the household: her message has nobody to go to.
    const left = await admin.send('PUT', INVITATION_API.householdMembers(ana.id), { members: [{ ...members[0], id: withClaire.members[0]!.id }] });
    expect(left.json<{ waitingMail: WaitingMailFollowed }>().waitingMail).toEqual({ readdressed: 0, cancelled: 1 });
    // A change of something else re-addresses nothing.
    const renamed = await admin.inject({ method: 'PATCH', url: ADMIN_API.guest(ana.id), payload: { note: 'cousins' } });
    expect(renamed.json<{ waitingMail: WaitingMailFollowed }>().waitingMail).toEqual({ readdressed: 0, cancelled: 0 });

    await arrived(clock, 2);
    clock.advance(10 * 60_000);
    expect(smtp.received.flatMap((mail) => mail.envelope.to)).toEqual(['first@example.com', 'popescu@exemplu.ro']);
    expect(to('popescu@exemplu.ro')[0]!.parsed.text).toContain('Dragi Ana și Claire,');
  });
});

describe('who may preview, copy and cancel', () => {
  it('refuses a guest’s session, no session and another site, changing nothing', async () => {
    const { t: app, admin, guest, add } = await site();
    await holdTheSender(admin);
    const ana = await add({ name: 'Ana', language: 'en', email: 'ana@example.com' });
    await post(admin, HOUSEHOLD_MAIL_API.invitations, { ids: [ana.id] }, 202);
    const [waiting] = await admin.get<OutboxMessage[]>(OUTBOX_API.household(ana.id));
    const calls: Array<[string, object | undefined]> = [
      [HOUSEHOLD_MAIL_API.invitationPreview, { all: true }],
      [HOUSEHOLD_MAIL_API.reminderPreview, { all: true }],
      [HOUSEHOLD_MAIL_API.invitationCopy, { send: { all: true }, locale: 'en', to: 'us@example.com' }],
      [HOUSEHOLD_MAIL_API.reminderCopy, { send: { all: true }, locale: 'en', to: 'us@example.com' }],
      [OUTBOX_API.cancel(waiting!.id), undefined],
      [OUTBOX_API.cancelBatch(waiting!.batch!), undefined],
    ];
    for (const [url, payload] of calls) {
      expect((await guest.send('POST', url, payload)).statusCode, url).toBe(401);
      expect((await app.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) })).statusCode, url).toBe(401);
      for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
        expect((await admin.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) })).statusCode, url).toBe(403);
      }
    }
    expect((await guest.inject({ method: 'GET', url: OUTBOX_API.household(ana.id) })).statusCode).toBe(401);
    expect(app.stores.outbox.counts()).toMatchObject({ queued: 1, cancelled: 0, sent: 1 });
    // A note no form sends (over the schema's ceiling, four times the limit), a choice that is none.
    expect((await admin.send('POST', HOUSEHOLD_MAIL_API.invitationPreview, { all: true, note: { ...NO_NOTE, en: 'x'.repeat(4_001) } })).statusCode).toBe(400);
    expect((await admin.send('POST', HOUSEHOLD_MAIL_API.reminderPreview, { all: true, recent: 'maybe' })).statusCode).toBe(400);
  });
});

describe('the couple’s note', () => {
  /** A note as pasted from a word processor: spaces around, Windows line ends, spaces before them, a zero-width space. */
  const PASTED = '  Abia așteptăm\u200B să vă vedem!   \r\nCu drag,  Ana și Ion\t \r\n ';
  const CLEANED = 'Abia așteptăm să vă vedem!\nCu drag, Ana și Ion';

  it('is cleaned as every text of paragraphs is: what arrives is what an event’s description keeps of the same typing', async () => {
    const { admin, clock, add } = await site();
    await holdTheSender(admin);
    await add({ name: 'Familia Popescu', language: 'ro', email: 'popescu@exemplu.ro' });
    const note = { ...NO_NOTE, ro: PASTED };
    // The event's route cleans its description by the same rule (common/text-fields.ts, 'paragraphs').
    const event = await post<{ description: Record<string, string> }>(admin, INVITATION_API.events, eventInput({ description: { ...NO_TEXT, ro: PASTED } }), 201);
    expect(event.description.ro).toBe(CLEANED);

    const preview = await post<MailPreview>(admin, HOUSEHOLD_MAIL_API.invitationPreview, { all: true, note });
    const romanian = preview.languages.find((language) => language.locale === 'ro')!.mail;
    expect(romanian.text).toContain(event.description.ro);
    expect(romanian.html).toContain('<p style="margin:0 0 8px">Abia așteptăm să vă vedem!</p>');
    await post<MailSendResult>(admin, HOUSEHOLD_MAIL_API.invitations, { all: true, note, households: 1 }, 202);
    await arrived(clock, 2);
    expect(to('popescu@exemplu.ro')[0]!.parsed.text).toContain(CLEANED);
  });

  it('with a control character or over its limit is refused in its language, as an event’s description is, and nothing is queued', async () => {
    const { t: app, admin, add } = await site();
    await add({ name: 'Familia Popescu', language: 'ro', email: 'popescu@exemplu.ro' });
    const bell = 'Ne vedem curând!\u0007';
    const note = { ...NO_NOTE, ro: bell, fr: 'x'.repeat(1_001) };
    const expected = { error: 'Invalid', problems: [{ field: 'message', code: 'control', locale: 'ro' }, { field: 'message', code: 'too-long', locale: 'fr', value: '1000' }] };
    const send = { all: true, note };
    for (const [url, body] of [
      [HOUSEHOLD_MAIL_API.invitationPreview, send],
      [HOUSEHOLD_MAIL_API.reminderPreview, send],
      [HOUSEHOLD_MAIL_API.invitations, { ...send, households: 1 }],
      [HOUSEHOLD_MAIL_API.reminders, { ...send, households: 1 }],
      [HOUSEHOLD_MAIL_API.invitationCopy, { send, locale: 'ro', to: 'noi@example.com' }],
    ] as const) {
      const refused = await admin.send('POST', url, body);
      expect(refused.statusCode, url).toBe(422);
      expect(refused.json(), url).toEqual(expected);
    }
    // A copy to a wrong address with that note: both problems at once.
    const both = await admin.send('POST', HOUSEHOLD_MAIL_API.reminderCopy, { send, locale: 'ro', to: 'not an address' });
    expect(both.json()).toEqual({ ...expected, problems: [{ field: 'to', code: 'invalid' }, ...expected.problems] });
    // The event's description refuses the same character with the same code, in its language.
    const event = await admin.send('POST', INVITATION_API.events, eventInput({ description: { ...NO_TEXT, ro: bell } }));
    expect(event.statusCode).toBe(422);
    expect(event.json<{ problems: unknown[] }>().problems).toEqual([{ field: 'description', code: 'control', locale: 'ro' }]);
    expect(app.stores.outbox.counts()).toMatchObject({ queued: 0, sent: 0 });
  });
});
