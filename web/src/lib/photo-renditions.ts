import { PHOTOS_API, type RenditionSize } from '#common/photos-api';

/** Where one rendition of a guest's photo is read (PHOTOS_API.file): `/api/photos/<id>/<size>`; a video's still is its poster, the video itself `video`. */
export function renditionPath(id: number, size: RenditionSize | 'poster' | 'video'): string {
  return PHOTOS_API.file.pattern.replace(':file', `${id}/${size}`);
}
