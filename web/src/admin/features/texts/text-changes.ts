/**
 * One Save for everything changed on the Texts screen: the paragraphs as typed (one text of lines per language)
 * become their lines' texts, and only the texts that differ from what is saved are sent, each with the revision
 * it was changed from (the server still checks each text on its own).
 */
import type { Locale } from '#common/locales';
import type { SiteText, TextUpdate, TextValue } from '#common/site-content';
import { PARAGRAPHS, splitLines, type Drafts, type ParagraphId } from './text-items';

/** A paragraph typed in one language, kept as typed (its trailing new line too) until it is saved. */
export type ParagraphDrafts = ReadonlyMap<`${ParagraphId}:${Locale}`, string>;
export const paragraphDraftKey = (id: ParagraphId, locale: Locale) => `${id}:${locale}` as const;

/**
 * The drafts of single texts with the typed paragraphs split into their lines, and the paragraphs that have more
 * lines than the site has (they are not sent: the couple is told beside the field).
 */
export function draftsWithParagraphs(texts: readonly SiteText[], drafts: Drafts, paragraphs: ParagraphDrafts): { drafts: Drafts; tooLong: Array<{ id: ParagraphId; locale: Locale }> } {
  const next = new Map(drafts);
  const tooLong: Array<{ id: ParagraphId; locale: Locale }> = [];
  for (const [draftKey, typed] of paragraphs) {
    const [id, locale] = draftKey.split(':') as [ParagraphId, Locale];
    const keys = PARAGRAPHS.find((paragraph) => paragraph.id === id)!.keys;
    const { lines, tooMany } = splitLines(typed, keys.length);
    if (tooMany) tooLong.push({ id, locale });
    keys.forEach((key, index) => {
      const saved = texts.find((text) => text.key === key);
      if (!saved) return;
      next.set(key, { ...(next.get(key) ?? saved.texts), [locale]: lines[index]! });
    });
  }
  return { drafts: next, tooLong };
}

const same = (a: Record<Locale, TextValue>, b: Record<Locale, TextValue>) => JSON.stringify(a) === JSON.stringify(b);

/** The texts to send: those whose draft differs from what is saved, in the screen's order. */
export function changedTexts(texts: readonly SiteText[], drafts: Drafts): Array<{ key: string; update: TextUpdate }> {
  return texts.flatMap((text) => {
    const draft = drafts.get(text.key);
    return draft && !same(draft, text.texts) ? [{ key: text.key, update: { texts: draft, revision: text.revision } }] : [];
  });
}
