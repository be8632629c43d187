/**
 * The home-screen icons (issue 29, docs/decisions/0037-the-wedding-day-works-offline.md), drawn by sharp from the
 * favicon at build time, so no picture is committed twice: 192 and 512 pixels for the web app manifest, a maskable
 * 512 (Android's launchers cut their own shape) and Apple's 180-pixel touch icon (iOS ignores the manifest's icons and
 * an SVG). Written with their hash in their names into the assets (served cached a year), listed in icons.json for
 * the manifest, and the touch icon named in the built page.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { WEB_ICONS_FILE, type WebIcon } from '../server/static/web-icons';

/** The favicon's drawing is 64 units wide (its viewBox). */
const FAVICON_UNITS = 64;
const FAVICON_CIRCLE = /<circle\b[^>]*\bfill="([^"]+)"[^>]*\/>/;

/**
 * The favicon drawn to the edges: its round background made a square of the same colour. The heart already lies
 * inside the safe zone (the middle circle of 80 %), so a launcher's circle or rounded square never cuts it, and iOS,
 * which rounds the corners itself and paints transparency black, gets no black corners.
 */
export function fullBleed(favicon: string): string {
  const circle = FAVICON_CIRCLE.exec(favicon);
  if (!circle) throw new Error('The favicon has no round background to draw the full-bleed icons from');
  return favicon.replace(circle[0], `<rect width="${FAVICON_UNITS}" height="${FAVICON_UNITS}" fill="${circle[1]}"/>`);
}

async function png(svg: string, size: number): Promise<Buffer> {
  // Rasterised at the size asked for, not scaled up from 64 pixels.
  return sharp(Buffer.from(svg), { density: (72 * size) / FAVICON_UNITS }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
}

function writeAsset(webRoot: string, name: string, data: Buffer): string {
  const file = `${name}-${crypto.createHash('sha256').update(data).digest('hex').slice(0, 10)}.png`;
  fs.writeFileSync(path.join(webRoot, 'assets', file), data);
  return `/assets/${file}`;
}

export async function buildIcons(webRoot: string, faviconFile = path.join(webRoot, 'favicon.svg')): Promise<void> {
  const favicon = fs.readFileSync(faviconFile, 'utf8');
  const square = fullBleed(favicon);
  const icons: WebIcon[] = [
    { src: writeAsset(webRoot, 'icon-192', await png(favicon, 192)), sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: writeAsset(webRoot, 'icon-512', await png(favicon, 512)), sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: writeAsset(webRoot, 'icon-maskable-512', await png(square, 512)), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ];
  fs.writeFileSync(path.join(webRoot, WEB_ICONS_FILE), JSON.stringify(icons, null, 2));

  const touchIcon = writeAsset(webRoot, 'apple-touch-icon-180', await png(square, 180));
  const pageFile = path.join(webRoot, 'index.html');
  const page = fs.readFileSync(pageFile, 'utf8');
  if (!page.includes('</head>')) throw new Error('The built page has no </head> to name the touch icon in');
  fs.writeFileSync(
    pageFile,
    page
      .replace(FAVICON_LINK, `<link rel="icon" href="${faviconDataUrl(favicon)}" type="image/svg+xml" />`)
      .replace('</head>', `<link rel="apple-touch-icon" sizes="180x180" href="${touchIcon}">\n</head>`),
  );
}

/** How web/index.html names the favicon, for the build to replace (the tests' page names none). */
export const FAVICON_LINK = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';

/**
 * The favicon inside the page (a few hundred bytes): Chrome fetched /favicon.svg as the page loaded, twice under
 * Lighthouse, before the app's script, and each request on a phone's connection delays the first photo
 * (docs/decisions/0057). Percent-encoded, not base64: shorter, and it compresses with the page.
 */
export function faviconDataUrl(svg: string): string {
  const encoded = svg.trim().replace(/[\r\n]+/g, ' ').replace(/"/g, "'").replace(/[<>#%{}]/g, (c) => encodeURIComponent(c));
  return `data:image/svg+xml,${encoded}`;
}
