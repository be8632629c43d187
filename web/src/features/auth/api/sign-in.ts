import { API_PATHS } from '#common/api';
import { discardBody } from '../../../api/response-body';

/** Result of a sign-in: the status code, or 'network' when the request did not complete. The body is not read (spec §7). */
export type SignInResult = number | 'network';

async function postLogin(param: 'password' | 'token', secret: string): Promise<SignInResult> {
  try {
    const response = await fetch(`${API_PATHS.login}?${new URLSearchParams({ [param]: secret })}`, {
      method: 'POST',
      credentials: 'include',
    });
    discardBody(response);
    return response.status;
  } catch {
    return 'network';
  }
}

export const signInWithPassword = (password: string) => postLogin('password', password);
export const signInWithToken = (token: string) => postLogin('token', token);
