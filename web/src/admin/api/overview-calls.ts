/**
 * The overview's calls (issue 21): its own summary (common/overview-api.ts) and the answers' counts, which the
 * answers' screen reads too (RSVP_API.overview; its own calls are in rsvp-calls.ts).
 */
import { OVERVIEW_API, type AdminOverview } from '#common/overview-api';
import { RSVP_API, type RsvpOverview } from '#common/rsvp-api';
import { request } from './admin-client';

export const dashboardOverview = () => request<AdminOverview>('GET', OVERVIEW_API.overview);
/** Reading them marks nothing as seen: only the answers' screen says the couple has looked (RSVP_API.seen). */
export const answersCounts = () => request<RsvpOverview>('GET', RSVP_API.overview);
