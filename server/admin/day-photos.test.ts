/**
 * The day's photos on the dashboard (issue 39): approve first in batches, what guests then see, reveal later on a
 * fake clock, the settings, the drop and wall links, the original byte for byte, and the export read back with yauzl.
 */
import type { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { ADMIN_PHOTOS_API, type AdminPhotoPage, type PhotoSettings } from '#common/admin-photos-api';
import { PHOTOS_API, type GalleryPage, type MyPhoto, type PhotoZipRequest, type PhotoZipTicket, type WallPage } from '#common/photos-api';
import { fixture, photoTestApp, tusClient, type PhotoTestApp } from '../testing/photo-test-kit';

let t: PhotoTestApp;
afterEach(async () => {
  await t.app.photoProcessing.idle();
  await t.close();
});

const get = async <T>(url: string, cookies: Record<string, string>) => (await t.app.inject({ method: 'GET', url, cookies })).json() as T;
const send = (method: 'POST' | 'PUT', url: string, cookies: Record<string, string>, payload?: object) => t.app.inject({ method, url, cookies, ...(payload ? { payload } : {}) });

/** A tiny JPEG of its own width (so that no two are the same bytes). */
async function jpeg(shade: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 64 + shade, height: 48, channels: 3, background: { r: 200, g: 100, b: 50 } } }).jpeg().toBuffer();
}

async function addPhotos(cookies: Record<string, string>, count: number, from = 0): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const { last } = await tusClient(t, cookies).upload(await jpeg(from + i), { filename: `IMG_${from + i}.jpg` });
    ids.push(Number(last.headers['photo-id']));
  }
  await t.app.photoProcessing.idle();
  return ids;
}

/** A guest's ZIP in the browser's two steps: the ticket's address asked for, then the download. */
async function ticket(cookies: Record<string, string>, payload: PhotoZipRequest): Promise<string> {
  const asked = await send('POST', PHOTOS_API.zip, cookies, payload);
  expect(asked.statusCode).toBe(200);
  return (asked.json() as PhotoZipTicket).download;
}
const download = (address: string, cookies: Record<string, string>) => t.app.inject({ method: 'GET', url: address, cookies });

/** Every entry of a ZIP, read back with yauzl: its name and bytes. */
async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))));
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        (stream as Readable).on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.on('end', resolve).on('error', reject);
    zip.readEntry();
  });
  return entries;
}

describe('approve first', () => {
  it('keeps photos from guests until the couple, a planner or the helper shows them, in batches', async () => {
    t = await photoTestApp();
    const family = await t.household('Familia Popescu');
    const other = await t.household('Familia Ionescu');
    const ids = await addPhotos(family.cookies, 3);
    expect((await get<GalleryPage>(PHOTOS_API.gallery, other.cookies)).items).toEqual([]);
    expect((await get<MyPhoto[]>(PHOTOS_API.mine, family.cookies)).map((photo) => photo.status)).toEqual(['pending', 'pending', 'pending']);

    const helper = t.dashboard('helper');
    const page = await get<AdminPhotoPage>(`${ADMIN_PHOTOS_API.photos}?status=pending`, helper);
    expect(page.pending).toBe(3);
    expect(page.items.map((photo) => photo.id)).toEqual([...ids].reverse());
    expect(page.items[0]).toMatchObject({ fileName: 'IMG_2.jpg', householdId: family.id, by: 'Familia Popescu', status: 'pending' });

    expect((await send('POST', ADMIN_PHOTOS_API.review, helper, { ids: [ids[0]!, ids[1]!], action: 'show' })).json()).toEqual({ changed: 2 });
    expect((await send('POST', ADMIN_PHOTOS_API.review, helper, { ids: [ids[2]!], action: 'hide' })).json()).toEqual({ changed: 1 });
    const gallery = await get<GalleryPage>(PHOTOS_API.gallery, other.cookies);
    expect(gallery).toEqual({ items: [expect.objectContaining({ id: ids[1], by: 'Familia Popescu' }), expect.objectContaining({ id: ids[0] })], next: null });
    expect((await t.app.inject({ method: 'GET', url: `/api/photos/${ids[0]}/medium`, cookies: other.cookies })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: PHOTOS_API.file(`${ids[0]}/small`), cookies: other.cookies })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/photos/${ids[2]}/medium`, cookies: other.cookies })).statusCode).toBe(404);

    // The wall sees what is shown, in the order it was shown, with its own link and nothing else.
    const wallToken = t.stores.photoLinks.wallToken();
    const wall = await get<WallPage>(`${PHOTOS_API.wall}?token=${wallToken}`, {});
    expect(wall.items.map((item) => [item.id, item.by, item.event])).toEqual([[ids[0], null, null], [ids[1], null, null]]);
    expect((await get<WallPage>(`${PHOTOS_API.wall}?token=${wallToken}&after=${wall.cursor}`, {})).items).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `${PHOTOS_API.wall}?token=${'x'.repeat(26)}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/photos/${ids[0]}/large?wall=${wallToken}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/photos/${ids[2]}/large?wall=${wallToken}` })).statusCode).toBe(404);

    // Deleted in a batch: gone for everyone, files and all.
    expect((await send('POST', ADMIN_PHOTOS_API.review, helper, { ids: [ids[0]!], action: 'delete' })).json()).toEqual({ changed: 1 });
    expect((await get<GalleryPage>(PHOTOS_API.gallery, other.cookies)).items.map((item) => item.id)).toEqual([ids[1]]);
    expect((await t.app.inject({ method: 'GET', url: `/api/photos/${ids[0]}/medium`, cookies: family.cookies })).statusCode).toBe(404);
  });

  it('lets a guest delete their own upload and no one else’s', async () => {
    t = await photoTestApp();
    const family = await t.household('Familia Popescu');
    const other = await t.household('Familia Ionescu');
    const [id] = await addPhotos(family.cookies, 1);
    expect((await t.app.inject({ method: 'DELETE', url: PHOTOS_API.photo(id!), cookies: other.cookies })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: PHOTOS_API.photo(id!), cookies: family.cookies, headers: { origin: 'https://evil.example' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: PHOTOS_API.photo(id!), cookies: family.cookies })).statusCode).toBe(204);
    expect(await get<MyPhoto[]>(PHOTOS_API.mine, family.cookies)).toEqual([]);
  });
});

describe('open and reveal later', () => {
  it('shows at once in open mode, and in reveal mode only from the moment the couple set (a fake clock)', async () => {
    t = await photoTestApp();
    const couple = t.dashboard();
    const settings = await get<PhotoSettings>(ADMIN_PHOTOS_API.settings, couple);
    const update = { mode: 'open', revealAt: null, opensAt: settings.opensAt, closesAt: settings.closesAt, limits: settings.limits, dropShowsGallery: false };
    expect((await send('PUT', ADMIN_PHOTOS_API.settings, couple, update)).statusCode).toBe(200);
    const family = await t.household('Familia Popescu');
    const [open] = await addPhotos(family.cookies, 1);
    expect((await get<GalleryPage>(PHOTOS_API.gallery, family.cookies)).items.map((item) => item.id)).toEqual([open]);

    // Reveal later: refused without its moment, then the morning after.
    const morning = '2026-05-25T07:00:00.000Z';
    expect((await send('PUT', ADMIN_PHOTOS_API.settings, couple, { ...update, mode: 'reveal' })).json()).toEqual({ error: 'Invalid', problems: [{ field: 'revealAt', code: 'missing' }] });
    const saved = (await send('PUT', ADMIN_PHOTOS_API.settings, couple, { ...update, mode: 'reveal', revealAt: morning })).json<PhotoSettings>();
    expect(saved).toMatchObject({ mode: 'reveal', revealAt: morning });
    const [later] = await addPhotos(family.cookies, 1, 10);
    const other = await t.household('Familia Ionescu');
    expect(await get<GalleryPage>(PHOTOS_API.gallery, other.cookies)).toEqual({ items: [], next: null });
    expect((await get<WallPage>(`${PHOTOS_API.wall}?token=${t.stores.photoLinks.wallToken()}`, {})).items).toEqual([]);
    // Their own they see, even before.
    expect((await get<MyPhoto[]>(PHOTOS_API.mine, family.cookies)).map((photo) => [photo.id, photo.status])).toEqual([[later, 'shown'], [open, 'shown']]);
    expect((await t.app.inject({ method: 'GET', url: `/api/photos/${later}/small`, cookies: family.cookies })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/photos/${later}/small`, cookies: other.cookies })).statusCode).toBe(404);
    t.clock.set(Date.parse(morning));
    expect((await get<GalleryPage>(PHOTOS_API.gallery, other.cookies)).items.map((item) => item.id)).toEqual([later, open]);
  });

  it('refuses a window that closes before it opens', async () => {
    t = await photoTestApp();
    const couple = t.dashboard();
    const settings = await get<PhotoSettings>(ADMIN_PHOTOS_API.settings, couple);
    const answer = await send('PUT', ADMIN_PHOTOS_API.settings, couple, { mode: 'approve', revealAt: null, opensAt: settings.closesAt, closesAt: settings.opensAt, limits: settings.limits, dropShowsGallery: false });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({ error: 'Invalid', problems: [{ field: 'closesAt', code: 'before-opening' }] });
  });
});

describe('the drop link', () => {
  it('begins an upload-only session, sees the gallery only where the couple chose, and ends with a new link', async () => {
    t = await photoTestApp();
    const couple = t.dashboard();
    const settings = await get<PhotoSettings>(ADMIN_PHOTOS_API.settings, couple);
    expect(settings.dropLink).toMatch(/^https:\/\/wedding\.example\/drop\/[0-9a-z]{26}$/);
    expect(settings.wallLink).toMatch(/^https:\/\/wedding\.example\/wall\/[0-9a-z]{26}$/);
    const token = settings.dropLink.split('/').at(-1)!;
    expect((await t.app.inject({ method: 'POST', url: PHOTOS_API.dropSignIn, payload: { token: 'x'.repeat(26) } })).statusCode).toBe(404);
    const signedIn = await t.app.inject({ method: 'POST', url: PHOTOS_API.dropSignIn, payload: { token } });
    expect(signedIn.statusCode).toBe(204);
    const cookie = signedIn.cookies.find((c) => c.name === 'std_drop')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const drop = { std_drop: cookie.value };
    expect(await get(PHOTOS_API.state, drop)).toMatchObject({ open: true, dropSession: true, galleryVisible: false, usedBytes: 0 });

    const family = await t.household('Familia Popescu');
    const shown = await addPhotos(family.cookies, 1);
    await send('POST', ADMIN_PHOTOS_API.review, couple, { ids: shown, action: 'show' });
    const { last } = await tusClient(t, drop).upload(await jpeg(200), { filename: 'table.jpg', name: 'Tante Ana' });
    expect(last.statusCode).toBe(204);
    await t.app.photoProcessing.idle();
    expect((await get<MyPhoto[]>(PHOTOS_API.mine, drop)).map((photo) => [photo.by, photo.event])).toEqual([['Tante Ana', null]]);
    expect(await get<GalleryPage>(PHOTOS_API.gallery, drop)).toEqual({ items: [], next: null });
    expect((await t.app.inject({ method: 'GET', url: `/api/photos/${shown[0]}/small`, cookies: drop })).statusCode).toBe(404);

    await send('PUT', ADMIN_PHOTOS_API.settings, couple, { mode: settings.mode, revealAt: null, opensAt: settings.opensAt, closesAt: settings.closesAt, limits: settings.limits, dropShowsGallery: true });
    expect((await get<GalleryPage>(PHOTOS_API.gallery, drop)).items.map((item) => [item.id, item.event])).toEqual([[shown[0], null]]);

    const renewed = (await send('POST', ADMIN_PHOTOS_API.newDropLink, couple)).json<PhotoSettings>();
    expect(renewed.dropLink).not.toBe(settings.dropLink);
    expect((await t.app.inject({ method: 'GET', url: PHOTOS_API.state, cookies: drop })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: PHOTOS_API.dropSignIn, payload: { token } })).statusCode).toBe(404);
    const wall = (await send('POST', ADMIN_PHOTOS_API.newWallLink, couple)).json<PhotoSettings>();
    expect(wall.wallLink).not.toBe(settings.wallLink);
    expect((await t.app.inject({ method: 'GET', url: `${PHOTOS_API.wall}?token=${settings.wallLink.split('/').at(-1)}` })).statusCode).toBe(404);
  });

  it('refuses to begin a drop session outside the window', async () => {
    t = await photoTestApp({ start: Date.parse('2026-07-01T10:00:00Z') });
    const token = t.stores.photoLinks.dropToken();
    const answer = await t.app.inject({ method: 'POST', url: PHOTOS_API.dropSignIn, payload: { token } });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ problem: 'photos-closed' });
  });
});

describe('the originals', () => {
  it('gives the couple an original byte for byte, and the export of every original with its CSV, streamed', async () => {
    t = await photoTestApp();
    const family = await t.household('Familia Popescu');
    const original = fixture('with-location.jpg');
    const { last } = await tusClient(t, family.cookies).upload(original, { filename: 'Nuntă 1.jpg', lastModified: String(Date.parse('2026-05-24T18:00:00Z')) });
    const id = Number(last.headers['photo-id']);
    const drop = await t.app.inject({ method: 'POST', url: PHOTOS_API.dropSignIn, payload: { token: t.stores.photoLinks.dropToken() } });
    await tusClient(t, { std_drop: drop.cookies[0]!.value }).upload(await jpeg(7), { filename: '=cmd|x.jpg', name: '=HYPERLINK("x")' });
    await t.app.photoProcessing.idle();

    const couple = t.dashboard();
    const answer = await t.app.inject({ method: 'GET', url: ADMIN_PHOTOS_API.original(id), cookies: couple });
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(original)).toBe(true);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="Nunt_ 1.jpg"; filename*=UTF-8''Nunt%C4%83%201.jpg`);
    for (const role of ['planner', 'helper'] as const) {
      expect((await t.app.inject({ method: 'GET', url: ADMIN_PHOTOS_API.original(id), cookies: t.dashboard(role) })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: ADMIN_PHOTOS_API.export, cookies: t.dashboard(role) })).statusCode).toBe(403);
    }

    const exported = await t.app.inject({ method: 'GET', url: ADMIN_PHOTOS_API.export, cookies: couple });
    expect(exported.headers['content-type']).toBe('application/zip');
    const entries = await unzip(exported.rawPayload);
    expect([...entries.keys()]).toEqual([`Familia Popescu/${id}-Nuntă 1.jpg`, `drop-link/${id + 1}-=cmd_x.jpg`, 'uploads.csv']);
    expect(entries.get(`Familia Popescu/${id}-Nuntă 1.jpg`)!.equals(original)).toBe(true);
    const csv = entries.get('uploads.csv')!.toString('utf8');
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFfile,household or name,kind,bytes,taken,uploaded,status',
      `Familia Popescu/${id}-Nuntă 1.jpg,Familia Popescu,photo,${original.length},2026-05-24T21:00:00+03:00,2026-05-24T20:00:00+03:00,pending`,
      `drop-link/${id + 1}-=cmd_x.jpg,"'=HYPERLINK(""x"")",photo,${entries.get(`drop-link/${id + 1}-=cmd_x.jpg`)!.length},,2026-05-24T20:00:00+03:00,pending`,
      '',
    ]);
  });

  it('gives a guest a ZIP of the large renditions they may see, and nothing of the originals', async () => {
    t = await photoTestApp();
    const family = await t.household('Familia Popescu');
    const ids = await addPhotos(family.cookies, 2);
    const other = await t.household('Familia Ionescu');
    await send('POST', ADMIN_PHOTOS_API.review, t.dashboard(), { ids: [ids[0]!], action: 'show' });
    const zip = await download(await ticket(other.cookies, { all: true }), other.cookies);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toBe('attachment; filename="photos.zip"');
    const entries = await unzip(zip.rawPayload);
    expect([...entries.keys()]).toEqual([`${ids[0]}.jpg`]);
    const own = await unzip((await download(await ticket(family.cookies, { ids }), family.cookies)).rawPayload);
    expect([...own.keys()]).toEqual(ids.map((id) => `${id}.jpg`));
    expect((await t.app.inject({ method: 'POST', url: PHOTOS_API.zip, payload: { all: true } })).statusCode).toBe(401);
  });

  it('gives the ZIP once, within a minute, to the reader who asked for it only', async () => {
    t = await photoTestApp();
    const family = await t.household('Familia Popescu');
    await addPhotos(family.cookies, 1);
    const other = await t.household('Familia Ionescu');
    const address = await ticket(family.cookies, { all: true });
    expect(address).toMatch(new RegExp(`^${PHOTOS_API.zip}/[\\w-]{22}$`));
    // Another household's session, and none, open nothing, and leave the ticket to its reader.
    expect((await download(address, other.cookies)).statusCode).toBe(404);
    expect((await download(address, {})).statusCode).toBe(401);
    expect((await download(address, family.cookies)).statusCode).toBe(200);
    expect((await download(address, family.cookies)).statusCode).toBe(404);
    const late = await ticket(family.cookies, { all: true });
    t.clock.advance(60_000);
    expect((await download(late, family.cookies)).statusCode).toBe(404);
    expect((await download(`${PHOTOS_API.zip}/${'x'.repeat(41)}`, family.cookies)).statusCode).toBe(404);
  });
});
