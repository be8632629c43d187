/**
 * The page's one script, written into the page itself by the build (scripts/vite-first-photo-loader.ts), so the
 * first load fetches no script before the app. The server sends a still first frame (the header and the first photo,
 * see server/static/first-paint.ts) and the stylesheet inside the page. The app itself is fetched once that photo
 * is on screen: on a phone's weak connection the photo, the largest thing on every page, then gets the whole
 * bandwidth, and the app follows a moment later. Pages without the frame start the app at once.
 *
 * It stands alone: no import (there is no file to import from), and APP_SCRIPT is the app's address in the build,
 * put in by the build. In development Vite serves web/src/main.tsx itself and this never runs.
 */
declare const APP_SCRIPT: string;

/** Never hold the app back longer than this for a photo that is slow to come. */
const MAX_WAIT_MS = 2500;

function nextFrameAfterPaint(): Promise<void> {
  // A requestAnimationFrame callback runs just before a paint; a task queued from it runs just after.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

async function firstPhotoShown(): Promise<void> {
  const photo = document.querySelector<HTMLImageElement>('#root img');
  if (!photo) return;
  if (!photo.complete) {
    await new Promise((resolve) => {
      photo.addEventListener('load', resolve, { once: true });
      photo.addEventListener('error', resolve, { once: true });
    });
  }
  await photo.decode().catch(() => undefined);
  await nextFrameAfterPaint();
}

const timeout = new Promise<void>((resolve) => setTimeout(resolve, MAX_WAIT_MS));
void Promise.race([firstPhotoShown(), timeout]).then(() => import(/* @vite-ignore */ APP_SCRIPT));

export {};
