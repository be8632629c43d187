/**
 * GET OVERVIEW_API.overview: the dashboard's first screen in one answer, counted from the guest list and the visit
 * log in memory (a wedding has hundreds of households, the list is already read whole for the guest list's page).
 */
import type { FastifyInstance } from 'fastify';
import { DEMO_PARTS, OVERVIEW_API, RECENT_VISITS, SETUP_STEPS, type AdminOverview, type DemoPart, type SetupStep, type SiteSetup } from '#common/overview-api';
import { UPLOADED_PHOTO_PREFIX } from '../content/image-jobs';
import { seededVideoName } from '../content/content-seed';
import { videoFileOf } from '../content/wedding-content';
import { showsShippedExample } from '../content/shipped-example';
import type { Guest } from '../guests/guest-store';
import { householdCounts } from './household-counts';
import { invitationReach } from './invitation-reach';
import { SHIPPED_CONTENT_DIR } from '../paths';
import type { Stores } from '../stores';
import type { WeddingWords } from '../auth/wedding-words';
import { siteWeddingWords } from './site-wedding-words';

/** The counts of the overview from every guest and the number of people of each household. */
function overviewOf(guests: readonly Guest[], peopleOf: (guestId: number) => number): Omit<AdminOverview, 'passwordVisits' | 'phase' | 'setup' | 'guestPasswordGuessable' | 'photosWaiting'> {
  const counts = householdCounts(guests, peopleOf);
  const working = guests.filter((guest) => guest.revokedAt === null);
  const visited = guests.filter((guest): guest is Guest & { lastVisitAt: number } => guest.lastVisitAt !== null);
  const recent = [...visited].sort((a, b) => b.lastVisitAt - a.lastVisitAt || a.id - b.id).slice(0, RECENT_VISITS);
  return {
    ...counts,
    opened: working.filter((guest) => guest.visitCount > 0).length,
    lastVisitAt: recent[0]?.lastVisitAt ?? null,
    recentVisits: recent.map((guest) => ({ guestId: guest.id, name: guest.name, at: guest.lastVisitAt, visits: guest.visitCount })),
  };
}

/** The demo as shipped: the name its video has in a site's media folder (its names and date: shipped-example.ts). */
interface DemoContent {
  video: string;
}

/**
 * What is left of setting the site up, read from the stores: each step is done once what it makes exists. The demo
 * is the shipped content's names and date (a site started from a folder of its own is not the demo), and, on a site
 * that started as the demo, a photo it came with (its files keep the build's names, an upload's are named apart) and
 * its video until replaced.
 */
function setupOf(stores: Stores, households: number, demo: DemoContent): SiteSetup {
  const { facts } = stores.content.facts();
  // The invitations: every household invited to something was sent it, by e-mail or by hand (issue 36); one with
  // neither an address nor a phone number is named, so the couple knows who is left and what to do.
  const reach = invitationReach(stores);
  const isDemo = showsShippedExample(facts);
  const done: Record<SetupStep, boolean> = {
    facts: !isDemo,
    households: households > 0,
    events: stores.invitation.storedEvents().length > 0,
    pages: stores.invitation.sections().length > 0,
    form: stores.rsvp.meals().size > 0 || stores.rsvp.questionCount() > 0,
    deadline: stores.rsvp.deadline() !== null,
    switch: stores.invitation.phase() === 'invitation',
    invitations: reach.length > 0 && reach.every((household) => household.sent),
  };
  const unreachable = reach.filter((household) => !household.sent && !household.byEmail && household.phone === '');
  const shows: Record<DemoPart, boolean> = {
    facts: isDemo,
    photos: stores.content.photos().some((photo) => photo.files.some((file) => !file.startsWith(UPLOADED_PHOTO_PREFIX))),
    video: stores.content.snapshot().video.file === demo.video,
  };
  return { demo: DEMO_PARTS.filter((part) => shows[part]), todo: SETUP_STEPS.filter((step) => !done[step]), unreachable: unreachable.map(({ guest }) => ({ guestId: guest.id, name: guest.name })) };
}

interface OverviewRoutesOptions {
  stores: Stores;
  /** Whether the guests' password is guessable against these words (AppDeps.guestPasswordGuessable); none in the demo. */
  guestPasswordGuessable?: (words: WeddingWords) => boolean;
}

export async function overviewRoutes(app: FastifyInstance, { stores, guestPasswordGuessable }: OverviewRoutesOptions) {
  // Read once: the shipped files do not change while the server runs.
  const demo: DemoContent = { video: seededVideoName(videoFileOf(SHIPPED_CONTENT_DIR)) };
  app.get(OVERVIEW_API.overview, async (): Promise<AdminOverview> => {
    const members = stores.members.all();
    const guests = stores.guests.list();
    const counts = overviewOf(guests, (guestId) => members.get(guestId)?.length ?? 0);
    return {
      ...counts,
      passwordVisits: stores.visits.passwordVisitCount(),
      phase: stores.invitation.phase(),
      setup: setupOf(stores, counts.households, demo),
      guestPasswordGuessable: guestPasswordGuessable?.(siteWeddingWords(stores)) ?? false,
      photosWaiting: stores.photos.pendingCount(),
    };
  });
}
