/**
 * The drop link (`/drop/<token>`: upload only) and the wall link (`/wall/<token>`), made as the guests' links are
 * (guests/guest-token.ts): a random key in the database, the token its HMAC with the link secret beside it, so a copy
 * of the database alone opens neither, and a new key ends the old link at once.
 */
import crypto from 'node:crypto';
import { PHOTO_PATHS } from '#common/photos-api';
import { base32, CROCKFORD_ALPHABET } from '../guests/base32';
import { normalizeToken } from '../guests/guest-token';
import type { PhotoStore } from './photo-store';

const tokenOf = (secret: Buffer, purpose: 'drop' | 'wall', key: string) =>
  base32(crypto.createHmac('sha256', secret).update(`photo-${purpose}:${key}`).digest().subarray(0, 17), CROCKFORD_ALPHABET).slice(0, 26);

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(normalizeToken(given));
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export function createPhotoLinks(secret: Buffer, photos: PhotoStore) {
  return {
    dropToken: () => tokenOf(secret, 'drop', photos.settings().dropKey),
    wallToken: () => tokenOf(secret, 'wall', photos.settings().wallKey),
    /** The drop link's current key when `token` is its token, else undefined. */
    dropKeyOf(token: string): string | undefined {
      const { dropKey } = photos.settings();
      return sameToken(token, tokenOf(secret, 'drop', dropKey)) ? dropKey : undefined;
    },
    isWallToken: (token: string) => sameToken(token, tokenOf(secret, 'wall', photos.settings().wallKey)),
  };
}

export type PhotoLinks = ReturnType<typeof createPhotoLinks>;

/** The drop link in full (`https://…/drop/<token>`), as the dashboard shows it and the table cards print it. */
export function dropLinkOf(links: PhotoLinks, publicUrl: string): string {
  return `${publicUrl.replace(/\/$/, '')}${PHOTO_PATHS.drop.replace(':token', links.dropToken())}`;
}
