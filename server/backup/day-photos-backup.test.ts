/**
 * A backup says whether it holds the day's photos and how big they are (issue 39): it never holds them, and its
 * manifest (and its answer, and the guest command's `backup`) count them and their originals' bytes, so the couple
 * knows what to copy themselves.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { guests as guestCommand } from '../cli/cli-harness';
import { openedArchive } from '../testing/backup-archives';
import { makeTempDir } from '../testing/test-app';
import { fixture, photoTestApp, tusClient, type PhotoTestApp } from '../testing/photo-test-kit';
import { backupKeyFor } from './backup-key';
import { createBackup } from './create-backup';

let t: PhotoTestApp;
afterEach(async () => {
  await t.app.photoProcessing.idle();
  await t.close();
});

it('leaves the day’s photos out and says how many there are and how big their originals are', async () => {
  t = await photoTestApp();
  const family = await t.household('Familia Popescu');
  const jpeg = fixture('with-location.jpg');
  const heic = fixture('phone-photo.heic');
  await tusClient(t, family.cookies).upload(jpeg);
  await tusClient(t, family.cookies).upload(heic);
  await t.app.photoProcessing.idle();

  const { key } = backupKeyFor(t.dataDir, undefined);
  const backup = await createBackup({ dataDir: t.dataDir, db: t.db, key });
  const expected = { included: false, photos: 2, originalBytes: jpeg.length + heic.length, folder: 'day-photos' };
  expect(backup.dayPhotos).toEqual(expected);
  const { into, manifest } = await openedArchive(backup.file, key);
  expect(manifest.dayPhotos).toEqual(expected);
  expect(fs.existsSync(path.join(into, 'day-photos'))).toBe(false);
  expect(manifest.files.some((file) => file.path.startsWith('day-photos'))).toBe(false);
});

it('the guest command’s backup says how many of the day’s photos it left out, and where they are; nothing when there are none', async () => {
  t = await photoTestApp();
  const out = (name: string) => path.join(makeTempDir(), `${name}.tar.gz.enc`);
  const before = await guestCommand(t.dataDir, 'backup', '--out', out('before'));
  expect(before.code, before.stderr).toBe(0);
  expect(before.stdout).toContain('Wrote ');
  expect(before.stdout).not.toContain("day's photos");

  const family = await t.household('Familia Popescu');
  const jpeg = fixture('with-location.jpg');
  const video = fixture('phone-video.mp4');
  await tusClient(t, family.cookies).upload(jpeg);
  await tusClient(t, family.cookies).upload(video);
  await t.app.photoProcessing.idle();
  const after = await guestCommand(t.dataDir, 'backup', '--out', out('after'));
  expect(after.code, after.stderr).toBe(0);
  const megabytes = ((jpeg.length + video.length) / 1024 / 1024).toFixed(1);
  expect(after.stdout).toContain(`The day's photos are not in it: 2 photos and videos (${megabytes} MB of originals) in DATA_DIR/day-photos; copy that folder yourself (docs/deploy.md)`);
});
