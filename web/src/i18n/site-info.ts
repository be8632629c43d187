import { API_PATHS, siteSchema, type Site } from '#common/api';
import type { Locale } from '#common/locales';

/** The public part of the site for one locale: its messages, the couple's names and the carousel photos. */
export async function fetchSite(locale: Locale): Promise<Site> {
  const response = await fetch(`${API_PATHS.site}?locale=${locale}`, { credentials: 'include' });
  if (!response.ok) throw new Error(`GET ${API_PATHS.site} answered ${response.status}`);
  return siteSchema.parse(await response.json());
}
