/**
 * What the texts screen sends the preview frame (/admin/preview, a page of its own in the same origin): the
 * guest's page to show, in which language, with the couple's unsaved texts. Only messages from this origin and
 * from the frame's parent are read.
 */
import type { Messages, SitePhoto } from '#common/api';
import type { Locale } from '#common/locales';
import type { PreviewPage } from '#common/message-groups';
import type { WeddingFacts } from '#common/wedding-facts';

export const PREVIEW_PATH = '/admin/preview';

export interface PreviewScene {
  type: 'show';
  page: PreviewPage;
  locale: Locale;
  messages: Messages;
  facts: WeddingFacts;
  photos: SitePhoto[];
  video: { src: string; type: string; poster: string };
  faq: Array<{ question: string; answer: string }>;
}

/** The frame tells its parent it is listening. */
export interface PreviewReady {
  type: 'preview-ready';
}
