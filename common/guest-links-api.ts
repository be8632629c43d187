/**
 * Until when the guests' personal links work (issue 38): a day in Settings, by default LINKS_DAYS_AFTER_WEDDING days
 * after the wedding day (the day's photos shared by then). From the next day on, in the wedding's time zone, a link
 * signs in nobody and its sessions end; the shared password is untouched (docs/decisions/0060). Never imported by
 * the guests' app.
 */
import * as z from 'zod/mini';
import { isValidDay } from './wedding-time';

export const GUEST_LINKS_API = {
  /** GET: GuestLinksEnd. PUT GuestLinksUpdate: saved (200, as GET answers); 422 { field: 'until', code: 'invalid' | 'before-the-wedding' }. */
  end: '/api/admin/guest-links/end',
} as const;

export const LINKS_DAYS_AFTER_WEDDING = 90;

export interface GuestLinksEnd {
  /** The last day a link works (YYYY-MM-DD, the wedding's calendar). */
  until: string;
  /** The day the links end on when the couple chooses none: LINKS_DAYS_AFTER_WEDDING days after the wedding. */
  defaultUntil: string;
  /** Whether `until` is the default, following the wedding day when it moves. */
  isDefault: boolean;
  /**
   * The site still shows the shipped example's names and date, and the couple chose no day: its links do not end
   * (the demo works whatever today's date is) until the couple enters their own names and date or chooses a day.
   */
  example: boolean;
}

/** A day (the last one a link works), or null for the default. */
export const guestLinksUpdateSchema = z.strictObject({
  until: z.nullable(z.string().check(z.maxLength(10), z.refine(isValidDay))),
});

export type GuestLinksUpdate = z.infer<typeof guestLinksUpdateSchema>;
