/**
 * A release that adds texts brings them to sites that exist: at start, a DATA_DIR made by an earlier release (the
 * fixtures of server/db/upgrade.test.ts) gets every shipped text whose key it lacks, in the five languages with
 * their placeholders, and keeps every text it has, the couple's words included.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, type Site } from '#common/api';
import { LOCALES } from '#common/locales';
import { DATABASE_FILE } from '../db/database';
import { LINK_SECRET_FILE } from '../guests/link-secret';
import { SHIPPED_CONTENT_DIR } from '../paths';
import { openStores, type Stores } from '../stores';
import { createTestApp, makeTempDir } from '../testing/test-app';
import { prepareContent, textsOf } from './content-seed';
import { readMessages } from './wedding-content';

const FIXTURES = path.join(import.meta.dirname, '..', 'db', 'fixtures');
const shipped = new Map(textsOf(readMessages(SHIPPED_CONTENT_DIR)).map((text) => [text.key, text]));
/** Two texts release 2 is made to lack here: one with placeholders, one counted (plural forms in every language). */
const LACKING = ['footer.message', 'home.details.countdown.days'];
/** Texts of releases after release 2 (the invitation's, say), which its site lacks anyway and gets at the same start. */
const SINCE_RELEASE_2 = (() => {
  // A copy: opening the fixture itself would leave SQLite's -shm file beside it.
  const copy = path.join(makeTempDir('std-release-2-'), DATABASE_FILE);
  fs.copyFileSync(path.join(FIXTURES, 'release-2', DATABASE_FILE), copy);
  const db = new Database(copy, { readonly: true });
  const had = new Set((db.prepare('SELECT key FROM site_texts').all() as Array<{ key: string }>).map((row) => row.key));
  db.close();
  return [...shipped.keys()].filter((key) => !had.has(key));
})();
/** The couple's words, written in the copy before today's code opens it. */
const COUPLES_MENU = 'Unser Menü, von uns geschrieben';
/** The English heading the couple changed under release 2 (server/db/fixtures/release-2/README.md). */
const COUPLES_HEADING = 'We are getting married!';

/** A copy of release 2's DATA_DIR, edited as the site could have been under that release. */
function release2Lacking(keys: string[]): string {
  const dir = makeTempDir('std-new-texts-');
  for (const file of [DATABASE_FILE, LINK_SECRET_FILE]) fs.copyFileSync(path.join(FIXTURES, 'release-2', file), path.join(dir, file));
  const db = new Database(path.join(dir, DATABASE_FILE));
  const remove = db.prepare('DELETE FROM site_texts WHERE key = ?');
  for (const key of keys) expect(remove.run(key).changes, key).toBe(1);
  const menu = db.prepare('SELECT texts FROM site_texts WHERE key = ?').get('navigation.menu') as { texts: string };
  const texts = { ...(JSON.parse(menu.texts) as object), de: COUPLES_MENU };
  db.prepare('UPDATE site_texts SET texts = ?, revision = revision + 1 WHERE key = ?').run(JSON.stringify(texts), 'navigation.menu');
  db.close();
  return dir;
}

/** A start of today's code on a site that has content (its starting sources are never needed). */
function start(dir: string, shippedContentDir?: string): { stores: Stores; addedTexts: number } {
  const stores = openStores(dir);
  const seeded = () => {
    throw new Error('the site has content already');
  };
  return { stores, addedTexts: prepareContent(stores.content, dir, seeded, shippedContentDir).addedTexts };
}

let close: (() => unknown) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('a site of release 2 that lacks texts of this release', () => {
  it('gets them at start, in every language with their placeholders, and keeps every text it had', () => {
    const { stores, addedTexts } = start(release2Lacking(LACKING));
    close = () => stores.db.close();
    expect(addedTexts).toBe(LACKING.length + SINCE_RELEASE_2.length);

    const footer = stores.content.text('footer.message')!;
    expect(footer.texts).toEqual(shipped.get('footer.message')!.texts);
    expect(footer.placeholders).toEqual(['copy', 'couple']);
    for (const locale of LOCALES) expect(footer.texts[locale], locale).toContain('{{couple}}');
    const days = stores.content.text('home.details.countdown.days')!;
    expect(Object.keys(days.texts.ru).sort()).toEqual(['few', 'many', 'one', 'other']);
    expect(days.texts).toEqual(shipped.get('home.details.countdown.days')!.texts);
    expect(days.placeholders).toEqual(['count']);

    expect(stores.content.text('navigation.menu')!.texts.de).toBe(COUPLES_MENU);
    expect(stores.content.text('home.details.heading')!.texts.en).toBe(COUPLES_HEADING);
    expect(stores.content.texts().map((text) => text.key).sort()).toEqual([...shipped.keys()].sort());
  });

  it('shows them to guests at once, and adds nothing more at the next start', async () => {
    const dir = release2Lacking(LACKING);
    const t = await createTestApp({ dataDir: dir, password: 'fixture-password-2026' });
    const site = (await t.app.inject({ method: 'GET', url: `${API_PATHS.site}?locale=ro` })).json() as Site;
    expect(site.messages.footer).toMatchObject({ message: shipped.get('footer.message')!.texts.ro });
    await t.close();

    const again = start(dir);
    close = () => again.stores.db.close();
    expect(again.addedTexts).toBe(0);
  });

  it('keeps a text it has when the release ships other words for it', () => {
    const dir = release2Lacking([]);
    const before = openStores(dir);
    const untouched = before.content.text('login.password')!;
    before.db.close();
    // This release's messages, with other words for a text the couple never edited.
    const release = makeTempDir('std-shipped-');
    fs.cpSync(path.join(SHIPPED_CONTENT_DIR, 'messages'), path.join(release, 'messages'), { recursive: true });
    for (const locale of LOCALES) {
      const file = path.join(release, 'messages', `${locale}.json`);
      const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as { login: { password: string } };
      messages.login.password = `New words (${locale})`;
      fs.writeFileSync(file, JSON.stringify(messages));
    }

    const { stores, addedTexts } = start(dir, release);
    close = () => stores.db.close();
    // Only the texts release 2 never had: none of the words it has.
    expect(addedTexts).toBe(SINCE_RELEASE_2.length);
    expect(stores.content.text('login.password')).toEqual(untouched);
  });
});

describe('a site of release 1 (before the content moved into DATA_DIR)', () => {
  it('starts with every shipped text', async () => {
    const dir = makeTempDir('std-new-texts-');
    for (const file of [DATABASE_FILE, 'session-secret']) fs.copyFileSync(path.join(FIXTURES, 'release-1', file), path.join(dir, file));
    const t = await createTestApp({ dataDir: dir, password: 'fixture-password-2026' });
    close = () => t.close();
    expect(t.stores.content.texts().map((text) => text.key).sort()).toEqual([...shipped.keys()].sort());
  });
});
