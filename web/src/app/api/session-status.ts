import { API_PATHS } from '@common/api';

/** Spec §7: 200 means signed in; any other answer, or no answer, means signed out. The body is not read. */
export async function isSignedIn(): Promise<boolean> {
  try {
    const response = await fetch(API_PATHS.status, { credentials: 'include', cache: 'no-store' });
    return response.status === 200;
  } catch {
    return false;
  }
}
