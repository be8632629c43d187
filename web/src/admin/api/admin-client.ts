/**
 * Every request of the dashboard: JSON in, JSON out, and every way it can fail turned into one of a few outcomes the
 * screens say in the couple's language (components/problem-text.ts). A failed request never throws: what was typed
 * stays in the form, and the screen says what happened.
 */
import type { FieldError, InvalidAnswer } from '#common/api-problems';

export type ApiFailure =
  | { kind: 'signed-out' }
  | { kind: 'off' }
  /** `more`: problems beyond those listed (the server lists the first MAX_PROBLEMS_LISTED). */
  | { kind: 'invalid'; problems: FieldError[]; more: number }
  | { kind: 'too-many'; retryAfter: number }
  | { kind: 'not-found' }
  /** 409: someone else saved first; `current` is what is saved now (the screen shows it, nothing is lost). */
  | { kind: 'conflict'; current: unknown }
  | { kind: 'refused' }
  | { kind: 'too-large' }
  | { kind: 'network' }
  | { kind: 'server' };

export type ApiResult<T> = { ok: true; value: T } | { ok: false; failure: ApiFailure };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An answer's body as JSON, or undefined when it has none or it is not JSON. */
type Body = () => Promise<unknown>;

async function failureOf(status: number, body: Body, retryAfter: string | null): Promise<ApiFailure> {
  switch (status) {
    case 401:
      return { kind: 'signed-out' };
    case 503:
      return { kind: 'off' };
    case 422: {
      const answer = (await body()) as InvalidAnswer | undefined;
      return { kind: 'invalid', problems: answer?.problems ?? [], more: answer?.more ?? 0 };
    }
    case 429:
      return { kind: 'too-many', retryAfter: Number(retryAfter) || 60 };
    case 404:
      return { kind: 'not-found' };
    case 409:
      return { kind: 'conflict', current: ((await body()) as { current?: unknown } | undefined)?.current };
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
  if (!response.ok) {
    const body = () => response.json().catch(() => undefined);
    return { ok: false, failure: await failureOf(response.status, body, response.headers.get('retry-after')) };
  }
  if (response.status === 204) return { ok: true, value: undefined as T };
  try {
    return { ok: true, value: (await response.json()) as T };
  } catch {
    return { ok: false, failure: { kind: 'server' } };
  }
}

/**
 * Sends one file as a form upload, reporting the share sent (0 to 1) as it goes: fetch() cannot tell upload
 * progress, XMLHttpRequest can. The same outcomes as request().
 */
export function upload<T>(path: string, file: File, onProgress: (sent: number) => void): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.upload.addEventListener('progress', (event) => event.lengthComputable && onProgress(event.loaded / event.total));
    xhr.addEventListener('error', () => resolve({ ok: false, failure: { kind: 'network' } }));
    xhr.addEventListener('abort', () => resolve({ ok: false, failure: { kind: 'network' } }));
    xhr.addEventListener('load', () => {
      const body = async () => {
        try {
          return JSON.parse(xhr.responseText) as unknown;
        } catch {
          return undefined;
        }
      };
      if (xhr.status >= 200 && xhr.status < 300) {
        void body().then((value) => resolve(value === undefined ? { ok: false, failure: { kind: 'server' } } : { ok: true, value: value as T }));
        return;
      }
      void failureOf(xhr.status, body, xhr.getResponseHeader('retry-after')).then((failure) => resolve({ ok: false, failure }));
    });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
