import fs from 'node:fs';
import path from 'node:path';

/**
 * The home-screen icons the build draws from the favicon (scripts/build-icons.ts, issue 29): PNGs with their hash in
 * their names, under /assets/ (cached a year), listed in this file of the build for the web app manifest.
 */
export const WEB_ICONS_FILE = 'icons.json';

export interface WebIcon {
  src: string;
  /** "192x192"; "any" for the SVG. */
  sizes: string;
  type: 'image/png' | 'image/svg+xml';
  /** "maskable": drawn to the edges, the picture inside the safe zone, for the launchers that cut their own shape. */
  purpose: 'any' | 'maskable';
}

/** The build's PNG icons; none before the first build (the manifest then names the favicon alone). */
export function readWebIcons(webRoot: string): WebIcon[] {
  const file = path.join(webRoot, WEB_ICONS_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as WebIcon[]) : [];
}
