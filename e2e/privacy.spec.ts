/**
 * Private for real: without a session the private texts, the date and the video are not served, and the code a
 * signed-out visitor downloads does not carry them either.
 */
import type { APIRequestContext } from '@playwright/test';
import { LOCALES } from '#common/locales';
import { msg, wedding } from './content';
import { expect, test } from './fixtures';
import { signInWithPassword } from './sessions';

/** Everything the app's HTML pulls in (scripts, module preloads, styles) and what those scripts import. */
async function downloadApp(request: APIRequestContext): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const html = await (await request.get('/')).text();
  files.set('/', html);
  // Files the page names, and the app its own script imports (web/src/first-photo-loader.ts).
  const queue = [...html.matchAll(/(?:src="|href="|import\(`)(\/assets\/[^"`]+\.(?:js|css))["`]/g)].map((m) => m[1]!);
  expect(queue.some((url) => url.endsWith('.js'))).toBe(true);
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (files.has(url)) continue;
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    const text = await response.text();
    files.set(url, text);
    // Chunks loaded later (dynamic imports) are named relative to /assets/.
    for (const m of text.matchAll(/["'`(/]([\w.-]+\.js)["'`)]/g)) {
      const chunk = `/assets/${m[1]!}`;
      if (!files.has(chunk) && (await request.head(chunk)).status() === 200) queue.push(chunk);
    }
  }
  return files;
}

test('with a session the content API and the video are served; without one, the same addresses answer 401', async ({ page, browser }) => {
  await signInWithPassword(page);
  const content = await page.request.get('/api/content?locale=en');
  expect(content.status()).toBe(200);
  const body = (await content.json()) as { weddingDate: string; storyBeganYear: number; video: { src: string; poster: string } };
  expect(body).toMatchObject({ weddingDate: wedding.weddingDate, storyBeganYear: 2021 });
  const video = await page.request.get(body.video.src, { headers: { Range: 'bytes=0-15' } });
  expect([200, 206]).toContain(video.status());

  const stranger = await browser.newContext();
  for (const url of ['/api/content', '/api/content?locale=en', body.video.src, body.video.poster]) {
    expect((await stranger.request.get(url)).status(), url).toBe(401);
  }
  await stranger.close();
});

test('the public messages of the sign-in page leave out the private texts', async ({ page }) => {
  for (const locale of LOCALES) {
    const response = await page.request.get(`/api/site?locale=${locale}`);
    expect(response.status()).toBe(200);
    const body = await response.text();
    expect(body).toContain(msg(locale, 'login.password'));
    expect(body, locale).not.toContain(msg(locale, 'home.details.heading'));
    expect(body, locale).not.toContain(msg(locale, 'faq.text'));
    expect(body, locale).not.toContain(wedding.weddingDate);
  }
});

test('the app code a signed-out visitor downloads holds none of the private texts', async ({ page }) => {
  const files = await downloadApp(page.request);
  const everything = [...files.values()].join('\n');
  // A sanity check that the bundle was really read: the public sign-in code is in it.
  expect(everything).toContain('/api/login');

  const secrets = [
    'We say yes!',
    'began in',
    msg('en', 'faq.text'),
    msg('en', 'home.details.text.line5'),
    wedding.weddingDate,
    '24.05.2026',
    'Europe/Bucharest',
    '/media/video-',
    ...LOCALES.map((l) => msg(l, 'home.details.heading')),
    ...LOCALES.map((l) => msg(l, 'faq.text')),
  ];
  for (const secret of secrets) {
    for (const [url, text] of files) expect(text.includes(secret), `"${secret}" in ${url}`).toBe(false);
  }
});

test('a signed-out visitor on the sign-in page is never sent the private content', async ({ page }) => {
  const privateResponses: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if ((pathname === '/api/content' || pathname.startsWith('/media/')) && response.status() === 200) {
      privateResponses.push(pathname);
    }
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  const text = await page.locator('body').innerText();
  expect(text).not.toContain('We say yes!');
  expect(text).not.toContain('2026');
  expect(await page.locator('video').count()).toBe(0);
  expect(privateResponses).toEqual([]);
});
