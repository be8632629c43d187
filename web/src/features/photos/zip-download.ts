/**
 * A ZIP of the chosen photos, or of all (PHOTOS_API.zip, streamed by the server): saved through a link to the
 * answer's bytes, named after the day.
 */
import { PHOTOS_API, type PhotoZipRequest } from '#common/photos-api';
import { postJson } from './photos-calls';

export async function downloadZip(request: PhotoZipRequest): Promise<boolean> {
  try {
    const response = await postJson(PHOTOS_API.zip, request);
    if (!response.ok) return false;
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = 'photos.zip';
    document.body.append(link);
    link.click();
    link.remove();
    // The download has its bytes once it started; the address is let go a little later, as browsers need.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return true;
  } catch {
    return false;
  }
}
