/**
 * The couple edits the site from the dashboard (issue 13): facts, texts in five languages, the FAQ; every save is
 * live for guests at once, refused with a clear reason when it would break the site, and told when someone else
 * saved first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { InvalidAnswer } from '#common/api-problems';
import { API_PATHS, type Content, type Site } from '#common/api';
import { CONTENT_API, type AdminContent, type FaqEntry, type SiteText } from '#common/site-content';
import { coupleAndGuest, type TestApp, type TestClient } from '../testing/couple-client';
import { createTestApp, makeTempDir } from '../testing/test-app';

let t: TestApp;
afterEach(async () => t?.close());

async function couple() {
  const signedIn = await coupleAndGuest();
  t = signedIn.t;
  return signedIn;
}

const content = async (api: TestClient) => api.get<AdminContent>(CONTENT_API.content);
const textOf = (all: AdminContent, key: string) => all.texts.find((text) => text.key === key)!;

describe('the facts', () => {
  it('change the site at once: names in the page and the API, the date for guests', async () => {
    const { admin, guest } = await couple();
    const { facts, factsRevision } = await content(admin);
    const saved = await admin.send('PUT', CONTENT_API.facts, { facts: { ...facts, coupleNames: 'Ana & Ion', weddingDate: '2027-06-12', timeZone: 'Europe/Berlin' }, revision: factsRevision });
    expect(saved.statusCode).toBe(200);
    expect(((await t.app.inject({ method: 'GET', url: API_PATHS.site })).json() as Site).coupleNames).toBe('Ana & Ion');
    expect((await t.app.inject({ method: 'GET', url: '/login' })).body).toContain('<p class="site-title">Ana &amp; Ion</p>');
    expect(await guest.get<Content>(API_PATHS.content)).toMatchObject({ weddingDate: '2027-06-12', timeZone: 'Europe/Berlin' });
  });

  it('refuse what the site could not use, naming each wrong field, and keep what was there', async () => {
    const { admin } = await couple();
    const { facts, factsRevision } = await content(admin);
    const bad = { ...facts, coupleNames: '  ', weddingDate: '2027-02-30', timeZone: 'Mars/Olympus', storyBeganYear: 21, defaultLocale: 'es' };
    const refused = await admin.send('PUT', CONTENT_API.facts, { facts: bad, revision: factsRevision });
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as InvalidAnswer).problems.map((p) => p.field).sort()).toEqual(['coupleNames', 'defaultLocale', 'storyBeganYear', 'timeZone', 'weddingDate']);
    expect((await content(admin)).facts).toEqual(facts);
    for (const body of [{ facts: { ...facts, extra: 1 }, revision: factsRevision }, { facts, revision: 'one' }, { facts, revision: factsRevision, more: true }]) {
      expect((await admin.send('PUT', CONTENT_API.facts, body)).statusCode).toBe(400);
    }
  });

  it('tell the later of two saves that the facts changed underneath it', async () => {
    const { admin } = await couple();
    const { facts, factsRevision } = await content(admin);
    expect((await admin.send('PUT', CONTENT_API.facts, { facts: { ...facts, copyrightYear: 2026 }, revision: factsRevision })).statusCode).toBe(200);
    const late = await admin.send('PUT', CONTENT_API.facts, { facts: { ...facts, storyBeganYear: 2019 }, revision: factsRevision });
    expect(late.statusCode).toBe(409);
    expect(late.json().current.facts.copyrightYear).toBe(2026);
    expect((await content(admin)).facts.storyBeganYear).toBe(2021);
  });
});

describe('the texts', () => {
  it('a new heading in English and a line in Russian show to guests at once', async () => {
    const { admin, guest } = await couple();
    const heading = textOf(await content(admin), 'home.details.heading');
    const saved = await admin.send('PUT', CONTENT_API.text(heading.key), { texts: { ...heading.texts, en: 'We are getting married!' }, revision: heading.revision });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as SiteText).revision).toBe(heading.revision + 1);
    expect((await guest.get<Content>(`${API_PATHS.content}?locale=en`)).messages).toMatchObject({ home: { details: { heading: 'We are getting married!' } } });
    const line = textOf(await content(admin), 'home.details.text.line4');
    await admin.send('PUT', CONTENT_API.text(line.key), { texts: { ...line.texts, ru: 'Приходите!' }, revision: line.revision });
    expect((await guest.get<Content>(`${API_PATHS.content}?locale=ru`)).messages).toMatchObject({ home: { details: { text: { line4: 'Приходите!' } } } });
  });

  it('refuse a placeholder removed by mistake or one the site does not know, saying which and where', async () => {
    const { admin } = await couple();
    const line3 = textOf(await content(admin), 'home.details.text.line3');
    expect(line3.placeholders).toEqual(['date']);
    const refused = await admin.send('PUT', CONTENT_API.text(line3.key), {
      texts: { ...line3.texts, de: 'Am großen Tag sagen wir Ja.', fr: 'Le {{date}} à {{heure}}.' },
      revision: line3.revision,
    });
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as InvalidAnswer).problems).toEqual([
      { field: 'text', locale: 'de', code: 'missing-placeholder', value: 'date' },
      { field: 'text', locale: 'fr', code: 'unknown-placeholder', value: 'heure' },
    ]);
    expect(textOf(await content(admin), line3.key).revision).toBe(line3.revision);
  });

  it('counted texts keep the plural forms each language needs; {{count}} may be left out of a form', async () => {
    const { admin } = await couple();
    const days = textOf(await content(admin), 'home.details.countdown.days');
    expect(Object.keys(days.texts.ru as object).sort()).toEqual(['few', 'many', 'one', 'other']);
    const withoutFew = { ...days.texts, ru: { one: '{{count}} день', many: '{{count}} дней', other: '{{count}} дня' } };
    const refusedFew = await admin.send('PUT', CONTENT_API.text(days.key), { texts: withoutFew, revision: days.revision });
    expect(refusedFew.statusCode).toBe(422);
    expect((refusedFew.json() as InvalidAnswer).problems[0]).toMatchObject({ locale: 'ru', code: 'plural-forms' });
    const oneDay = { ...days.texts, en: { one: 'one day', other: '{{count}} days' } };
    expect((await admin.send('PUT', CONTENT_API.text(days.key), { texts: oneDay, revision: days.revision })).statusCode).toBe(200);
  });

  it('the later of two saves of one text is told, with the current text; nothing is lost silently', async () => {
    const { admin } = await couple();
    const heading = textOf(await content(admin), 'home.details.heading');
    await admin.send('PUT', CONTENT_API.text(heading.key), { texts: { ...heading.texts, en: 'First tab' }, revision: heading.revision });
    const second = await admin.send('PUT', CONTENT_API.text(heading.key), { texts: { ...heading.texts, en: 'Second tab' }, revision: heading.revision });
    expect(second.statusCode).toBe(409);
    expect(second.json().current.texts.en).toBe('First tab');
  });

  it('refuse unknown texts, wrong types, unknown keys and huge fields', async () => {
    const { admin } = await couple();
    const heading = textOf(await content(admin), 'home.details.heading');
    expect((await admin.send('PUT', CONTENT_API.text('no.such.text'), { texts: heading.texts, revision: 1 })).statusCode).toBe(404);
    expect((await admin.send('PUT', CONTENT_API.text('../../etc/passwd'), { texts: heading.texts, revision: 1 })).statusCode).toBe(404);
    const cases = [
      { texts: { ...heading.texts, en: 42 }, revision: heading.revision },
      { texts: { ...heading.texts, es: 'Hola' }, revision: heading.revision },
      { texts: { ...heading.texts, en: 'x'.repeat(20_001) }, revision: heading.revision },
      { texts: heading.texts },
    ];
    for (const body of cases) expect((await admin.send('PUT', CONTENT_API.text(heading.key), body)).statusCode).toBe(400);
    // One character over the limit is the couple's to fix, in its language.
    const tooLong = await admin.send('PUT', CONTENT_API.text(heading.key), { texts: { ...heading.texts, en: 'x'.repeat(5_001) }, revision: heading.revision });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().problems).toEqual([{ field: 'text', locale: 'en', code: 'too-long', value: '5000' }]);
    const huge = await t.app.inject({ method: 'PUT', url: CONTENT_API.text(heading.key), cookies: admin.cookies, payload: 'x'.repeat(1_000_000), headers: { 'content-type': 'application/json' } });
    expect(huge.statusCode).toBe(413);
  });

  it('a guest’s session and no session cannot edit, nor another site', async () => {
    const { admin, guest } = await couple();
    const heading = textOf(await content(admin), 'home.details.heading');
    const body = { texts: { ...heading.texts, en: 'Hacked' }, revision: heading.revision };
    expect((await guest.send('PUT', CONTENT_API.text(heading.key), body)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: CONTENT_API.text(heading.key), payload: body })).statusCode).toBe(401);
    const crossSite = await t.app.inject({ method: 'PUT', url: CONTENT_API.text(heading.key), payload: body, cookies: admin.cookies, headers: { origin: 'https://evil.example' } });
    expect(crossSite.statusCode).toBe(403);
    expect(textOf(await content(admin), heading.key).texts.en).toBe('We say yes!');
  });
});

describe('the FAQ', () => {
  const texts = (text: string) => ({ de: `${text} (de)`, en: text, ro: `${text} (ro)`, ru: `${text} (ru)`, fr: `${text} (fr)` });

  it('shows the spec’s placeholder until the couple writes entries; then the entries, in order, in each language', async () => {
    const { admin, guest } = await couple();
    expect((await guest.get<Content>(`${API_PATHS.content}?locale=en`)).faq).toEqual([]);
    const where = (await admin.send('POST', CONTENT_API.faq, { question: texts('Where?'), answer: texts('At the palace.\n\nIn the garden.') })).json() as FaqEntry;
    const when = (await admin.send('POST', CONTENT_API.faq, { question: texts('When?'), answer: texts('At noon.') })).json() as FaqEntry;
    expect((await guest.get<Content>(`${API_PATHS.content}?locale=fr`)).faq).toEqual([
      { question: 'Where? (fr)', answer: 'At the palace.\n\nIn the garden. (fr)' },
      { question: 'When? (fr)', answer: 'At noon. (fr)' },
    ]);
    expect((await admin.send('PUT', CONTENT_API.faqOrder, { ids: [when.id, where.id] })).statusCode).toBe(200);
    expect((await guest.get<Content>(`${API_PATHS.content}?locale=en`)).faq.map((e) => e.question)).toEqual(['When?', 'Where?']);
    expect((await admin.send('PUT', CONTENT_API.faqOrder, { ids: [when.id] })).statusCode).toBe(409);
    const edited = await admin.send('PUT', CONTENT_API.faqEntry(when.id), { question: texts('When exactly?'), answer: texts('At noon.'), revision: when.revision });
    expect(edited.statusCode).toBe(200);
    expect((await admin.send('PUT', CONTENT_API.faqEntry(when.id), { question: texts('Stale'), answer: texts('x'), revision: when.revision })).statusCode).toBe(409);
    expect((await admin.send('DELETE', CONTENT_API.faqEntry(where.id))).statusCode).toBe(204);
    expect((await guest.get<Content>(`${API_PATHS.content}?locale=en`)).faq.map((e) => e.question)).toEqual(['When exactly?']);
    // A question written only in English is for guests reading English.
    await admin.send('POST', CONTENT_API.faq, { question: { de: '', en: 'Parking?', ro: '', ru: '', fr: '' }, answer: texts('Yes.') });
    expect((await guest.get<Content>(`${API_PATHS.content}?locale=en`)).faq.map((e) => e.question)).toEqual(['When exactly?', 'Parking?']);
    expect((await guest.get<Content>(`${API_PATHS.content}?locale=de`)).faq.map((e) => e.question)).toEqual(['When exactly? (de)']);
    // The FAQ is private: the public site has none of it.
    expect(JSON.stringify((await t.app.inject({ method: 'GET', url: `${API_PATHS.site}?locale=en` })).json())).not.toContain('When exactly?');
  });

  it('refuses a question with no words in any language, and bodies of the wrong shape', async () => {
    const { admin } = await couple();
    const empty = { de: '', en: '  ', ro: '', ru: '', fr: '' };
    expect((await admin.send('POST', CONTENT_API.faq, { question: empty, answer: texts('x') })).statusCode).toBe(422);
    expect((await admin.send('POST', CONTENT_API.faq, { question: { en: 'Only English' }, answer: texts('x') })).statusCode).toBe(400);
    expect((await admin.send('POST', CONTENT_API.faq, { question: texts('x'.repeat(4_001)), answer: texts('x') })).statusCode).toBe(400);
    const tooLong = await admin.send('POST', CONTENT_API.faq, { question: { ...empty, fr: 'x'.repeat(1_001) }, answer: { ...empty, fr: 'y'.repeat(10_001) } });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().problems).toEqual([
      { field: 'question', locale: 'fr', code: 'too-long', value: '1000' },
      { field: 'answer', locale: 'fr', code: 'too-long', value: '10000' },
    ]);
  });
});

describe('the preview frame', () => {
  it('may be framed by the dashboard only; the dashboard may frame its own pages only', async () => {
    const root = makeTempDir('std-admin-');
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>dashboard</title>');
    fs.writeFileSync(path.join(root, 'preview.html'), '<!doctype html><title>preview</title>');
    t = await createTestApp({ adminRoot: root });
    const dashboard = await t.app.inject({ method: 'GET', url: '/admin/texts' });
    expect(dashboard.body).toContain('dashboard');
    expect(dashboard.headers['content-security-policy']).toContain("frame-src 'self'");
    expect(dashboard.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(dashboard.headers['x-frame-options']).toBe('DENY');
    // Its sign-in may ask for a passkey (docs/decisions/0063); no other page may, the preview of the guests' included.
    expect(dashboard.headers['permissions-policy']).toContain('camera=()');
    expect(dashboard.headers['permissions-policy']).not.toContain('publickey-credentials-get');
    const guests = await t.app.inject({ method: 'GET', url: '/login' });
    expect(guests.headers['permissions-policy']).toContain('publickey-credentials-get=()');
    const preview = await t.app.inject({ method: 'GET', url: '/admin/preview' });
    expect(preview.headers['permissions-policy']).toContain('publickey-credentials-get=()');
    expect(preview.body).toContain('preview');
    expect(preview.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(preview.headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
    expect(preview.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']).not.toContain('frame-src');
  });
});
