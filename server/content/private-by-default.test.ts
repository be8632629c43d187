/**
 * A text whose message group nobody declared public (common/message-groups.ts) is private: a release that adds a
 * group, say the day's schedule, shows it to signed-in guests only, without anyone having to remember to say so.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, type Content } from '#common/api';
import { contentSchema, siteSchema } from '#common/api-schemas';
import { LOCALES, type Locale } from '#common/locales';
import { CONTENT_API, type AdminContent } from '#common/site-content';
import { coupleAndGuest, type TestApp } from '../testing/couple-client';

let t: TestApp;
afterEach(async () => t?.close());

/** A word that appears nowhere else, per language. */
const secretIn = (locale: Locale) => `Ceremony-at-the-chapel-${locale}-7f3a`;

async function siteWithSchedule() {
  const signedIn = await coupleAndGuest();
  t = signedIn.t;
  const texts = Object.fromEntries(LOCALES.map((l) => [l, secretIn(l)])) as Record<Locale, string>;
  expect(t.stores.content.addMissingTexts([{ key: 'schedule.ceremony', texts, placeholders: [] }])).toBe(1);
  return signedIn;
}

describe('a text of a group nobody declared', () => {
  it('is in nothing a visitor without a session can read', async () => {
    await siteWithSchedule();
    for (const locale of LOCALES) {
      const site = await t.app.inject({ method: 'GET', url: `${API_PATHS.site}?locale=${locale}` });
      expect(site.statusCode).toBe(200);
      expect(siteSchema.parse(site.json()).messages).not.toHaveProperty('schedule');
      for (const other of LOCALES) expect(site.body).not.toContain(secretIn(other));
      expect(site.body).not.toContain('schedule');
    }
    for (const page of ['/', '/login', '/faq']) {
      const response = await t.app.inject({ method: 'GET', url: page });
      expect(response.statusCode, page).toBe(200);
      for (const locale of LOCALES) expect(response.body, page).not.toContain(secretIn(locale));
    }
    for (const url of [`${API_PATHS.content}?locale=en`, CONTENT_API.content]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expect(response.body, url).not.toContain(secretIn('en'));
    }
  });

  it('is read by a signed-in guest in each language, and never in the public messages', async () => {
    const { guest } = await siteWithSchedule();
    for (const locale of LOCALES) {
      const content = contentSchema.parse(await guest.get<Content>(`${API_PATHS.content}?locale=${locale}`));
      expect(content.messages.schedule, locale).toEqual({ ceremony: secretIn(locale) });
      const site = await guest.inject({ method: 'GET', url: `${API_PATHS.site}?locale=${locale}` });
      expect(site.body).not.toContain(secretIn(locale));
    }
  });

  it('is edited by the couple in the dashboard, marked as private', async () => {
    const { admin } = await siteWithSchedule();
    const text = (await admin.get<AdminContent>(CONTENT_API.content)).texts.find((entry) => entry.key === 'schedule.ceremony');
    expect(text).toMatchObject({ private: true, texts: { ro: secretIn('ro') } });
  });
});
