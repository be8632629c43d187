/**
 * A link opens only the guest it was issued for, or nobody (issue 17, docs/decisions/0022). Each path by which a
 * guest leaves the list, or the list goes back in time, is followed by new guests, as a couple would do it: the
 * dashboard's requests, the purge after the wedding, a CSV import, a backup restored. Ids came back in all of them
 * until issue 26 (AUTOINCREMENT); an older backup restored still hands out again the ids given after it was made.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_API } from '#common/admin-api';
import type { AdminGuest, ImportResult } from '#common/guest-list-api';
import { backupKeyFor } from '../backup/backup-key';
import { createBackup } from '../backup/create-backup';
import { restoreBackup } from '../backup/restore-backup';
import { clientOf, type TestApp } from '../testing/couple-client';
import { createTestApp, loginUrl, sessionCookieOf, TEST_ADMIN_PASSWORD } from '../testing/test-app';

const open: TestApp[] = [];
afterEach(async () => {
  for (const t of open.splice(0)) await t.close();
});

async function site(dataDir?: string) {
  const t = await createTestApp(dataDir ? { dataDir } : {});
  open.push(t);
  const admin = sessionCookieOf(await t.app.inject({ method: 'POST', url: ADMIN_API.login, payload: { password: TEST_ADMIN_PASSWORD } }), 'admin')!;
  const couple = clientOf(t, { admin });
  const tokenOf = (guest: AdminGuest) => new URL(guest.link!).searchParams.get('token')!;
  return {
    t,
    couple,
    /** Adds a guest from the dashboard; returns the guest and the token of the link the couple shares. */
    async add(name: string) {
      const guest = (await couple.send('POST', ADMIN_API.guests, { name, language: null })).json() as AdminGuest;
      return { guest, token: tokenOf(guest) };
    },
    tokenOf,
    /** The status of opening a link, and whom it signed in, if anyone. */
    async open(token: string) {
      const status = (await t.app.inject({ method: 'POST', url: loginUrl({ token }) })).statusCode;
      return { status, name: t.guests.findByToken(token)?.name };
    },
  };
}

describe('a link belongs to one guest', () => {
  it('after a removal: the removed guest’s link opens nobody, the next guest gets a link of their own', async () => {
    const s = await site();
    const second = await s.add('Second');
    expect((await s.couple.send('DELETE', ADMIN_API.guest(second.guest.id))).statusCode).toBe(204);
    const cristina = await s.add('Cristina');
    expect(cristina.guest.id).toBeGreaterThan(second.guest.id); // never the removed guest's id (issue 26)
    expect(cristina.token).not.toBe(second.token);
    expect(await s.open(second.token)).toEqual({ status: 401, name: undefined });
    expect(await s.open(cristina.token)).toEqual({ status: 200, name: 'Cristina' });
  });

  it('after the purge of revoked guests: their links open nobody, new guests’ links open them', async () => {
    const s = await site();
    const kept = await s.add('Kept');
    const dropped = await s.add('Dropped');
    await s.couple.send('POST', ADMIN_API.revoke(dropped.guest.id));
    // Tomorrow: the latest day the purge takes (a day to come is refused); everything revoked today goes.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const purged = await s.couple.send('POST', ADMIN_API.purge, { before: tomorrow });
    expect(purged.statusCode).toBe(200);
    expect(s.t.guests.get(dropped.guest.id)).toBeUndefined();
    const next = await s.add('Next');
    expect(next.guest.id).toBeGreaterThan(dropped.guest.id);
    expect(await s.open(dropped.token)).toEqual({ status: 401, name: undefined });
    expect(await s.open(next.token)).toEqual({ status: 200, name: 'Next' });
    expect(await s.open(kept.token)).toEqual({ status: 200, name: 'Kept' });
  });

  it('after a CSV import into the place of a removed guest: the old link opens nobody', async () => {
    const s = await site();
    const second = await s.add('Second');
    await s.couple.send('DELETE', ADMIN_API.guest(second.guest.id));
    const imported = (await s.couple.send('POST', ADMIN_API.guestImport, { format: 'csv', text: 'name,language\nCristina,ro\nIon,\n' })).json() as ImportResult;
    expect(imported.added.map((g) => g.name)).toEqual(['Cristina', 'Ion']);
    expect(await s.open(second.token)).toEqual({ status: 401, name: undefined });
    for (const guest of imported.added) expect(await s.open(s.tokenOf(guest))).toEqual({ status: 200, name: guest.name });
  });

  it('after a new link for a guest who is then removed: neither of that guest’s links opens the next guest', async () => {
    const s = await site();
    const second = await s.add('Second');
    const renewed = (await s.couple.send('POST', ADMIN_API.newLink(second.guest.id))).json() as AdminGuest;
    const newToken = s.tokenOf(renewed);
    expect(newToken).not.toBe(second.token);
    expect(await s.open(second.token)).toEqual({ status: 401, name: undefined });
    await s.couple.send('DELETE', ADMIN_API.guest(second.guest.id));
    const cristina = await s.add('Cristina');
    expect(await s.open(second.token)).toEqual({ status: 401, name: undefined });
    expect(await s.open(newToken)).toEqual({ status: 401, name: undefined });
    expect(await s.open(cristina.token)).toEqual({ status: 200, name: 'Cristina' });
  });

  it('after an older backup is restored and guests are added: links shared after the backup open nobody', async () => {
    const before = await site();
    const ana = await before.add('Ana');
    const { key } = backupKeyFor(before.t.dataDir);
    const backup = await createBackup({ dataDir: before.t.dataDir, db: before.t.db, key });
    const later = await before.add('Added after the backup'); // its link was already shared when the backup comes back
    await before.t.close();
    open.splice(open.indexOf(before.t), 1);

    await restoreBackup({ archive: backup.file, dataDir: before.t.dataDir, key, force: true });
    const after = await site(before.t.dataDir);
    const cristina = await after.add('Cristina');
    // The backup's ids go back in time with it: this one comes back, and the link still must not follow it.
    expect(cristina.guest.id).toBe(later.guest.id);
    expect(await after.open(later.token)).toEqual({ status: 401, name: undefined });
    expect(await after.open(cristina.token)).toEqual({ status: 200, name: 'Cristina' });
    expect(await after.open(ana.token)).toEqual({ status: 200, name: 'Ana' });
  });

  it('a reprinted link is the same link', async () => {
    const s = await site();
    const ana = await s.add('Ana');
    const reprinted = (await s.couple.get<AdminGuest>(ADMIN_API.guest(ana.guest.id))).link;
    expect(s.tokenOf({ ...ana.guest, link: reprinted })).toBe(ana.token);
  });
});
