/**
 * The Texts screen's search: a word of a text in the chosen languages or in English, or of its name on the
 * screen, finds it (case and accents ignored: "povestea" finds "Povestea", "ёлка" finds "елка").
 */
import type { Locale } from '#common/locales';
import type { TextValue } from '#common/site-content';
import { normalize } from '../../components/time-zone-search';
import { itemValue, type Drafts, type TextItem } from './text-items';

const words = (value: TextValue) => (typeof value === 'string' ? value : Object.values(value).join(' '));

/** The items whose text (in `locales` and English) or name holds every word of `query`. */
export function searchItems(items: readonly TextItem[], query: string, locales: readonly Locale[], drafts: Drafts, nameOf: (item: TextItem) => string): TextItem[] {
  const wanted = normalize(query).split(' ').filter(Boolean);
  if (wanted.length === 0) return [];
  const searched = [...new Set<Locale>([...locales, 'en'])];
  return items.filter((item) => {
    const haystack = normalize([nameOf(item), ...searched.map((locale) => words(itemValue(item, locale, drafts)))].join(' '));
    return wanted.every((word) => haystack.includes(word));
  });
}
