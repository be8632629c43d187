/**
 * After the wedding (issue 14): the visit history, the answers, the e-mails and the revoked guests from before a day
 * are deleted, by the guest command and by the dashboard's button; guests with working links stay and still sign in.
 * Contacts and reminders recorded before the day go too (issue 27).
 * The copies of the former data that `restore --force` kept go too (issue 26).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_API } from '#common/admin-api';
import type { AdminGuest } from '#common/guest-list-api';
import { INVITATION_API, type AdminEvent } from '#common/invitation-api';
import { OUTBOX_API, type OutboxMessage } from '#common/outbox-api';
import type { PurgeCounts } from '#common/purge-api';
import { GUEST_RSVP_API, RSVP_API, type RsvpAnswer } from '#common/rsvp-api';
import { backupKeyFor } from '../backup/backup-key';
import { createBackup } from '../backup/create-backup';
import { restoreBackup } from '../backup/restore-backup';
import { guests as guestCommand, tempDir } from '../cli/cli-harness';
import { clientOf, coupleAndGuest, type TestApp } from '../testing/couple-client';
import { eventInput } from '../testing/event-input';
import { createTestApp, loginUrl, sessionCookieOf } from '../testing/test-app';
import { latestPurgeDay, startOfDayUtc } from './purge';

const DAY = 86_400_000;
let t: TestApp | undefined;
afterEach(async () => t?.close());

/** A site whose clock the test moves: guests visit on 1 June, two are revoked, the wedding is on 20 June. */
async function afterTheWedding(dataDir?: string) {
  const clock = { now: Date.UTC(2026, 5, 1, 12) };
  const signedIn = await coupleAndGuest({ now: () => clock.now, ...(dataDir ? { dataDir } : {}) });
  t = signedIn.t;
  const [ana, ion, eva] = ['Ana', 'Ion', 'Eva'].map((name) => t!.guests.add(name));
  for (const guest of [ana!, ion!, eva!]) await t.app.inject({ method: 'POST', url: loginUrl({ token: guest.token }) });
  t.guests.revoke(ion!.guest.id);
  clock.now += 29 * DAY; // 30 June: Eva is revoked after the wedding, and Ana visits again
  t.guests.revoke(eva!.guest.id);
  await t.app.inject({ method: 'POST', url: loginUrl({ token: ana!.token }) });
  return { ...signedIn, clock, ana: ana!, ion: ion!, eva: eva! };
}

describe('purge --before', () => {
  it('the dashboard: says what would go, then deletes only what was recorded before the day', async () => {
    const { admin, ana, ion, eva } = await afterTheWedding();
    const preview = await admin.inject({ method: 'GET', url: `${ADMIN_API.purge}?before=2026-06-20` });
    // Ion, revoked on 1 June, with his visits; Eva's visit record (her last visit was on 1 June); 1 June's count of
    // password sign-ins (the guest signed in with the password); the couple's sign-in to the dashboard on 1 June.
    expect(preview.json()).toEqual({ visitRecords: 1, passwordDays: 1, revokedGuests: 1, answers: 0, answerChanges: 0, messages: 0, contacts: 0, reminders: 0, dashboardChanges: 0, signIns: 1, photoUploaders: 0, restoreCopies: 0 } satisfies PurgeCounts);
    expect(t!.guests.get(ion.guest.id)).toBeDefined(); // a preview deletes nothing
    const purged = await admin.send('POST', ADMIN_API.purge, { before: '2026-06-20' });
    expect(purged.json()).toEqual(preview.json());
    expect(t!.stores.signIns.newest(10)).toEqual([]);
    expect(t!.guests.get(ion.guest.id)).toBeUndefined();
    expect(t!.guests.get(eva.guest.id)?.revokedAt).not.toBeNull(); // revoked after the day: kept
    expect(t!.guests.get(ana.guest.id)?.visitCount).toBe(2); // her record's last visit is after the day
    expect((await t!.app.inject({ method: 'POST', url: loginUrl({ token: ana.token }) })).statusCode).toBe(200);
    expect((await admin.send('POST', ADMIN_API.purge, { before: '2026-02-30' })).statusCode).toBe(422);
    expect((await admin.send('POST', ADMIN_API.purge, { before: 20260620 })).statusCode).toBe(400);
    expect((await t!.app.inject({ method: 'POST', url: ADMIN_API.purge, payload: { before: '2026-06-20' } })).statusCode).toBe(401);
  });

  it('the dashboard: forgets the e-mail addresses, phone numbers and reminders recorded before the day, and keeps later ones', async () => {
    const clock = { now: Date.UTC(2026, 5, 1, 12) };
    const signedIn = await coupleAndGuest({ now: () => clock.now });
    t = signedIn.t;
    const { admin } = signedIn;
    const add = async (name: string, fields: object) => (await admin.send('POST', ADMIN_API.guests, { name, language: 'ro', ...fields })).json() as AdminGuest;
    const ana = await add('Ana', { email: 'ana@exemplu.ro', phone: '0722 123 456' });
    const ion = await add('Ion', { phone: '0733 222 333' });
    const family = await add('Familia Pop', {});
    await admin.send('PUT', INVITATION_API.householdMembers(family.id), { members: [{ id: family.members[0]!.id, name: 'Maria Pop', language: null, child: false, email: 'maria@exemplu.ro' }] });
    expect((await admin.send('POST', RSVP_API.reminded(ana.id))).statusCode).toBe(200);
    t.guests.revoke(ion.id);
    clock.now += 29 * DAY; // 30 June: Eva's address is added, Ana is reminded again
    const eva = await add('Eva', { email: 'eva@exemplu.ro' });
    await admin.send('POST', RSVP_API.reminded(ana.id));

    const purged = await admin.send('POST', ADMIN_API.purge, { before: '2026-06-20' });
    expect(purged.json()).toMatchObject({ contacts: 3, reminders: 1, revokedGuests: 1 });
    const after = (id: number) => admin.get<AdminGuest>(ADMIN_API.guest(id));
    expect(await after(ana.id)).toMatchObject({ email: '', phone: '' });
    expect((await after(family.id)).members[0]).toMatchObject({ name: 'Maria Pop', email: '', phone: '' });
    expect(await after(eva.id)).toMatchObject({ email: 'eva@exemplu.ro' });
    expect(t.db.prepare('SELECT guest_id AS guestId, day FROM reminders').all()).toEqual([{ guestId: ana.id, day: '2026-06-30' }]);
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM contacts').get()).toEqual({ n: 1 });
  });

  it('the dashboard: forgets everything until now with "before tomorrow", and refuses a day after tomorrow', async () => {
    const { admin, clock, ana, eva } = await afterTheWedding();
    // 30 June, 12:00 UTC (15:00 in Bucharest, the site's time zone): tomorrow is 1 July.
    for (const before of ['2026-07-02', '2030-01-01']) {
      const preview = await admin.inject({ method: 'GET', url: `${ADMIN_API.purge}?before=${before}` });
      expect(preview.statusCode, before).toBe(422);
      expect(preview.json()).toEqual({ error: 'Invalid', problems: [{ field: 'before', code: 'in-the-future', value: '2026-07-01' }] });
      expect((await admin.send('POST', ADMIN_API.purge, { before })).statusCode, before).toBe(422);
    }
    expect(t!.guests.get(eva.guest.id)).toBeDefined(); // a refused purge deletes nothing

    const purged = await admin.send('POST', ADMIN_API.purge, { before: '2026-07-01' });
    expect(purged.json()).toMatchObject({ revokedGuests: 2, visitRecords: 1 }); // Ana's record (Ion's and Eva's go with them)
    expect(t!.guests.get(eva.guest.id)).toBeUndefined(); // revoked today: gone too
    expect(t!.guests.get(ana.guest.id)?.visitCount).toBe(0);

    // 22:30 UTC is already 1 July in Bucharest: the couple's tomorrow is 2 July, whatever the day is in UTC.
    clock.now = Date.UTC(2026, 5, 30, 22, 30);
    expect((await admin.inject({ method: 'GET', url: `${ADMIN_API.purge}?before=2026-07-02` })).statusCode).toBe(200);
    expect((await admin.inject({ method: 'GET', url: `${ADMIN_API.purge}?before=2026-07-03` })).json().problems[0].value).toBe('2026-07-02');
  });

  it('the dashboard: forgets the e-mails queued before the day, with the files of those saved', async () => {
    const clock = { now: Date.UTC(2026, 5, 1, 12) };
    const signedIn = await coupleAndGuest({ now: () => clock.now });
    t = signedIn.t;
    const { admin } = signedIn;
    const queue = async (to: string) => (await admin.send('POST', OUTBOX_API.test, { to, locale: 'en' })).json<OutboxMessage>().id;
    const fileOf = (id: number) => path.join(t!.dataDir, 'outbox', `${id}.eml`);
    const before = await queue('before@example.com');
    clock.now += 29 * DAY;
    const after = await queue('after@example.com');
    // No mail server in tests: each is saved as a file.
    await vi.waitFor(() => expect([before, after].every((id) => fs.existsSync(fileOf(id)))).toBe(true), { timeout: 10_000 });
    expect((await admin.inject({ method: 'GET', url: `${ADMIN_API.purge}?before=2026-06-20` })).json()).toMatchObject({ messages: 1 });
    expect(fs.existsSync(fileOf(before))).toBe(true); // a preview deletes nothing
    expect((await admin.send('POST', ADMIN_API.purge, { before: '2026-06-20' })).json()).toMatchObject({ messages: 1 });
    expect((await admin.inject({ method: 'GET', url: OUTBOX_API.message(before) })).statusCode).toBe(404);
    expect(fs.existsSync(fileOf(before))).toBe(false);
    expect((await admin.get<OutboxMessage>(OUTBOX_API.message(after))).state).toBe('saved');
    expect(fs.existsSync(fileOf(after))).toBe(true);
  });

  it('the guest command: asks for --yes, then deletes; a wrong date is refused', async () => {
    const dir = tempDir();
    t = await createTestApp({ dataDir: dir, now: () => Date.UTC(2026, 5, 1) });
    const { guest } = t.guests.add('Revoked early');
    t.guests.revoke(guest.id);
    await t.close();
    t = undefined;
    const asked = await guestCommand(dir, 'purge', '--before', '2026-06-20');
    expect(asked.code, asked.stderr).toBe(0);
    expect(asked.stdout).toContain(
      "This would delete 0 guests' visit records, 0 days of password sign-in counts, 0 answers to the invitation with 0 recorded changes, 0 e-mails of the outbox, the e-mail addresses and phone numbers of 0 households, 0 reminders, 0 sign-ins to the dashboard, 0 recorded changes made on the dashboard, the record of who added 0 photos of the day (the photos stay), and 1 revoked guest",
    );
    const done = await guestCommand(dir, 'purge', '--before', '2026-06-20', '--yes');
    expect(done.stdout).toContain(
      "Deleted 0 guests' visit records, 0 days of password sign-in counts, 0 answers to the invitation with 0 recorded changes, 0 e-mails of the outbox, the e-mail addresses and phone numbers of 0 households, 0 reminders, 0 sign-ins to the dashboard, 0 recorded changes made on the dashboard, the record of who added 0 photos of the day (the photos stay), and 1 revoked guest",
    );
    const list = await guestCommand(dir, 'list');
    expect(list.stdout).not.toContain('Revoked early');
    const wrong = await guestCommand(dir, 'purge', '--before', '20 June', '--yes');
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('is not a day written YYYY-MM-DD');
  });

  it('the guest command refuses a day after tomorrow where the wedding is, and deletes nothing', async () => {
    const dir = tempDir();
    t = await createTestApp({ dataDir: dir });
    const { guest } = t.guests.add('Revoked today');
    t.guests.revoke(guest.id);
    const zone = t.stores.content.facts().facts.timeZone;
    await t.close();
    t = undefined;
    // The command runs on the real clock: its tomorrow is read the same way here.
    const latest = latestPurgeDay(Date.now(), zone);
    const dayAfter = new Date(Date.parse(`${latest}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
    const refused = await guestCommand(dir, 'purge', '--before', dayAfter, '--yes');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${dayAfter} is a day to come; the latest day it takes is ${latest}`);
    expect((await guestCommand(dir, 'list')).stdout).toContain('Revoked today');
    const done = await guestCommand(dir, 'purge', '--before', latest, '--yes');
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toContain('and 1 revoked guest');
  });

  it('takes tomorrow in the wedding’s time zone as the latest day', () => {
    // 23:30 in UTC on 31 December is already 1 January in Bucharest, and still 31 December in New York.
    const lateEvening = Date.UTC(2026, 11, 31, 23, 30);
    expect(latestPurgeDay(lateEvening, 'Europe/Bucharest')).toBe('2027-01-02');
    expect(latestPurgeDay(lateEvening, 'America/New_York')).toBe('2027-01-01');
  });

  it('reads a day as its start in UTC, and only days that exist', () => {
    expect(startOfDayUtc('2026-06-20')).toBe(Date.UTC(2026, 5, 20));
    expect(startOfDayUtc('2026-02-29')).toBeUndefined();
    expect(startOfDayUtc('2026-6-2')).toBeUndefined();
  });
});

describe('what the purge forgets, in the database file and the backups made after it', () => {
  // Words only the household wrote; none may be left anywhere in DATA_DIR's database files or a later backup.
  const WRITTEN = { email: 'ana.uitata@exemplu.ro', phone: '0722 987 654', dietaryNote: 'alergie-la-alune-q7', accessibility: 'scaun-cu-rotile-z3', message: 'mesaj-privat-k9' };
  // The number is kept as +40722987654: its digits are what a reader of the file would find.
  const SOUGHT = [WRITTEN.email, '722987654', WRITTEN.dietaryNote, WRITTEN.accessibility, WRITTEN.message];
  /** Which of the written words the files of `dir` hold, whatever their name, in any case. */
  const wordsIn = (dir: string) => {
    const bytes = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((entry) => path.join(dir, entry))
      .filter((file) => fs.statSync(file).isFile())
      .map((file) => fs.readFileSync(file).toString('latin1').toLowerCase())
      .join('\n');
    return SOUGHT.filter((word) => bytes.includes(word.toLowerCase()));
  };

  it("leaves none of a household's contacts and answers in the file's free pages, the write-ahead log or a backup", async () => {
    const dir = tempDir();
    const clock = { now: Date.UTC(2026, 5, 1, 12) };
    const signedIn = await coupleAndGuest({ now: () => clock.now, dataDir: dir });
    t = signedIn.t;
    const { admin } = signedIn;
    const dinner = (await admin.send('POST', INVITATION_API.events, eventInput({ audience: 'everyone' }))).json() as AdminEvent;
    expect((await admin.send('PUT', INVITATION_API.phase, { phase: 'invitation' })).statusCode).toBe(200);
    const ana = (await admin.send('POST', ADMIN_API.guests, { name: 'Ana', language: 'ro', email: WRITTEN.email, phone: WRITTEN.phone })).json() as AdminGuest;
    const token = new URL(ana.link!).searchParams.get('token')!;
    const family = clientOf(t, { session: sessionCookieOf(await t.app.inject({ method: 'POST', url: loginUrl({ token }) }))! });
    const [member] = ana.members;
    const person = { events: { [dinner.id]: { attending: true, meal: null } }, dietary: [], dietaryNote: WRITTEN.dietaryNote, accessibility: WRITTEN.accessibility, questions: {} };
    const answer: RsvpAnswer = { members: { [member!.id]: person }, extras: [], message: WRITTEN.message, questions: {} };
    expect((await family.send('PUT', GUEST_RSVP_API.rsvp, { answer, revision: 0 })).statusCode).toBe(200);
    // The words are in the files before (the test would find them), and a backup made now holds them.
    expect(wordsIn(dir)).toEqual(SOUGHT);

    clock.now += 29 * DAY;
    expect((await admin.send('POST', ADMIN_API.purge, { before: '2026-07-01' })).json()).toMatchObject({ answers: 1, contacts: 1 });
    expect(wordsIn(dir)).toEqual([]);
    const { file } = await createBackup({ dataDir: dir, db: t.db, key: backupKeyFor(dir).key, out: path.join(tempDir('std-backup-'), 'after.tar.gz.enc') });
    const restored = tempDir('std-restored-');
    await restoreBackup({ archive: file, dataDir: restored, key: backupKeyFor(dir).key, force: true });
    expect(fs.existsSync(path.join(restored, 'wedding.db'))).toBe(true);
    expect(wordsIn(restored)).toEqual([]);
  });
  it('a household removed by the couple leaves no trace in the file once its log is copied in (secure_delete)', async () => {
    const dir = tempDir();
    const signedIn = await coupleAndGuest({ dataDir: dir });
    t = signedIn.t;
    const { admin } = signedIn;
    // Beside one that stays, so the page the removed one lived on is not simply emptied.
    await admin.send('POST', ADMIN_API.guests, { name: 'Ion', language: 'ro', email: 'ion.ramane@exemplu.ro' });
    const ana = (await admin.send('POST', ADMIN_API.guests, { name: 'Ana', language: 'ro', email: WRITTEN.email, phone: WRITTEN.phone })).json() as AdminGuest;
    t.db.pragma('wal_checkpoint(TRUNCATE)');
    expect(wordsIn(dir)).toEqual([WRITTEN.email, '722987654']);
    expect((await admin.send('DELETE', ADMIN_API.guest(ana.id))).statusCode).toBe(204);
    // SQLite copies its log into the file by itself from time to time; here at once.
    t.db.pragma('wal_checkpoint(TRUNCATE)');
    expect(wordsIn(dir)).toEqual([]);
  });
});

describe('the copy of the former data that a restore keeps', () => {
  /** A site restored over itself with the guest command's `restore --force`: what was there is kept aside. */
  async function restoredOverItself() {
    const dir = tempDir();
    t = await createTestApp({ dataDir: dir });
    t.guests.add('Ana');
    const { file } = await createBackup({ dataDir: dir, db: t.db, key: backupKeyFor(dir).key });
    await t.close();
    t = undefined;
    const restored = await guestCommand(dir, 'restore', file, '--force');
    expect(restored.code, restored.stderr).toBe(0);
    const kept = fs.readdirSync(dir).filter((entry) => entry.startsWith('.before-restore-'));
    expect(kept).toHaveLength(1);
    return { dir, restored, kept: path.join(dir, kept[0]!) };
  }

  it('is named and dated by the restore, which says what it holds and what removes it', async () => {
    const { restored, kept } = await restoredOverItself();
    expect(restored.stdout).toContain(kept);
    expect(restored.stdout).toMatch(new RegExp(`${new Date().toISOString().slice(0, 10)} \\d\\d:\\d\\d UTC`));
    expect(restored.stdout).toMatch(/dietary and accessibility needs/);
    expect(restored.stdout).toMatch(/purge/);
  });

  it('is counted and removed by the dashboard’s purge, whatever the day asked for: it cannot be purged in part', async () => {
    const { dir, kept } = await restoredOverItself();
    const signedIn = await coupleAndGuest({ dataDir: dir });
    t = signedIn.t;
    const { admin } = signedIn;
    const preview = await admin.inject({ method: 'GET', url: `${ADMIN_API.purge}?before=2020-01-01` });
    expect(preview.json()).toMatchObject({ restoreCopies: 1 });
    expect(fs.existsSync(kept)).toBe(true);
    expect((await admin.send('POST', ADMIN_API.purge, { before: '2020-01-01' })).json()).toMatchObject({ restoreCopies: 1 });
    expect(fs.existsSync(kept)).toBe(false);
  });

  it('is removed by the guest command’s purge, which says so', async () => {
    const { dir, kept } = await restoredOverItself();
    const asked = await guestCommand(dir, 'purge', '--before', '2020-01-01');
    expect(asked.stdout).toContain('1 copy of the former data that a restore kept');
    expect(fs.existsSync(kept)).toBe(true);
    const done = await guestCommand(dir, 'purge', '--before', '2020-01-01', '--yes');
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toContain('1 copy of the former data that a restore kept');
    expect(fs.existsSync(kept)).toBe(false);
  });
});
