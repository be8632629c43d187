import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from './admin-client';

/** The server's answer to the next request, as fetch() gives it; the requests made, as sent. */
function answer(status: number, body?: unknown, headers: Record<string, string> = {}) {
  const sent: Array<{ path: string; init: RequestInit }> = [];
  const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    sent.push({ path, init });
    return new Response(text, { status, headers });
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('request: every dashboard call, one way of saying how it went', () => {
  it('sends JSON, and gives the answer', async () => {
    const sent = answer(200, { id: 7 });
    expect(await request('PUT', '/api/admin/x', { name: 'Ana' })).toEqual({ ok: true, value: { id: 7 } });
    expect(sent).toEqual([
      { path: '/api/admin/x', init: { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"name":"Ana"}' } },
    ]);
  });

  it('gives nothing for 204, and sends no body when there is none', async () => {
    const sent = answer(204);
    expect(await request('DELETE', '/api/admin/x')).toEqual({ ok: true, value: undefined });
    expect(sent[0]!.init).toEqual({ method: 'DELETE' });
    expect(sent[0]!.init.body).toBeUndefined();
  });

  it('calls a 200 that is not JSON a server failure', async () => {
    answer(200, '<html>');
    expect(await request('GET', '/api/admin/x')).toEqual({ ok: false, failure: { kind: 'server' } });
  });

  it('calls no answer at all a network failure', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await request('GET', '/api/admin/x')).toEqual({ ok: false, failure: { kind: 'network' } });
  });

  it.each([
    [401, { kind: 'signed-out' }],
    [503, { kind: 'off' }],
    [404, { kind: 'not-found' }],
    [413, { kind: 'too-large' }],
    [400, { kind: 'refused' }],
    [403, { kind: 'refused' }],
    [500, { kind: 'server' }],
    [502, { kind: 'server' }],
  ])('turns %i into %o', async (status, failure) => {
    answer(status, { error: 'whatever the server said' });
    expect(await request('POST', '/api/admin/x', {})).toEqual({ ok: false, failure });
  });

  it('gives a 422’s problems by field, and how many more there are', async () => {
    const problems = [{ field: 'name', code: 'empty' }];
    answer(422, { error: 'Invalid', problems, more: 3 });
    expect(await request('POST', '/api/admin/x', {})).toEqual({ ok: false, failure: { kind: 'invalid', problems, more: 3 } });
    answer(422, 'not json');
    expect(await request('POST', '/api/admin/x', {})).toEqual({ ok: false, failure: { kind: 'invalid', problems: [], more: 0 } });
  });

  it('gives a 429’s wait in seconds, a minute when the server does not say', async () => {
    answer(429, { error: 'Too many' }, { 'retry-after': '300' });
    expect(await request('POST', '/api/admin/x', {})).toEqual({ ok: false, failure: { kind: 'too-many', retryAfter: 300 } });
    answer(429, { error: 'Too many' });
    expect(await request('POST', '/api/admin/x', {})).toEqual({ ok: false, failure: { kind: 'too-many', retryAfter: 60 } });
  });

  it('gives a stale save’s 409 with what is saved now, so the screen shows it and nothing typed is lost', async () => {
    answer(409, { error: 'Changed meanwhile', current: { revision: 4 } });
    expect(await request('PUT', '/api/admin/x', {})).toEqual({ ok: false, failure: { kind: 'conflict', current: { revision: 4 } } });
    answer(409, { error: 'The household answered meanwhile', problem: 'conflict', current: { revision: 2 } });
    expect(await request('PUT', '/api/admin/x', {})).toEqual({ ok: false, failure: { kind: 'conflict', current: { revision: 2 } } });
  });

  it('tells the invitation’s two 409s apart from a stale save: no event yet, households still invited', async () => {
    answer(409, { error: 'The invitation needs at least one event', problem: 'no-events' });
    expect(await request('PUT', '/api/admin/invitation/phase', { phase: 'invitation' })).toEqual({ ok: false, failure: { kind: 'no-events' } });
    answer(409, { error: 'Households are invited to this event', problem: 'has-invitations', households: 3 });
    expect(await request('DELETE', '/api/admin/invitation/events/1')).toEqual({ ok: false, failure: { kind: 'has-invitations', households: 3 } });
  });
});
