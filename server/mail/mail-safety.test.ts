/**
 * What a name can do to a message, and what the log learns of messages: names and subjects holding CR/LF and header
 * lines reach a real SMTP server as one line each, for the one recipient; and at the most talkative log level,
 * through sending, refusals that quote the address, retries and saved files, no address, name, subject or body is
 * ever written to the log (personal data, docs/security.md).
 */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OUTBOX_API, type OutboxMessage, type OutboxMessageDetail } from '#common/outbox-api';
import { startTestSmtpServer, type TestSmtpServer } from '../../test-support/smtp-test-server';
import { coupleAndGuest, type TestApp } from '../testing/couple-client';
import { makeTempDir } from '../testing/test-app';
import { requestSerializers } from '../security/log-redaction';
import { openStores, type Stores } from '../stores';
import { createMailer, type Mailer } from './mailer';
import { REAL_CLOCK } from './mail-sender';

/** The mail server keeps real time, on a machine that may be busy. */
const WAIT = { timeout: 15_000, interval: 20 };
let smtp: TestSmtpServer | undefined;
let stores: Stores | undefined;
let mailer: Mailer | undefined;
let t: TestApp | undefined;
afterEach(async () => {
  await mailer?.stop();
  stores?.db.close();
  await t?.close();
  await smtp?.stop();
  [smtp, stores, mailer, t] = [undefined, undefined, undefined, undefined];
});

/** A log at trace level, as the server writes it (main.ts), whose every line the test can read. */
function capturedLog() {
  let text = '';
  const stream = new Writable({ write: (chunk, _encoding, done) => ((text += String(chunk)), done()) });
  return { options: { level: 'trace', stream, serializers: requestSerializers }, text: () => text };
}

describe('a name cannot add a header or a recipient', () => {
  it('reaches the server as one line, for the one address, with nothing injected', async () => {
    smtp = await startTestSmtpServer();
    stores = openStores(makeTempDir());
    const log = capturedLog();
    mailer = createMailer({
      outbox: stores.outbox,
      // No name in MAIL_FROM: the couple's names are the sender's, and they are hostile too.
      settings: { smtpUrl: smtp.url, from: 'hello@example.com', perMinute: 10_000 },
      savedServer: stores.mailServer,
      coupleNames: () => 'Ana\r\nBcc: eve@evil.example\r\nX-Injected: from',
      publicUrl: 'https://wedding.example',
      log: Fastify({ logger: log.options }).log,
      clock: REAL_CLOCK,
    });
    mailer.start();
    const name = 'Maria\r\nBcc: eve@evil.example\nX-Injected: to\r\n\r\nA body of the attacker';
    const couple = 'Ion\nSubject: spoofed\r\nX-Injected: subject';
    mailer.queue('test', { address: 'maria@example.com', name }, 'en', { couple, server: 'mail.example', siteUrl: 'https://wedding.example' });
    await vi.waitFor(() => expect(smtp!.received).toHaveLength(1), WAIT);
    const [mail] = smtp.received;
    expect(mail!.envelope.to).toEqual(['maria@example.com']);
    expect(mail!.parsed.to).toMatchObject({ value: [{ address: 'maria@example.com', name: 'Maria Bcc: eve@evil.example X-Injected: to A body of the attacker' }] });
    expect(mail!.parsed.from?.value).toEqual([{ address: 'hello@example.com', name: 'Ana Bcc: eve@evil.example X-Injected: from' }]);
    expect(mail!.parsed.subject).toBe('A test e-mail from your wedding site (Ion Subject: spoofed X-Injected: subject)');
    expect(mail!.parsed.headers.has('bcc')).toBe(false);
    expect(mail!.parsed.headers.has('x-injected')).toBe(false);
    expect(mail!.parsed.headers.get('subject')).toBe(mail!.parsed.subject);
    expect(mail!.raw).not.toContain('eve@evil.example\r\n');
  });
});

describe('the log of the outbox', () => {
  it('names no recipient, no name, no subject and no body, whatever happens to the messages', async () => {
    smtp = await startTestSmtpServer();
    const address = 'maria.personal-7c1f@example.com';
    // The server quotes the address when it refuses it, as real ones do.
    smtp.refuse((to, attempt) => (to === address && attempt === 1 ? { code: 451, message: `4.2.0 <${to}> mailbox busy` } : to.startsWith('nobody') ? { code: 550, message: `5.1.1 <${to}> unknown` } : undefined));
    const log = capturedLog();
    const signedIn = await coupleAndGuest({ logger: log.options, mail: { smtpUrl: smtp.url, from: 'Ana & Ion <hello@example.com>', perMinute: 10_000 }, mailClock: { ...REAL_CLOCK } });
    t = signedIn.t;
    const { admin } = signedIn;
    // The backoff of the 451 is real time here (a minute): the test sees the retry queued, not sent.
    const busy = (await admin.send('POST', OUTBOX_API.test, { to: address, locale: 'ru' })).json<OutboxMessage>();
    const refused = (await admin.send('POST', OUTBOX_API.test, { to: 'nobody.personal-9d2e@example.com', locale: 'de' })).json<OutboxMessage>();
    const fine = (await admin.send('POST', OUTBOX_API.test, { to: 'ion.personal-3a4b@example.com', locale: 'fr' })).json<OutboxMessage>();
    await vi.waitFor(async () => {
      expect((await admin.get<OutboxMessageDetail>(OUTBOX_API.message(busy.id))).attempts).toBe(1);
      expect((await admin.get<OutboxMessageDetail>(OUTBOX_API.message(refused.id))).state).toBe('failed');
      expect((await admin.get<OutboxMessageDetail>(OUTBOX_API.message(fine.id))).state).toBe('sent');
    }, WAIT);
    const detail = await admin.get<OutboxMessageDetail>(OUTBOX_API.message(fine.id));
    await admin.send('POST', OUTBOX_API.resend(refused.id));
    await t.close();
    t = undefined;

    const written = log.text();
    // The scan means something only if the log is there: the requests and the sender's lines about each message.
    expect(written).toMatch(/"msg":"e-mail sent"/);
    expect(written).toMatch(/"msg":"e-mail refused by the mail server"/);
    expect(written).toMatch(/"msg":"the mail server could not take e-mail: the outbox waits"|"msg":"e-mail refused for now: tried again later"/);
    expect(written).toMatch(/"path":"\/api\/admin\/outbox\/test"/);
    for (const secret of ['personal-7c1f', 'personal-9d2e', 'personal-3a4b', 'Ana & Ion', detail.subject, detail.text.split('\n')[2]!, 'mailbox busy', 'unknown>']) {
      expect(written, secret).not.toContain(secret);
    }
  });
});
