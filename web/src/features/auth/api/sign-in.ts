import { loginPath } from '#common/api';
import type { LoginQuery } from '#common/login-query';
import { statusOf } from '../../../api/http';

/**
 * Result of a sign-in: the status code, or 'network' when the request did not complete. The body is not read
 * (docs/product.md, the calls).
 */
export type SignInResult = number | 'network';

async function postLogin(query: LoginQuery): Promise<SignInResult> {
  return (await statusOf(loginPath(query), { method: 'POST' })) ?? 'network';
}

export const signInWithPassword = (password: string) => postLogin({ password });
export const signInWithToken = (token: string) => postLogin({ token });
