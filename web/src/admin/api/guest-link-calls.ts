/** Until when the guests' personal links work (issue 38), typed by common/guest-links-api.ts. */
import { GUEST_LINKS_API, type GuestLinksEnd, type GuestLinksUpdate } from '#common/guest-links-api';
import { request } from './admin-client';

export const guestLinksEnd = () => request<GuestLinksEnd>('GET', GUEST_LINKS_API.end);
/** 422 { field: 'until', code: 'before-the-wedding', value: the wedding day } for a day before the wedding. */
export const saveGuestLinksEnd = (body: GuestLinksUpdate) => request<GuestLinksEnd>('PUT', GUEST_LINKS_API.end, body);
