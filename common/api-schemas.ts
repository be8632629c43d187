/**
 * The shapes of the API's answers, checked where the data enters: the server's content files (wedding-content.ts)
 * and the server's tests of its answers. The guests' app imports only the inferred types (docs/decisions/0015).
 */
import * as z from 'zod/mini';
import { LOCALES } from './locales';

const localeSchema = z.enum(LOCALES);

/** Messages of one locale: nested groups of strings, as in content/messages/<locale>.json. */
export type Messages = { [key: string]: string | Messages };
export const messagesSchema: z.ZodMiniType<Messages> = z.record(
  z.string(),
  z.union([z.string(), z.lazy(() => messagesSchema)]),
);

const photoSchema = z.object({
  width: z.number(),
  height: z.number(),
  /** Modern formats first: the browser takes the first it supports. */
  sources: z.array(z.object({ type: z.string(), srcset: z.string() })),
  /** A JPEG every browser can show. */
  src: z.string(),
});
export type Photo = z.infer<typeof photoSchema>;

/** A carousel photo as guests get it: the renditions and its alt text in their language. */
const sitePhotoSchema = z.extend(photoSchema, { alt: z.string() });
export type SitePhoto = z.infer<typeof sitePhotoSchema>;

export const siteSchema = z.object({
  locale: localeSchema,
  coupleNames: z.string(),
  copyrightYear: z.number(),
  messages: messagesSchema,
  photos: z.array(sitePhotoSchema),
});
export type Site = z.infer<typeof siteSchema>;

export const contentSchema = z.object({
  locale: localeSchema,
  /** The wedding day as YYYY-MM-DD, in the venue's time zone. */
  weddingDate: z.string(),
  timeZone: z.string(),
  storyBeganYear: z.number(),
  messages: messagesSchema,
  /**
   * The couple's questions and answers; none written, the FAQ page shows its placeholder text (faq.text;
   * docs/product.md, the FAQ).
   */
  faq: z.array(z.object({ question: z.string(), answer: z.string() })),
  video: z.object({ src: z.string(), type: z.string(), poster: z.string() }),
  /**
   * True once the couple has switched the site to the invitation (issue 19): the guests' app then shows the
   * invitation's pages (common/invitation-api.ts). Absent or false: the Save the Date only.
   */
  invitation: z.optional(z.boolean()),
  /**
   * True when the visitor signed in with a personal link, as a household: only a household has an answer to give,
   * so only then does the home page ask for it (GET /api/rsvp, which refuses the shared password with a 403 that a
   * browser would log). Absent or false: the shared password, or the couple's preview.
   */
  household: z.optional(z.boolean()),
  /**
   * True while guests may add the day's photos (issue 39: inside the window the couple set): the home page and the
   * menu then offer "Add your photos". Carried here so the guests' first load needs no request of its own for it.
   */
  photosOpen: z.optional(z.boolean()),
});
export type Content = z.infer<typeof contentSchema>;

