import type { Messages } from '#common/api';
import type { Locale } from '#common/locales';
import { putText, type SiteText, type TextValue } from '#common/site-content';

/**
 * The message tree of one language, as /api/content gives it to guests, from the texts shown on the screen
 * (unsaved changes included).
 */
export function messagesOf(texts: SiteText[], drafts: ReadonlyMap<string, Record<Locale, TextValue>>, locale: Locale): Messages {
  const tree: Messages = {};
  for (const text of texts) putText(tree, text.key, (drafts.get(text.key) ?? text.texts)[locale]);
  return tree;
}
