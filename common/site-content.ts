/**
 * The couple's content as the dashboard edits it (/api/admin/content and below): the facts, every text in the five
 * languages, the FAQ, the photos and the video. Revisions make a save say when someone else saved first.
 */
import * as z from 'zod/mini';
import type { Messages, Photo } from './api';
import { LOCALES, type Locale } from './locales';
import { withId, withSegment } from './path-patterns';
import type { RsvpDeadline } from './rsvp-api';
import { weddingFactsSchema, type WeddingFacts } from './wedding-facts';
import { typedTexts as localeTexts } from './text-fields';

export const CONTENT_API = {
  /** GET everything the dashboard edits (AdminContent). */
  content: '/api/admin/content',
  /** PUT { facts, revision }: SavedFacts; 422 { field: 'timeZone', code: 'deadline-repeated' } (api-problems.ts). */
  facts: '/api/admin/facts',
  /** PUT { texts, revision } for one text. */
  text: withSegment('/api/admin/texts/:key'),
  /** POST { question, answer }; PUT …/:id { question, answer, revision }; DELETE …/:id; PUT …/order { ids }. */
  faq: '/api/admin/faq',
  faqEntry: withId('/api/admin/faq/:id'),
  faqOrder: '/api/admin/faq/order',
  /** POST a multipart file: a new photo (202, processed in the background); PUT …/order { ids }. */
  photos: '/api/admin/photos',
  photo: withId('/api/admin/photos/:id'),
  photoFile: withId('/api/admin/photos/:id/file'),
  photoAlt: withId('/api/admin/photos/:id/alt'),
  photoOrder: '/api/admin/photos/order',
  /** POST a multipart file: the video (MP4 with H.264, or WebM), or its poster (an image). */
  video: '/api/admin/video',
  poster: '/api/admin/poster',
} as const;

/** Between 1 and 10 photos: the carousel shows what there is, twice (docs/product.md, the photos). */
export const MAX_PHOTOS = 10;

export type LocaleTexts = Record<Locale, string>;
/** The forms a counted text takes in a language (Intl.PluralRules categories: one, few, many, other…). */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>>;
export type TextValue = string | PluralForms;

/** One text of the site, in every language. */
export interface SiteText {
  /** Dotted, as in the message files (home.details.heading); counted texts without their _one/_other. */
  key: string;
  texts: Record<Locale, TextValue>;
  /** The {{placeholders}} the text must keep (and the only ones it may use). */
  placeholders: string[];
  /** Only signed-in guests see it: its group is not declared public (common/message-groups.ts). */
  private: boolean;
  revision: number;
}

export interface FaqEntry {
  id: number;
  question: LocaleTexts;
  answer: LocaleTexts;
  revision: number;
}

export type PhotoStatus = 'processing' | 'ready' | 'failed';

export interface AdminPhoto {
  id: number;
  status: PhotoStatus;
  /** 0 to 100 while processing. */
  progress: number;
  alt: LocaleTexts;
  /** The renditions, once ready. */
  image: Photo | null;
  revision: number;
}

export interface AdminContent {
  facts: WeddingFacts;
  factsRevision: number;
  texts: SiteText[];
  faq: FaqEntry[];
  photos: AdminPhoto[];
  video: { src: string; type: string; poster: string };
}

/** 409: someone else saved first. The current version comes back, so nothing is lost silently. */
export interface ConflictAnswer<T> {
  error: 'Conflict';
  current: T;
}

const revision = z.number().check(z.int(), z.nonnegative());

/**
 * PUT CONTENT_API.facts: the facts as saved, with the revision the next save must name. A new time zone keeps the
 * answers' deadline at the same instant: `deadlineKept` is then the deadline as the new zone's clocks show it.
 */
export interface SavedFacts {
  facts: WeddingFacts;
  revision: number;
  deadlineKept?: RsvpDeadline;
}

/** Every fact, and only the facts the site knows: a field it does not know is a client's mistake (400), not dropped. */
export const factsUpdateSchema = z.strictObject({ facts: z.strictObject(weddingFactsSchema.shape), revision });
/** What the dashboard sends: the facts as the couple typed them (a year may be words), for the server to check. */
export type FactsUpdate = { facts: Record<keyof WeddingFacts, unknown>; revision: number };
/**
 * The limits of the couple's texts, in characters once cleaned (common/text-fields.ts): the server answers one over
 * with the field's problem. The schemas' ceilings are four times as long, so that only a request no form sends is
 * refused whole (400).
 */
export const SITE_TEXT_LIMIT = 5_000;
export const FAQ_LIMITS = { question: 1_000, answer: 10_000 } as const;
export const ALT_LIMIT = 500;
const ceiling = (limit: number) => limit * 4;
const pluralForms = z.partialRecord(z.enum(['zero', 'one', 'two', 'few', 'many', 'other']), z.string().check(z.maxLength(ceiling(SITE_TEXT_LIMIT))));
export const textUpdateSchema = z.strictObject({
  texts: z.strictObject(Object.fromEntries(LOCALES.map((l) => [l, z.union([z.string().check(z.maxLength(ceiling(SITE_TEXT_LIMIT))), pluralForms])])) as Record<Locale, z.ZodMiniUnion<[z.ZodMiniString, typeof pluralForms]>>),
  revision,
});
export type TextUpdate = z.infer<typeof textUpdateSchema>;
export const faqInputSchema = z.strictObject({ question: localeTexts(ceiling(FAQ_LIMITS.question)), answer: localeTexts(ceiling(FAQ_LIMITS.answer)) });
export type FaqInput = z.infer<typeof faqInputSchema>;
export const faqUpdateSchema = z.strictObject({ question: localeTexts(ceiling(FAQ_LIMITS.question)), answer: localeTexts(ceiling(FAQ_LIMITS.answer)), revision });
export type FaqUpdate = z.infer<typeof faqUpdateSchema>;
export const orderSchema = z.strictObject({ ids: z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(1_000)) });
export type OrderUpdate = z.infer<typeof orderSchema>;
export const altUpdateSchema = z.strictObject({ alt: localeTexts(ceiling(ALT_LIMIT)), revision });
export type AltUpdate = z.infer<typeof altUpdateSchema>;

/** The placeholders of a text: {{date}}, {{couple}}… */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!))].sort();
}

/** Puts one language's version of a text into a message tree: dotted keys nested, a counted text as key_one, key_few…. */
export function putText(tree: Messages, key: string, value: TextValue): void {
  const parts = key.split('.');
  let node = tree;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    node = typeof next === 'object' ? next : (node[part] = {});
  }
  const last = parts.at(-1)!;
  if (typeof value === 'string') node[last] = value;
  else for (const [form, text] of Object.entries(value)) node[`${last}_${form}`] = text ?? '';
}

/** The FAQ as guests reading `locale` get it: the entries asked in their language, in the couple's order. */
export function faqIn(entries: Array<Pick<FaqEntry, 'question' | 'answer'>>, locale: Locale): Array<{ question: string; answer: string }> {
  return entries.filter((entry) => entry.question[locale] !== '').map((entry) => ({ question: entry.question[locale], answer: entry.answer[locale] }));
}
