/**
 * Every request of the dashboard, the one client every call in api/ goes through: JSON in, JSON out, sent by the web
 * apps' one way to the server (api/http.ts), and every way it can fail turned into one of a few outcomes the screens
 * say in the couple's language (failureText in components/problem-text.ts). A failed request never throws: what was
 * typed stays in the form, and the screen says what happened.
 */
import type { FieldError, InvalidAnswer } from '#common/api-problems';
import { call, upload as sendFile } from '../../api/http';
import { json } from '../../api/json-body';

export type ApiFailure =
  | { kind: 'signed-out' }
  | { kind: 'off' }
  /** `more`: problems beyond those listed (the server lists the first MAX_PROBLEMS_LISTED). */
  | { kind: 'invalid'; problems: FieldError[]; more: number }
  | { kind: 'too-many'; retryAfter: number }
  | { kind: 'not-found' }
  /** 409: someone else saved first; `current` is what is saved now (the screen shows it, nothing is lost). */
  | { kind: 'conflict'; current: unknown }
  /** 409: the switch to the invitation, refused while there is no event. */
  | { kind: 'no-events' }
  /** 409: removing an event households are invited to; the couple is asked, then it is sent again with confirm. */
  | { kind: 'has-invitations'; households: number }
  | { kind: 'refused' }
  | { kind: 'too-large' }
  | { kind: 'network' }
  | { kind: 'server' };

export type ApiResult<T> = { ok: true; value: T } | { ok: false; failure: ApiFailure };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a refusal's body may say: a 422's problems, a 409's reason (`problem`) and what is saved now (`current`). */
type Refusal = Partial<InvalidAnswer> & { problem?: unknown; households?: unknown; current?: unknown };

/** A failed answer as one outcome; `body` is its JSON, or undefined when it has none or it is not JSON. */
function failureOf(status: number, body: unknown, retryAfter: string | null): ApiFailure {
  const refusal = body as Refusal | undefined;
  switch (status) {
    case 401:
      return { kind: 'signed-out' };
    case 503:
      return { kind: 'off' };
    case 422:
      return { kind: 'invalid', problems: refusal?.problems ?? [], more: refusal?.more ?? 0 };
    case 429:
      return { kind: 'too-many', retryAfter: Number(retryAfter) || 60 };
    case 404:
      return { kind: 'not-found' };
    case 409:
      if (refusal?.problem === 'no-events') return { kind: 'no-events' };
      if (refusal?.problem === 'has-invitations') return { kind: 'has-invitations', households: Number(refusal.households) || 0 };
      return { kind: 'conflict', current: refusal?.current };
    case 413:
      return { kind: 'too-large' };
    case 400:
    case 403:
      return { kind: 'refused' };
    default:
      return { kind: 'server' };
  }
}

/** An answer as a result: a success with its JSON (a success that is not JSON is the server's failure), or a failure. */
function resultOf<T>(status: number, body: unknown, retryAfter: string | null): ApiResult<T> {
  if (status < 200 || status >= 300) return { ok: false, failure: failureOf(status, body, retryAfter) };
  return body === undefined ? { ok: false, failure: { kind: 'server' } } : { ok: true, value: body as T };
}

export async function request<T>(method: Method, path: string, body?: unknown): Promise<ApiResult<T>> {
  const response = await call(path, body === undefined ? { method } : { method, ...json(body) });
  if (!response) return { ok: false, failure: { kind: 'network' } };
  if (response.status === 204) return { ok: true, value: undefined as T };
  return resultOf(response.status, await response.json().catch(() => undefined), response.headers.get('retry-after'));
}

/** Sends one file as a form upload, reporting the share sent (0 to 1) as it goes (api/http.ts); the same outcomes as request(). */
export async function upload<T>(path: string, file: File, onProgress: (sent: number) => void): Promise<ApiResult<T>> {
  const answer = await sendFile(path, file, onProgress);
  if (!answer) return { ok: false, failure: { kind: 'network' } };
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    body = undefined;
  }
  return resultOf(answer.status, body, answer.retryAfter);
}
