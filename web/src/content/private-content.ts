import { API_PATHS, contentSchema, type Content } from '#common/api';
import type { Locale } from '#common/locales';
import { addPrivateMessages } from '../i18n/i18n';

/** The wedding facts only signed-in guests receive: the date, its time zone, the year the story began, the video. */
export type WeddingFacts = Omit<Content, 'messages' | 'locale'>;

const loaded = new Map<Locale, WeddingFacts>();

/**
 * Fetches the private messages and facts for a locale once per page load. Returns undefined when the server
 * refuses (session ended) or cannot be reached; the guard then shows what it can.
 */
export async function ensurePrivateContent(locale: Locale): Promise<WeddingFacts | undefined> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  try {
    const response = await fetch(`${API_PATHS.content}?locale=${locale}`, { credentials: 'include' });
    if (!response.ok) return undefined;
    const { messages, locale: _locale, ...facts } = contentSchema.parse(await response.json());
    addPrivateMessages(locale, messages);
    loaded.set(locale, facts);
    return facts;
  } catch {
    return undefined;
  }
}
