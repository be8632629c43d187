/**
 * One rule per kind of typed text (common/text-fields.ts, docs/decisions/0054): the same text typed into two routes
 * that take the same kind of field is stored the same, or refused for the same reason. Each kind goes through the
 * routes that take it: a name through the add form, the CSV import, the pasted lines, a household's people and the
 * wedding's facts; a line and paragraphs through an event, a page's section, the FAQ and a photo's description; an
 * e-mail address through the add form and the import.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_API } from '#common/admin-api';
import type { FieldError, InvalidAnswer } from '#common/api-problems';
import type { AdminGuest, ImportResult } from '#common/guest-list-api';
import { INVITATION_API, type AdminEvent } from '#common/invitation-api';
import { CONTENT_API, type AdminContent, type FaqEntry } from '#common/site-content';
import { coupleAndGuest, type TestApp, type TestClient } from '../testing/couple-client';
import { eventInput, NO_TEXT } from '../testing/event-input';

let t: TestApp | undefined;
afterEach(async () => t?.close());

async function couple() {
  const both = await coupleAndGuest();
  t = both.t;
  return both.admin;
}

const problemsOf = async (response: Promise<{ statusCode: number; json: () => unknown; body: string }>) => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(422);
  return (answer.json() as InvalidAnswer).problems;
};
const codes = (problems: FieldError[]) => problems.map((p) => p.code);

/** A name the way it arrives pasted from a Mac's document: "Ș" decomposed, a zero-width space, runs of spaces. */
const PASTED_NAME = '  Familia S\u0326tefa\u200Bnescu   Pop  ';
const STORED_NAME = 'Familia Ștefanescu Pop';

describe('a name', () => {
  /** The name as each route that takes a household's name stores it (or its problem codes). */
  async function householdNameBy(admin: TestClient, raw: string) {
    const added = await admin.send('POST', ADMIN_API.guests, { name: raw, language: 'ro', members: [{ name: 'Ion', language: null, child: false }] });
    const imported = await admin.send('POST', ADMIN_API.guestImport, { format: 'csv', text: `household,name\n${raw},Maria\n` });
    const lines = await admin.send('POST', ADMIN_API.guestImport, { format: 'lines', text: `${raw}\n`, language: 'ro' });
    const answerOf = (response: typeof added, read: (body: never) => string) =>
      response.statusCode < 300 ? read(response.json() as never) : codes((response.json() as InvalidAnswer).problems);
    return {
      addForm: answerOf(added, (guest: AdminGuest) => guest.name),
      csv: answerOf(imported, (result: ImportResult) => result.added[0]?.name ?? 'skipped'),
      lines: answerOf(lines, (result: ImportResult) => result.added[0]?.name ?? 'skipped'),
    };
  }

  it('typed in the add form and in a CSV’s household and name columns is stored the same', async () => {
    const admin = await couple();
    // Each route on a site of its own: the second would skip a household already on the list.
    const added = await admin.send('POST', ADMIN_API.guests, { name: PASTED_NAME, language: 'ro' });
    expect((added.json() as AdminGuest).name).toBe(STORED_NAME);
    await admin.send('DELETE', ADMIN_API.guest((added.json() as AdminGuest).id));
    const imported = (await admin.send('POST', ADMIN_API.guestImport, { format: 'csv', text: `household,name\n${PASTED_NAME},${PASTED_NAME.replace('Familia ', '')}\n` })).json() as ImportResult;
    expect(imported.added.map((g) => [g.name, ...g.members.map((m) => m.name)])).toEqual([[STORED_NAME, 'Ștefanescu Pop']]);
  });

  it('is refused for the same reason by the add form, a CSV and pasted lines: a direction override, a control character, one character too many', async () => {
    const admin = await couple();
    for (const [raw, code] of [
      ['Ana\u202Eroc', 'direction'],
      ['Ana\u0000Pop', 'control'],
      ['a'.repeat(201), 'too-long'],
    ] as const) {
      expect(await householdNameBy(admin, raw)).toEqual({ addForm: [code], csv: [code], lines: [code] });
    }
    // At the limit it is a name, the same in each (the import skips the name the add form stored first).
    const atLimit = await householdNameBy(admin, 'a'.repeat(200));
    expect(atLimit).toEqual({ addForm: 'a'.repeat(200), csv: 'skipped', lines: 'skipped' });
  });

  it('of a household’s person, of an added household and of the couple is cleaned by the same rule', async () => {
    const admin = await couple();
    const household = (await admin.send('POST', ADMIN_API.guests, { name: 'Popescu', language: 'ro' })).json() as AdminGuest;
    const members = await admin.send('PUT', INVITATION_API.householdMembers(household.id), {
      members: [{ id: household.members[0]!.id, name: PASTED_NAME, language: null, child: false }, { name: 'Ana\u202Eroc', language: null, child: false }],
    });
    expect(await problemsOf(Promise.resolve(members))).toEqual([{ field: 'members[1].name', index: 1, code: 'direction' }]);
    const saved = await admin.send('PUT', INVITATION_API.householdMembers(household.id), {
      members: [{ id: household.members[0]!.id, name: PASTED_NAME, language: null, child: false }],
    });
    expect(saved.statusCode).toBe(200);
    expect((await admin.get<AdminGuest>(ADMIN_API.guest(household.id))).members.map((m) => m.name)).toEqual([STORED_NAME]);

    const { facts, factsRevision } = await admin.get<AdminContent>(CONTENT_API.content);
    const named = await admin.send('PUT', CONTENT_API.facts, { facts: { ...facts, coupleNames: PASTED_NAME }, revision: factsRevision });
    expect(named.statusCode).toBe(200);
    expect((await admin.get<AdminContent>(CONTENT_API.content)).facts.coupleNames).toBe(STORED_NAME);
    const refused = await admin.send('PUT', CONTENT_API.facts, { facts: { ...facts, coupleNames: 'Ana\u202Eroc' }, revision: factsRevision + 1 });
    expect(await problemsOf(Promise.resolve(refused))).toEqual([{ field: 'coupleNames', code: 'invalid' }]);
  });
});

describe('a one-line text and a text of paragraphs', () => {
  const LINE = ' Vin\r\n\td’honneur\u00A0!\u200B ';
  const STORED_LINE = 'Vin d’honneur\u00A0!';
  const PARAGRAPHS = ' Première ligne  \r\nDeuxième\u200B   ligne\rTroisième\u2028ligne ';
  const STORED_PARAGRAPHS = 'Première ligne\nDeuxième ligne\nTroisième\nligne';
  const fr = (text: string) => ({ ...NO_TEXT, fr: text });

  it('are stored the same by an event, a page’s section, the FAQ and a photo’s description', async () => {
    const admin = await couple();
    const event = (await admin.send('POST', INVITATION_API.events, eventInput({ title: fr(LINE), description: fr(PARAGRAPHS) }))).json() as AdminEvent;
    expect([event.title.fr, event.description.fr]).toEqual([STORED_LINE, STORED_PARAGRAPHS]);
    const section = await admin.send('POST', `${INVITATION_API.infoSections}?page=travel`, { heading: fr(LINE), body: fr(PARAGRAPHS) });
    expect(section.statusCode).toBe(201);
    expect((section.json() as { heading: Record<string, string>; body: Record<string, string> }).heading.fr).toBe(STORED_LINE);
    expect((section.json() as { body: Record<string, string> }).body.fr).toBe(STORED_PARAGRAPHS);
    const faq = (await admin.send('POST', CONTENT_API.faq, { question: fr(LINE), answer: fr(PARAGRAPHS) })).json() as FaqEntry;
    expect([faq.question.fr, faq.answer.fr]).toEqual([STORED_LINE, STORED_PARAGRAPHS]);
    const [photo] = (await admin.get<AdminContent>(CONTENT_API.content)).photos;
    const alt = await admin.send('PUT', CONTENT_API.photoAlt(photo!.id), { alt: fr(LINE), revision: photo!.revision });
    expect((alt.json() as { alt: Record<string, string> }).alt.fr).toBe(STORED_LINE);
  });

  it('are refused for the same reasons, each problem naming its field and language', async () => {
    const admin = await couple();
    const refusedLine = fr('Vin\u202Ed’honneur');
    const refusedParagraphs = fr('Première ligne\n\u001B[31mrouge');
    const event = await problemsOf(admin.send('POST', INVITATION_API.events, eventInput({ title: { ...refusedLine, en: 'Dinner' }, description: refusedParagraphs })));
    const section = await problemsOf(admin.send('POST', `${INVITATION_API.infoSections}?page=travel`, { heading: refusedLine, body: refusedParagraphs }));
    const faq = await problemsOf(admin.send('POST', CONTENT_API.faq, { question: { ...refusedLine, en: 'Where?' }, answer: refusedParagraphs }));
    expect(event).toEqual([
      { field: 'title', locale: 'fr', code: 'direction' },
      { field: 'description', locale: 'fr', code: 'control' },
    ]);
    expect(section).toEqual([
      { field: 'heading', locale: 'fr', code: 'direction' },
      { field: 'body', locale: 'fr', code: 'control' },
    ]);
    expect(faq).toEqual([
      { field: 'question', locale: 'fr', code: 'direction' },
      { field: 'answer', locale: 'fr', code: 'control' },
    ]);
    const [photo] = (await admin.get<AdminContent>(CONTENT_API.content)).photos;
    expect(await problemsOf(admin.send('PUT', CONTENT_API.photoAlt(photo!.id), { alt: refusedLine, revision: photo!.revision }))).toEqual([
      { field: 'alt', locale: 'fr', code: 'direction' },
    ]);
  });
});

describe('an e-mail address', () => {
  it('typed in the add form and in a CSV is stored the same, and refused the same', async () => {
    const admin = await couple();
    const typed = ' \u200Bana.pop@exemplu.ro\uFEFF ';
    const added = (await admin.send('POST', ADMIN_API.guests, { name: 'Ana Pop', language: 'ro', email: typed })).json() as AdminGuest;
    const imported = (await admin.send('POST', ADMIN_API.guestImport, { format: 'csv', text: `name,email\nIon Pop,${typed}\n` })).json() as ImportResult;
    expect([added.email, imported.added[0]!.email]).toEqual(['ana.pop@exemplu.ro', 'ana.pop@exemplu.ro']);
    const refusedForm = await problemsOf(admin.send('POST', ADMIN_API.guests, { name: 'Eve', language: 'ro', email: 'eve@exemplu' }));
    const refusedCsv = await problemsOf(admin.send('POST', ADMIN_API.guestImport, { format: 'csv', text: 'name,email\nEve,eve@exemplu\n' }));
    expect([codes(refusedForm), codes(refusedCsv)]).toEqual([['email'], ['email']]);
  });
});
