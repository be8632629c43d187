/**
 * A sign-in to the dashboard on a device not seen before tells the couple (issue 38, docs/decisions/0061): through
 * the outbox and a real SMTP server (test-support/smtp-test-server.ts), to where their notices go, in their notices'
 * language; never for a device seen before, a refused sign-in, the site's very first device, or without a mail server.
 * A sign-in as a person tells that person, at their address and in their language, of a device new to them
 * (docs/decisions/0065).
 */
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_API } from '#common/admin-api';
import { ANSWER_NOTICES_API } from '#common/answer-notices-api';
import { OUTBOX_API, type OutboxPage } from '#common/outbox-api';
import { PEOPLE_API, type PersonWithLink } from '#common/people-api';
import { useMailTestApp } from '../testing/mail-test-app';
import { manualClock, type ManualClock } from '../testing/manual-clock';
import { sessionCookieOf, TEST_ADMIN_PASSWORD } from '../testing/test-app';

/** 11:30 in Bucharest, where the wedding is. */
const START = Date.parse('2027-04-01T08:30:00Z');
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Mobile Safari/537.36';
const WAIT = { timeout: 15_000, interval: 20 };
const PLANNER_PASSWORD = 'a long walk by the Danube';

const mailTest = useMailTestApp();

/** The site (sending through the test's mail server, unless `smtp: null`), and the couple's first phone signed in. */
async function site(options: Omit<Parameters<typeof mailTest.start>[0], 'clock'> = {}) {
  const clock = manualClock(START);
  const { app } = await mailTest.start({ clock, from: 'Elena & Julian <hello@example.com>', ...options });
  const signIn = (password = TEST_ADMIN_PASSWORD, cookies: Record<string, string> = {}, remoteAddress = '203.0.113.7') =>
    app.inject({ method: 'POST', url: ADMIN_API.login, payload: { password }, headers: { 'user-agent': ANDROID_CHROME }, remoteAddress, cookies });
  // The couple's first phone: the site's first device, which warns nobody.
  const first = await signIn();
  const couple = { admin: sessionCookieOf(first, 'admin')!, 'admin-device': sessionCookieOf(first, 'admin-device')! };
  const outbox = async () => (await app.inject({ method: 'GET', url: OUTBOX_API.outbox, cookies: { admin: couple.admin } })).json() as OutboxPage;
  return { app, clock, signIn, couple, outbox };
}

const arrived = (clock: ManualClock, count: number) =>
  vi.waitFor(() => {
    clock.advance(1_000);
    expect(mailTest.smtp.received).toHaveLength(count);
  }, WAIT);

describe('a sign-in from a new device', () => {
  it('e-mails the couple at their own address, in the site’s language: when, on what, from where, and what to do', async () => {
    const { clock, signIn, couple, outbox } = await site();
    // The same phone again, a wrong password from elsewhere: nothing to tell.
    expect((await signIn(TEST_ADMIN_PASSWORD, { 'admin-device': couple['admin-device'] })).statusCode).toBe(200);
    expect((await signIn('not the password', {}, '198.51.100.9')).statusCode).toBe(401);
    expect((await outbox()).messages).toEqual([]);

    expect((await signIn(TEST_ADMIN_PASSWORD, {}, '198.51.100.9')).statusCode).toBe(200);
    await arrived(clock, 1);
    const mail = mailTest.smtp.received[0]!;
    expect(mail.envelope.to).toEqual(['hello@example.com']);
    // The site's language (content/wedding.json: de), the wedding's time zone (Bucharest, 11:30).
    expect(mail.parsed.subject).toBe('Anmeldung in eurem Hochzeits-Dashboard von einem neuen Gerät');
    const text = mail.parsed.text ?? '';
    expect(text).toContain('Am 1. April 2027 um 11:30 hat sich jemand mit dem Dashboard-Passwort in eurem Hochzeits-Dashboard angemeldet');
    expect(text).toContain('Chrome auf Android, von der Internetadresse 198.51.100.9.');
    expect(text).toContain('meldet alle ab');
    expect(text).toContain('https://wedding.example/admin/settings');
    expect(mail.raw).not.toContain(TEST_ADMIN_PASSWORD);
    expect((await outbox()).messages.map((m) => [m.kind, m.state])).toEqual([['new-sign-in', 'sent']]);
  });

  it('goes where the answer notices go, in their language', async () => {
    const { app, clock, signIn, couple } = await site();
    const notices = { mode: 'daily', to: 'planner@example.com', locale: 'fr' };
    expect((await app.inject({ method: 'PUT', url: ANSWER_NOTICES_API.notices, cookies: { admin: couple.admin }, payload: notices })).statusCode).toBe(200);
    expect((await signIn(TEST_ADMIN_PASSWORD, {}, '2001:db8:1:2:3:4:5:6')).statusCode).toBe(200);
    await arrived(clock, 1);
    const mail = mailTest.smtp.received[0]!;
    expect(mail.envelope.to).toEqual(['planner@example.com']);
    expect(mail.parsed.subject).toBe('Une connexion au tableau de bord de votre mariage depuis un nouvel appareil');
    expect(mail.parsed.text).toContain('Le 1er avril 2027 à 11:30, quelqu’un s’est connecté');
    expect(mail.parsed.text).toContain('Chrome sur Android, depuis l’adresse internet 2001:db8:1:2::/64.');
  });

  it('tells a person of a sign-in as them on a device new to them (one the couple used), at their address, in their language', async () => {
    const { app, clock, signIn, couple, outbox } = await site();
    const invited = (await app.inject({ method: 'POST', url: PEOPLE_API.people, cookies: { admin: couple.admin }, payload: { name: 'Ioana Pop', email: 'ioana@example.com', role: 'planner' } })).json() as PersonWithLink;
    const token = new URL(invited.link).hash.slice(1);
    // Chosen on a dashboard in Romanian.
    expect((await app.inject({ method: 'POST', url: PEOPLE_API.setupPassword, payload: { token, password: PLANNER_PASSWORD, locale: 'ro' } })).statusCode).toBe(204);
    const asPlanner = (cookies: Record<string, string>, remoteAddress: string) =>
      app.inject({ method: 'POST', url: ADMIN_API.login, payload: { email: 'ioana@example.com', password: PLANNER_PASSWORD }, headers: { 'user-agent': ANDROID_CHROME }, remoteAddress, cookies });
    // The planner's first device: them, just after choosing their password; nobody to warn.
    const first = await asPlanner({}, '203.0.113.20');
    expect(first.statusCode).toBe(200);
    expect((await outbox()).messages).toEqual([]);
    // The couple's phone, which the site knows, is new to the planner: the planner is told, the couple is not.
    expect((await asPlanner({ 'admin-device': couple['admin-device'] }, '198.51.100.9')).statusCode).toBe(200);
    await arrived(clock, 1);
    const mail = mailTest.smtp.received[0]!;
    expect(mail.envelope.to).toEqual(['ioana@example.com']);
    expect(mail.parsed.subject).toBe('O conectare la panoul nunții cu contul vostru, de pe un dispozitiv nou');
    const text = mail.parsed.text ?? '';
    expect(text).toContain('cineva s-a conectat cu contul vostru');
    expect(text).toContain('Chrome pe Android, de la adresa de internet 198.51.100.9.');
    expect(text).toContain('https://wedding.example/admin/passkeys');
    expect(mail.raw).not.toContain(PLANNER_PASSWORD);
    // The couple's password on the planner's first device, new to the couple: the couple is told, as before.
    expect((await signIn(TEST_ADMIN_PASSWORD, { 'admin-device': sessionCookieOf(first, 'admin-device')! }, '203.0.113.20')).statusCode).toBe(200);
    await arrived(clock, 2);
    expect(mailTest.smtp.received[1]!.envelope.to).toEqual(['hello@example.com']);
    expect(mailTest.smtp.received[1]!.parsed.subject).toBe('Anmeldung in eurem Hochzeits-Dashboard von einem neuen Gerät');
  });

  it('queues nothing while no mail server is set: a file on the server would warn nobody', async () => {
    const { signIn, outbox } = await site({ smtp: null });
    expect((await signIn(TEST_ADMIN_PASSWORD, {}, '198.51.100.9')).statusCode).toBe(200);
    expect((await outbox()).messages).toEqual([]);
  });
});
