/**
 * The dashboard's first screen (issue 21): how the couple is doing at a glance. One cheap answer for what the other
 * calls do not already say (the answers' counts come from RSVP_API.overview, rsvp-api.ts). Never imported by the
 * guests' app.
 */
import type { HouseholdCounts } from './guest-list-api';
import type { SitePhase } from './invitation-api';

export const OVERVIEW_API = {
  /** GET: AdminOverview. */
  overview: '/api/admin/overview',
} as const;

/** How many recent visits the overview lists. */
export const RECENT_VISITS = 5;

export interface RecentVisit {
  guestId: number;
  name: string;
  /** The visit's time (epoch ms). */
  at: number;
  /** The household's visits in all. */
  visits: number;
}

/** GET OVERVIEW_API.overview: the households, people and revoked links counted as the guest list counts them. */
export interface AdminOverview extends HouseholdCounts {
  /** Households with a working link that opened the site at least once. */
  opened: number;
  /** The latest visit of any household (epoch ms), or null before the first. */
  lastVisitAt: number | null;
  /** Sign-ins with the shared password, in all (they carry no name). */
  passwordVisits: number;
  /** The latest visits, newest first (at most RECENT_VISITS). */
  recentVisits: RecentVisit[];
  /** What guests see now: the Save the Date or the invitation. */
  phase: SitePhase;
  /** What is left of setting the site up (issue 28). */
  setup: SiteSetup;
  /**
   * The guests' shared password (WEDDING_PASSWORD) is one a guesser tries first: a common password, changed as people
   * change them, or made of the couple's names, the place or the date (docs/decisions/0060). Never the password.
   */
  guestPasswordGuessable: boolean;
  /** The guests' photos waiting for the couple's review (issue 39): a count, so the overview reads no photo list. */
  photosWaiting: number;
}

/**
 * The steps of setting a site up, in the order the couple takes them: their names and date, the households, the
 * events, the invitation's pages, the meals and questions of the answer form, the last day to answer, the switch
 * to the invitation, sending the invitations (by e-mail, or by hand: WhatsApp or in person).
 */
export const SETUP_STEPS = ['facts', 'households', 'events', 'pages', 'form', 'deadline', 'switch', 'invitations'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** What of the demo a site still shows: its names and date (and so its texts), a photo of it, its video. */
export const DEMO_PARTS = ['facts', 'photos', 'video'] as const;
export type DemoPart = (typeof DEMO_PARTS)[number];

export interface SiteSetup {
  /**
   * What of the demo the site still shows, in DEMO_PARTS' order; empty once all is the couple's own (issue 37: the
   * names and date replaced, the demo's photos and video still showed).
   */
  demo: DemoPart[];
  /** The steps not done yet, in SETUP_STEPS' order; empty when the site is set up. */
  todo: SetupStep[];
  /**
   * The households invited to something and not yet sent the invitation that have neither an e-mail address nor a
   * phone number: only the couple can give it to them, in person (issue 36).
   */
  unreachable: Array<{ guestId: number; name: string }>;
}
