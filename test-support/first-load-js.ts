/**
 * The guests' first-load JavaScript, read from the build (dist/web) without a browser: the app the page's own
 * script imports (web/src/first-photo-loader.ts, written into the page, imports it on every visit once the first
 * photo shows), any module script or modulepreload link of the page, and recursively their static imports. A
 * dynamic import of the app is a page loaded on demand and is not part of the first load. Every path gets the same
 * index.html, and /login and / have their pages in the app's bundle (web/src/app/pages.tsx), so this is the first
 * load of both; e2e/pages-on-demand.spec.ts checks that a browser loads exactly these files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipBytes } from './first-load-budget';

/** A chunk in Vite's build manifest (build.manifest in vite.config.ts), by the fields used here. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

export interface ScriptSize {
  /** Its path on the site, e.g. /assets/main-abc123.js. */
  path: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface GuestScripts {
  firstLoad: ScriptSize[];
  /** The scripts of the build that no first load fetches: the chunks of the pages loaded on demand. */
  onDemand: string[];
}

/** The attributes of each `<tag …>` in the HTML (Vite writes them double-quoted). */
function tags(html: string, name: string): Array<Record<string, string>> {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))].map((tag) =>
    Object.fromEntries([...tag[1]!.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((attribute) => [attribute[1]!, attribute[2] ?? ''])),
  );
}

function readManifest(webRoot: string): Record<string, ManifestChunk> {
  const file = path.join(webRoot, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`No build manifest at ${file}: run npm run build first`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
}

export function guestScripts(webRoot: string): GuestScripts {
  const html = fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const manifest = readManifest(webRoot);
  const keyOfPath = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  const keyOf = (sitePath: string) => {
    const key = keyOfPath.get(sitePath);
    if (key === undefined) throw new Error(`${sitePath}, named in index.html, is not in the build manifest`);
    return key;
  };
  // The page's own script imports the app (scripts/vite-first-photo-loader.ts); a <script src> would be loaded at once.
  const pageScripts = [
    ...tags(html, 'script').filter((t) => t.type === 'module' && t.src).map((t) => t.src!),
    ...[...html.matchAll(/<script type="module">[\s\S]*?<\/script>/g)].flatMap(([script]) => [...script.matchAll(/import\(`([^`]+)`\)/g)].map((found) => found[1]!)),
  ].map(keyOf);
  const preloads = tags(html, 'link').filter((t) => t.rel === 'modulepreload' && t.href).map((t) => keyOf(t.href!));
  if (pageScripts.length === 0) throw new Error('index.html has no module script');

  const counted = new Set<string>();
  const withStaticImports = (key: string): void => {
    if (counted.has(key)) return;
    counted.add(key);
    for (const imported of manifest[key]!.imports ?? []) withStaticImports(imported);
  };
  for (const key of [...pageScripts, ...preloads]) withStaticImports(key);

  const sizeOf = (key: string): ScriptSize => {
    const body = fs.readFileSync(path.join(webRoot, manifest[key]!.file));
    return { path: `/${manifest[key]!.file}`, rawBytes: body.length, gzipBytes: gzipBytes(body) };
  };
  const isScript = (key: string) => manifest[key]!.file.endsWith('.js');
  return {
    firstLoad: [...counted].filter(isScript).map(sizeOf),
    onDemand: Object.keys(manifest)
      .filter((key) => isScript(key) && !counted.has(key))
      .map((key) => `/${manifest[key]!.file}`),
  };
}
