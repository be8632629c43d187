/**
 * The answer's save (answer-save.ts), once for the guest's own save and the couple's correction: the module itself over
 * the real stores, then each rule a screen states sent through both routes, which must refuse or keep it alike (a rule
 * checked by one route only fails here). The deadline is the one rule that binds the guest alone.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { InvalidAnswer } from '#common/api-problems';
import { INVITATION_API, type AdminEvent } from '#common/invitation-api';
import { GUEST_RSVP_API, RSVP_API, type AdminHouseholdRsvp, type GuestRsvp, type PersonAnswer, type RsvpAnswer, type RsvpSave } from '#common/rsvp-api';
import { clientOf, coupleAndGuest, type TestApp, type TestClient } from '../testing/couple-client';
import { eventInput, NO_TEXT } from '../testing/event-input';
import { loginUrl, sessionCookieOf } from '../testing/test-app';
import { saveAnswer } from './answer-save';
import { rsvpSources } from './rsvp-sources';

let t: TestApp;
afterEach(async () => t?.close());

const START = Date.parse('2027-04-01T09:00:00Z');
const DAY = 86_400_000;

/** A dinner with a fish and a children's menu, a brunch the household is not invited to, a deadline; two adults and one extra guest. */
async function household() {
  let clock = START;
  const signedIn = await coupleAndGuest({ now: () => clock });
  t = signedIn.t;
  const { admin } = signedIn;
  const create = async (title: string) => (await admin.send('POST', INVITATION_API.events, eventInput({ title: { ...NO_TEXT, en: title } }))).json() as AdminEvent;
  const dinner = await create('Dinner');
  const brunch = await create('Brunch');
  const meals = await admin.send('PUT', RSVP_API.meals(dinner.id), {
    meals: [
      { label: { ...NO_TEXT, en: 'Fish' }, forChildren: false },
      { label: { ...NO_TEXT, en: 'Children’s menu' }, forChildren: true },
    ],
  });
  const [fish, children] = (meals.json() as { meals: Array<{ id: number }> }).meals as [{ id: number }, { id: number }];
  expect((await admin.send('PUT', RSVP_API.deadline, { deadline: '2027-04-20T23:59' })).statusCode).toBe(200);
  const { guest, token } = t.guests.add('Familia Popescu', 'ro');
  const members = t.stores.members.replace(guest.id, [
    { name: 'Ana Popescu', language: null, child: false },
    { name: 'Olga Petrovna', language: 'ru', child: false },
  ]);
  const [ana, olga] = [members[0]!, members[1]!];
  await admin.send('PUT', INVITATION_API.householdInvitation(guest.id), { allEvents: false, eventIds: [dinner.id], extraGuests: 1 });
  expect((await admin.send('PUT', INVITATION_API.phase, { phase: 'invitation' })).statusCode).toBe(200);
  const cookie = sessionCookieOf(await t.app.inject({ method: 'POST', url: loginUrl({ token }) }))!;
  const family: TestClient = clientOf(t, { session: cookie });
  const sources = rsvpSources(t.stores, 'https://wedding.example', () => clock);
  const dinnerKey = String(dinner.id);
  const person = (events: PersonAnswer['events'], more: Partial<PersonAnswer> = {}): PersonAnswer => ({ events, dietary: [], dietaryNote: '', accessibility: '', questions: {}, ...more });
  const coming = (meal: number | null) => person({ [dinnerKey]: { attending: true, meal } });
  const answer = (more: Partial<RsvpAnswer> = {}): RsvpAnswer => ({ members: { [ana.id]: coming(fish.id), [olga.id]: coming(fish.id) }, extras: [], message: '', questions: {}, ...more });
  return {
    admin,
    family,
    sources,
    guestId: guest.id,
    ana: String(ana.id),
    olga: String(olga.id),
    dinner: dinnerKey,
    brunch: String(brunch.id),
    fish: fish.id,
    children: children.id,
    person,
    coming,
    answer,
    advance: (ms: number) => (clock += ms),
  };
}

type H = Awaited<ReturnType<typeof household>>;

describe('saveAnswer', () => {
  it('stores a first answer and says it was written; the same answer again is the one saved, written once', async () => {
    const h = await household();
    const first = saveAnswer(h.sources, h.guestId, { answer: h.answer(), revision: 0 }, 'guest');
    expect(first).toMatchObject({ saved: { revision: 1, answeredBy: 'guest' }, written: true, merged: false });
    // A double tap: made from revision 0 again, the same answer.
    const again = saveAnswer(h.sources, h.guestId, { answer: h.answer(), revision: 0 }, 'guest');
    expect(again).toMatchObject({ saved: { revision: 1 }, written: false, merged: false });
    expect(t.stores.rsvp.response(h.guestId)?.revision).toBe(1);
  });

  it('refuses an answer that does not fit the form with every problem, storing nothing', async () => {
    const h = await household();
    const outcome = saveAnswer(h.sources, h.guestId, { answer: h.answer({ members: { [h.ana]: h.coming(h.children), 999: h.coming(null) } }), revision: 0 }, 'couple');
    expect(outcome).toEqual({
      refused: [
        { field: 'meal', code: 'children-only', eventId: Number(h.dinner), memberId: Number(h.ana) },
        { field: 'members', code: 'unknown-id', value: '999' },
      ],
    });
    expect(t.stores.rsvp.response(h.guestId)).toBeNull();
  });

  it('merges a save made from an older answer with the newer one, for the guest and the couple alike', async () => {
    for (const by of ['guest', 'couple'] as const) {
      const h = await household();
      const base = h.answer();
      expect(saveAnswer(h.sources, h.guestId, { answer: base, revision: 0 }, 'guest')).toMatchObject({ written: true });
      // Someone else changes Olga's answer; this save, made from the first answer, changes Ana's message.
      const theirs = h.answer({ members: { ...base.members, [h.olga]: h.person({ [h.dinner]: { attending: false, meal: null } }) } });
      expect(saveAnswer(h.sources, h.guestId, { answer: theirs, revision: 1, base }, 'guest')).toMatchObject({ saved: { revision: 2 } });
      const outcome = saveAnswer(h.sources, h.guestId, { answer: h.answer({ message: 'Abia așteptăm!' }), revision: 1, base }, by);
      expect(outcome, by).toMatchObject({ saved: { revision: 3, answeredBy: by }, written: true, merged: true });
      expect(t.stores.rsvp.response(h.guestId)?.answer, by).toEqual({ ...theirs, message: 'Abia așteptăm!' });
      if (by === 'guest') await t.close();
    }
  });

  it('refuses a save over a newer answer as changed meanwhile: without the answer it was made from, or where both changed the same answer', async () => {
    const h = await household();
    const base = h.answer();
    saveAnswer(h.sources, h.guestId, { answer: base, revision: 0 }, 'guest');
    const theirs = h.answer({ message: 'Theirs' });
    saveAnswer(h.sources, h.guestId, { answer: theirs, revision: 1, base }, 'guest');
    const withoutBase = saveAnswer(h.sources, h.guestId, { answer: h.answer({ message: 'Mine' }), revision: 1 }, 'couple');
    expect(withoutBase).toMatchObject({ changed: { current: { revision: 2, answer: theirs } } });
    expect('clashes' in (withoutBase as { changed: object }).changed).toBe(false);
    const clash = saveAnswer(h.sources, h.guestId, { answer: h.answer({ message: 'Mine' }), revision: 1, base }, 'guest');
    expect(clash).toMatchObject({ changed: { current: { revision: 2 }, clashes: [{ field: 'message', memberId: null }], answer: { message: 'Mine' } } });
    expect(t.stores.rsvp.response(h.guestId)?.answer.message).toBe('Theirs');
  });

  it('checks and cleans the merge as any answer: a meal kept for someone the other side said is not coming is dropped', async () => {
    const h = await household();
    const base = h.answer({ members: { [h.ana]: h.coming(null) } });
    saveAnswer(h.sources, h.guestId, { answer: base, revision: 0 }, 'guest');
    // They say Ana is not coming; this save, made from the first answer, chooses her meal.
    saveAnswer(h.sources, h.guestId, { answer: h.answer({ members: { [h.ana]: h.person({ [h.dinner]: { attending: false, meal: null } }) } }), revision: 1, base }, 'guest');
    const outcome = saveAnswer(h.sources, h.guestId, { answer: h.answer({ members: { [h.ana]: h.coming(h.fish) } }), revision: 1, base }, 'guest');
    expect(outcome).toMatchObject({ merged: true });
    expect(t.stores.rsvp.response(h.guestId)?.answer.members[h.ana]?.events[h.dinner]).toEqual({ attending: false, meal: null });
  });

  it('closes the guest’s answers at the deadline and never the couple’s; an unknown household is missing for both', async () => {
    const h = await household();
    h.advance(25 * DAY);
    expect(saveAnswer(h.sources, h.guestId, { answer: h.answer(), revision: 0 }, 'guest')).toEqual({ closed: true });
    expect(saveAnswer(h.sources, h.guestId, { answer: h.answer(), revision: 0 }, 'couple')).toMatchObject({ saved: { answeredBy: 'couple' }, written: true });
    expect(saveAnswer(h.sources, 99_999, { answer: h.answer(), revision: 0 }, 'guest')).toEqual({ missing: true });
    expect(saveAnswer(h.sources, 99_999, { answer: h.answer(), revision: 0 }, 'couple')).toEqual({ missing: true });
  });
});

/** The guest's save and the couple's correction of the same answer, as their screens send them. */
const routes = {
  guest: (h: H, save: RsvpSave) => h.family.send('PUT', GUEST_RSVP_API.rsvp, save),
  couple: (h: H, save: RsvpSave) => h.admin.send('PUT', RSVP_API.household(h.guestId), save),
};

/** Each rule the form states (rsvp-rules.ts), as an answer that breaks it and the problem it must be refused with. */
const broken: Array<{ rule: string; answer: (h: H) => RsvpAnswer; problem: (h: H) => object }> = [
  {
    rule: 'a children’s menu is for a child or an extra guest',
    answer: (h) => h.answer({ members: { [h.ana]: h.coming(h.children) } }),
    problem: (h) => ({ field: 'meal', code: 'children-only', eventId: Number(h.dinner), memberId: Number(h.ana) }),
  },
  {
    rule: 'only the events the household is invited to',
    answer: (h) => h.answer({ members: { [h.ana]: h.person({ [h.brunch]: { attending: true, meal: null } }) } }),
    problem: (h) => ({ field: 'events', code: 'unknown-id', value: h.brunch, memberId: Number(h.ana) }),
  },
  {
    rule: 'no more extra guests than allowed',
    answer: (h) => h.answer({ extras: ['Mihai', 'Ioana'].map((name) => ({ name, ...h.coming(null) })) }),
    problem: () => ({ field: 'extras', code: 'too-many', value: '1' }),
  },
  {
    rule: 'an extra guest has a name',
    answer: (h) => h.answer({ extras: [{ name: '  ', ...h.coming(null) }] }),
    problem: () => ({ field: 'name', code: 'empty', index: 0 }),
  },
  {
    rule: 'only the household’s own members',
    answer: (h) => h.answer({ members: { 424242: h.coming(null) } }),
    problem: () => ({ field: 'members', code: 'unknown-id', value: '424242' }),
  },
];

describe('the guest’s save and the couple’s correction run the same checks', () => {
  for (const { rule, answer, problem } of broken) {
    it(rule, async () => {
      const h = await household();
      for (const [by, send] of Object.entries(routes)) {
        const response = await send(h, { answer: answer(h), revision: 0 });
        expect(response.statusCode, `${by}: ${response.body}`).toBe(422);
        expect((response.json() as InvalidAnswer).problems, by).toEqual([problem(h)]);
      }
      expect(t.stores.rsvp.response(h.guestId)).toBeNull();
    });
  }

  it('both keep the answer cleaned the same way (texts trimmed, a meal only for someone who comes, the needs in the list’s order)', async () => {
    const h = await household();
    const messy = h.answer({
      members: { [h.ana]: h.person({ [h.dinner]: { attending: false, meal: h.fish } }, { dietary: ['glutenFree', 'vegetarian'], dietaryNote: '  no onions  ' }) },
      message: '  Abia așteptăm!  ',
    });
    const stored: RsvpAnswer[] = [];
    for (const [by, send] of Object.entries(routes)) {
      const revision = t.stores.rsvp.response(h.guestId)?.revision ?? 0;
      // The couple's correction is of a different answer first, so that it writes.
      if (by === 'couple') expect((await send(h, { answer: h.answer(), revision })).statusCode).toBe(200);
      const response = await send(h, { answer: messy, revision: t.stores.rsvp.response(h.guestId)?.revision ?? 0 });
      expect(response.statusCode, `${by}: ${response.body}`).toBe(200);
      stored.push(t.stores.rsvp.response(h.guestId)!.answer);
    }
    expect(stored[0]).toEqual(stored[1]);
    expect(stored[0]!.members[h.ana]).toMatchObject({ events: { [h.dinner]: { attending: false, meal: null } }, dietary: ['vegetarian', 'glutenFree'], dietaryNote: 'no onions' });
    expect(stored[0]!.message).toBe('Abia așteptăm!');
  });

  it('both merge a save made from an older answer, and both answer a clash with the newer answer, the clashes and the merge', async () => {
    for (const [by, send] of Object.entries(routes)) {
      const h = await household();
      const base = h.answer();
      expect((await routes.guest(h, { answer: base, revision: 0 })).statusCode).toBe(200);
      // Someone else changes the message meanwhile.
      expect((await routes.guest(h, { answer: { ...base, message: 'Theirs' }, revision: 1, base })).statusCode).toBe(200);
      const clash = await send(h, { answer: { ...base, message: 'Mine' }, revision: 1, base });
      expect(clash.statusCode, by).toBe(409);
      expect(clash.json(), by).toMatchObject({ problem: 'conflict', current: { revision: 2, answer: { message: 'Theirs' } }, clashes: [{ field: 'message' }], answer: { message: 'Mine' } });
      // Made from the same first answer, a save that changes Olga's answer only is kept beside theirs.
      const olgaAway = { ...base.members, [h.olga]: h.person({ [h.dinner]: { attending: false, meal: null } }) };
      const merged = await send(h, { answer: { ...base, members: olgaAway }, revision: 1, base });
      expect(merged.statusCode, `${by}: ${merged.body}`).toBe(200);
      expect((merged.json() as GuestRsvp | AdminHouseholdRsvp).merged, by).toBe(true);
      expect(t.stores.rsvp.response(h.guestId), by).toMatchObject({ revision: 3, answeredBy: by, answer: { ...base, members: olgaAway, message: 'Theirs' } });
      if (by === 'guest') await t.close();
    }
  });

  it('only the guest is bound by the deadline', async () => {
    const h = await household();
    h.advance(25 * DAY);
    const late = await routes.guest(h, { answer: h.answer(), revision: 0 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ problem: 'closed' });
    expect((await routes.couple(h, { answer: h.answer(), revision: 0 })).statusCode).toBe(200);
  });
});
