/**
 * Answering over HTTP (issue 20, "Done when"): the couple sets a deadline, a meal choice for the dinner and a song
 * question; a Romanian household answers for two members and a named extra guest, changes one answer the next
 * day; the couple counts, sees what changed, exports; after the deadline the server refuses the guest's change (a
 * replayed request too) and still takes the couple's correction. Bad input is refused whole, field by field.
 */
import { Writable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_API } from '#common/admin-api';
import type { InvalidAnswer } from '#common/api-problems';
import { INVITATION_API, type AdminEvent, type EventInput } from '#common/invitation-api';
import {
  GUEST_RSVP_API,
  RSVP_API,
  RSVP_HISTORY_PAGE,
  RSVP_LIMITS,
  sheetIn,
  type AdminHouseholdRsvp,
  type GuestRsvp,
  type Question,
  type RsvpAnswer,
  type RsvpHistoryPage,
  type RsvpOverview,
} from '#common/rsvp-api';
import { clientOf, coupleAndGuest, type TestApp, type TestClient } from '../testing/couple-client';
import { eventInput, NO_TEXT as none } from '../testing/event-input';
import { loginUrl, sessionCookieOf, type TestAppOptions } from '../testing/test-app';
import { ONE_CHANGE_WITHIN_MS } from './rsvp-store';
import { GUEST_SAVE_BUDGET } from './save-budget';

let t: TestApp;
afterEach(async () => t?.close());

const DAY = 86_400_000;
const START = Date.parse('2027-04-01T09:00:00Z');

const event = (overrides: Partial<EventInput>) => eventInput({ title: none, ...overrides });

async function signInWithLink(token: string): Promise<TestClient> {
  const cookie = sessionCookieOf(await t.app.inject({ method: 'POST', url: loginUrl({ token }) }))!;
  return clientOf(t, { session: cookie });
}

/** The couple's set-up of the issue: a dinner with meals, a brunch, a song question, a deadline; the Popescu family. */
async function wedding(options: TestAppOptions = {}) {
  let clock = START;
  const signedIn = await coupleAndGuest({ now: () => clock, ...options });
  t = signedIn.t;
  const { admin } = signedIn;
  const create = async (input: EventInput) => (await admin.send('POST', INVITATION_API.events, input)).json() as AdminEvent;
  const dinner = await create(event({ title: { ...none, en: 'Dinner', ro: 'Cina', ru: 'Ужин' } }));
  const brunch = await create(event({ title: { ...none, en: 'Brunch', ro: 'Brunch' }, startsAt: '2027-06-13T11:00', endsAt: '2027-06-13T13:00' }));
  const meals = await admin.send('PUT', RSVP_API.meals(dinner.id), {
    meals: [
      { label: { ...none, en: 'Fish', ro: 'Pește', ru: 'Рыба' }, forChildren: false },
      { label: { ...none, en: 'Vegetarian', ro: 'Vegetarian', ru: 'Вегетарианское' }, forChildren: false },
      { label: { ...none, en: 'Children’s menu', ro: 'Meniu pentru copii' }, forChildren: true },
    ],
  });
  expect(meals.statusCode, meals.body).toBe(200);
  const [fish, veggie] = (meals.json() as { meals: Array<{ id: number }> }).meals as [{ id: number }, { id: number }];
  const song = await admin.send('POST', RSVP_API.questions, { kind: 'text', scope: 'member', eventId: null, label: { ...none, en: 'A song for the dance floor', ro: 'O melodie pentru ringul de dans' }, choices: [] });
  expect(song.statusCode, song.body).toBe(201);
  expect((await admin.send('PUT', RSVP_API.deadline, { deadline: '2027-04-20T23:59' })).statusCode).toBe(200);

  const popescu = t.guests.add('Familia Popescu', 'ro');
  const replaced = t.stores.members.replace(popescu.guest.id, [
    { name: 'Ana Popescu', language: null, child: false },
    { name: 'Olga Petrovna', language: 'ru', child: false },
  ]);
  const [ana, olga] = [replaced[0]!, replaced[1]!];
  const other = t.guests.add('Familia Ionescu', 'ro');
  const [otherMember] = t.stores.members.ofHouseholds([other.guest.id]).get(other.guest.id)!;
  await admin.send('PUT', INVITATION_API.householdInvitation(popescu.guest.id), { allEvents: false, eventIds: [dinner.id], extraGuests: 1 });
  await admin.send('PUT', INVITATION_API.householdInvitation(other.guest.id), { allEvents: true, eventIds: [], extraGuests: 0 });
  expect((await admin.send('PUT', INVITATION_API.phase, { phase: 'invitation' })).statusCode).toBe(200);
  return {
    ...signedIn,
    dinner,
    brunch,
    fish,
    veggie,
    song: song.json() as Question,
    popescu,
    ana,
    olga,
    other,
    otherMember: otherMember!,
    family: await signInWithLink(popescu.token),
    advance: (ms: number) => (clock += ms),
  };
}

type W = Awaited<ReturnType<typeof wedding>>;
const person = (events: RsvpAnswer['members'][string]['events'], extra: Partial<RsvpAnswer['members'][string]> = {}) => ({
  events,
  dietary: [],
  dietaryNote: '',
  accessibility: '',
  questions: {},
  ...extra,
});

function firstAnswer(w: W): RsvpAnswer {
  const dinner = String(w.dinner.id);
  return {
    members: {
      [w.ana.id]: person({ [dinner]: { attending: true, meal: w.veggie.id } }, { dietary: ['vegetarian'], questions: { [w.song.id]: 'Hora Unirii' } }),
      [w.olga.id]: person({ [dinner]: { attending: true, meal: w.fish.id } }, { accessibility: 'Needs a seat near the door' }),
    },
    extras: [{ name: 'Mihai Ionescu', ...person({ [dinner]: { attending: true, meal: w.veggie.id } }, { dietary: ['vegetarian', 'nutAllergy'] }) }],
    message: 'Abia așteptăm!',
    questions: {},
  };
}

const put = (client: TestClient, answer: RsvpAnswer, revision: number) => client.send('PUT', GUEST_RSVP_API.rsvp, { answer, revision });

describe('a household answers', () => {
  it('sees its own form: its members, its events with their meals, the question, the deadline', async () => {
    const w = await wedding();
    const seen = await w.family.get<GuestRsvp>(GUEST_RSVP_API.rsvp);
    expect(seen.form.members.map((m) => [m.name, m.language])).toEqual([['Ana Popescu', null], ['Olga Petrovna', 'ru']]);
    expect(seen.form.events.map((e) => e.title.en)).toEqual(['Dinner']);
    // A meal written in English only is read in it where the others are empty (filled by the one rule, decision 0052).
    expect(seen.form.events[0]!.meals.map((m) => m.label.ru)).toEqual(['Рыба', 'Вегетарианское', 'Children’s menu']);
    expect(seen.form.extraGuests).toBe(1);
    expect(seen.form.deadline).toEqual({ local: '2027-04-20T23:59', timeZone: expect.any(String), at: expect.any(Number) });
    expect(seen.form.open).toBe(true);
    expect(seen.answer).toBeNull();
  });

  it('answers, comes back to its answers, changes one the next day, and the history keeps both', async () => {
    const w = await wedding();
    const saved = await put(w.family, firstAnswer(w), 0);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as GuestRsvp).revision).toBe(1);
    const back = await w.family.get<GuestRsvp>(GUEST_RSVP_API.rsvp);
    expect(back.answer).toEqual(firstAnswer(w));
    expect(back.answeredAt).toBe(START);

    w.advance(DAY);
    const changed = firstAnswer(w);
    changed.members[w.olga.id]!.events[String(w.dinner.id)] = { attending: false, meal: null };
    expect((await put(w.family, changed, 1)).statusCode).toBe(200);
    const household = await w.admin.get<AdminHouseholdRsvp>(RSVP_API.household(w.popescu.guest.id));
    const olgaDinner = household.history.filter((c) => c.person === 'Olga Petrovna' && c.field === 'attending');
    expect(olgaDinner.map((c) => [c.old, c.new, c.by, c.at])).toEqual([
      ['yes', 'no', 'guest', START + DAY],
      [null, 'yes', 'guest', START],
    ]);
  });

  it('is one answer when tapped twice, and never overwrites a newer answer silently', async () => {
    const w = await wedding();
    expect((await put(w.family, firstAnswer(w), 0)).statusCode).toBe(200);
    const again = await put(w.family, firstAnswer(w), 0);
    expect(again.statusCode).toBe(200);
    expect((again.json() as GuestRsvp).revision).toBe(1);

    // Olga's phone still shows revision 1 while Ana saves revision 2.
    const olgaPhone = await signInWithLink(w.popescu.token);
    const anas = firstAnswer(w);
    anas.message = 'Ne vedem curând';
    expect((await put(w.family, anas, 1)).statusCode).toBe(200);
    const olgas = firstAnswer(w);
    olgas.members[w.olga.id]!.dietaryNote = 'Fără zahăr';
    const late = await put(olgaPhone, olgas, 1);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ problem: 'conflict', current: { revision: 2, answer: { message: 'Ne vedem curând' } } });
    expect((await w.family.get<GuestRsvp>(GUEST_RSVP_API.rsvp)).answer!.members[w.olga.id]!.dietaryNote).toBe('');
  });

  it('keeps both when two members answer at once for different people, and asks only about a real clash (issue 28)', async () => {
    const w = await wedding();
    const dinner = String(w.dinner.id);
    const base = firstAnswer(w);
    expect((await put(w.family, base, 0)).statusCode).toBe(200);
    const olgaPhone = await signInWithLink(w.popescu.token);
    const send = (client: TestClient, answer: RsvpAnswer, revision: number) => client.send('PUT', GUEST_RSVP_API.rsvp, { answer, revision, base });

    // Both phones read revision 1: Ana changes her own meal, Olga (a moment later) her needs and the message.
    const anas = structuredClone(base);
    anas.members[w.ana.id]!.events[dinner]!.meal = w.fish.id;
    expect((await send(w.family, anas, 1)).statusCode).toBe(200);
    const olgas = structuredClone(base);
    olgas.members[w.olga.id]!.accessibility = 'Un loc lângă ușă';
    olgas.message = 'Venim cu drag';
    const merged = await send(olgaPhone, olgas, 1);
    expect(merged.statusCode, merged.body).toBe(200);
    const saved = merged.json() as GuestRsvp;
    expect(saved).toMatchObject({ revision: 3, merged: true });
    expect(saved.answer!.members[w.ana.id]!.events[dinner]!.meal).toBe(w.fish.id);
    expect(saved.answer!.members[w.olga.id]!.accessibility).toBe('Un loc lângă ușă');
    expect(saved.answer!.message).toBe('Venim cu drag');
    // The couple's history says who changed what, each once.
    const history = (await w.admin.get<AdminHouseholdRsvp>(RSVP_API.household(w.popescu.guest.id))).history;
    expect(history.filter((change) => change.field === 'meal' && change.person === 'Ana Popescu').map((change) => change.new)).toEqual(['Fish']);

    // A real clash: both change Ana's meal from revision 3. Only that answer is named; Olga's other change is kept aside.
    const ana2 = structuredClone(saved.answer!);
    ana2.members[w.ana.id]!.events[dinner]!.meal = w.veggie.id;
    const threeBase = saved.answer!;
    expect((await w.family.send('PUT', GUEST_RSVP_API.rsvp, { answer: ana2, revision: 3, base: threeBase })).statusCode).toBe(200);
    const olga2 = structuredClone(threeBase);
    olga2.members[w.ana.id]!.events[dinner]!.meal = null;
    olga2.message = 'Ne vedem';
    const clash = await olgaPhone.send('PUT', GUEST_RSVP_API.rsvp, { answer: olga2, revision: 3, base: threeBase });
    expect(clash.statusCode, clash.body).toBe(409);
    expect(clash.json()).toMatchObject({
      problem: 'conflict',
      current: { revision: 4 },
      clashes: [{ memberId: w.ana.id, eventId: w.dinner.id, field: 'meal', questionId: null }],
      answer: { message: 'Ne vedem' },
    });
    expect((await w.family.get<GuestRsvp>(GUEST_RSVP_API.rsvp)).answer!.members[w.ana.id]!.events[dinner]!.meal).toBe(w.veggie.id);
  });
});

describe('the deadline', () => {
  it('closes the form on the server, a replayed request too, and the couple still corrects an answer', async () => {
    const w = await wedding();
    expect((await put(w.family, firstAnswer(w), 0)).statusCode).toBe(200);
    w.advance(25 * DAY);
    const seen = await w.family.get<GuestRsvp>(GUEST_RSVP_API.rsvp);
    expect(seen.form.open).toBe(false);
    const replayed = await put(w.family, firstAnswer(w), 1);
    expect(replayed.statusCode).toBe(409);
    expect(replayed.json()).toMatchObject({ problem: 'closed' });
    const late = firstAnswer(w);
    late.members[w.ana.id]!.events[String(w.dinner.id)] = { attending: false, meal: null };
    expect((await put(w.family, late, 1)).statusCode).toBe(409);

    // A phone call from the grandmother: the couple enters it.
    const corrected = firstAnswer(w);
    corrected.members[w.olga.id]!.events[String(w.dinner.id)] = { attending: true, meal: w.veggie.id };
    const entered = await w.admin.send('PUT', RSVP_API.household(w.popescu.guest.id), { answer: corrected, revision: 1 });
    expect(entered.statusCode, entered.body).toBe(200);
    const household = entered.json() as AdminHouseholdRsvp;
    expect(household.answeredBy).toBe('couple');
    expect(household.history[0]).toMatchObject({ by: 'couple', person: 'Olga Petrovna', field: 'meal', old: 'Fish', new: 'Vegetarian' });
  });

  it('gives guests the couple’s contact line, in five languages, with the form; removed when left empty; bad text refused (issue 28)', async () => {
    const w = await wedding();
    expect((await w.family.get<GuestRsvp>(GUEST_RSVP_API.rsvp)).form.contact).toBeNull();
    const contact = { ...none, en: 'Call Ana: +40 722 123 456', ro: 'Sunați-o pe Ana: +40 722 123 456' };
    const saved = await w.admin.send('PUT', RSVP_API.contact, { contact });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ contact });
    expect((await w.admin.get<RsvpOverview>(RSVP_API.overview)).contact).toEqual(contact);
    w.advance(25 * DAY);
    const closed = await w.family.get<GuestRsvp>(GUEST_RSVP_API.rsvp);
    // Filled for the guests by the one rule (decision 0052): the site's language (German) is empty, so English.
    expect(closed.form).toMatchObject({ open: false, contact: { ...contact, de: contact.en, ru: contact.en, fr: contact.en } });

    const tooLong = await w.admin.send('PUT', RSVP_API.contact, { contact: { ...contact, fr: 'x'.repeat(RSVP_LIMITS.contact + 1) } });
    expect(tooLong.statusCode).toBe(422);
    expect((tooLong.json() as InvalidAnswer).problems).toMatchObject([{ field: 'contact', code: 'too-long', locale: 'fr' }]);
    expect((await w.admin.send('PUT', RSVP_API.contact, { contact: none })).json()).toEqual({ contact: null });
    expect((await w.family.get<GuestRsvp>(GUEST_RSVP_API.rsvp)).form.contact).toBeNull();
    // Only the couple sets it.
    expect((await w.family.send('PUT', RSVP_API.contact, { contact })).statusCode).toBe(401);
  });

  it('refuses a deadline that does not exist in the venue’s zone', async () => {
    const w = await wedding();
    const refused = await w.admin.send('PUT', RSVP_API.deadline, { deadline: '2027-02-30T12:00' });
    expect((refused.json() as InvalidAnswer).problems).toEqual([{ field: 'deadline', code: 'not-a-time', value: '2027-02-30T12:00' }]);
  });
});

describe('bad input', () => {
  it('refuses other households’ ids, uninvited events, foreign meals, too many extras and overlong texts, writing nothing', async () => {
    const w = await wedding();
    expect((await put(w.family, firstAnswer(w), 0)).statusCode).toBe(200);
    const dinner = String(w.dinner.id);
    const bad = firstAnswer(w);
    bad.members[w.otherMember.id] = person({});
    bad.members[w.ana.id]!.events[String(w.brunch.id)] = { attending: true, meal: null };
    bad.members[w.olga.id]!.events[dinner] = { attending: true, meal: 999_999 };
    bad.extras.push({ ...bad.extras[0]!, name: 'Second extra' });
    bad.message = 'x'.repeat(10_000);
    const refused = await put(w.family, bad, 1);
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as InvalidAnswer).problems.map((p) => `${p.field}:${p.code}`).sort()).toEqual([
      'events:unknown-id',
      'extras:too-many',
      'meal:unknown-id',
      'members:unknown-id',
      'message:too-long',
    ]);
    expect((await w.family.get<GuestRsvp>(GUEST_RSVP_API.rsvp)).revision).toBe(1);
    expect((await w.admin.get<AdminHouseholdRsvp>(RSVP_API.household(w.popescu.guest.id))).history.every((c) => c.at === START)).toBe(true);

    const unnamed = firstAnswer(w);
    unnamed.extras[0]!.name = '   ';
    expect((await put(w.family, unnamed, 1)).json()).toMatchObject({ problems: [{ field: 'name', code: 'empty', index: 0 }] });
    expect((await w.family.send('PUT', GUEST_RSVP_API.rsvp, { answer: { ...firstAnswer(w), extra: 1 }, revision: 1 })).statusCode).toBe(400);
  });

  it('keeps scripts and formulas as text, and exports them safely', async () => {
    const w = await wedding();
    const answer = firstAnswer(w);
    answer.members[w.ana.id]!.dietaryNote = '=HYPERLINK("http://evil.example","x")';
    answer.message = '<script>alert(1)</script>';
    expect((await put(w.family, answer, 0)).statusCode).toBe(200);
    expect((await w.family.get<GuestRsvp>(GUEST_RSVP_API.rsvp)).answer!.message).toBe('<script>alert(1)</script>');
    const csv = await w.admin.inject({ method: 'GET', url: RSVP_API.answersCsv });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv.body.split('\r\n').filter((l) => l.startsWith('Familia Popescu,'))).toHaveLength(3);
  });

  it('answers the shared password, no session and another site with a refusal', async () => {
    const w = await wedding();
    expect((await w.guest.inject({ method: 'GET', url: GUEST_RSVP_API.rsvp })).json()).toMatchObject({ problem: 'personal-link' });
    expect((await put(w.guest, firstAnswer(w), 0)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: GUEST_RSVP_API.rsvp, payload: { answer: firstAnswer(w), revision: 0 } })).statusCode).toBe(401);
    const crossSite = await w.family.inject({ method: 'PUT', url: GUEST_RSVP_API.rsvp, payload: { answer: firstAnswer(w), revision: 0 }, headers: { origin: 'https://evil.example' } });
    expect(crossSite.statusCode).toBe(403);
    expect((await w.family.get<GuestRsvp>(GUEST_RSVP_API.rsvp)).answer).toBeNull();
  });
});

describe('the couple counts', () => {
  it('sees the counts, meals, needs, the song, the message and what changed since they last looked', async () => {
    const w = await wedding();
    expect((await put(w.family, firstAnswer(w), 0)).statusCode).toBe(200);
    const overview = await w.admin.get<RsvpOverview>(RSVP_API.overview);
    const dinner = overview.events.find((e) => e.eventId === w.dinner.id)!;
    // Popescu: 3 coming; Ionescu (all events, one member) has not answered.
    expect(dinner.people).toEqual({ coming: 3, notComing: 0, noAnswer: 1 });
    expect(dinner.households).toEqual({ coming: 1, notComing: 0, noAnswer: 1 });
    expect(dinner.meals.map((m) => [m.meal.label.en, m.count])).toEqual([['Fish', 1], ['Vegetarian', 2], ['Children’s menu', 0]]);
    expect(dinner.needs.map((n) => [n.person, n.dietary, n.accessibility])).toEqual([
      ['Ana Popescu', ['vegetarian'], ''],
      ['Olga Petrovna', [], 'Needs a seat near the door'],
      ['Mihai Ionescu', ['vegetarian', 'nutAllergy'], ''],
    ]);
    expect(overview.answers).toEqual([{ questionId: w.song.id, guestId: w.popescu.guest.id, household: 'Familia Popescu', person: 'Ana Popescu', value: 'Hora Unirii' }]);
    expect(overview.notAnswered.map((h) => h.name)).toEqual(['Familia Ionescu']);
    expect(overview.notAnswered[0]!.link).toMatch(/^https:\/\/wedding\.example\/login\?token=/);
    expect(overview.messages.map((m) => m.message)).toEqual(['Abia așteptăm!']);
    expect(overview.changes.length).toBeGreaterThan(0);

    w.advance(1000);
    await w.admin.send('POST', RSVP_API.seen);
    expect((await w.admin.get<RsvpOverview>(RSVP_API.overview)).changes).toEqual([]);
    w.advance(DAY);
    const changed = firstAnswer(w);
    changed.members[w.ana.id]!.events[String(w.dinner.id)] = { attending: false, meal: null };
    await put(w.family, changed, 1);
    const since = (await w.admin.get<RsvpOverview>(RSVP_API.overview)).changes;
    expect(since.map((c) => [c.person, c.field, c.old, c.new])).toEqual(
      expect.arrayContaining([['Ana Popescu', 'attending', 'yes', 'no'], ['Ana Popescu', 'meal', 'Vegetarian', null]]),
    );
    // Grouped by household on the dashboard: each change names its household.
    expect(new Set(since.map((c) => c.household))).toEqual(new Set(['Familia Popescu']));

    const caterer = await w.admin.inject({ method: 'GET', url: sheetIn(RSVP_API.catererCsv(w.dinner.id), 'en') });
    expect(caterer.body.split('\r\n').slice(1, -1)).toEqual([
      'Familia Popescu,Olga Petrovna,No,Fish,,,Needs a seat near the door',
      'Familia Popescu,Mihai Ionescu,No,Vegetarian,"Vegetarian, Nut allergy",,',
    ]);
  });
});

describe('the couple exports', () => {
  const rows = (csv: string) => parse(csv, { bom: true }) as string[][];

  it('downloads the answers with the song requests, in English on an English dashboard, with Bucharest times', async () => {
    const w = await wedding();
    const room = await w.admin.send('POST', RSVP_API.questions, { kind: 'yesNo', scope: 'household', eventId: null, label: { ...none, en: 'Do you need a room?', ro: 'Aveți nevoie de o cameră?' }, choices: [] });
    const roomId = (room.json() as Question).id;
    const answer = firstAnswer(w);
    answer.questions = { [roomId]: 'yes' };
    expect((await put(w.family, answer, 0)).statusCode).toBe(200);

    // The dashboard's download link carries the language the couple reads it in.
    const csv = await w.admin.inject({ method: 'GET', url: sheetIn(RSVP_API.answersCsv, 'en') });
    expect(csv.statusCode).toBe(200);
    const [header, ...lines] = rows(csv.body);
    expect(header).toEqual([
      'Household',
      'Person',
      'Child',
      'Guest they bring',
      'Event',
      'Coming',
      'Meal',
      'Dietary needs',
      'Other dietary needs',
      'Accessibility needs',
      'A song for the dance floor',
      'Do you need a room?',
      'Message to you',
      'Last answered (Eastern European Time)',
      'Answered by',
    ]);
    const lineOf = (household: string, person?: string) => {
      const found = lines.find((l) => l[0] === household && (person === undefined || l[1] === person))!;
      return Object.fromEntries(header!.map((name, i) => [name, found[i]]));
    };
    // 09:00 UTC on 1 April is 12:00 on the clock in Bucharest (summer time, UTC+3).
    expect(lineOf('Familia Popescu', 'Ana Popescu')).toEqual({
      Household: 'Familia Popescu',
      Person: 'Ana Popescu',
      Child: 'No',
      'Guest they bring': 'No',
      Event: 'Dinner',
      Coming: 'Yes',
      Meal: 'Vegetarian',
      'Dietary needs': 'Vegetarian',
      'Other dietary needs': '',
      'Accessibility needs': '',
      'A song for the dance floor': 'Hora Unirii',
      'Do you need a room?': 'Yes',
      'Message to you': 'Abia așteptăm!',
      'Last answered (Eastern European Time)': '2027-04-01 12:00',
      'Answered by': 'The household',
    });
    // A household's own answers are on its first line only: a filtered column is the hotel's list, one line a household.
    expect(lineOf('Familia Popescu', 'Mihai Ionescu')).toMatchObject({ 'Guest they bring': 'Yes', 'Dietary needs': 'Vegetarian, Nut allergy', 'Do you need a room?': '', 'Message to you': '' });
    expect(lineOf('Familia Ionescu')).toMatchObject({ Coming: 'No answer yet', 'Last answered (Eastern European Time)': '' });

    // The same file on a Romanian dashboard: the event, the meal, the question and the needs in Romanian.
    const [roHeader, ...roLines] = rows((await w.admin.inject({ method: 'GET', url: sheetIn(RSVP_API.answersCsv, 'ro') })).body);
    expect(roHeader).toContain('O melodie pentru ringul de dans');
    expect(roLines.find((l) => l[1] === 'Olga Petrovna')).toEqual(expect.arrayContaining(['Cina', 'Pește']));
  });

  it('gives the caterer their sheet in the dashboard’s language, without the couple’s questions', async () => {
    const w = await wedding();
    expect((await put(w.family, firstAnswer(w), 0)).statusCode).toBe(200);
    const csv = await w.admin.inject({ method: 'GET', url: sheetIn(RSVP_API.catererCsv(w.dinner.id), 'ru') });
    const [header, ...lines] = rows(csv.body);
    expect(header).not.toContain('A song for the dance floor');
    expect(header).not.toContain('Сообщение для вас');
    expect(lines.find((l) => l[1] === 'Mihai Ionescu')).toEqual(expect.arrayContaining(['Вегетарианское']));
    expect(csv.body).not.toContain('nutAllergy');
    // Without a language (an old link), the site's language: German.
    expect(rows((await w.admin.inject({ method: 'GET', url: RSVP_API.catererCsv(w.dinner.id) })).body)[0]).toContain('Haushalt');
  });
});

describe('health data', () => {
  it('is never written to the log, and the history is append-only', async () => {
    let log = '';
    const stream = new Writable({ write: (chunk, _encoding, done) => ((log += String(chunk)), done()) });
    const w = await wedding({ logger: { level: 'trace', stream } });
    const answer = firstAnswer(w);
    answer.members[w.ana.id]!.dietaryNote = 'MARKER-peanut-anaphylaxis';
    answer.members[w.olga.id]!.accessibility = 'MARKER-wheelchair';
    expect((await put(w.family, answer, 0)).statusCode).toBe(200);
    await put(w.family, { ...answer, members: { ...answer.members, 999: person({}) } }, 1);
    await w.admin.get(RSVP_API.overview);
    await w.admin.inject({ method: 'GET', url: RSVP_API.answersCsv });
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain('MARKER');
    expect(() => t.db.prepare("UPDATE rsvp_history SET new = 'edited'").run()).toThrow(/append-only/);
  });

  it('goes with the purge after the wedding, answers and history', async () => {
    const w = await wedding();
    expect((await put(w.family, firstAnswer(w), 0)).statusCode).toBe(200);
    w.advance(20 * DAY);
    const purged = await w.admin.send('POST', ADMIN_API.purge, { before: '2027-04-15' });
    expect(purged.json()).toMatchObject({ answers: 1, answerChanges: expect.any(Number) });
    expect(purged.json().answerChanges).toBeGreaterThan(5);
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM rsvp_history').get()).toEqual({ n: 0 });
    expect((await w.family.get<GuestRsvp>(GUEST_RSVP_API.rsvp)).answer).toBeNull();
  });
});

describe('an answer the invitation no longer fits (issue 26)', () => {
  it('is counted only as far as it fits, and shown to the couple: fewer extra guests allowed, a meal become a children’s menu', async () => {
    const w = await wedding();
    expect((await put(w.family, firstAnswer(w), 0)).statusCode).toBe(200);
    // After the answer: Popescu may bring no one any more, and the vegetarian meal Ana chose is now for children.
    await w.admin.send('PUT', INVITATION_API.householdInvitation(w.popescu.guest.id), { allEvents: false, eventIds: [w.dinner.id], extraGuests: 0 });
    const before = (await w.admin.get<RsvpOverview>(RSVP_API.overview)).events.find((e) => e.eventId === w.dinner.id)!;
    const meals = before.meals.map(({ meal }) => ({ id: meal.id, label: meal.label, forChildren: meal.forChildren || meal.id === w.veggie.id }));
    expect((await w.admin.send('PUT', RSVP_API.meals(w.dinner.id), { meals })).statusCode).toBe(200);

    const overview = await w.admin.get<RsvpOverview>(RSVP_API.overview);
    const dinner = overview.events.find((e) => e.eventId === w.dinner.id)!;
    expect(dinner.people).toEqual({ coming: 2, notComing: 0, noAnswer: 1 });
    expect(dinner.meals.map((m) => [m.meal.label.en, m.count])).toEqual([['Fish', 1], ['Vegetarian', 0], ['Children’s menu', 0]]);
    expect(dinner.mealNotChosen).toBe(1);
    expect(dinner.needs.map((n) => n.person)).toEqual(['Ana Popescu', 'Olga Petrovna']);
    expect(overview.misfits).toEqual([
      { kind: 'extras', guestId: w.popescu.guest.id, household: 'Familia Popescu', named: 1, allowed: 0 },
      { kind: 'meal', guestId: w.popescu.guest.id, household: 'Familia Popescu', person: 'Ana Popescu', eventId: w.dinner.id },
    ]);
    const csv = await w.admin.inject({ method: 'GET', url: RSVP_API.answersCsv });
    expect(csv.body.split('\r\n').filter((l) => l.startsWith('Familia Popescu,')).map((l) => l.split(',')[1])).toEqual(['Ana Popescu', 'Olga Petrovna']);

    // Saved again as it stands, the answer is refused until it fits: the couple sees why.
    const again = await w.admin.send('PUT', RSVP_API.household(w.popescu.guest.id), { answer: firstAnswer(w), revision: 1 });
    expect((again.json() as InvalidAnswer).problems.map((p) => `${p.field}:${p.code}`).sort()).toEqual(['extras:too-many', 'meal:children-only']);
  });
});

describe('one link cannot fill the disk or stall the server (issue 26)', () => {
  /** The household's history as stored: how many rows, and how many bytes of text. */
  const stored = (w: W) =>
    t.db.prepare("SELECT COUNT(*) AS rows, COALESCE(SUM(LENGTH(COALESCE(old, '')) + LENGTH(COALESCE(new, ''))), 0) AS bytes FROM rsvp_history WHERE guest_id = ?").get(w.popescu.guest.id) as {
      rows: number;
      bytes: number;
    };
  /** Olga's dinner and the message changed at every save, as a script flooding the link would. */
  const floodAnswer = (w: W, i: number): RsvpAnswer => {
    const answer = firstAnswer(w);
    answer.members[w.olga.id]!.events[String(w.dinner.id)] = i % 2 === 0 ? { attending: false, meal: null } : { attending: true, meal: w.fish.id };
    answer.message = `Save ${i} `.padEnd(RSVP_LIMITS.message, '·');
    return answer;
  };

  it('a household’s saves have a budget: past it the guest is told when to save again, and the couple is never limited', async () => {
    let log = '';
    const stream = new Writable({ write: (chunk, _encoding, done) => ((log += String(chunk)), done()) });
    const w = await wedding({ logger: { level: 'info', stream } });
    let revision = 0;
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof put>> | undefined;
    // A script saving ten times a second for ten seconds.
    for (let i = 0; i < 100; i++) {
      const saved = await put(w.family, floodAnswer(w, i), revision);
      statuses.push(saved.statusCode);
      if (saved.statusCode === 200) revision = (saved.json() as GuestRsvp).revision;
      else refused ??= saved;
      w.advance(100);
    }
    expect(statuses.slice(0, GUEST_SAVE_BUDGET.saves).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(GUEST_SAVE_BUDGET.saves).every((s) => s === 429)).toBe(true);
    // The first save leaves the window after windowMs; the first refusal came 2 s (20 saves) after it.
    expect(refused!.headers['retry-after']).toBe(String(GUEST_SAVE_BUDGET.windowMs / 1000 - 2));
    expect(refused!.json()).toMatchObject({ problem: 'too-many' });
    // One line in the log for the flood, not one per refusal (they would fill the disk as the saves did).
    const lines = log.split('\n').filter((line) => line !== '');
    expect(lines.filter((line) => line.includes('budget of saves'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('"statusCode":429'))).toEqual([]);
    // Refused before its body is read (a flood costs no parsing), and another site's request spends nothing.
    expect((await w.family.inject({ method: 'PUT', url: GUEST_RSVP_API.rsvp, headers: { 'content-type': 'application/json' }, payload: '{"not json' })).statusCode).toBe(429);
    expect((await w.family.inject({ method: 'PUT', url: GUEST_RSVP_API.rsvp, payload: { answer: firstAnswer(w), revision }, headers: { origin: 'https://evil.example' } })).statusCode).toBe(403);

    // The couple's corrections go through, however many.
    for (let i = 0; i < 30; i++) {
      const answer = floodAnswer(w, i);
      const corrected = await w.admin.send('PUT', RSVP_API.household(w.popescu.guest.id), { answer, revision });
      expect(corrected.statusCode).toBe(200);
      revision = (corrected.json() as AdminHouseholdRsvp).revision;
    }
    // Once the window has passed, the household saves again.
    w.advance(GUEST_SAVE_BUDGET.windowMs);
    expect((await put(w.family, firstAnswer(w), revision)).statusCode).toBe(200);
  });

  it('keeps saves close together as one change, writes nothing for a save that changes nothing, and grows by a bounded amount', async () => {
    const w = await wedding();
    let revision = 0;
    const save = async (answer: RsvpAnswer) => {
      const saved = await put(w.family, answer, revision);
      expect(saved.statusCode, saved.body).toBe(200);
      revision = (saved.json() as GuestRsvp).revision;
    };
    await save(floodAnswer(w, 0));
    const afterOne = stored(w);
    // Within its budget for two hours, a save every minute: still one change per value, from before to now.
    for (let i = 1; i <= 120; i++) {
      w.advance(60_000);
      await save(floodAnswer(w, i));
    }
    expect(stored(w).rows).toBe(afterOne.rows);
    expect(stored(w).bytes).toBeLessThanOrEqual(afterOne.bytes + 10);
    const history = (await w.admin.get<AdminHouseholdRsvp>(RSVP_API.household(w.popescu.guest.id))).history;
    expect(history.filter((c) => c.person === 'Olga Petrovna' && c.field === 'attending').map((c) => [c.old, c.new, c.at])).toEqual([[null, 'no', START + 120 * 60_000]]);
    expect(history.filter((c) => c.field === 'message').map((c) => [c.old, c.new?.slice(0, 9)])).toEqual([[null, 'Save 120 ']]);

    // The same answer again: nothing written, the revision stays.
    const before = stored(w);
    w.advance(60_000);
    const again = await put(w.family, floodAnswer(w, 120), revision);
    expect((again.json() as GuestRsvp).revision).toBe(revision);
    expect(stored(w)).toEqual(before);

    // After a pause, or once the couple has looked, a change is a change of its own: a yes that became a no is never silent.
    w.advance(ONE_CHANGE_WITHIN_MS + 1);
    await save(floodAnswer(w, 121));
    await w.admin.send('POST', RSVP_API.seen);
    w.advance(1000);
    await save(floodAnswer(w, 122));
    const olga = (await w.admin.get<AdminHouseholdRsvp>(RSVP_API.household(w.popescu.guest.id))).history.filter((c) => c.person === 'Olga Petrovna' && c.field === 'attending');
    expect(olga.map((c) => [c.old, c.new])).toEqual([['yes', 'no'], ['no', 'yes'], [null, 'no']]);
  });

  it('pages the couple’s history, the latest first, and the answer to the couple’s save does not carry all of it', async () => {
    const w = await wedding();
    const id = w.popescu.guest.id;
    let revision = 0;
    // Seventy corrections an hour apart, one change each (the message).
    for (let i = 0; i < 70; i++) {
      const answer = firstAnswer(w);
      answer.message = `Correction ${i}`;
      const saved = await w.admin.send('PUT', RSVP_API.household(id), { answer, revision });
      expect(saved.statusCode).toBe(200);
      const body = saved.json() as AdminHouseholdRsvp;
      expect(body.history.length).toBeLessThanOrEqual(RSVP_HISTORY_PAGE);
      revision = body.revision;
      w.advance(60 * 60_000);
    }
    const all = t.db.prepare('SELECT id FROM rsvp_history WHERE guest_id = ? ORDER BY id DESC').all(id) as Array<{ id: number }>;
    const first = await w.admin.get<AdminHouseholdRsvp>(RSVP_API.household(id));
    expect(first.history.map((c) => c.id)).toEqual(all.slice(0, RSVP_HISTORY_PAGE).map((r) => r.id));
    expect(first.moreHistory).toBe(true);
    expect(first.history[0]).toMatchObject({ field: 'message', new: 'Correction 69' });

    const older = await w.admin.get<RsvpHistoryPage>(`${RSVP_API.householdHistory(id)}?before=${first.history.at(-1)!.id}`);
    expect(older.changes.map((c) => c.id)).toEqual(all.slice(RSVP_HISTORY_PAGE, 2 * RSVP_HISTORY_PAGE).map((r) => r.id));
    expect(older.more).toBe(all.length > 2 * RSVP_HISTORY_PAGE);
    const last = await w.admin.get<RsvpHistoryPage>(`${RSVP_API.householdHistory(id)}?before=${older.changes.at(-1)!.id}`);
    expect([...first.history, ...older.changes, ...last.changes].map((c) => c.id)).toEqual(all.map((r) => r.id));
    expect(last.more).toBe(false);

    expect((await w.admin.inject({ method: 'GET', url: `${RSVP_API.householdHistory(id)}?before=abc` })).statusCode).toBe(400);
    expect((await w.admin.inject({ method: 'GET', url: RSVP_API.householdHistory(999_999) })).statusCode).toBe(404);
    // Another household's page never shows this one's changes.
    expect((await w.admin.get<RsvpHistoryPage>(RSVP_API.householdHistory(w.other.guest.id))).changes).toEqual([]);
    expect((await w.family.inject({ method: 'GET', url: RSVP_API.householdHistory(id) })).statusCode).toBe(401);
  });
});
