/**
 * The Save the Date page of a signed-in guest (docs/product.md, the Save the Date page): the carousel with the date,
 * the details with their seven lines, and the video, in that order.
 */
import { msg, wedding } from './content';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInWithLink } from './sessions';

const openHome = async (page: Page) => {
  await signInWithLink(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'We say yes!' })).toBeVisible();
};

// One load for the checks that only read the page as it loaded: each is a step of its own (a failure names it), and
// none changes what the next one reads. A new browser context and a first load of the app cost about 0.6 CPU-s
// (docs/testing.md, "Where a run's time goes"), most of what each of them cost as a test of its own.
test('the page as it loads: the carousel, the date, the details, the video, in that order', async ({ page }) => {
  await openHome(page);
  await test.step('the carousel holds 10 distinct photos with their descriptions, twice over for the loop', async () => {
    const carousel = page.getByRole('region', { name: 'Save our Date' });
    const slides = carousel.getByRole('listitem', { includeHidden: true });
    await expect(slides).toHaveCount(20);

    // The first run: ten different photos, each described by alt texts 1 to 10, in order.
    const photos = carousel.getByRole('img');
    await expect(photos).toHaveCount(10);
    const expectedAlts = Array.from({ length: 10 }, (_, i) => msg('en', `common.carousel.alt${i + 1}`));
    expect(await photos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))).toEqual(expectedAlts);

    const sources = await slides.evaluateAll((lis) => lis.map((li) => li.querySelector('img')!.getAttribute('src')));
    expect(new Set(sources.slice(0, 10)).size).toBe(10);
    // The second run repeats the same photos in the same order, hidden from screen readers.
    expect(sources.slice(10)).toEqual(sources.slice(0, 10));
    const hidden = await slides.evaluateAll((lis) => lis.map((li) => li.getAttribute('aria-hidden')));
    expect(hidden).toEqual([...Array<null>(10).fill(null), ...Array<string>(10).fill('true')]);
  });
  await test.step('the first photo actually loads', async () => {
    const first = page.getByRole('img', { name: msg('en', 'common.carousel.alt1') });
    await expect(first).toBeVisible();
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  });
  await test.step('the carousel shows "Save our Date" with the day, month and year', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Save our Date' })).toBeVisible();
    const date = page.locator('.carousel-date');
    await expect(date).toBeVisible();
    expect(await date.locator('span:not([aria-hidden])').allTextContents()).toEqual(['24', '05', '2026']);
  });
  await test.step('the details say "We say yes!" in seven lines with the long date and the couple\'s signature', async () => {
    const details = page.getByRole('region', { name: 'We say yes!' });
    await expect(details.getByRole('heading', { level: 2 })).toHaveText('We say yes!');
    const lines = details.locator('.details-text p');
    await expect(lines).toHaveCount(7);
    await expect(lines.nth(0)).toHaveText(msg('en', 'home.details.text.line1'));
    await expect(lines.nth(1)).toContainText('our story began in 2021');
    await expect(lines.nth(2)).toHaveText('On May 24, 2026 we will say yes to each other in a free ceremony.');
    await expect(lines.nth(4)).toContainText('at the end of the year with the official invitation');
    await expect(lines.nth(6)).toHaveText(`With love, ${wedding.coupleNames}`);
    await expect(lines.nth(6)).toContainText('Elena & Julian');
    // No placeholder is left unfilled.
    await expect(details).not.toContainText('{{');
    // The countdown belongs to the details section.
    await expect(details.getByRole('timer')).toBeVisible();
  });
  await test.step('the video loops, is muted, plays by itself and has a poster and a fallback text', async () => {
    const video = page.locator('video');
    await expect(video).toHaveCount(1);
    await expect(video).toHaveJSProperty('loop', true);
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveJSProperty('autoplay', true);
    await expect(video).toHaveAttribute('poster', /\S/);
    await expect(video).toContainText('Your browser does not support the video tag.');

    // The poster and the video file are served to the signed-in guest.
    const poster = await video.getAttribute('poster');
    const source = await video.locator('source').getAttribute('src');
    expect((await page.request.get(poster!)).status()).toBe(200);
    const media = await page.request.get(source!, { headers: { Range: 'bytes=0-99' } });
    expect([200, 206]).toContain(media.status());
  });
  await test.step('the page reads top to bottom: carousel, details with countdown, video', async () => {
    const top = async (locator: ReturnType<typeof page.locator>) => (await locator.boundingBox())!.y;
    const carousel = await top(page.getByRole('region', { name: 'Save our Date' }));
    const heading = await top(page.getByRole('heading', { name: 'We say yes!' }));
    const countdown = await top(page.getByRole('timer'));
    const video = await top(page.locator('video'));
    expect(carousel).toBeLessThan(heading);
    expect(heading).toBeLessThan(countdown);
    expect(countdown).toBeLessThan(video);
  });
});

test('the FAQ page shows its placeholder text', async ({ page }) => {
  await openHome(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { name: 'FAQ' })).toBeVisible();
  await expect(page.getByText(msg('en', 'faq.text'))).toBeVisible();
});
