/**
 * What the guest site shows, assembled from the tables: messages per language, split into what anyone may read
 * (/api/site) and what only signed-in guests may (/api/content), by the text's message group
 * (common/message-groups.ts: a group not declared public lands in the private part).
 */
import type { Messages, Photo } from '#common/api';
import { LOCALES, type Locale } from '#common/locales';
import { faqIn, putText, type FaqEntry, type LocaleTexts, type SiteText } from '#common/site-content';
import type { WeddingFacts } from '#common/wedding-facts';
import type { MediaFile } from './media-table';
import type { StoredPhoto } from './photos-table';

export interface SiteSnapshot {
  version: number;
  facts: WeddingFacts;
  messages: Record<Locale, { public: Messages; private: Messages }>;
  faq: Record<Locale, Array<{ question: string; answer: string }>>;
  /** Photos with an image, in their order, with the alt text in each language. */
  photos: Array<{ image: Photo; alt: LocaleTexts }>;
  video: MediaFile;
  poster: MediaFile;
}

export interface SnapshotSources {
  version: number;
  facts: WeddingFacts;
  texts: SiteText[];
  faq: FaqEntry[];
  photos: StoredPhoto[];
  media: Map<string, MediaFile>;
}

export function buildSnapshot({ version, facts, texts, faq, photos, media }: SnapshotSources): SiteSnapshot {
  const messages = Object.fromEntries(LOCALES.map((l) => [l, { public: {}, private: {} }])) as SiteSnapshot['messages'];
  for (const text of texts) {
    for (const locale of LOCALES) putText(messages[locale][text.private ? 'private' : 'public'], text.key, text.texts[locale]);
  }
  return {
    version,
    facts,
    messages,
    faq: Object.fromEntries(LOCALES.map((l) => [l, faqIn(faq, l)])) as SiteSnapshot['faq'],
    photos: photos.flatMap(({ image, alt }) => (image ? [{ image, alt }] : [])),
    video: media.get('video')!,
    poster: media.get('poster')!,
  };
}
