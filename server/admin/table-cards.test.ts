/**
 * The drop link's table cards (issue 39) come from the card page the couple already prints (card-routes.ts): a job
 * in the cards' queue, its progress and page at the cards' routes. The page carries the couple's names, the drop link
 * as it is now (its QR code read back from the page's own SVG, and written out) and a line in each language; its own
 * words are in the language the couple reads the dashboard in.
 */
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_API } from '#common/admin-api';
import { ADMIN_PHOTOS_API, type PhotoSettings } from '#common/admin-photos-api';
import type { CardJob } from '#common/guest-list-api';
import { LOCALES } from '#common/locales';
import { CARD_TEXTS } from '../guests/card-texts';
import { coupleAndGuest, type TestApp, type TestClient } from '../testing/couple-client';

let t: TestApp | undefined;
afterEach(async () => t?.close());

async function tableCards(admin: TestClient, body: object): Promise<{ job: CardJob; page: string; policy: string }> {
  const started = await admin.send('POST', ADMIN_PHOTOS_API.tableCards, body);
  expect(started.statusCode, started.body).toBe(202);
  const { id } = started.json() as CardJob;
  await expect.poll(async () => (await admin.get<CardJob>(ADMIN_API.cardJob(id))).ready).toBe(true);
  const page = await admin.inject({ method: 'GET', url: ADMIN_API.cardPage(id) });
  return { job: await admin.get<CardJob>(ADMIN_API.cardJob(id)), page: page.body, policy: String(page.headers['content-security-policy']) };
}

/** The cards' faces a guest reads (each card also has its upper face upside down, hidden from screen readers). */
const readFaces = (page: string) => page.split('<div class="face">').slice(1);

/** What a phone's camera reads from a face's QR code: its inline SVG drawn at 400 px and decoded. */
async function scan(face: string): Promise<string | undefined> {
  const svg = /<svg class="qr"[\s\S]*?<\/svg>/.exec(face)?.[0];
  expect(svg).toBeDefined();
  const standalone = Buffer.from(svg!.replace('<svg', '<svg xmlns="http://www.w3.org/2000/svg"'));
  const { data, info } = await sharp(standalone).resize(400, 400).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

const dropLinkOf = async (admin: TestClient) => (await admin.get<PhotoSettings>(ADMIN_PHOTOS_API.settings)).dropLink;

describe('the table cards', () => {
  it('carry the couple’s names, the drop link’s QR code and the link written out, and a line in each language', async () => {
    const signedIn = await coupleAndGuest();
    t = signedIn.t;
    const dropLink = await dropLinkOf(signedIn.admin);
    const { coupleNames } = t.stores.content.facts().facts;
    const { job, page, policy } = await tableCards(signedIn.admin, { locale: 'fr' });

    // One sheet by default: one tent card, its two faces alike.
    expect(job).toMatchObject({ done: 1, total: 1, ready: true });
    expect(page.match(/<article class="table-card">/g)).toHaveLength(1);
    const [face] = readFaces(page);
    expect(face).toContain(`<p class="couple">${coupleNames.replace(/&/g, '&amp;')}</p>`);
    for (const locale of LOCALES) expect(face).toContain(`<li lang="${locale}">${CARD_TEXTS[locale].table.line}</li>`);
    expect(await scan(face!)).toBe(dropLink);
    const { host, pathname } = new URL(dropLink);
    expect(face).toContain(`<a href="${dropLink}">${host}${pathname}</a>`);
    expect(page).toContain('<div class="face upside-down" aria-hidden="true">');

    // The page's own words are the couple's (French here), and it loads nothing, as the guests' cards.
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain(`· ${CARD_TEXTS.fr.table.pageTitle}</title>`);
    expect(page).toContain(CARD_TEXTS.fr.table.printHint);
    expect(page).toContain(CARD_TEXTS.fr.table.phoneHint);
    expect(page).not.toContain(CARD_TEXTS.fr.printHint);
    expect(policy).toMatch(/^default-src 'none'; style-src 'sha256-[^']+'; base-uri 'none'/);
  });

  it('carry the new drop link once the couple makes one, never the old', async () => {
    const signedIn = await coupleAndGuest();
    t = signedIn.t;
    const old = await dropLinkOf(signedIn.admin);
    expect((await signedIn.admin.send('POST', ADMIN_PHOTOS_API.newDropLink)).statusCode).toBe(200);
    const renewed = await dropLinkOf(signedIn.admin);
    expect(renewed).not.toBe(old);
    const { page } = await tableCards(signedIn.admin, { count: 2, locale: 'en' });
    expect(page).not.toContain(new URL(old).pathname);
    const faces = readFaces(page);
    expect(faces).toHaveLength(2);
    for (const face of faces) expect(await scan(face)).toBe(renewed);
  });

  it('come as many as asked, one to a sheet, from 1 to 60; the couple is told why another number is refused', async () => {
    const signedIn = await coupleAndGuest();
    t = signedIn.t;
    const { job, page } = await tableCards(signedIn.admin, { count: 60, locale: 'en' });
    expect(job.total).toBe(60);
    expect(page.match(/<article class="table-card">/g)).toHaveLength(60);
    expect(page.match(/<section class="sheet tables">/g)).toHaveLength(60);
    expect(page).toContain(CARD_TEXTS.en.table.printHint);

    // An empty field reaches the server as null: the same words.
    for (const count of [0, 61, 2.5, -1, null, '3']) {
      const refused = await signedIn.admin.send('POST', ADMIN_PHOTOS_API.tableCards, { count });
      expect(refused.statusCode, String(count)).toBe(422);
      expect(refused.json()).toEqual({ error: 'Invalid', problems: [{ field: 'count', code: 'invalid', value: '60' }] });
    }
    // A body of the wrong shape is no mistake of the couple's: 400, as every route answers it.
    for (const body of [{ count: 3, locale: 'es' }, { count: 3, extra: true }, [3]]) {
      expect((await signedIn.admin.send('POST', ADMIN_PHOTOS_API.tableCards, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('are refused to a guest’s session, to no session and to another site', async () => {
    const signedIn = await coupleAndGuest();
    t = signedIn.t;
    expect((await signedIn.guest.send('POST', ADMIN_PHOTOS_API.tableCards, {})).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: ADMIN_PHOTOS_API.tableCards, payload: {} })).statusCode).toBe(401);
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
      const crossSite = await signedIn.admin.inject({ method: 'POST', url: ADMIN_PHOTOS_API.tableCards, payload: {}, headers });
      expect(crossSite.statusCode, JSON.stringify(headers)).toBe(403);
    }
    // The same request from the dashboard itself is served.
    expect((await signedIn.admin.send('POST', ADMIN_PHOTOS_API.tableCards, {})).statusCode).toBe(202);
  });
});
