/**
 * The one way the web apps speak to the server: the guests' pages, the dashboard (through its client,
 * admin/api/admin-client.ts, which turns each answer into an outcome the couple reads) and the wall. Lint refuses
 * fetch() and XMLHttpRequest anywhere else in web/ (eslint.config.js); the service worker, which is the browser's
 * network layer for the pages rather than a caller, is the exception.
 *
 * No answer at all (no signal, the server down) is `null`, never a throw: each caller says it in its own words, and
 * nothing the visitor typed is lost. A JSON body is built by json-body.ts, kept apart so that the guests' first
 * script, which sends none, does not carry it.
 */

/**
 * The server's answer, or null when none came. `init` is fetch's own: cookies go with calls to the site's origin by
 * default; `cache: 'no-store'` where an answer must come from the server every time (the session's status, an
 * answer being edited); `credentials: 'omit'` for the wall, opened by its link alone.
 */
export function call(path: string, init?: RequestInit): Promise<Response | null> {
  return fetch(path, init).catch(() => null);
}

/**
 * Where only the status counts (docs/product.md, the calls: /api/status and /api/login): a body left unread keeps the
 * response open in Chromium until garbage collection, so the page never looks loaded (Lighthouse waits out its 45 s
 * limit); cancelling it closes the response without reading it.
 */
export function discardBody(response: Response): void {
  void response.body?.cancel().catch(() => undefined);
}

/** Whether an answer came and said yes (2xx). */
export const succeeded = (status: number | null): boolean => status !== null && status >= 200 && status < 300;

/** The status of the answer, its body unread; null when no answer came. */
export async function statusOf(path: string, init?: RequestInit): Promise<number | null> {
  const response = await call(path, init);
  if (!response) return null;
  discardBody(response);
  return response.status;
}

/**
 * The JSON of a successful answer, for what a page cannot show without (the site's texts, a list): rejects when no
 * answer came or the server refused, and the page says it could not load. The shape is the server's contract,
 * checked by its tests (docs/decisions/0015-the-guests-app-trusts-the-servers-json.md).
 */
export async function readJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await call(path, init);
  if (!response?.ok) throw new Error(`${path} answered ${response?.status ?? 'nothing'}`);
  return (await response.json()) as T;
}

/** What an upload's answer said: its status, its body as text, and when to try again after a 429. */
export type UploadAnswer = { status: number; text: string; retryAfter: string | null };

/**
 * Sends one file as a form upload, reporting the share sent (0 to 1) as it goes: fetch() cannot tell upload
 * progress, XMLHttpRequest can. Null when no answer came.
 */
export function upload(path: string, file: File, onProgress: (sent: number) => void): Promise<UploadAnswer | null> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.upload.addEventListener('progress', (event) => event.lengthComputable && onProgress(event.loaded / event.total));
    xhr.addEventListener('error', () => resolve(null));
    xhr.addEventListener('abort', () => resolve(null));
    xhr.addEventListener('load', () => resolve({ status: xhr.status, text: xhr.responseText, retryAfter: xhr.getResponseHeader('retry-after') }));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
