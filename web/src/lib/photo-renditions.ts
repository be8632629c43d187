/**
 * The addresses of the renditions of the guests' photos (PHOTOS_API.file), the one helper for them: the guests'
 * gallery, viewer and own list (web/src/features/photos), the dashboard's review and the wall all build them here.
 */
import { PHOTOS_API, RENDITION_SIZES, RENDITION_WIDTHS, type RenditionSize } from '#common/photos-api';

/** Where one rendition of a guest's photo is read (PHOTOS_API.file): `/api/photos/<id>/<size>`; a video's still is its poster, the video itself `video`. */
export function renditionPath(id: number, size: RenditionSize | 'poster' | 'video'): string {
  return PHOTOS_API.file.pattern.replace(':file', `${id}/${size}`);
}

/** The three renditions as a srcset, so the browser picks the smallest that fills the space at the screen's density. */
export function renditionSrcset(id: number): string {
  return RENDITION_SIZES.map((size) => `${renditionPath(id, size)} ${RENDITION_WIDTHS[size]}w`).join(', ');
}
