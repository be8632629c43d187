/**
 * The ZIP of a guest's photos is asked for and fetched in two steps: a POST (checked, counted against the ZIPs'
 * budget) gets a ticket, and the browser opens the ticket's address as a download. A download the browser makes
 * itself goes straight to disk; a ZIP read by the page's script (fetch, then a Blob) is held in the phone's memory
 * whole, and "all" of a wedding's photos is more than a phone keeps (decision 0071).
 *
 * A ticket is good once, for a minute, and only for the reader it was given to (their household, shared-password
 * session or drop session): a ticket copied elsewhere opens nothing, and the other reader's try does not spend it.
 * Kept in memory: a restart in the minute between the two steps costs the guest a tap again.
 */
import crypto from 'node:crypto';
import type { PhotoZipRequest } from '#common/photos-api';

export const ZIP_TICKET_MS = 60_000;
/** Tickets held at once: far more than the ZIPs' budget lets guests ask for in a minute; the oldest goes first. */
const MAX_TICKETS = 2_000;

interface Ticket {
  uploader: string;
  request: PhotoZipRequest;
  expiresAt: number;
}

export interface ZipTickets {
  /** A new ticket for `uploader`'s request (url-safe, 128 random bits). */
  issue(uploader: string, request: PhotoZipRequest): string;
  /** The request behind `ticket`, once, if it is `uploader`'s and not expired; otherwise undefined. */
  take(ticket: string, uploader: string): PhotoZipRequest | undefined;
}

export function createZipTickets(now: () => number): ZipTickets {
  // A Map iterates in insertion order: its first entries are the oldest.
  const tickets = new Map<string, Ticket>();
  const forgetExpired = () => {
    for (const [ticket, { expiresAt }] of tickets) {
      if (expiresAt > now()) break;
      tickets.delete(ticket);
    }
  };
  return {
    issue(uploader, request) {
      forgetExpired();
      if (tickets.size >= MAX_TICKETS) tickets.delete(tickets.keys().next().value!);
      const ticket = crypto.randomBytes(16).toString('base64url');
      tickets.set(ticket, { uploader, request, expiresAt: now() + ZIP_TICKET_MS });
      return ticket;
    },
    take(ticket, uploader) {
      const held = tickets.get(ticket);
      if (!held || held.uploader !== uploader) return undefined;
      tickets.delete(ticket);
      return held.expiresAt > now() ? held.request : undefined;
    },
  };
}
