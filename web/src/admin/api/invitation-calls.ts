/**
 * The invitation's calls (issue 19), one typed function each, as admin-calls.ts does for the rest of the dashboard:
 * the paths from INVITATION_API, the bodies typed by common/invitation-api.ts's schemas, the answers as it declares
 * them. Two of the invitation's refusals are 409s whose body the screen needs (there is no event yet; households are
 * invited to the event), which request() in admin-client.ts reads as a bare 'conflict'; so these calls read the
 * body themselves and keep every other outcome as request() has it.
 */
import {
  INVITATION_API,
  type AdminEvent,
  type AdminInvitation,
  type EventInput,
  type InfoPage,
  type InfoSection,
  type InfoSectionInput,
  type SitePhase,
} from '#common/invitation-api';
import type { InvalidAnswer } from '#common/api-problems';
import { request, type ApiFailure } from './admin-client';

export type InvitationFailure =
  | ApiFailure
  /** The switch to the invitation, refused while there is no event. */
  | { kind: 'no-events' }
  /** Removing an event households are invited to: the couple is asked first, then it is sent again with confirm. */
  | { kind: 'has-invitations'; households: number };

export type InvitationResult<T> = { ok: true; value: T } | { ok: false; failure: InvitationFailure };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Refusal = Partial<InvalidAnswer> & { problem?: unknown; households?: unknown; current?: unknown };

function failureOf(status: number, body: Refusal | undefined, retryAfter: string | null): InvitationFailure {
  switch (status) {
    case 401:
      return { kind: 'signed-out' };
    case 503:
      return { kind: 'off' };
    case 422:
      return { kind: 'invalid', problems: body?.problems ?? [], more: body?.more ?? 0 };
    case 429:
      return { kind: 'too-many', retryAfter: Number(retryAfter) || 60 };
    case 404:
      return { kind: 'not-found' };
    case 409:
      if (body?.problem === 'no-events') return { kind: 'no-events' };
      if (body?.problem === 'has-invitations') return { kind: 'has-invitations', households: Number(body.households) || 0 };
      return { kind: 'conflict', current: body?.current };
    case 413:
      return { kind: 'too-large' };
    case 400:
    case 403:
      return { kind: 'refused' };
    default:
      return { kind: 'server' };
  }
}

async function call<T>(method: Method, path: string, body?: unknown): Promise<InvitationResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, failure: { kind: 'network' } };
  }
  const json = () => response.json().catch(() => undefined) as Promise<unknown>;
  if (!response.ok) return { ok: false, failure: failureOf(response.status, (await json()) as Refusal | undefined, response.headers.get('retry-after')) };
  if (response.status === 204) return { ok: true, value: undefined as T };
  const value = await json();
  return value === undefined ? { ok: false, failure: { kind: 'server' } } : { ok: true, value: value as T };
}

type EventUpdate = EventInput & { revision: number };
type SectionUpdate = InfoSectionInput & { revision: number };

export const invitation = () => call<AdminInvitation>('GET', INVITATION_API.invitation);
/** What guests see now; nothing but the usual failures (request()'s). */
export const sitePhase = () => request<{ phase: SitePhase }>('GET', INVITATION_API.phase);
export const switchPhase = (phase: SitePhase) => call<{ phase: SitePhase }>('PUT', INVITATION_API.phase, { phase });

// Events.
export const addEvent = (input: EventInput) => call<AdminEvent>('POST', INVITATION_API.events, input);
export const saveEvent = (id: number, update: EventUpdate) => call<AdminEvent>('PUT', INVITATION_API.event(id), update);
/** Without `confirmed`, refused with 'has-invitations' when households are invited to it. */
export const removeEvent = (id: number, confirmed = false) => call<void>('DELETE', `${INVITATION_API.event(id)}${confirmed ? '?confirm=1' : ''}`);
/** The events in this order; answers them all, in it (409 when the list changed meanwhile). */
export const orderEvents = (ids: number[]) => call<{ events: AdminEvent[] }>('PUT', INVITATION_API.eventOrder, { ids });
/** Invites these households to the event, or takes the invitation back; answers the event. */
export const inviteToEvent = (id: number, guestIds: number[], invited: boolean) => call<AdminEvent>('PUT', INVITATION_API.eventGuests(id), { guestIds, invited });

// The pages' sections.
export const addInfoSection = (page: InfoPage, input: InfoSectionInput) =>
  call<InfoSection>('POST', `${INVITATION_API.infoSections}?page=${encodeURIComponent(page)}`, input);
export const saveInfoSection = (id: number, update: SectionUpdate) => call<InfoSection>('PUT', INVITATION_API.infoSection(id), update);
export const removeInfoSection = (id: number) => call<void>('DELETE', INVITATION_API.infoSection(id));
/** One page's sections in this order; answers every page's sections (409 when the page changed meanwhile). */
export const orderInfoSections = (page: InfoPage, ids: number[]) => call<{ sections: InfoSection[] }>('PUT', INVITATION_API.infoSectionOrder, { page, ids });
