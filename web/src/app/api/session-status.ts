import { API_PATHS } from '@common/api';
import { discardBody } from '../../api/response-body';

async function checkStatus(): Promise<boolean> {
  try {
    const response = await fetch(API_PATHS.status, { credentials: 'include', cache: 'no-store' });
    discardBody(response);
    return response.status === 200;
  } catch {
    return false;
  }
}

let firstCheck: Promise<boolean> | undefined;

/**
 * Starts the status check of the first navigation while the messages load, instead of after them: one round
 * trip less before the first paint. The guard's next isSignedIn() takes this answer; later ones ask anew.
 */
export function startFirstStatusCheck(): void {
  firstCheck = checkStatus();
}

/** Spec §7: 200 means signed in; any other answer, or no answer, means signed out. The body is not read. */
export function isSignedIn(): Promise<boolean> {
  const pending = firstCheck ?? checkStatus();
  firstCheck = undefined;
  return pending;
}
