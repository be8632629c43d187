/**
 * The day's photos on the server (common/photos-api.ts), each answer turned into what the pages do with it. The
 * shapes are the server's contract, checked by its tests (docs/decisions/0015-the-guests-app-trusts-the-servers-json.md).
 */
import { PHOTOS_API, type GalleryPage, type MyPhoto, type PhotosState } from '#common/photos-api';
import { readJson, statusOf, succeeded } from '../../api/http';
import { json } from '../../api/json-body';

/** Whether adding is open now, the limits, and what the reader may see; rejects when the server cannot be read. */
export const readPhotosState = (): Promise<PhotosState> => readJson(PHOTOS_API.state);

/** The reader's own uploads, newest first. */
export const readMyPhotos = (): Promise<MyPhoto[]> => readJson(PHOTOS_API.mine);

/** One page of the gallery, older than `before` (null: the newest). */
export const readGalleryPage = (before: string | null): Promise<GalleryPage> =>
  readJson(before === null ? PHOTOS_API.gallery : `${PHOTOS_API.gallery}?before=${encodeURIComponent(before)}`);

/** Deletes one of the reader's uploads; true once it is gone (a 404: it was gone already). */
export async function deleteMyPhoto(id: number): Promise<boolean> {
  const status = await statusOf(PHOTOS_API.photo(id), { method: 'DELETE' });
  return succeeded(status) || status === 404;
}

/** Sends a video's poster frame, drawn in the browser (poster-frame.ts); a failure leaves the video without one. */
export async function sendPoster(id: number, jpeg: Blob): Promise<boolean> {
  const status = await statusOf(PHOTOS_API.poster(id), { method: 'PUT', body: jpeg });
  return succeeded(status);
}

export type DropSignIn = 'signed-in' | 'refused' | 'failed';

/** Begins a drop session with the table card's token: refused for an unknown or revoked one. */
export async function signInWithDropToken(token: string): Promise<DropSignIn> {
  const status = await statusOf(PHOTOS_API.dropSignIn, { method: 'POST', ...json({ token }) });
  if (status === null) return 'failed';
  if (succeeded(status)) return 'signed-in';
  return status === 404 || status === 400 ? 'refused' : 'failed';
}
