import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, readJson, statusOf, succeeded } from './http';
import { json } from './json-body';

/** The server's answer to the next request, as fetch() gives it; the requests made, as sent. */
function answer(status: number, body: string | null = null) {
  const sent: Array<{ path: string; init: RequestInit }> = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    sent.push({ path, init });
    return new Response(body, { status });
  });
  return sent;
}

const noAnswer = () => vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('call: the one way the web apps reach the server', () => {
  it('sends what it is given, a JSON body typed as such', async () => {
    const sent = answer(200, '{}');
    await call('/api/rsvp', { method: 'PUT', cache: 'no-store', ...json({ a: 1 }) });
    expect(sent[0]!.init).toEqual({ method: 'PUT', cache: 'no-store', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
  });

  it('gives null, not a throw, when no answer comes', async () => {
    noAnswer();
    expect(await call('/api/status')).toBeNull();
    expect(await statusOf('/api/status')).toBeNull();
    await expect(readJson('/api/site')).rejects.toThrow('/api/site answered nothing');
  });
});

describe('statusOf and readJson', () => {
  it('statusOf gives the status and closes the body unread', async () => {
    const response = new Response('a body nobody reads', { status: 401 });
    const cancel = vi.spyOn(response.body!, 'cancel');
    vi.stubGlobal('fetch', async () => response);
    expect(await statusOf('/api/status')).toBe(401);
    expect(cancel).toHaveBeenCalledOnce();
    await expect(response.text()).rejects.toThrow();
  });

  it('readJson gives the JSON of a success and refuses any other answer with its status', async () => {
    answer(200, '{"locale":"ro"}');
    expect(await readJson('/api/site')).toEqual({ locale: 'ro' });
    answer(403, '{"problem":"personal-link"}');
    await expect(readJson('/api/photos/zip', { method: 'POST', ...json({}) })).rejects.toThrow('/api/photos/zip answered 403');
  });

  it('succeeded: an answer of 2xx, and nothing else', () => {
    expect([200, 204, 299].map(succeeded)).toEqual([true, true, true]);
    expect([null, 199, 300, 404, 500].map(succeeded)).toEqual([false, false, false, false, false]);
  });
});
