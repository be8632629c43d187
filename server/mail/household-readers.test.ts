/**
 * Who gets a household's mail and which events it is invited to, as every reader of the two rules tells it
 * (invitation/invited-events.ts, household-recipients.ts, docs/decisions/0053). A household with an address of its own
 * and a member with hers, and one with no address but a member's: the invitation's preview and send, the reminder's,
 * the confirmation and the set-up list name the same people. A household invited to some events only, one of them
 * at a time its zone no longer has: the schedule, the form, the invitation, the reminder, the confirmation, the
 * couple's counts and the set-up list agree on which. Through the routes (app.inject()), to a real SMTP server.
 */
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_API } from '#common/admin-api';
import type { AdminGuest } from '#common/guest-list-api';
import { HOUSEHOLD_MAIL_API, type MailPreview, type MailSendResult } from '#common/household-mail-api';
import { GUEST_INVITATION_API, INVITATION_API, type AdminEvent, type GuestInvitation } from '#common/invitation-api';
import { LOCALES } from '#common/locales';
import { OVERVIEW_API, type AdminOverview } from '#common/overview-api';
import { GUEST_RSVP_API, RSVP_API, type GuestRsvp, type RsvpAnswer, type RsvpOverview } from '#common/rsvp-api';
import type { ReceivedMail } from '../../test-support/smtp-test-server';
import { clientOf, type TestClient } from '../testing/couple-client';
import { useMailTestApp } from '../testing/mail-test-app';
import { eventInput } from '../testing/event-input';
import { manualClock, type ManualClock } from '../testing/manual-clock';
import { loginUrl, sessionCookieOf } from '../testing/test-app';
import { CONFIRMATION_DELAY_MS } from './answer-mail';

/** 09:00 in Bucharest, where the wedding is. */
const START = Date.parse('2027-04-01T06:00:00Z');
const WAIT = { timeout: 15_000, interval: 20 };
const mailTest = useMailTestApp();

/** A title the same in every language: what is compared is which events, not the language fallback. */
const titled = (title: string) => Object.fromEntries(LOCALES.map((l) => [l, title])) as Record<(typeof LOCALES)[number], string>;

async function wedding() {
  const clock = manualClock(START);
  const both = await mailTest.signIn({ clock });
  const t = both.t;
  const { admin } = both;
  const create = async (title: string, audience: 'everyone' | 'invited') => {
    const response = await admin.send('POST', INVITATION_API.events, eventInput({ title: titled(title), audience }));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<AdminEvent>();
  };
  const ceremony = await create('Ceremony', 'invited');
  const dinner = await create('Dinner', 'invited');
  await create('Brunch', 'invited');
  const party = await create('Party', 'invited');
  const add = async (body: object) => (await admin.send('POST', ADMIN_API.guests, { language: null, ...body })).json<AdminGuest>();
  const members = async (household: AdminGuest, rest: object[]) => {
    expect((await admin.send('PUT', INVITATION_API.householdMembers(household.id), { members: [{ id: household.members[0]!.id, ...rest[0] }, ...rest.slice(1)] })).statusCode).toBe(200);
    return admin.get<AdminGuest>(ADMIN_API.guest(household.id));
  };
  const invite = async (household: AdminGuest, invitation: object) =>
    expect((await admin.send('PUT', INVITATION_API.householdInvitation(household.id), { allEvents: false, eventIds: [], extraGuests: 0, ...invitation })).statusCode).toBe(200);

  // An address of its own and a member with hers, in French; another member without one.
  const popescu = await members(await add({ name: 'Familia Popescu', language: 'ro', email: 'popescu@exemplu.ro' }), [
    { name: 'Ioana', language: null, child: false },
    { name: 'Claire', language: 'fr', child: false, email: 'claire@exemple.fr' },
  ]);
  await invite(popescu, { eventIds: [ceremony.id, dinner.id, party.id] });
  // No address of its own: one member has one, one has none. Invited to every event.
  const ionescu = await members(await add({ name: 'Familia Ionescu', language: 'ro' }), [
    { name: 'Ion', language: null, child: false, email: 'ion@exemplu.ro' },
    { name: 'Elena', language: null, child: false },
  ]);
  await invite(ionescu, { allEvents: true });
  // Invited to the party only: to nothing anyone can be told the time of.
  const weber = await add({ name: 'Familia Weber', language: 'de', email: 'weber@beispiel.de' });
  await invite(weber, { eventIds: [party.id] });

  expect((await admin.send('PUT', RSVP_API.deadline, { deadline: '2027-05-15T23:59' })).statusCode).toBe(200);
  expect((await admin.send('PUT', INVITATION_API.phase, { phase: 'invitation' })).statusCode).toBe(200);
  // The zone's rules changed under the party (as a tzdata update can): its start no longer exists in Bucharest,
  // where the clocks jump from 03:00 to 04:00 that night. Written past the routes, which refuse such a time.
  t.stores.db.prepare("UPDATE events SET starts_at = '2027-03-28T03:30', ends_at = '2027-03-28T05:00' WHERE id = ?").run(party.id);

  const signIn = async (household: AdminGuest): Promise<TestClient> => {
    const token = new URL(household.link!).searchParams.get('token')!;
    return clientOf(mailTest.t, { session: sessionCookieOf(await mailTest.t.app.inject({ method: 'POST', url: loginUrl({ token }) }))! });
  };
  return { admin, clock, ceremony, dinner, popescu, ionescu, weber, signIn };
}

/** Waits for the mail server to have `count` messages while the sender's time goes on, a second per look. */
const arrived = (clock: ManualClock, count: number) =>
  vi.waitFor(() => {
    clock.advance(1_000);
    expect(mailTest.smtp.received).toHaveLength(count);
  }, WAIT);

/** The addresses of the messages received since `from`, sorted. */
const addressesSince = (from: number) => mailTest.smtp.received.slice(from).flatMap((mail: ReceivedMail) => mail.envelope.to).sort();

/** The event titles a text names, of the four the site has. */
const titlesIn = (text: string) => ['Ceremony', 'Dinner', 'Brunch', 'Party'].filter((title) => text.includes(title));

/** Who gets each household's mail: every address entered, once. */
const POPESCU = ['claire@exemple.fr', 'popescu@exemplu.ro'];
const IONESCU = ['ion@exemplu.ro'];

describe('every reader of a household names the same recipients and the same events', () => {
  it('the preview, the invitation, the reminder, the confirmation, the counts and the set-up list', async () => {
    const w = await wedding();
    const preview = async (url: string, body: object) => {
      const response = await w.admin.send('POST', url, body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<MailPreview>();
    };
    const send = async (url: string, body: object) => {
      const response = await w.admin.send('POST', url, body);
      expect(response.statusCode, response.body).toBe(202);
      return response.json<MailSendResult>();
    };

    // Which events: the schedule and the form of each household, and the couple's counts, before anyone answers.
    const [popescu, ionescu, weber] = await Promise.all([w.signIn(w.popescu), w.signIn(w.ionescu), w.signIn(w.weber)]);
    const scheduleOf = async (client: TestClient) => (await client.get<GuestInvitation>(GUEST_INVITATION_API.invitation)).events.map((e) => e.title.en);
    const formOf = async (client: TestClient) => (await client.get<GuestRsvp>(GUEST_RSVP_API.rsvp)).form.events.map((e) => e.title.en);
    for (const [client, events] of [[popescu, ['Ceremony', 'Dinner']], [ionescu, ['Ceremony', 'Dinner', 'Brunch']], [weber, []]] as const) {
      expect(await scheduleOf(client)).toEqual(events);
      expect(await formOf(client)).toEqual(events);
    }
    const counts = await w.admin.get<RsvpOverview>(RSVP_API.overview);
    // Each person not yet answering, counted only for the events their household can be told of.
    expect(counts.events.map((event) => [event.title.en, event.people.noAnswer])).toEqual([['Ceremony', 4], ['Dinner', 4], ['Brunch', 2], ['Party', 0]]);

    // Who: the invitation's preview and its send, for every household not yet sent one.
    expect((await w.admin.get<AdminOverview>(OVERVIEW_API.overview)).setup.todo).toContain('invitations');
    const invitation = await preview(HOUSEHOLD_MAIL_API.invitationPreview, { all: true });
    expect(invitation).toMatchObject({ households: 2, messages: 3, skipped: { noEvents: 1, noAddress: 0 }, skippedHouseholds: [{ name: 'Familia Weber', reason: 'noEvents' }] });
    expect(invitation.languages.map(({ locale, messages }) => [locale, messages]).sort()).toEqual([['fr', 1], ['ro', 2]]);
    const romanian = invitation.languages.find((language) => language.locale === 'ro')!.mail;
    expect(titlesIn(romanian.text)).toEqual(romanian.to.address === 'popescu@exemplu.ro' ? ['Ceremony', 'Dinner'] : ['Ceremony', 'Dinner', 'Brunch']);
    expect(await send(HOUSEHOLD_MAIL_API.invitations, { all: true, households: 2 })).toMatchObject({ households: 2, messages: 3 });
    await arrived(w.clock, 3);
    expect(addressesSince(0)).toEqual([...POPESCU, ...IONESCU].sort());
    const invitationTo = (address: string) => titlesIn(mailTest.smtp.received.find((mail) => mail.envelope.to.includes(address))!.parsed.text ?? '');
    expect(invitationTo('popescu@exemplu.ro')).toEqual(['Ceremony', 'Dinner']);
    expect(invitationTo('claire@exemple.fr')).toEqual(['Ceremony', 'Dinner']);
    expect(invitationTo('ion@exemplu.ro')).toEqual(['Ceremony', 'Dinner', 'Brunch']);
    // The set-up list waits for no household the send skips as invited to nothing: every invitation is out.
    const setup = (await w.admin.get<AdminOverview>(OVERVIEW_API.overview)).setup;
    expect(setup.todo).not.toContain('invitations');
    expect(setup.unreachable).toEqual([]);

    // The reminder, to the same people, for households the couple's list of those still to answer names.
    expect((await w.admin.get<RsvpOverview>(RSVP_API.overview)).notAnswered.map((h) => [h.name, h.email !== ''])).toEqual([
      ['Familia Popescu', true],
      ['Familia Ionescu', true],
    ]);
    const request = { all: true, recent: 'include' };
    const reminder = await preview(HOUSEHOLD_MAIL_API.reminderPreview, request);
    expect(reminder).toMatchObject({ households: 2, messages: 3, skipped: { noEvents: 1, noAddress: 0 } });
    expect(reminder.languages.map(({ locale, messages }) => [locale, messages]).sort()).toEqual([['fr', 1], ['ro', 2]]);
    await send(HOUSEHOLD_MAIL_API.reminders, { ...request, households: 2 });
    await arrived(w.clock, 6);
    expect(addressesSince(3)).toEqual([...POPESCU, ...IONESCU].sort());

    // The confirmation: the same people, listing the same events.
    const comes = (ids: number[]): RsvpAnswer['members'] =>
      Object.fromEntries(ids.map((id) => [id, { events: { [w.ceremony.id]: { attending: true, meal: null }, [w.dinner.id]: { attending: true, meal: null } }, dietary: [], dietaryNote: '', accessibility: '', questions: {} }]));
    const answered = await popescu.send('PUT', GUEST_RSVP_API.rsvp, { answer: { members: comes(w.popescu.members.map((m) => m.id)), extras: [], message: '', questions: {} }, revision: 0 });
    expect(answered.statusCode, answered.body).toBe(200);
    w.clock.advance(CONFIRMATION_DELAY_MS);
    // The confirmations, and the couple's notice of the answer (on by default, to their own address).
    await arrived(w.clock, 9);
    expect(addressesSince(6)).toEqual([...POPESCU, 'hello@example.com'].sort());
    for (const mail of mailTest.smtp.received.slice(6).filter((mail) => !mail.envelope.to.includes('hello@example.com'))) {
      expect(titlesIn(mail.parsed.text ?? '')).toEqual(['Ceremony', 'Dinner']);
      expect(mail.parsed.attachments.map((a) => a.filename).sort()).toEqual([`event-${w.ceremony.id}.ics`, `event-${w.dinner.id}.ics`]);
    }
  });
});
