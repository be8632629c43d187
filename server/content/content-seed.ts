/**
 * The first start of a site: the starting content (content/, and the photos and poster the build made of it) is
 * copied into DATA_DIR and the database, after which the couple's changes live there and an upgrade of the code
 * never overwrites them. Every start: the texts a release adds reach the site, in every language.
 */
import path from 'node:path';
import type { Messages, Photo } from '#common/api';
import { LOCALES, type Locale } from '#common/locales';
import { placeholdersOf, type LocaleTexts, type PluralForms, type TextValue } from '#common/site-content';
import type { ContentStore, SeedContent } from './content-store';
import { copyAtomically, ensureMediaDirs, fileHash, mediaDirs, removeUnreferenced, type MediaDirs } from './media-files';
import { SHIPPED_CONTENT_DIR } from '../paths';
import { readMessages, readStartingContent } from './wedding-content';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** Alt texts belong to their photos (which the couple reorders and replaces), not to the texts. */
const CAROUSEL_ALT = /^common\.carousel\.alt(\d+)$/;

function flatten(tree: Messages, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else flatten(value, full, out);
  }
  return out;
}

/** The texts of five message trees, a counted text's forms grouped under its key, alt texts left out. */
export function textsOf(messages: Record<Locale, Messages>): SeedContent['texts'] {
  const flat = Object.fromEntries(LOCALES.map((l) => [l, flatten(messages[l])])) as Record<Locale, Map<string, string>>;
  const keys = [...new Set([...flat.en.keys()].map((k) => k.replace(PLURAL_SUFFIX, '')))].filter((k) => !CAROUSEL_ALT.test(k));
  return keys.map((key) => {
    const plural = !flat.en.has(key);
    const texts = Object.fromEntries(
      LOCALES.map((locale): [Locale, TextValue] => {
        if (!plural) return [locale, flat[locale].get(key) ?? ''];
        const forms: PluralForms = {};
        for (const [fullKey, text] of flat[locale]) {
          const match = PLURAL_SUFFIX.exec(fullKey);
          if (match && fullKey.slice(0, match.index) === key) forms[match[1] as Intl.LDMLPluralRule] = text;
        }
        return [locale, forms];
      }),
    ) as Record<Locale, TextValue>;
    const english = plural ? (texts.en as PluralForms).other ?? '' : (texts.en as string);
    return { key, texts, placeholders: placeholdersOf(english) };
  });
}

/** The files a photo's renditions are made of, from its URLs (/photos/<name>). */
export function photoFiles(photo: Photo): string[] {
  const urls = [photo.src, ...photo.sources.flatMap((s) => s.srcset.split(',').map((part) => part.trim().split(/\s+/)[0]!))];
  return [...new Set(urls.map((url) => path.posix.basename(url)))];
}

/** The name a seeded site's video has in the media folder: by its contents, so the demo's is known by it. */
export const seededVideoName = (videoFile: string) => `video-${fileHash(videoFile)}.mp4`;

export interface SeedSources {
  contentDir: string;
  /** The photos the build made of content/photos (dist/photos): copied, not made again. */
  builtPhotos: { dir: string; list: Photo[] };
  /** The build's optimised poster, else content/video/poster.jpg. */
  builtPoster?: string;
}

/** Seeds an empty site; does nothing when the site has content already (an upgrade never overwrites it). */
function seedContent(store: ContentStore, dirs: MediaDirs, sources: SeedSources): boolean {
  if (store.isSeeded()) return false;
  ensureMediaDirs(dirs);
  const start = readStartingContent(sources.contentDir);
  const altOf = (index: number): LocaleTexts =>
    Object.fromEntries(LOCALES.map((l) => [l, flatten(start.messages[l]).get(`common.carousel.alt${index + 1}`) ?? ''])) as LocaleTexts;
  const photos = sources.builtPhotos.list.map((image, index) => {
    const files = photoFiles(image);
    for (const file of files) copyAtomically(path.join(sources.builtPhotos.dir, file), dirs.photos, file);
    return { image, files, alt: altOf(index) };
  });
  const videoName = seededVideoName(start.videoFile);
  copyAtomically(start.videoFile, dirs.video, videoName);
  const posterSource = sources.builtPoster ?? start.posterFile;
  const posterName = `poster-${fileHash(posterSource)}.jpg`;
  copyAtomically(posterSource, dirs.video, posterName);
  store.seed({
    facts: start.facts,
    texts: textsOf(start.messages),
    photos,
    video: { file: videoName, type: 'video/mp4' },
    poster: { file: posterName, type: 'image/jpeg' },
  });
  return true;
}

export interface PreparedContent {
  /** The media folders of DATA_DIR. */
  dirs: MediaDirs;
  /** How many texts of the shipped messages the site lacked and now has. */
  addedTexts: number;
}

/**
 * At every start, after the migrations: seeds a new site (the sources are read only then); adds the texts of the
 * shipped messages (`shippedContentDir`, this release's content/) whose keys the site lacks, in every language,
 * leaving every text it has as it is; and clears what an interrupted save or upload left in the media folders.
 */
export function prepareContent(store: ContentStore, dataDir: string, sources: () => SeedSources, shippedContentDir = SHIPPED_CONTENT_DIR): PreparedContent {
  const dirs = mediaDirs(dataDir);
  ensureMediaDirs(dirs);
  if (!store.isSeeded()) seedContent(store, dirs, sources());
  // The shipped files, not CONTENT_DIR: a site started from its own folder of an earlier release gets the new keys too.
  const addedTexts = store.addMissingTexts(textsOf(readMessages(shippedContentDir)));
  store.recoverInterruptedPhotos();
  removeUnreferenced(dirs, store.referencedFiles());
  return { dirs, addedTexts };
}
