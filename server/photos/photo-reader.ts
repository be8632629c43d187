/**
 * Who is asking, for the photos' routes: a guest (a household's personal link, or the shared password) or a drop
 * session (the table card's link: it may add photos, see its own, and see the gallery only where the couple chose
 * so). Each has an `uploader` key that names its uploads ('h<household>', 'p<password session>', 'd<drop session>'),
 * so a guest sees and deletes only their own, and a drop session never reads a household's.
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readCookie } from '../auth/session-cookie';
import { sha256 } from '../secrets';
import type { PhotoStore } from './photo-store';

/** The drop session's cookie (std_drop: HttpOnly, SameSite=Lax, Secure in production). Upload only. */
export const DROP_COOKIE = 'std_drop';
/** How long a drop session lasts: the evening and the days after it, never past the window (photo-routes.ts). */
export const DROP_SESSION_MS = 7 * 86_400_000;

export interface PhotoReader {
  uploader: string;
  householdId: number | null;
  drop: boolean;
}

export const newDropSessionId = () => crypto.randomBytes(32).toString('base64url');

export function readerOf(app: FastifyInstance, photos: PhotoStore, request: FastifyRequest, now: number): PhotoReader | undefined {
  const session = app.readSession(request);
  if (session) {
    if (session.guestId !== null) return { uploader: `h${session.guestId}`, householdId: session.guestId, drop: false };
    // A shared-password session names no household: its uploads are the session's own.
    return { uploader: `p${sha256(session.idHash).slice(0, 22)}`, householdId: null, drop: false };
  }
  const cookie = readCookie(request.headers.cookie, DROP_COOKIE);
  if (!cookie) return undefined;
  const drop = photos.dropSession(sha256(cookie), now);
  return drop ? { uploader: `d${drop.id}`, householdId: null, drop: true } : undefined;
}
