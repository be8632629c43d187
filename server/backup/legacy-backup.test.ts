/**
 * Archives made before backups were encrypted (issue 18): the committed fixture was made by that release's own
 * writer (fixtures/unencrypted-release-2/README.md). Such an archive restores, with its guests' links and sessions
 * working, but only when --unencrypted-legacy asks for it by name, since nothing can show it was not changed; the
 * manifest's checks, the allow-list and the size limits still hold for it.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '#common/api';
import { guests as guestCommand } from '../cli/cli-harness';
import { createTestApp, loginUrl, makeTempDir } from '../testing/test-app';
import { MANIFEST_FILE, type Manifest } from './backup-manifest';
import { restoreBackup } from './restore-backup';

const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'unencrypted-release-2');
const ARCHIVE = path.join(FIXTURE, 'save-the-date-2026-05-20T100000Z.tar.gz');
const expected = JSON.parse(fs.readFileSync(path.join(FIXTURE, 'expected.json'), 'utf8')) as {
  guests: Array<{ name: string; token: string }>;
  session: string;
  files: number;
};

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const open: TestApp[] = [];
afterEach(async () => {
  for (const t of open.splice(0)) await t.close();
});

describe('an unencrypted archive from before issue 18', () => {
  it('is refused unless asked for by name, saying it cannot be checked; asked for, it restores with working links and session', async () => {
    const target = path.join(makeTempDir(), 'data');
    await expect(restoreBackup({ archive: ARCHIVE, dataDir: target })).rejects.toThrow(
      /is an unencrypted backup from an older release: nothing can show that it was not changed.*--unencrypted-legacy; nothing was changed/,
    );
    expect(fs.existsSync(target)).toBe(false);

    const result = await restoreBackup({ archive: ARCHIVE, dataDir: target, unencryptedLegacy: true });
    expect(result).toMatchObject({ guests: expected.guests.length, files: expected.files, sealed: false, keySaved: false });
    const t = await createTestApp({ dataDir: target });
    open.push(t);
    for (const { token } of expected.guests) expect((await t.app.inject({ method: 'POST', url: loginUrl({ token }) })).statusCode).toBe(200);
    const status = await t.app.inject({ method: 'GET', url: API_PATHS.status, cookies: { session: expected.session } });
    expect(status.statusCode).toBe(200);
    expect(t.guests.list().map((g) => g.name).sort()).toEqual(expected.guests.map((g) => g.name).sort());
  });

  it('is still checked against its manifest and the allow-list', async () => {
    const into = makeTempDir('std-legacy-');
    await tar.extract({ file: ARCHIVE, cwd: into });
    const manifest = JSON.parse(fs.readFileSync(path.join(into, MANIFEST_FILE), 'utf8')) as Manifest;
    const repack = async (name: string) => {
      const file = path.join(makeTempDir(), name);
      await tar.create({ gzip: true, file, cwd: into }, [MANIFEST_FILE, ...manifest.files.map((f) => f.path)]);
      return file;
    };
    fs.appendFileSync(path.join(into, 'link-secret'), 'x');
    await expect(restoreBackup({ archive: await repack('changed.tar.gz'), dataDir: path.join(makeTempDir(), 'd'), unencryptedLegacy: true })).rejects.toThrow(
      /link-secret is larger than its manifest declares; nothing was changed/,
    );
    manifest.files.push({ path: 'sessions.db', bytes: 0, sha256: manifest.files[0]!.sha256 });
    fs.writeFileSync(path.join(into, MANIFEST_FILE), JSON.stringify(manifest));
    fs.writeFileSync(path.join(into, 'sessions.db'), '');
    await expect(restoreBackup({ archive: await repack('more.tar.gz'), dataDir: path.join(makeTempDir(), 'd'), unencryptedLegacy: true })).rejects.toThrow(
      /"sessions.db", which no backup holds/,
    );
    const cut = path.join(makeTempDir(), 'cut.tar.gz');
    fs.writeFileSync(cut, fs.readFileSync(ARCHIVE).subarray(0, 100_000));
    await expect(restoreBackup({ archive: cut, dataDir: path.join(makeTempDir(), 'd'), unencryptedLegacy: true })).rejects.toThrow(
      /damaged or incomplete/,
    );
  });

  it('restores through the guest command with --unencrypted-legacy, which says it could not be checked', async () => {
    const target = path.join(makeTempDir(), 'data');
    const refused = await guestCommand(target, 'restore', ARCHIVE);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('--unencrypted-legacy');
    const restored = await guestCommand(target, 'restore', ARCHIVE, '--unencrypted-legacy');
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(`Restored ${expected.guests.length} guests`);
    expect(restored.stdout).toContain('could not be checked for changes');
  }, 30_000);
});
