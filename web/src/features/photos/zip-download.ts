/**
 * A ZIP of the chosen photos, or of all: asked for (PHOTOS_API.zip, which may refuse: the budget, the session), then
 * downloaded by the browser itself from the address the answer gives, which saves it straight to disk as the
 * server streams it. Read here into a Blob, "all" of a wedding's photos would be held in the phone's memory whole
 * (decision 0071).
 */
import { PHOTOS_API, type PhotoZipRequest, type PhotoZipTicket } from '#common/photos-api';
import { readJson } from '../../api/http';
import { json } from '../../api/json-body';

export async function downloadZip(request: PhotoZipRequest): Promise<boolean> {
  try {
    const { download } = await readJson<PhotoZipTicket>(PHOTOS_API.zip, { method: 'POST', ...json(request) });
    const link = document.createElement('a');
    link.href = download;
    link.download = 'photos.zip';
    document.body.append(link);
    link.click();
    link.remove();
    return true;
  } catch {
    return false;
  }
}
