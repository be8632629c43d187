/**
 * The invitation's calls (issue 19), one typed function each, as admin-calls.ts does for the rest of the dashboard:
 * the paths from INVITATION_API, the bodies typed by common/invitation-api.ts's schemas, the answers as it declares
 * them. Two of the invitation's refusals are 409s of their own, which request() tells apart from a stale save:
 * 'no-events' (the switch, while there is no event) and 'has-invitations' (removing an event households are invited to).
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
import { request } from './admin-client';

type EventUpdate = EventInput & { revision: number };
type SectionUpdate = InfoSectionInput & { revision: number };

/** The phase, the events (and who is invited to each), the pages' sections. */
export const invitation = () => request<AdminInvitation>('GET', INVITATION_API.invitation);
/** What guests see now. */
export const sitePhase = () => request<{ phase: SitePhase }>('GET', INVITATION_API.phase);
export const switchPhase = (phase: SitePhase) => request<{ phase: SitePhase }>('PUT', INVITATION_API.phase, { phase });

// Events.
export const addEvent = (input: EventInput) => request<AdminEvent>('POST', INVITATION_API.events, input);
export const saveEvent = (id: number, update: EventUpdate) => request<AdminEvent>('PUT', INVITATION_API.event(id), update);
/** Without `confirmed`, refused with 'has-invitations' when households are invited to it. */
export const removeEvent = (id: number, confirmed = false) => request<void>('DELETE', `${INVITATION_API.event(id)}${confirmed ? '?confirm=1' : ''}`);
/** The events in this order; answers them all, in it (409 when the list changed meanwhile). */
export const orderEvents = (ids: number[]) => request<{ events: AdminEvent[] }>('PUT', INVITATION_API.eventOrder, { ids });

// The pages' sections.
export const addInfoSection = (page: InfoPage, input: InfoSectionInput) =>
  request<InfoSection>('POST', `${INVITATION_API.infoSections}?page=${encodeURIComponent(page)}`, input);
export const saveInfoSection = (id: number, update: SectionUpdate) => request<InfoSection>('PUT', INVITATION_API.infoSection(id), update);
export const removeInfoSection = (id: number) => request<void>('DELETE', INVITATION_API.infoSection(id));
/** One page's sections in this order; answers every page's sections (409 when the page changed meanwhile). */
export const orderInfoSections = (page: InfoPage, ids: number[]) => request<{ sections: InfoSection[] }>('PUT', INVITATION_API.infoSectionOrder, { page, ids });
