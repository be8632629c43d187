/**
 * The outbox against a real SMTP server (test-support/smtp-test-server.ts, read back with mailparser), through the
 * couple's routes over app.inject(): the test e-mail in each language, what the server answered, a message tried
 * again after a 4xx answer and after the server was down, refused for good and sent again, the pace per minute,
 * none sent twice across a restart, and no mail server at all. The sender's waits run on a clock the test moves;
 * the mail server keeps real time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES } from '#common/locales';
import { OUTBOX_API, type OutboxMessage, type OutboxMessageDetail, type OutboxPage } from '#common/outbox-api';
import { CONTENT_API, type AdminContent } from '#common/site-content';
import type { TestSmtpServer } from '../../test-support/smtp-test-server';
import type { TestClient } from '../testing/couple-client';
import { useMailTestApp, type MailTestSite } from '../testing/mail-test-app';
import { manualClock, type ManualClock } from '../testing/manual-clock';
import { makeTempDir } from '../testing/test-app';
import { openStores } from '../stores';
import { testMail } from './kinds/test-mail';
import { retryDelayMs } from './mail-sender';

const START = Date.UTC(2026, 4, 2, 9, 0);
const FROM = 'Ana & Ion <hello@example.com>';
/** The mail server keeps real time, on a machine that may be busy. */
const WAIT = { timeout: 15_000, interval: 20 };
const mailTest = useMailTestApp();

/** A site sending through `smtp` (or saving files when it is null), its sender on a clock of its own. */
async function site(server: TestSmtpServer | null, { perMinute = 60, dataDir = makeTempDir() } = {}): Promise<MailTestSite> {
  const clock = manualClock(START);
  return mailTest.signIn({ dataDir, clock, smtp: server, from: FROM, perMinute });
}

/** Waits for a state while the sender's time goes on, a second per look (the pace between messages passes). */
const meanwhile = (clock: ManualClock, assertion: () => unknown) =>
  vi.waitFor(async () => {
    clock.advance(1_000);
    await assertion();
  }, WAIT);

const sendTest = (admin: TestClient, to: string, locale = 'en') => admin.send('POST', OUTBOX_API.test, { to, locale });
const messageOf = (admin: TestClient, id: number) => admin.get<OutboxMessageDetail>(OUTBOX_API.message(id));
const stateOf = async (admin: TestClient, id: number) => (await messageOf(admin, id)).state;

async function renameCouple(admin: TestClient, coupleNames: string) {
  const { facts, factsRevision } = await admin.get<AdminContent>(CONTENT_API.content);
  expect((await admin.send('PUT', CONTENT_API.facts, { facts: { ...facts, coupleNames }, revision: factsRevision })).statusCode).toBe(200);
}

describe('the test e-mail', () => {
  it('is queued at once (202), then sent through the mail server, which the couple hears answered', async () => {
    const smtp = await mailTest.startSmtp();
    const { admin } = await site(smtp);
    const queued = await sendTest(admin, 'couple@example.com');
    expect(queued.statusCode).toBe(202);
    const { id, state } = queued.json<OutboxMessage>();
    expect(state).toBe('queued');
    await vi.waitFor(async () => expect(await stateOf(admin, id)).toBe('sent'), WAIT);
    const sent = await messageOf(admin, id);
    expect(sent).toMatchObject({ attempts: 1, answer: expect.stringContaining('Ok: queued as test-1'), to: { address: 'couple@example.com' } });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.envelope).toEqual({ from: 'hello@example.com', to: ['couple@example.com'] });
    expect(smtp.received[0]!.parsed.from?.value).toEqual([{ name: 'Ana & Ion', address: 'hello@example.com' }]);
    const page = await admin.get<OutboxPage>(OUTBOX_API.outbox);
    expect(page.server).toEqual({ configured: true, source: 'environment', host: `127.0.0.1:${smtp.port}`, from: 'Ana & Ion <hello@example.com>', perMinute: 60, perDay: 400, dayBoundUntil: null });
    expect(page.counts.sent).toBe(1);
    expect(page.messages.map((message) => message.id)).toEqual([id]);
  });

  it('arrives in each language: UTF-8 subject, plain text and HTML saying the same, no image, no tracking', async () => {
    const smtp = await mailTest.startSmtp();
    const { admin, clock } = await site(smtp);
    await renameCouple(admin, 'Ștefana & Иван');
    for (const locale of LOCALES) expect((await sendTest(admin, `${locale}@example.com`, locale)).statusCode).toBe(202);
    await meanwhile(clock, () => expect(mailTest.smtp.received).toHaveLength(LOCALES.length));
    for (const locale of LOCALES) {
      const mail = smtp.received.find((m) => m.envelope.to[0] === `${locale}@example.com`)!;
      const words = testMail(locale, { couple: 'Ștefana & Иван', server: `127.0.0.1:${smtp.port}`, siteUrl: 'https://wedding.example' });
      expect(mail.parsed.subject, locale).toBe(words.subject);
      expect(mail.parsed.subject, locale).toContain('Ștefana & Иван');
      expect(mail.raw, locale).toMatch(/^Subject: =\?UTF-8\?/m);
      expect(mail.parsed.text, locale).toContain(words.heading);
      for (const paragraph of words.paragraphs) {
        expect(mail.parsed.text, locale).toContain(paragraph);
        // React writes ' as &#x27; and & as &amp;: compare what a reader sees.
        expect(htmlText(mail.parsed.html || ''), locale).toContain(paragraph);
      }
      expect(mail.parsed.html, locale).toContain(`<html lang="${locale}">`);
      expect(mail.parsed.html, locale).not.toMatch(/<img|src=|url\(|<link|<script/i);
      // MAIL_FROM names the sender; without a name there, the couple's names are taken (the header test below).
      expect(mail.parsed.from?.value[0]?.name, locale).toBe('Ana & Ion');
    }
  });

  it('refuses an address that is not one, and a body of the wrong shape, queuing nothing', async () => {
    const { admin } = await site(null);
    for (const to of ['', 'not an address', 'a@b', 'ana@example.com, eve@example.com', 'ana@example.com\r\nBcc: eve@example.com', '<ana@example.com>']) {
      const refused = await sendTest(admin, to);
      expect(refused.statusCode, to).toBe(422);
      expect(refused.json(), to).toEqual({ error: 'Invalid', problems: [{ field: 'to', code: 'invalid' }] });
    }
    for (const body of [{}, { to: 'ana@example.com' }, { to: 'ana@example.com', locale: 'es' }, { to: 7, locale: 'en' }, { to: 'ana@example.com', locale: 'en', extra: 1 }]) {
      expect((await admin.send('POST', OUTBOX_API.test, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await admin.get<OutboxPage>(OUTBOX_API.outbox)).total).toBe(0);
  });

  it('is the couple’s only: a guest’s session, none, and another site queue nothing', async () => {
    const clock = manualClock(START);
    const signedIn = await mailTest.signIn({ clock, smtp: null });
    const t = signedIn.t;
    const body = { to: 'eve@example.com', locale: 'en' };
    expect((await signedIn.guest.send('POST', OUTBOX_API.test, body)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: OUTBOX_API.test, payload: body })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: OUTBOX_API.outbox, cookies: signedIn.guest.cookies })).statusCode).toBe(401);
    const crossSite = await t.app.inject({ method: 'POST', url: OUTBOX_API.test, payload: body, cookies: signedIn.admin.cookies, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    expect((await signedIn.admin.get<OutboxPage>(OUTBOX_API.outbox)).total).toBe(0);
  });

  it('never keeps the couple waiting: queued while the mail server is still busy with another message', async () => {
    const smtp = await mailTest.startSmtp();
    const { admin, clock } = await site(smtp);
    const release = smtp.hold();
    const first = (await sendTest(admin, 'first@example.com')).json<OutboxMessage>();
    await vi.waitFor(() => expect(mailTest.smtp.waiting()).toBe(1), WAIT);
    expect(await stateOf(admin, first.id)).toBe('sending');
    const second = await sendTest(admin, 'second@example.com');
    expect(second.statusCode).toBe(202);
    expect(second.json<OutboxMessage>().state).toBe('queued');
    release();
    await meanwhile(clock, async () => expect(await stateOf(admin, second.json<OutboxMessage>().id)).toBe('sent'));
  });
});

/** The text a reader sees in the HTML: tags removed, entities read. */
function htmlText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('when the mail server says no', () => {
  it('tries again after a 4xx answer, once the backoff has passed, and sends it once', async () => {
    const smtp = await mailTest.startSmtp();
    smtp.refuse((_address, attempt) => (attempt === 1 ? { code: 451, message: '4.7.1 Greylisted, try again later' } : undefined));
    const { admin, clock } = await site(smtp);
    const { id } = (await sendTest(admin, 'ana@example.com')).json<OutboxMessage>();
    await vi.waitFor(async () => expect(await messageOf(admin, id)).toMatchObject({ state: 'queued', attempts: 1, answer: expect.stringContaining('451') }), WAIT);
    expect((await messageOf(admin, id)).nextAttemptAt).toBe(START + retryDelayMs(1));
    expect(clock.pending()).toEqual([START + retryDelayMs(1)]);
    clock.advance(retryDelayMs(1) - 1);
    expect(await stateOf(admin, id)).toBe('queued');
    clock.advance(1);
    await vi.waitFor(async () => expect(await messageOf(admin, id)).toMatchObject({ state: 'sent', attempts: 2 }), WAIT);
    expect(smtp.received).toHaveLength(1);
  });

  it('waits while the server is down, the whole queue with it, and sends everything once it is back', async () => {
    const smtp = await mailTest.startSmtp();
    await smtp.stop();
    const { admin, clock } = await site(smtp);
    const first = (await sendTest(admin, 'first@example.com')).json<OutboxMessage>();
    await vi.waitFor(async () => expect(await messageOf(admin, first.id)).toMatchObject({ state: 'queued', attempts: 1, answer: expect.stringMatching(/ECONNREFUSED/) }), WAIT);
    const second = (await sendTest(admin, 'second@example.com')).json<OutboxMessage>();
    // The server is the problem, not the message: the second waits too instead of being tried in vain.
    expect(clock.pending()).toEqual([START + retryDelayMs(1)]);
    expect(await messageOf(admin, second.id)).toMatchObject({ state: 'queued', attempts: 0 });
    await smtp.start();
    clock.advance(retryDelayMs(1));
    await meanwhile(clock, () => expect(mailTest.smtp.received).toHaveLength(2));
    // The mail server has a message before the outbox hears its answer and marks it sent: wait for that too.
    await vi.waitFor(async () => expect(await messageOf(admin, first.id)).toMatchObject({ state: 'sent', attempts: 2 }), WAIT);
    await vi.waitFor(async () => expect(await messageOf(admin, second.id)).toMatchObject({ state: 'sent', attempts: 1 }), WAIT);
  });

  it('keeps everything queued while the server refuses the login, and sends once the right password is set', async () => {
    const smtp = await mailTest.startSmtp({ login: { user: 'ana@example.com', pass: 'the right one' } });
    const dataDir = makeTempDir();
    const wrong = smtp.url.replace(encodeURIComponent('the right one'), 'a-typo');
    const firstClock = manualClock(START);
    const first = await mailTest.signIn({ dataDir, clock: firstClock, smtp: { url: wrong }, from: FROM, perMinute: 60 });
    const { id } = (await sendTest(first.admin, 'ana@example.com')).json<OutboxMessage>();
    // A refused login is the server's setting, not the message's: it waits, as the rest would.
    await vi.waitFor(async () => expect(await messageOf(first.admin, id)).toMatchObject({ state: 'queued', attempts: 1, answer: expect.stringContaining('535') }), WAIT);
    await mailTest.closeApp();
    // SMTP_URL mended, the server restarted: the message goes at its next turn.
    const { admin, clock } = await site(smtp, { dataDir });
    clock.advance(retryDelayMs(1));
    await vi.waitFor(async () => expect(await messageOf(admin, id)).toMatchObject({ state: 'sent', attempts: 2 }), WAIT);
    expect(smtp.received).toHaveLength(1);
  });

  it('marks a 5xx refusal failed with the server’s reason; the couple sends it again, and it goes', async () => {
    const smtp = await mailTest.startSmtp();
    smtp.refuse((_address, attempt) => (attempt === 1 ? { code: 550, message: '5.1.1 Mailbox unavailable' } : undefined));
    const { admin, clock } = await site(smtp);
    const { id } = (await sendTest(admin, 'ana@example.com')).json<OutboxMessage>();
    await vi.waitFor(async () => expect(await messageOf(admin, id)).toMatchObject({ state: 'failed', answer: expect.stringContaining('550 5.1.1 Mailbox unavailable') }), WAIT);
    const again = await admin.send('POST', OUTBOX_API.resend(id));
    expect(again.statusCode).toBe(200);
    expect(again.json<OutboxMessage>()).toMatchObject({ state: 'queued', attempts: 0, answer: null });
    await meanwhile(clock, async () => expect(await stateOf(admin, id)).toBe('sent'));
    // Sent is sent: nothing to send again; an unknown id is not found.
    expect((await admin.send('POST', OUTBOX_API.resend(id))).statusCode).toBe(409);
    expect((await admin.send('POST', OUTBOX_API.resend(id + 100))).statusCode).toBe(404);
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps to the pace per minute', async () => {
    const smtp = await mailTest.startSmtp();
    const { admin, clock } = await site(smtp, { perMinute: 2 });
    const ids: number[] = [];
    for (const name of ['a', 'b', 'c']) ids.push((await sendTest(admin, `${name}@example.com`)).json<OutboxMessage>().id);
    await vi.waitFor(() => expect(mailTest.smtp.received).toHaveLength(1), WAIT);
    await vi.waitFor(() => expect(clock.pending()).toEqual([START + 30_000]), WAIT);
    clock.advance(29_999);
    expect((await admin.get<OutboxPage>(OUTBOX_API.outbox)).counts).toMatchObject({ sent: 1, queued: 2 });
    clock.advance(1);
    await vi.waitFor(() => expect(mailTest.smtp.received).toHaveLength(2), WAIT);
    await vi.waitFor(() => expect(clock.pending()).toEqual([START + 60_000]), WAIT);
  });
});

describe('across a restart', () => {
  it('goes on where it stopped and sends none twice; one cut off mid-way is marked, never sent again by itself', async () => {
    const smtp = await mailTest.startSmtp();
    const dataDir = makeTempDir();
    const first = await site(smtp, { dataDir, perMinute: 60 });
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) ids.push((await sendTest(first.admin, `guest${i}@example.com`)).json<OutboxMessage>().id);
    await vi.waitFor(() => expect(mailTest.smtp.received).toHaveLength(1), WAIT);
    await vi.waitFor(() => expect(first.clock.pending()).toHaveLength(1), WAIT);
    first.clock.advance(1_000);
    await vi.waitFor(() => expect(mailTest.smtp.received).toHaveLength(2), WAIT);
    await mailTest.closeApp();
    // A process killed while handing a message over leaves it `sending` (written here as the store's claim would).
    const between = openStores(dataDir);
    between.db.prepare(`UPDATE outbox SET state = 'sending', attempts = 1 WHERE id = ?`).run(ids[2]);
    between.db.close();

    const second = await site(smtp, { dataDir, perMinute: 60 });
    await vi.waitFor(() => expect(mailTest.smtp.received).toHaveLength(3), WAIT);
    second.clock.advance(1_000);
    await vi.waitFor(() => expect(mailTest.smtp.received).toHaveLength(4), WAIT);
    // The mail server has a message before the outbox hears its answer and marks it sent: wait for that too.
    const states = () => Promise.all(ids.map((id) => stateOf(second.admin, id)));
    await vi.waitFor(async () => expect(await states()).toEqual(['sent', 'sent', 'interrupted', 'sent', 'sent']), WAIT);
    const arrived = smtp.received.map((mail) => mail.envelope.to[0]);
    expect(arrived.sort()).toEqual(['guest1@example.com', 'guest2@example.com', 'guest4@example.com', 'guest5@example.com']);
    expect(new Set(smtp.received.map((mail) => mail.parsed.messageId)).size).toBe(4);
    expect(second.clock.pending()).toEqual([]);
  });
});

describe('without a mail server', () => {
  it('saves each message as an .eml file, says it was not sent, and shows it', async () => {
    const { admin, t: app } = await site(null);
    const { id } = (await sendTest(admin, 'couple@example.com', 'de')).json<OutboxMessage>();
    await vi.waitFor(async () => expect(await stateOf(admin, id)).toBe('saved'), WAIT);
    const saved = await messageOf(admin, id);
    expect(saved).toMatchObject({ answer: null, file: path.join('outbox', `${id}.eml`) });
    expect(saved.text).toContain('aber nicht gesendet');
    const file = path.join(app.dataDir, saved.file!);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const parsed = await simpleParser(fs.readFileSync(file));
    expect(parsed.subject).toBe(saved.subject);
    expect(parsed.text).toBe(saved.text);
    const page = await admin.get<OutboxPage>(OUTBOX_API.outbox);
    expect(page.server).toEqual({ configured: false, source: null, host: null, from: null, perMinute: 60, perDay: 400, dayBoundUntil: null });
    expect(page.counts).toMatchObject({ saved: 1, sent: 0 });
    // Sending it again would only save it again.
    expect((await admin.send('POST', OUTBOX_API.resend(id))).statusCode).toBe(409);
  });
});
