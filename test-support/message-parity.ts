/**
 * Checks that five message files say the same things (the guests' site in content/messages, the dashboard's in
 * web/src/admin/i18n/messages): the same keys, the same {{placeholders}}, the plural forms each language needs,
 * real translations rather than copied English, and each language's typography.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '#common/locales';

export type Tree = { [key: string]: string | Tree };
export type Translation = Exclude<Locale, 'en'>;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const baseKeys = (flat: Map<string, string>) => [...new Set([...flat.keys()].map((k) => k.replace(PLURAL_SUFFIX, '')))].sort();
const TRANSLATIONS = LOCALES.filter((l): l is Translation => l !== 'en');

/**
 * `sameAsEnglish`: the only messages that may read exactly as in en.json, by language and key, each with its
 * reason (a loanword the language really uses, a word both share, or no words at all).
 */
export function describeMessageParity(what: string, load: (locale: Locale) => Tree, sameAsEnglish: Record<Translation, Record<string, string>>) {
  const english = flatten(load('en'));

  describe.each(TRANSLATIONS)(`${what}: %s`, (locale) => {
    const flat = flatten(load(locale));

    it('has exactly the keys of en.json', () => {
      expect(baseKeys(flat)).toEqual(baseKeys(english));
    });

    it('uses the same placeholders as en.json in every message', () => {
      for (const [key, text] of flat) {
        const englishKey = english.has(key) ? key : key.replace(PLURAL_SUFFIX, '_other');
        expect(placeholders(text), key).toEqual(placeholders(english.get(englishKey) ?? ''));
      }
    });

    it('has every plural form the language needs, and no others', () => {
      const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories.sort();
      const plurals = [...flat.keys()].filter((k) => PLURAL_SUFFIX.test(k));
      const groups = new Set(plurals.map((k) => k.replace(PLURAL_SUFFIX, '')));
      expect(groups.size).toBeGreaterThan(0);
      for (const group of groups) {
        const forms = plurals.filter((k) => k.replace(PLURAL_SUFFIX, '') === group).map((k) => PLURAL_SUFFIX.exec(k)![1]!);
        expect(forms.sort(), group).toEqual(needed);
      }
    });

    it('is translated, not English copied', () => {
      const same = [...flat].filter(([key, text]) => english.get(key) === text && !Object.hasOwn(sameAsEnglish[locale], key));
      expect(same.map(([key]) => key)).toEqual([]);
    });

    it('lists as the same as English only messages that still are', () => {
      for (const key of Object.keys(sameAsEnglish[locale])) {
        expect(flat.get(key), key).toBeDefined();
        expect(flat.get(key), key).toBe(english.get(key));
      }
    });
  });

  describe(`${what}: typography`, () => {
    it('French: a narrow no-break space before ; ! ? and a no-break space before :', () => {
      for (const [key, text] of flatten(load('fr'))) {
        expect(text, key).not.toMatch(/(?<!\u202f)[;!?]/);
        expect(text, key).not.toMatch(/(?<!\u00a0):/);
        expect(text, key).not.toMatch(/\s\u202f|\u202f\s|\s\u00a0|\u00a0\s/); // never a second space beside it
      }
    });
    it('Russian: «ёлочки» quotes and em dashes, never straight or English quotes or an en dash', () => {
      for (const [key, text] of flatten(load('ru'))) expect(text, key).not.toMatch(/["“”„–]|\s-\s/);
    });
    it('Romanian: ș and ț with the comma below, and „…” quotes', () => {
      for (const [key, text] of flatten(load('ro'))) expect(text, key).not.toMatch(/[şţŞŢ"“«»]/);
    });
  });
}
