/**
 * The one owner of what the site says: it fetches /api/site (public: the sign-in page's messages, the couple's
 * names, the photos) and /api/content (signed-in guests only: the private messages and the wedding details), and
 * feeds the messages to the translator. Each is fetched once per language and page load.
 */
import { API_PATHS, type Content, type Site, type SitePhoto } from '#common/api';
import type { Locale } from '#common/locales';
import { call, readJson } from '../api/http';
import { activateLocale, addMessages, initI18n } from '../i18n/i18n';
import { noteSavedCopy } from '../lib/saved-copy';

/** The public facts of the site, loaded once at start. */
export type SiteFacts = Pick<Site, 'coupleNames' | 'copyrightYear' | 'photos'>;
/** What only signed-in guests receive: the date, its time zone, the year the story began, the video. */
export type WeddingDetails = Omit<Content, 'messages' | 'locale'>;

const publicMessages = new Map<Locale, Promise<Site>>();
/** What has arrived, by language: the photos' alt texts and the FAQ are written in each. */
const sites = new Map<Locale, Site>();
const details = new Map<Locale, WeddingDetails>();
/** The private content being fetched, by language: a second caller meanwhile (the guard, a member's language) waits for it. */
const loadingDetails = new Map<Locale, Promise<WeddingDetails | undefined>>();

function loadPublic(locale: Locale): Promise<Site> {
  let loading = publicMessages.get(locale);
  if (!loading) {
    // The shape is the server's contract (common/api-schemas.ts), checked by its tests (decision 0015).
    loading = readJson<Site>(`${API_PATHS.site}?locale=${locale}`).then((site) => {
      sites.set(locale, site);
      return site;
    });
    publicMessages.set(locale, loading);
    // A failed load is forgotten, so choosing the language again tries again.
    loading.catch(() => publicMessages.delete(locale));
  }
  return loading;
}

/** Loads the first language and starts the translator in it; resolves with the public facts for the layout. */
export async function startSiteContent(locale: Locale): Promise<SiteFacts> {
  const site = await loadPublic(locale);
  initI18n(locale, { couple: site.coupleNames, copy: String(site.copyrightYear) });
  addMessages(locale, site.messages);
  return { coupleNames: site.coupleNames, copyrightYear: site.copyrightYear, photos: site.photos };
}

/**
 * The private messages of a language and the wedding details, for a signed-in guest. Undefined when the server
 * refuses (the session ended) or cannot be reached: the guard then shows what it can. Asked for again while it is
 * being fetched, the same request answers both.
 */
export function loadWeddingDetails(locale: Locale): Promise<WeddingDetails | undefined> {
  const known = details.get(locale);
  if (known) return Promise.resolve(known);
  let loading = loadingDetails.get(locale);
  if (!loading) {
    loading = fetchWeddingDetails(locale).finally(() => loadingDetails.delete(locale));
    loadingDetails.set(locale, loading);
  }
  return loading;
}

async function fetchWeddingDetails(locale: Locale): Promise<WeddingDetails | undefined> {
  const response = await call(`${API_PATHS.content}?locale=${locale}`);
  if (!response?.ok) return undefined;
  noteSavedCopy(response);
  try {
    const { messages, locale: _locale, ...loaded } = (await response.json()) as Content;
    addMessages(locale, messages);
    details.set(locale, loaded);
    return loaded;
  } catch {
    // The answer broke off midway: as if none had come.
    return undefined;
  }
}

/** The photos with their alt texts in `locale`, once that language has arrived (it has, once it is shown). */
export function photosIn(locale: Locale): SitePhoto[] | undefined {
  return sites.get(locale)?.photos;
}

/** The wedding details with the FAQ in `locale`, once loaded for a signed-in guest. */
export function detailsIn(locale: Locale): WeddingDetails | undefined {
  return details.get(locale);
}

/**
 * Changes the language (docs/product.md, languages): loads what this visitor may read in it, then switches.
 * 'signed-out' when a signed-in guest's private messages were refused: the session has ended, and nothing was
 * switched. Throws when the server cannot be reached.
 */
export async function changeLanguage(locale: Locale, signedIn: boolean): Promise<'switched' | 'signed-out'> {
  const site = await loadPublic(locale);
  addMessages(locale, site.messages);
  if (signedIn && !(await loadWeddingDetails(locale))) return 'signed-out';
  await activateLocale(locale);
  return 'switched';
}
