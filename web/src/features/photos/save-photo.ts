/**
 * "Save" a photo (issue 39): on a phone, the share sheet with the file itself, where the browser can share files
 * (navigator.canShare({ files })), so it lands in the phone's photos; elsewhere the page offers a download link.
 */
import { call } from '../../api/http';
import { renditionPath } from '../../lib/photo-renditions';

export function canShareFiles(): boolean {
  if (typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({ files: [new File([], 'photo.jpg', { type: 'image/jpeg' })] });
  } catch {
    return false;
  }
}

export type SaveResult = 'shared' | 'cancelled' | 'failed';

/** Fetches the large rendition and hands it to the share sheet. */
export async function sharePhoto(id: number): Promise<SaveResult> {
  try {
    const response = await call(renditionPath(id, 'large'));
    if (!response?.ok) return 'failed';
    const file = new File([await response.blob()], downloadName(id), { type: 'image/jpeg' });
    if (!navigator.canShare({ files: [file] })) return 'failed';
    await navigator.share({ files: [file] });
    return 'shared';
  } catch (error) {
    // The guest closed the sheet: nothing to say.
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'failed';
  }
}

/** The name a saved photo gets: the same for the share sheet and the download link. */
export const downloadName = (id: number) => `photo-${id}.jpg`;
