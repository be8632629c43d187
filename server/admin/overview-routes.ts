/**
 * GET OVERVIEW_API.overview: the dashboard's first screen in one answer, counted from the guest list and the visit
 * log in memory (a wedding has hundreds of households, the list is already read whole for the guest list's page).
 */
import type { FastifyInstance } from 'fastify';
import { NO_CONTACTS } from '#common/contacts';
import { OVERVIEW_API, RECENT_VISITS, SETUP_STEPS, type AdminOverview, type SetupStep, type SiteSetup } from '#common/overview-api';
import type { WeddingFacts } from '#common/wedding-facts';
import { readWeddingFacts } from '../content/wedding-content';
import type { Guest } from '../guests/guest-store';
import { invitationMailState } from '../mail/household-mail';
import { householdRecipients } from '../mail/household-recipients';
import { SHIPPED_CONTENT_DIR } from '../paths';
import type { Stores } from '../stores';

/** The counts of the overview from every guest and the number of people of each household. */
function overviewOf(guests: readonly Guest[], peopleOf: (guestId: number) => number): Omit<AdminOverview, 'passwordVisits' | 'phase' | 'setup'> {
  const working = guests.filter((guest) => guest.revokedAt === null);
  const visited = guests.filter((guest): guest is Guest & { lastVisitAt: number } => guest.lastVisitAt !== null);
  const recent = [...visited].sort((a, b) => b.lastVisitAt - a.lastVisitAt || a.id - b.id).slice(0, RECENT_VISITS);
  return {
    households: working.length,
    // A household always has a member (the guest store adds the first); one read before that still counts one.
    people: working.reduce((sum, guest) => sum + Math.max(1, peopleOf(guest.id)), 0),
    revoked: guests.length - working.length,
    opened: working.filter((guest) => guest.visitCount > 0).length,
    lastVisitAt: recent[0]?.lastVisitAt ?? null,
    recentVisits: recent.map((guest) => ({ guestId: guest.id, name: guest.name, at: guest.lastVisitAt, visits: guest.visitCount })),
  };
}

/**
 * Whether the invitations went out by e-mail: at least one was (queued, sent, or saved as a file without a mail
 * server), and none is left not sent or failed among the households the send would reach (not revoked, invited to
 * something, with an address by the rule of every household e-mail). A couple without any address never sees it done:
 * the step says what the e-mail can do, and the guest list says which households have none.
 */
function invitationsSent(stores: Stores, guests: readonly Guest[], siteLocale: WeddingFacts['defaultLocale']): boolean {
  const states = stores.outbox.lastOfKind('invitation');
  const contactsOf = stores.contacts.all();
  const membersOf = stores.members.all();
  const reachable = guests.filter(
    (guest) =>
      guest.revokedAt === null &&
      householdRecipients(guest, contactsOf.get(guest.id)?.own ?? NO_CONTACTS, membersOf.get(guest.id) ?? [], contactsOf.get(guest.id)?.members, siteLocale).length > 0 &&
      stores.invitation.eventsFor(guest.id).length > 0,
  );
  const notSent = (guest: Guest) => ['none', 'failed'].includes(invitationMailState(states.get(guest.id)));
  return reachable.length > 0 && !reachable.some(notSent);
}

/**
 * What is left of setting the site up, read from the stores: each step is done once what it makes exists. The demo
 * is the shipped content's names and date (a site started from a folder of its own is not the demo).
 */
function setupOf(stores: Stores, guests: readonly Guest[], households: number, demo: Pick<WeddingFacts, 'coupleNames' | 'weddingDate'>): SiteSetup {
  const { facts } = stores.content.facts();
  const isDemo = facts.coupleNames === demo.coupleNames && facts.weddingDate === demo.weddingDate;
  const done: Record<SetupStep, boolean> = {
    facts: !isDemo,
    households: households > 0,
    events: stores.invitation.storedEvents().length > 0,
    pages: stores.invitation.sections().length > 0,
    form: stores.rsvp.meals().size > 0 || stores.rsvp.questionCount() > 0,
    deadline: stores.rsvp.deadline() !== null,
    switch: stores.invitation.phase() === 'invitation',
    invitations: invitationsSent(stores, guests, facts.defaultLocale),
  };
  return { demo: isDemo, todo: SETUP_STEPS.filter((step) => !done[step]) };
}

export async function overviewRoutes(app: FastifyInstance, { stores }: { stores: Stores }) {
  // Read once: the shipped files do not change while the server runs.
  const demo = readWeddingFacts(SHIPPED_CONTENT_DIR);
  app.get(OVERVIEW_API.overview, async (): Promise<AdminOverview> => {
    const members = stores.members.all();
    const guests = stores.guests.list();
    const counts = overviewOf(guests, (guestId) => members.get(guestId)?.length ?? 0);
    return {
      ...counts,
      passwordVisits: stores.visits.passwordVisitCount(),
      phase: stores.invitation.phase(),
      setup: setupOf(stores, guests, counts.households, demo),
    };
  });
}
