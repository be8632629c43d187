import { afterEach, describe, expect, it, vi } from 'vitest';
import { detailsIn, loadWeddingDetails } from './site-content';

/** The server's /api/content: answers `status` once `release` is called, and counts the requests. */
function contentServer(status: number) {
  const asked: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (path: string) => {
    asked.push(path);
    await released;
    const body = status === 200 ? JSON.stringify({ messages: {}, locale: 'ru', date: '2027-06-12', household: true }) : '{}';
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  });
  return { asked, release };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a signed-in guest's private content", () => {
  it('is fetched once when asked for again while it comes (the app at its start, then the guard)', async () => {
    const server = contentServer(200);
    const first = loadWeddingDetails('ru');
    const second = loadWeddingDetails('ru');
    server.release();
    const [a, b] = await Promise.all([first, second]);
    expect(server.asked).toEqual(['/api/content?locale=ru']);
    expect(a).toEqual({ date: '2027-06-12', household: true });
    expect(b).toBe(a);
    // Once there, it is kept for the page load.
    expect(await loadWeddingDetails('ru')).toBe(a);
    expect(detailsIn('ru')).toBe(a);
    expect(server.asked).toHaveLength(1);
  });

  it('is asked for again after a refusal, which both callers of the refused request see', async () => {
    const server = contentServer(401);
    const first = loadWeddingDetails('fr');
    const second = loadWeddingDetails('fr');
    server.release();
    expect(await Promise.all([first, second])).toEqual([undefined, undefined]);
    expect(server.asked).toHaveLength(1);
    await loadWeddingDetails('fr');
    expect(server.asked).toHaveLength(2);
  });
});
