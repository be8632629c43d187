/**
 * Every request of the dashboard: JSON in, JSON out, and every way it can fail turned into one of a few outcomes
 * the screens say in the couple's language (api-failure.tsx). A failed request never throws: what was typed stays
 * in the form, and the screen says what happened.
 */
import type { FieldError, InvalidAnswer } from '#common/admin-api';

export type ApiFailure =
  | { kind: 'signed-out' }
  | { kind: 'off' }
  | { kind: 'invalid'; problems: FieldError[] }
  | { kind: 'too-many'; retryAfter: number }
  | { kind: 'not-found' }
  | { kind: 'refused' }
  | { kind: 'too-large' }
  | { kind: 'network' }
  | { kind: 'server' };

export type ApiResult<T> = { ok: true; value: T } | { ok: false; failure: ApiFailure };

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

async function failureOf(response: Response): Promise<ApiFailure> {
  switch (response.status) {
    case 401:
      return { kind: 'signed-out' };
    case 503:
      return { kind: 'off' };
    case 422:
      return { kind: 'invalid', problems: ((await response.json().catch(() => ({ problems: [] }))) as InvalidAnswer).problems };
    case 429:
      return { kind: 'too-many', retryAfter: Number(response.headers.get('retry-after')) || 60 };
    case 404:
      return { kind: 'not-found' };
    case 413:
      return { kind: 'too-large' };
    case 400:
    case 403:
      return { kind: 'refused' };
    default:
      return { kind: 'server' };
  }
}

export async function request<T>(method: Method, path: string, body?: unknown): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, failure: { kind: 'network' } };
  }
  if (!response.ok) return { ok: false, failure: await failureOf(response) };
  if (response.status === 204) return { ok: true, value: undefined as T };
  try {
    return { ok: true, value: (await response.json()) as T };
  } catch {
    return { ok: false, failure: { kind: 'server' } };
  }
}
