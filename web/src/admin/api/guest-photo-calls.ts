/** The day's photos as the dashboard sees them (issue 39), typed by common/admin-photos-api.ts. */
import { ADMIN_PHOTOS_API, type AdminPhotoPage, type PhotoReviewRequest, type PhotoSettings, type PhotoSettingsUpdate, type TableCardsRequest } from '#common/admin-photos-api';
import type { CardJob } from '#common/guest-list-api';
import { adminLocale } from '../i18n/admin-i18n';
import { request } from './admin-client';

/** Which photos a list shows: those waiting for review, those shown, those hidden, or all of them. */
export type PhotoFilter = 'pending' | 'shown' | 'hidden' | 'all';

export function guestPhotoPage(status: PhotoFilter, before: string | null = null) {
  const query = new URLSearchParams({ status });
  if (before) query.set('before', before);
  return request<AdminPhotoPage>('GET', `${ADMIN_PHOTOS_API.photos}?${query}`);
}
export const reviewPhotos = (review: PhotoReviewRequest) => request<{ changed: number }>('POST', ADMIN_PHOTOS_API.review, review);
export const photoSettings = () => request<PhotoSettings>('GET', ADMIN_PHOTOS_API.settings);
export const savePhotoSettings = (update: PhotoSettingsUpdate) => request<PhotoSettings>('PUT', ADMIN_PHOTOS_API.settings, update);
/** The old drop link stops working at once. */
export const newDropLink = () => request<PhotoSettings>('POST', ADMIN_PHOTOS_API.newDropLink);
/** The old wall link stops working at once: a wall open with it stops showing new photos. */
export const newWallLink = () => request<PhotoSettings>('POST', ADMIN_PHOTOS_API.newWallLink);
/** Starts a page of the drop link's table cards (its progress and page are the guests' cards', admin-calls.ts). */
export const startTableCards = (count: TableCardsRequest['count']) => request<CardJob>('POST', ADMIN_PHOTOS_API.tableCards, { count, locale: adminLocale() });
