import { API_PATHS } from '#common/api';
import { discardBody } from '../../api/response-body';

/** Ends the session on the server (POST /api/logout); false when the server could not be reached. */
export async function signOut(): Promise<boolean> {
  try {
    const response = await fetch(API_PATHS.logout, { method: 'POST', credentials: 'include' });
    discardBody(response);
    return response.ok;
  } catch {
    return false;
  }
}
