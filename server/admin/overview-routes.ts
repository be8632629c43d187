/**
 * GET OVERVIEW_API.overview: the dashboard's first screen in one answer, counted from the guest list and the visit
 * log in memory (a wedding has hundreds of households, the list is already read whole for the guest list's page).
 */
import type { FastifyInstance } from 'fastify';
import { OVERVIEW_API, RECENT_VISITS, type AdminOverview } from '#common/overview-api';
import type { Guest } from '../guests/guest-store';
import type { Stores } from '../stores';

/** The counts of the overview from every guest and the number of people of each household. */
function overviewOf(guests: readonly Guest[], peopleOf: (guestId: number) => number): Omit<AdminOverview, 'passwordVisits' | 'phase'> {
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

export async function overviewRoutes(app: FastifyInstance, { stores }: { stores: Stores }) {
  app.get(OVERVIEW_API.overview, async (): Promise<AdminOverview> => {
    const members = stores.members.all();
    return {
      ...overviewOf(stores.guests.list(), (guestId) => members.get(guestId)?.length ?? 0),
      passwordVisits: stores.visits.passwordVisitCount(),
      phase: stores.invitation.phase(),
    };
  });
}
