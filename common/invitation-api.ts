/**
 * The invitation (issue 19): the site's phase, the events, who is invited where, the households' members and the
 * pages the couple writes (schedule, venue, stay, travel). One contract for the three sides that use it: the server
 * (server/invitation/), the dashboard (web/src/admin/features/invitation/) and the guests' pages
 * (web/src/features/invitation/), which read GuestInvitation and never import the schemas (zod stays out of
 * the guests' bundle: only `import type` from there).
 *
 * Times: an event's start and end are wall-clock times in the venue's time zone ("2027-06-12T19:00" in
 * "Europe/Bucharest"), as the couple types them and as the guests read them; the instant is computed from the
 * zone (common/zoned-time.ts), so a change of the zone's rules never moves a time the couple wrote.
 */
import * as z from 'zod/mini';
import { LOCALES, type Locale } from './locales';
import { withId } from './path-patterns';
import { typedText as text, typedTexts as localeTexts } from './text-fields';

/** Before the switch the guest site is exactly the Save the Date of the spec; after it, the invitation too. */
export const SITE_PHASES = ['saveTheDate', 'invitation'] as const;
export type SitePhase = (typeof SITE_PHASES)[number];

/** The pages the couple writes, in the guests' menu order. The schedule page also lists the household's events. */
export const INFO_PAGES = ['schedule', 'venue', 'stay', 'travel'] as const;
export type InfoPage = (typeof INFO_PAGES)[number];

/** Who sees an event: everyone who signs in (the shared password too), or only the households invited to it. */
export const EVENT_AUDIENCES = ['everyone', 'invited'] as const;
export type EventAudience = (typeof EVENT_AUDIENCES)[number];

export const INVITATION_API = {
  /** GET the dashboard's whole invitation (AdminInvitation). */
  invitation: '/api/admin/invitation',
  /** GET { phase }: what guests see now (the guest page picks its share message by it). PUT { phase }: 409 with problem 'no-events' while there is no event. */
  phase: '/api/admin/invitation/phase',
  /** POST an EventInput: a new event, last. */
  events: '/api/admin/events',
  /** PUT { ...EventInput, revision }; DELETE (?confirm=1 when households are invited to it: else 409 'has-invitations'). */
  event: withId('/api/admin/events/:id'),
  /** PUT { ids }: the events in this order. */
  eventOrder: '/api/admin/events/order',
  /** PUT { guestIds, invited }: invites these households to the event (or takes the invitation back), in one go. */
  eventGuests: withId('/api/admin/events/:id/guests'),
  /** PUT a HouseholdInvitation: one household's events and extra guests. */
  householdInvitation: withId('/api/admin/guests/:id/invitation'),
  /** PUT { members }: one household's members, in order (the household keeps its link). */
  householdMembers: withId('/api/admin/guests/:id/members'),
  /** POST an InfoSectionInput on ?page=; PUT …/:id { ...InfoSectionInput, revision }; DELETE …/:id; PUT …/order { page, ids }. */
  infoSections: '/api/admin/info-sections',
  infoSection: withId('/api/admin/info-sections/:id'),
  infoSectionOrder: '/api/admin/info-sections/order',
} as const;

/** The guests' side: signed in, in the invitation phase. */
export const GUEST_INVITATION_API = {
  /** GET: what the signed-in visitor may read of the invitation (GuestInvitation); 404 before the switch. */
  invitation: '/api/invitation',
  /** GET: one event as an .ics file (signed in, invited to it). */
  eventCalendar: withId('/api/invitation/events/:id/calendar.ics'),
} as const;

/** A household's calendar subscription: its own token (never the sign-in token), `…/<token>.ics`. */
export const CALENDAR_FEED_PREFIX = '/calendar/';


/** Limits the server holds (the dashboard shows them as maxLength). */
export const EVENT_LIMITS = { title: 120, description: 4_000, place: 200, address: 400, dressCode: 200, notes: 2_000, mapUrl: 2_000 } as const;
export const INFO_LIMITS = { heading: 200, body: 8_000 } as const;
export const MEMBER_LIMITS = { name: 200, members: 30, extraGuests: 20 } as const;

export const eventInputSchema = z.strictObject({
  title: localeTexts(10_000),
  description: localeTexts(20_000),
  dressCode: localeTexts(10_000),
  notes: localeTexts(20_000),
  startsAt: text(40),
  endsAt: text(40),
  timeZone: text(100),
  place: text(10_000),
  address: text(10_000),
  /** Empty: built from the address (an OpenStreetMap search link). Else an http(s) link the couple chose. */
  mapUrl: text(10_000),
  audience: z.enum(EVENT_AUDIENCES),
});
export type EventInput = z.infer<typeof eventInputSchema>;
export const eventUpdateSchema = z.extend(eventInputSchema, { revision: z.number().check(z.int(), z.positive()) });

const ids = z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(5_000));
export const orderSchema = z.strictObject({ ids });
export const eventGuestsSchema = z.strictObject({ guestIds: ids.check(z.minLength(1)), invited: z.boolean() });
export const phaseSchema = z.strictObject({ phase: z.enum(SITE_PHASES) });

export const householdInvitationSchema = z.strictObject({
  /** Invited to every event for invited households, present and to come; else only to `eventIds`. */
  allEvents: z.boolean(),
  eventIds: ids,
  /** Guests the household may bring and name later (a "+1"). */
  extraGuests: z.number().check(z.int(), z.minimum(0), z.maximum(MEMBER_LIMITS.extraGuests)),
});
export type HouseholdInvitation = z.infer<typeof householdInvitationSchema>;

export const memberInputSchema = z.strictObject({
  /** Absent for a new member. */
  id: z.optional(z.number().check(z.int(), z.positive())),
  name: text(10_000),
  /** The member's own language (a Russian grandmother in a Romanian family); null: the household's. */
  language: z.nullable(z.enum(LOCALES)),
  child: z.boolean(),
  /** The member's own e-mail address and phone number as typed ('' for none); absent: left as they are. */
  email: z.optional(text(10_000)),
  phone: z.optional(text(10_000)),
});
export const householdMembersSchema = z.strictObject({ members: z.array(memberInputSchema).check(z.maxLength(100)) });
export type MemberInput = z.infer<typeof memberInputSchema>;

export const infoSectionInputSchema = z.strictObject({ heading: localeTexts(10_000), body: localeTexts(50_000) });
export type InfoSectionInput = z.infer<typeof infoSectionInputSchema>;
export const infoSectionUpdateSchema = z.extend(infoSectionInputSchema, { revision: z.number().check(z.int(), z.positive()) });
export const infoSectionOrderSchema = z.strictObject({ page: z.enum(INFO_PAGES), ids });

/** An event as the dashboard edits it. */
export interface AdminEvent extends EventInput {
  id: number;
  /** The map link guests open: the couple's, or the one built from the address. */
  mapLink: string;
  /** Households invited by name (those invited to all events are counted apart). */
  guestIds: number[];
  revision: number;
}

export interface Member {
  id: number;
  name: string;
  language: Locale | null;
  child: boolean;
}

export interface InfoSection {
  id: number;
  page: InfoPage;
  heading: Record<Locale, string>;
  body: Record<Locale, string>;
  revision: number;
}

/** GET INVITATION_API.invitation. */
export interface AdminInvitation {
  phase: SitePhase;
  /** The site's time zone (the facts'), which a new event starts from. */
  timeZone: string;
  events: AdminEvent[];
  sections: InfoSection[];
  /** Households invited to all events (they see every invited event, present and to come). */
  allEventsGuestIds: number[];
}

/** One event as a guest reads it: texts in every language (the guest may switch), times with their instants. */
export interface GuestEvent {
  id: number;
  title: Record<Locale, string>;
  description: Record<Locale, string>;
  dressCode: Record<Locale, string>;
  notes: Record<Locale, string>;
  /** Wall-clock times in `timeZone`, and the same moments as epoch milliseconds. */
  startsAt: string;
  endsAt: string;
  start: number;
  end: number;
  timeZone: string;
  place: string;
  address: string;
  mapLink: string;
  /** GUEST_INVITATION_API.eventCalendar of this event. */
  calendar: string;
}

/** GET GUEST_INVITATION_API.invitation: only what this visitor may read. */
export interface GuestInvitation {
  events: GuestEvent[];
  /** The couple's pages, sections in order; a page with no section is left out. */
  pages: Partial<Record<InfoPage, Array<{ heading: Record<Locale, string>; body: Record<Locale, string> }>>>;
  /** The household's calendar subscription (https:// address; webcal:// is the same with the scheme swapped); null for the shared password. */
  subscription: string | null;
  /**
   * The household (null for the shared password): its language (the link's default, null when the browser decides)
   * and its members, so that one with a language of their own gets the calendar in it.
   */
  household: { name: string; language: Locale | null; members: Array<{ name: string; language: Locale | null }> } | null;
}

const everyLocale = z.record(z.enum(LOCALES), z.string());
const language = z.nullable(z.enum(LOCALES));

/**
 * GuestInvitation as the server writes it: the answer names these fields and leaves out anything else a change might
 * add (server/http/request-schemas.ts). Typed as GuestInvitation, so the two cannot drift apart.
 */
export const guestInvitationSchema: z.ZodMiniType<GuestInvitation> = z.object({
  events: z.array(
    z.object({
      id: z.number(),
      title: everyLocale,
      description: everyLocale,
      dressCode: everyLocale,
      notes: everyLocale,
      startsAt: z.string(),
      endsAt: z.string(),
      start: z.number(),
      end: z.number(),
      timeZone: z.string(),
      place: z.string(),
      address: z.string(),
      mapLink: z.string(),
      calendar: z.string(),
    }),
  ),
  pages: z.partialRecord(z.enum(INFO_PAGES), z.array(z.object({ heading: everyLocale, body: everyLocale }))),
  subscription: z.nullable(z.string()),
  household: z.nullable(z.object({ name: z.string(), language, members: z.array(z.object({ name: z.string(), language })) })),
});
