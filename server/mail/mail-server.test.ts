/**
 * The couple's own mail server from Settings (issue 36), through the couple's routes over app.inject() and a real
 * SMTP server on 127.0.0.1 that asks for a login (test-support/smtp-test-server.ts): the test e-mail arrives before
 * anything is kept; a wrong password, a server that cannot be reached or a failed encryption is said in words and
 * nothing is kept; the outbox then sends through the saved server; the password is in no database byte in clear, no
 * log line and no answer; SMTP_URL wins; the routes refuse a guest, no session and another site.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_API } from '#common/admin-api';
import { MAIL_SERVER_API, type MailServerKept, type MailServerRequest, type MailServerScreen } from '#common/mail-server-api';
import { OUTBOX_API, type OutboxMessage, type OutboxPage } from '#common/outbox-api';
import { anyFreePort } from '../../test-support/free-port';
import { createBackup } from '../backup/create-backup';
import { restoreBackup } from '../backup/restore-backup';
import { openedArchive } from '../testing/backup-archives';
import { startTestSmtpServer, type TestSmtpServer } from '../../test-support/smtp-test-server';
import { coupleAndGuest, type TestApp, type TestClient } from '../testing/couple-client';
import { makeTempDir, type TestAppOptions } from '../testing/test-app';
import { requestSerializers } from '../security/log-redaction';
import type { MailSettings } from './mail-settings';
import { SEALING_KEY_FILE } from '../security/sealed-secrets';

const PASSWORD = 'Tq9!wedding-app-password-7Zx';
const USER = 'ana@example.com';
/** The mail server keeps real time, on a machine that may be busy. */
const WAIT = { timeout: 15_000, interval: 20 };

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function smtpServer(pass = PASSWORD): Promise<TestSmtpServer> {
  const server = await startTestSmtpServer({ login: { user: USER, pass } });
  cleanups.push(() => server.stop());
  return server;
}

/** Every line the app logs, at every level. */
function capturedLog() {
  let text = '';
  const stream = new Writable({ write: (chunk, _encoding, done) => ((text += String(chunk)), done()) });
  return { logger: { level: 'trace', stream, serializers: requestSerializers }, text: () => text };
}

interface Site {
  admin: TestClient;
  t: TestApp;
  dataDir: string;
  log: () => string;
  /** Every answer the couple's client was given. */
  answers: string[];
  put: (body: Partial<MailServerRequest>) => Promise<LightMyRequestResponse>;
  screen: () => Promise<MailServerScreen>;
}

async function site({ dataDir = makeTempDir(), mail, ...options }: { dataDir?: string; mail?: MailSettings } & TestAppOptions = {}): Promise<Site> {
  const log = capturedLog();
  const signedIn = await coupleAndGuest({ dataDir, logger: log.logger, ...(mail ? { mail } : {}), ...options });
  cleanups.push(() => signedIn.t.close());
  const answers: string[] = [];
  const kept = async (response: Promise<LightMyRequestResponse>) => {
    const answer = await response;
    answers.push(answer.body);
    return answer;
  };
  const admin: TestClient = {
    ...signedIn.admin,
    get: async <T>(url: string) => JSON.parse((await kept(signedIn.admin.inject({ method: 'GET', url }))).body) as T,
    send: (method, url, payload) => kept(signedIn.admin.send(method, url, payload)),
  };
  return {
    admin,
    t: signedIn.t,
    dataDir,
    log: log.text,
    answers,
    put: (body) => admin.send('PUT', MAIL_SERVER_API.server, body),
    screen: () => admin.get<MailServerScreen>(MAIL_SERVER_API.server),
  };
}

/** "Another provider": the test server on this computer, without encryption (it has none to offer). */
const another = (smtp: { port: number }, changes: Partial<MailServerRequest> = {}): MailServerRequest => ({
  provider: 'other',
  host: '127.0.0.1',
  port: smtp.port,
  security: 'none',
  address: USER,
  user: '',
  password: PASSWORD,
  locale: 'en',
  ...changes,
});

/** Every file of DATA_DIR but the mail key itself, as bytes. */
function dataFiles(dir: string): Array<{ file: string; bytes: Buffer }> {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((relative) => path.join(dir, relative))
    .filter((file) => fs.statSync(file).isFile() && path.basename(file) !== SEALING_KEY_FILE)
    .map((file) => ({ file, bytes: fs.readFileSync(file) }));
}

const connectionProblem = (response: LightMyRequestResponse) => (response.json() as { problems: Array<{ field: string; code: string; value?: string }> }).problems;

describe('a mail server set from the dashboard', () => {
  it('is tried with a test e-mail to the couple, kept once it arrived, and the outbox then sends through it', async () => {
    const smtp = await smtpServer();
    const s = await site();
    expect(await s.screen()).toEqual({ environment: null, saved: null });

    const kept = await s.put(another(smtp));
    expect(kept.statusCode).toBe(200);
    const answer = kept.json<MailServerKept>();
    expect(answer.answer).toContain('Ok: queued as test-1');
    expect(answer.saved).toMatchObject({ provider: 'other', host: '127.0.0.1', port: smtp.port, security: 'none', address: USER, user: USER, passwordReadable: true });
    // The test e-mail went through the login, from and to the couple's own address, in the dashboard's language.
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.envelope).toEqual({ from: USER, to: [USER] });
    expect(smtp.received[0]!.parsed.subject).toContain('A test e-mail from your wedding site');
    expect(smtp.received[0]!.parsed.text).toContain(`your mail server, 127.0.0.1:${smtp.port}`);

    expect(await s.screen()).toEqual({ environment: null, saved: answer.saved });
    const page = await s.admin.get<OutboxPage>(OUTBOX_API.outbox);
    expect(page.server).toMatchObject({ configured: true, source: 'dashboard', host: `127.0.0.1:${smtp.port}` });
    expect(page.server.from).toContain(`<${USER}>`);

    // A message queued now leaves through the saved server, from the couple's address.
    const queued = await s.admin.send('POST', OUTBOX_API.test, { to: 'maria@example.com', locale: 'de' });
    expect(queued.statusCode).toBe(202);
    await vi.waitFor(() => expect(smtp.received).toHaveLength(2), WAIT);
    expect(smtp.received[1]!.envelope).toEqual({ from: USER, to: ['maria@example.com'] });
    await vi.waitFor(async () => expect((await s.admin.get<OutboxMessage>(OUTBOX_API.message(queued.json<OutboxMessage>().id))).state).toBe('sent'), WAIT);
  });

  it('with a wrong password is refused in words, and nothing is kept', async () => {
    const smtp = await smtpServer();
    const s = await site();
    const refused = await s.put(another(smtp, { password: 'not the app password' }));
    expect(refused.statusCode).toBe(422);
    expect(connectionProblem(refused)).toEqual([{ field: 'connection', code: 'login', value: expect.stringContaining('535 Authentication failed') }]);
    expect(smtp.received).toHaveLength(0);
    expect(await s.screen()).toEqual({ environment: null, saved: null });
    expect(fs.existsSync(path.join(s.dataDir, SEALING_KEY_FILE))).toBe(false);
    expect((await s.admin.get<OutboxPage>(OUTBOX_API.outbox)).server).toMatchObject({ configured: false, source: null });
  });

  it('that cannot be reached, has no such name, or fails its encryption says so, and nothing is kept', async () => {
    const smtp = await smtpServer();
    const s = await site();
    const problemOf = async (body: MailServerRequest) => {
      const response = await s.put(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      return connectionProblem(response)[0];
    };
    // Nothing listens on a port just handed out and closed again.
    expect(await problemOf(another({ port: await anyFreePort() }))).toMatchObject({ field: 'connection', code: 'cannot-connect', value: expect.stringContaining('ECONNREFUSED') });
    expect(await problemOf(another(smtp, { host: 'no-such-mail-server.invalid', security: 'tls' }))).toMatchObject({ code: 'host-unknown' });
    // TLS from the first byte to a server that speaks plain text; STARTTLS required of one that offers none.
    expect(await problemOf(another(smtp, { security: 'tls' }))).toMatchObject({ code: 'tls' });
    expect(await problemOf(another(smtp, { security: 'starttls' }))).toMatchObject({ code: 'tls', value: expect.stringContaining('STARTTLS') });
    // A certificate nobody vouches for (smtp-server's own, self-signed).
    const untrusted = new SMTPServer({ secure: true, authOptional: true, logger: false });
    // The site hangs up mid-handshake, as it should: the server reports that as an error of its own.
    untrusted.on('error', () => undefined);
    const port = await anyFreePort();
    await new Promise<void>((resolve) => untrusted.listen(port, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => untrusted.close(() => resolve())));
    expect(await problemOf(another({ port }, { security: 'tls' }))).toMatchObject({ code: 'tls', value: expect.stringMatching(/certificate/i) });

    expect(smtp.received).toHaveLength(0);
    expect((await s.screen()).saved).toBeNull();
  });

  it('refuses what cannot be tried, each field by its name, before any conversation', async () => {
    const smtp = await smtpServer();
    const s = await site();
    const refused = await s.put(another(smtp, { host: 'smtp.example.com', address: 'not an address', password: '' }));
    expect(refused.statusCode).toBe(422);
    expect(connectionProblem(refused)).toEqual([
      { field: 'address', code: 'invalid' },
      { field: 'security', code: 'plain-over-network' },
      { field: 'password', code: 'empty' },
    ]);
    // A body of the wrong shape is the dashboard's mistake, not the couple's: 400, nothing of it repeated.
    for (const body of [{}, { ...another(smtp), port: 'twenty' }, { ...another(smtp), provider: 'yahoo' }, { ...another(smtp), extra: 1 }]) {
      const wrong = await s.put(body as Partial<MailServerRequest>);
      expect(wrong.statusCode, JSON.stringify(body)).toBe(400);
      expect(wrong.json()).toEqual({ error: 'Bad Request' });
    }
    expect(smtp.received).toHaveLength(0);
  });

  it('keeps its password when none is typed, sends it to no other server, and takes a new one in its place', async () => {
    const smtp = await smtpServer();
    const elsewhere = await smtpServer('the second app password');
    const s = await site();
    expect((await s.put(another(smtp))).statusCode).toBe(200);
    // Left empty: the saved password, for the same server and user.
    expect((await s.put(another(smtp, { password: '' }))).statusCode).toBe(200);
    expect(smtp.received).toHaveLength(2);

    // Another server (one the couple's session could name to catch the password) must be given it again.
    const again = await s.put(another(elsewhere, { password: '' }));
    expect(again.statusCode).toBe(422);
    expect(connectionProblem(again)).toEqual([{ field: 'password', code: 'password-again' }]);
    expect(elsewhere.received).toHaveLength(0);

    // Typed: it replaces the saved one, and the outbox follows.
    expect((await s.put(another(elsewhere, { password: 'the second app password' }))).statusCode).toBe(200);
    expect((await s.screen()).saved).toMatchObject({ port: elsewhere.port });
    await s.admin.send('POST', OUTBOX_API.test, { to: 'maria@example.com', locale: 'en' });
    await vi.waitFor(() => expect(elsewhere.received.map((mail) => mail.envelope.to[0])).toEqual([USER, 'maria@example.com']), WAIT);
    expect(smtp.received).toHaveLength(2);
  });

  it('keeps its password in no database byte, no log line and no answer', async () => {
    const smtp = await smtpServer();
    const s = await site();
    expect((await s.put(another(smtp, { password: `${PASSWORD}-wrong` }))).statusCode).toBe(422);
    expect((await s.put(another(smtp))).statusCode).toBe(200);
    await s.admin.send('POST', OUTBOX_API.test, { to: 'maria@example.com', locale: 'en' });
    await vi.waitFor(() => expect(smtp.received).toHaveLength(2), WAIT);
    await s.screen();
    await s.admin.get(OUTBOX_API.outbox);
    const exported = await s.admin.inject({ method: 'GET', url: ADMIN_API.export });
    expect(exported.statusCode).toBe(200);
    s.answers.push(exported.body);

    // The database (and its write-ahead log) holds it sealed: the row is there, the password is not.
    const files = dataFiles(s.dataDir);
    expect(files.map(({ file }) => path.basename(file))).toContain('wedding.db');
    expect(files.some(({ bytes }) => bytes.includes('mail_server'))).toBe(true);
    for (const { file, bytes } of files) {
      expect(bytes.includes(PASSWORD), file).toBe(false);
      expect(bytes.includes(Buffer.from(PASSWORD, 'utf16le')), file).toBe(false);
    }
    expect(fs.statSync(path.join(s.dataDir, SEALING_KEY_FILE)).mode & 0o777).toBe(0o600);

    expect(s.log()).toContain('a mail server was tried from the dashboard');
    expect(s.log()).toContain('e-mail sent');
    expect(s.log()).not.toContain(PASSWORD);
    expect(s.answers.length).toBeGreaterThan(5);
    for (const body of s.answers) expect(body).not.toContain(PASSWORD);
  });

  it('routes refuse no session, a guest’s session and another site, trying nothing', async () => {
    const smtp = await smtpServer();
    const signedIn = await coupleAndGuest();
    cleanups.push(() => signedIn.t.close());
    const { app } = signedIn.t;
    const put = { method: 'PUT' as const, url: MAIL_SERVER_API.server, payload: another(smtp) };
    for (const cookies of [{}, signedIn.guest.cookies, { admin: signedIn.guest.cookies.session! }]) {
      expect((await app.inject({ method: 'GET', url: MAIL_SERVER_API.server, cookies })).statusCode).toBe(401);
      expect((await app.inject({ ...put, cookies })).statusCode).toBe(401);
    }
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
      expect((await app.inject({ ...put, cookies: signedIn.admin.cookies, headers })).statusCode).toBe(403);
    }
    expect(smtp.received).toHaveLength(0);
    expect((await signedIn.admin.get<MailServerScreen>(MAIL_SERVER_API.server)).saved).toBeNull();
  });
});

describe('SMTP_URL in the environment', () => {
  it('wins over a saved server: the screen says so, nothing is tried or kept, and the outbox sends through it', async () => {
    const saved = await smtpServer();
    const dataDir = makeTempDir();
    const before = await site({ dataDir });
    expect((await before.put(another(saved))).statusCode).toBe(200);
    await cleanups.pop()!();

    const environment = await startTestSmtpServer();
    cleanups.push(() => environment.stop());
    const s = await site({ dataDir, mail: { smtpUrl: environment.url, from: 'Ana & Ion <hello@example.com>', perMinute: 600 } });
    const screen = await s.screen();
    expect(screen.environment).toEqual({ host: `127.0.0.1:${environment.port}` });
    expect(screen.saved).toMatchObject({ port: saved.port, passwordReadable: true });
    expect((await s.admin.get<OutboxPage>(OUTBOX_API.outbox)).server).toMatchObject({ source: 'environment', host: `127.0.0.1:${environment.port}` });

    const refused = await s.put(another(saved));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'Conflict', problem: 'environment' });
    expect(saved.received).toHaveLength(1);

    await s.admin.send('POST', OUTBOX_API.test, { to: 'maria@example.com', locale: 'en' });
    await vi.waitFor(() => expect(environment.received).toHaveLength(1), WAIT);
    expect(environment.received[0]!.envelope).toEqual({ from: 'hello@example.com', to: ['maria@example.com'] });
    expect(saved.received).toHaveLength(1);
  });
});

describe('a backup', () => {
  it('holds the password only sealed and never the key: restored on the same server it reads, on a new one it is asked for again', async () => {
    const smtp = await smtpServer();
    const s = await site();
    expect((await s.put(another(smtp))).statusCode).toBe(200);
    const key = crypto.randomBytes(32);
    const archive = (await createBackup({ dataDir: s.dataDir, db: s.t.db, key, out: path.join(makeTempDir(), 'site.tar.gz.enc') })).file;
    const { into, manifest } = await openedArchive(archive, key);
    expect(manifest.files.map((file) => file.path)).not.toContain(SEALING_KEY_FILE);
    for (const { file, bytes } of dataFiles(into)) expect(bytes.includes(PASSWORD), file).toBe(false);
    await cleanups.pop()!();

    // The same server: the key stays where it is through the restore, and the password reads as before.
    await restoreBackup({ archive, dataDir: s.dataDir, key, force: true });
    const same = await site({ dataDir: s.dataDir });
    expect((await same.screen()).saved).toMatchObject({ passwordReadable: true });
    expect((await same.admin.get<OutboxPage>(OUTBOX_API.outbox)).server).toMatchObject({ source: 'dashboard' });

    // A new server has no such key: the server is shown, its password is not used, and the couple types it again.
    const elsewhere = makeTempDir();
    await restoreBackup({ archive, dataDir: elsewhere, key });
    const moved = await site({ dataDir: elsewhere });
    expect((await moved.screen()).saved).toMatchObject({ port: smtp.port, passwordReadable: false });
    expect((await moved.admin.get<OutboxPage>(OUTBOX_API.outbox)).server).toMatchObject({ configured: false, source: null });
    const empty = await moved.put(another(smtp, { password: '' }));
    expect(connectionProblem(empty)).toEqual([{ field: 'password', code: 'empty' }]);
    expect((await moved.put(another(smtp))).statusCode).toBe(200);
    expect((await moved.screen()).saved).toMatchObject({ passwordReadable: true });
  });
});
