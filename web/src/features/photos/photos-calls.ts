/**
 * The day's photos on the server (common/photos-api.ts), each answer turned into what the pages do with it. The
 * shapes are the server's contract, checked by its tests (docs/decisions/0015-the-guests-app-trusts-the-servers-json.md).
 */
import { PHOTOS_API, type GalleryPage, type MyPhoto, type PhotosState } from '#common/photos-api';
import { discardBody } from '../../api/response-body';

async function readJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { credentials: 'include' });
  if (!response.ok) {
    discardBody(response);
    throw new Error(`GET ${path} answered ${response.status}`);
  }
  return (await response.json()) as T;
}

/** A JSON body POSTed with the reader's session (the drop link's sign-in, a ZIP asked for). */
export function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(path, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

/** Whether adding is open now, the limits, and what the reader may see; rejects when the server cannot be read. */
export const readPhotosState = (): Promise<PhotosState> => readJson(PHOTOS_API.state);

/** The reader's own uploads, newest first. */
export const readMyPhotos = (): Promise<MyPhoto[]> => readJson(PHOTOS_API.mine);

/** One page of the gallery, older than `before` (null: the newest). */
export const readGalleryPage = (before: string | null): Promise<GalleryPage> =>
  readJson(before === null ? PHOTOS_API.gallery : `${PHOTOS_API.gallery}?before=${encodeURIComponent(before)}`);

/** Deletes one of the reader's uploads; true once it is gone (a 404: it was gone already). */
export async function deleteMyPhoto(id: number): Promise<boolean> {
  try {
    const response = await fetch(PHOTOS_API.photo(id), { method: 'DELETE', credentials: 'include' });
    discardBody(response);
    return response.ok || response.status === 404;
  } catch {
    return false;
  }
}

/** Sends a video's poster frame, drawn in the browser (poster-frame.ts); a failure leaves the video without one. */
export async function sendPoster(id: number, jpeg: Blob): Promise<boolean> {
  try {
    const response = await fetch(PHOTOS_API.poster(id), { method: 'PUT', credentials: 'include', headers: { 'Content-Type': 'image/jpeg' }, body: jpeg });
    discardBody(response);
    return response.ok;
  } catch {
    return false;
  }
}

export type DropSignIn = 'signed-in' | 'refused' | 'failed';

/** Begins a drop session with the table card's token: refused for an unknown or revoked one. */
export async function signInWithDropToken(token: string): Promise<DropSignIn> {
  try {
    const response = await postJson(PHOTOS_API.dropSignIn, { token });
    discardBody(response);
    if (response.ok) return 'signed-in';
    return response.status === 404 || response.status === 400 ? 'refused' : 'failed';
  } catch {
    return 'failed';
  }
}
