/**
 * The invitation given by hand (issue 36) over app.inject(): the WhatsApp walk's households (a phone and no address of
 * any of their people, not yet sent the invitation) and those with neither, named; a household marked sent by
 * WhatsApp or in person shows it on the guest list with the time, leaves the walk, counts on the set-up list and is
 * not e-mailed by "send to all not yet sent"; the mark taken back; what is refused, and who may ask.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_API } from '#common/admin-api';
import type { AdminGuest } from '#common/guest-list-api';
import { HOUSEHOLD_MAIL_API, type MailSendResult } from '#common/household-mail-api';
import { INVITATION_HANDOFF_API, type InvitationWalk } from '#common/invitation-handoff-api';
import { INVITATION_API } from '#common/invitation-api';
import { OVERVIEW_API, type AdminOverview } from '#common/overview-api';
import { coupleAndGuest, type TestApp } from '../testing/couple-client';
import { eventInput } from '../testing/event-input';

const START = Date.parse('2027-04-01T06:00:00Z');
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/**
 * A party for everyone and five households: Ana with a phone only, Bob with an address, Carol with neither, Dan with
 * a phone and a member with an address (e-mail reaches him), Eve with a phone and a revoked link.
 */
async function site() {
  const both = await coupleAndGuest({ now: () => START });
  t = both.t;
  const { admin } = both;
  expect((await admin.send('POST', INVITATION_API.events, eventInput({ audience: 'everyone' }))).statusCode).toBe(201);
  const add = async (body: object) => (await admin.send('POST', ADMIN_API.guests, { language: null, ...body })).json<AdminGuest>();
  const ana = await add({ name: 'Ana', language: 'ro', phone: '+40733222333' });
  const bob = await add({ name: 'Bob', language: 'en', email: 'bob@example.com' });
  const carol = await add({ name: 'Carol', language: 'fr' });
  const dan = await add({ name: 'Dan', language: 'de', phone: '+4915123456789', members: [{ name: 'Dan', language: null, child: false, email: 'dan@beispiel.de' }] });
  const eve = await add({ name: 'Eve', language: 'en', phone: '+447700900123' });
  t.guests.revoke(eve.id);
  return { ...both, ana, bob, carol, dan, eve };
}

const walkOf = (s: Awaited<ReturnType<typeof site>>) => s.admin.get<InvitationWalk>(INVITATION_HANDOFF_API.walk);
const guestOf = (s: Awaited<ReturnType<typeof site>>, id: number) => s.admin.get<AdminGuest>(ADMIN_API.guest(id));
const setupOf = async (s: Awaited<ReturnType<typeof site>>) => (await s.admin.get<AdminOverview>(OVERVIEW_API.overview)).setup;
const mark = (s: Awaited<ReturnType<typeof site>>, id: number, channel: string) => s.admin.send('POST', INVITATION_HANDOFF_API.handoff(id), { channel });

describe('the invitation given by hand', () => {
  it('walks those with a phone and no address, names those with neither, and counts each one marked as sent', async () => {
    const s = await site();
    const walk = await walkOf(s);
    expect(walk.households).toEqual([{ guestId: s.ana.id, name: 'Ana', language: 'ro', phone: '+40733222333', link: s.ana.link }]);
    expect(walk.unreachable).toEqual([{ guestId: s.carol.id, name: 'Carol' }]);
    expect(await setupOf(s)).toMatchObject({ unreachable: [{ guestId: s.carol.id, name: 'Carol' }] });
    expect((await guestOf(s, s.ana.id)).invitationByHand).toBeNull();

    const marked = await mark(s, s.ana.id, 'whatsapp');
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ invitationByHand: { channel: 'whatsapp', at: START } });
    expect((await guestOf(s, s.ana.id)).invitationByHand).toEqual({ channel: 'whatsapp', at: START });
    expect((await walkOf(s)).households).toEqual([]);

    // Bob and Dan by e-mail, Carol in person: every household has it, and the set-up step is done.
    expect((await s.admin.send('POST', HOUSEHOLD_MAIL_API.invitations, { all: true })).json<MailSendResult>()).toMatchObject({ households: 2 });
    expect((await setupOf(s)).todo).toContain('invitations');
    expect((await mark(s, s.carol.id, 'inPerson')).json()).toEqual({ invitationByHand: { channel: 'inPerson', at: START } });
    expect(await setupOf(s)).toMatchObject({ todo: expect.not.arrayContaining(['invitations']), unreachable: [] });
    expect(await walkOf(s)).toEqual({ households: [], unreachable: [] });

    // Taken back: Ana is walked again, and the step is back.
    expect((await s.admin.send('DELETE', INVITATION_HANDOFF_API.handoff(s.ana.id))).json()).toEqual({ invitationByHand: null });
    expect((await walkOf(s)).households.map((h) => h.name)).toEqual(['Ana']);
    expect((await setupOf(s)).todo).toContain('invitations');
  });

  it('keeps "send to all not yet sent" from e-mailing a household given the invitation in person', async () => {
    const s = await site();
    expect((await mark(s, s.bob.id, 'inPerson')).statusCode).toBe(200);
    const sent = (await s.admin.send('POST', HOUSEHOLD_MAIL_API.invitations, { all: true })).json<MailSendResult>();
    expect(sent).toMatchObject({ households: 1, skipped: { alreadySent: 1 } });
    // Chosen by name, it goes: the couple asked for it.
    expect((await s.admin.send('POST', HOUSEHOLD_MAIL_API.invitations, { ids: [s.bob.id] })).json<MailSendResult>()).toMatchObject({ households: 1 });
  });

  it('refuses an unknown or revoked household and a channel it does not know', async () => {
    const s = await site();
    expect((await mark(s, 99_999, 'whatsapp')).statusCode).toBe(404);
    expect((await mark(s, s.eve.id, 'whatsapp')).statusCode).toBe(404);
    expect((await s.admin.send('DELETE', INVITATION_HANDOFF_API.handoff(99_999))).statusCode).toBe(404);
    for (const body of [{}, { channel: 'telegram' }, { channel: 'whatsapp', at: 1 }]) {
      expect((await s.admin.send('POST', INVITATION_HANDOFF_API.handoff(s.ana.id), body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await guestOf(s, s.ana.id)).invitationByHand).toBeNull();
  });

  it('refuses a guest’s session, none and another site', async () => {
    const s = await site();
    const url = INVITATION_HANDOFF_API.handoff(s.ana.id);
    for (const method of ['POST', 'DELETE'] as const) {
      const payload = method === 'POST' ? { channel: 'whatsapp' } : undefined;
      expect((await s.guest.send(method, url, payload)).statusCode).toBe(401);
      expect((await t!.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
      const crossSite = await t!.app.inject({ method, url, ...(payload ? { payload } : {}), cookies: s.admin.cookies, headers: { 'sec-fetch-site': 'cross-site' } });
      expect(crossSite.statusCode).toBe(403);
    }
    expect((await t!.app.inject({ method: 'GET', url: INVITATION_HANDOFF_API.walk, cookies: s.guest.cookies })).statusCode).toBe(401);
    expect((await guestOf(s, s.ana.id)).invitationByHand).toBeNull();
  });
});
