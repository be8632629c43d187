/**
 * The Texts screen shows a page's texts in the order a guest meets them (the order the site keeps them in), and a
 * paragraph the site stores as lines (the story: home.details.text.line1…line7) as one item, edited as one field.
 */
import { sectionOfTextKey, type TextSectionId } from '#common/message-groups';
import { LOCALES, type Locale } from '#common/locales';
import type { SiteText, TextValue } from '#common/site-content';
import { textFlags, type TextFlag } from '../../components/text-flags';

/** Texts stored as lines but read as one paragraph of lines: each is one field on the screen. */
export const PARAGRAPHS = [
  { id: 'story', keys: [1, 2, 3, 4, 5, 6, 7].map((n) => `home.details.text.line${n}`) },
] as const satisfies ReadonlyArray<{ id: string; keys: readonly string[] }>;
export type ParagraphId = (typeof PARAGRAPHS)[number]['id'];

export type TextItem = { kind: 'text'; text: SiteText } | { kind: 'paragraph'; id: ParagraphId; lines: SiteText[] };

/** What names an item on the screen and in a React list: its key, or its paragraph's id. */
export const itemId = (item: TextItem): string => (item.kind === 'text' ? item.text.key : item.id);

/** The paragraph a text is a line of, if any. */
export const paragraphOf = (key: string) => PARAGRAPHS.find((paragraph) => (paragraph.keys as readonly string[]).includes(key));

/**
 * The items of one section of the screen (every section when none is given), in the site's order: a paragraph
 * takes the place of its first line, with its lines in their own order.
 */
export function itemsOf(texts: readonly SiteText[], section?: TextSectionId): TextItem[] {
  const items: TextItem[] = [];
  const placed = new Set<string>();
  for (const text of texts) {
    if (section !== undefined && sectionOfTextKey(text.key) !== section) continue;
    const paragraph = paragraphOf(text.key);
    if (!paragraph) {
      items.push({ kind: 'text', text });
      continue;
    }
    if (placed.has(paragraph.id)) continue;
    placed.add(paragraph.id);
    const lines = paragraph.keys.flatMap((key) => texts.filter((line) => line.key === key));
    items.push({ kind: 'paragraph', id: paragraph.id, lines });
  }
  return items;
}

/** A paragraph's lines as one text, one line per line; empty lines at its end left out. */
export function joinLines(lines: readonly string[]): string {
  return lines.join('\n').replace(/\n+$/, '');
}

/**
 * One text back into its `count` lines: missing lines are empty; more lines than the site has is refused
 * (`tooMany`), empty ones at the end aside, rather than joined in a way the couple did not write.
 */
export function splitLines(paragraph: string, count: number): { lines: string[]; tooMany: boolean } {
  const lines = paragraph.replace(/\r\n?/g, '\n').split('\n');
  while (lines.length > count && lines.at(-1)!.trim() === '') lines.pop();
  if (lines.length > count) return { lines: lines.slice(0, count), tooMany: true };
  return { lines: [...lines, ...Array<string>(count - lines.length).fill('')], tooMany: false };
}

/** The five languages of a text as they stand on the screen: the couple's changes, else what is saved. */
export type Drafts = ReadonlyMap<string, Record<Locale, TextValue>>;

/** An item's value in one language: a paragraph's lines joined. */
export function itemValue(item: TextItem, locale: Locale, drafts: Drafts): TextValue {
  if (item.kind === 'text') return (drafts.get(item.text.key) ?? item.text.texts)[locale];
  return joinLines(item.lines.map((line) => String((drafts.get(line.key) ?? line.texts)[locale])));
}

/** An item in the five languages, as it stands on the screen. */
const itemTexts = (item: TextItem, drafts: Drafts) => Object.fromEntries(LOCALES.map((locale) => [locale, itemValue(item, locale, drafts)])) as Record<Locale, TextValue>;

/** What is worth a look in `locale` (empty, or the same as another language: text-flags.ts), if anything. */
export const itemFlag = (item: TextItem, locale: Locale, drafts: Drafts): TextFlag | undefined => textFlags(itemTexts(item, drafts))[locale];
