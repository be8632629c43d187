import { LOCALES, type TextIn } from '#common/locales';
import type { SiteText, TextValue } from '#common/site-content';
import type { useT } from '../i18n/admin-i18n';

type T = ReturnType<typeof useT>['t'];

/** How far a text's own words are quoted when it has no name on the screen. */
const QUOTED = 60;

/** A text as the couple knows it: its name on the Texts screen, or else its own words quoted as `textIn` reads them (useTextIn), never its key. */
export function textName(t: T, textIn: TextIn, text: Pick<SiteText, 'key' | 'texts'>): string {
  const named = t(`textNames.${text.key}`, { defaultValue: '' });
  if (named) return named;
  const words = textIn(Object.fromEntries(LOCALES.map((l) => [l, plain(text.texts[l])])));
  return quote(t, words);
}

// A counted text is called by its form for many.
const plain = (value: TextValue) => (typeof value === 'string' ? value : (value.other ?? ''));
const quote = (t: T, words: string) => t('textFinder.unnamed', { words: words.length > QUOTED ? `${words.slice(0, QUOTED - 1)}…` : words });

/** A text by its own words in one language, quoted (issue 37: "“Save the date! …”", where its name says "Line 4"). */
export function textWords(t: T, value: TextValue): string {
  return quote(t, plain(value).trim());
}
