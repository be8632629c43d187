/**
 * The five message files must say the same things: the same keys, the same {{placeholders}}, the plural
 * forms each language needs, and real translations rather than copied English.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '#common/locales';

type Tree = { [key: string]: string | Tree };
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function load(locale: string): Tree {
  return JSON.parse(fs.readFileSync(path.join(__dirname, 'messages', `${locale}.json`), 'utf8')) as Tree;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
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
const english = flatten(load('en'));

type Translation = Exclude<Locale, 'en'>;
const TRANSLATIONS = LOCALES.filter((l): l is Translation => l !== 'en');

/**
 * The only messages that may read exactly as in en.json, by language and key, each with its reason: a loanword
 * the language really uses, a word both languages share, or no words at all. Any other message identical to the
 * English one is English copied, however short.
 */
const SAME_AS_ENGLISH: Record<Translation, Record<string, string>> = {
  de: {
    'meta.title': '"Save the Date" is the loanword German invitations use',
    'navigation.faq': '"FAQ" is what German sites call their questions page',
    'footer.message': 'names, © and the year: nothing to translate',
  },
  ro: {
    'footer.message': 'names, © and the year: nothing to translate',
  },
  ru: {
    'footer.message': 'names, © and the year: nothing to translate',
  },
  fr: {
    'navigation.menu': '"Menu" is the French word as well',
    'navigation.faq': '"FAQ" (foire aux questions) is what French sites call their questions page',
    'home.details.countdown.minutes_one': '"minute" is the French word as well',
    'home.details.countdown.minutes_other': '"minutes" is the French word as well',
    'footer.message': 'names, © and the year: nothing to translate',
  },
};

describe.each(TRANSLATIONS)('messages/%s.json', (locale) => {
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
    const same = [...flat].filter(([key, text]) => english.get(key) === text && !Object.hasOwn(SAME_AS_ENGLISH[locale], key));
    expect(same.map(([key]) => key)).toEqual([]);
  });

  it('lists as the same as English only messages that still are', () => {
    for (const key of Object.keys(SAME_AS_ENGLISH[locale])) {
      expect(flat.get(key), key).toBeDefined();
      expect(flat.get(key), key).toBe(english.get(key));
    }
  });
});

describe('typography', () => {
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

describe('the letter of the story', () => {
  // Each line is a paragraph of its own. German (and English) go on in lower case after the greeting's comma;
  // Romanian, French and Russian begin the next paragraph with a capital, and Russian greets with "!".
  it.each(['ro', 'fr', 'ru'])('%s begins the line after the greeting with a capital', (locale) => {
    const line2 = flatten(load(locale)).get('home.details.text.line2') ?? '';
    expect(line2.charAt(0)).toMatch(/\p{Lu}/u);
  });
  it('de goes on in lower case after the greeting', () => {
    expect(flatten(load('de')).get('home.details.text.line2')?.charAt(0)).toMatch(/\p{Ll}/u);
  });
  it('ru ends the greeting with "!"', () => {
    expect(flatten(load('ru')).get('home.details.text.line1')).toMatch(/!$/);
  });
});

describe('the wordings the spec fixes', () => {
  it('has the English texts of the spec', () => {
    expect(english.get('login.errorUnauthorized')).toBe('Incorrect password or not authorized.');
    expect(english.get('login.errorGeneric')).toBe('Error during login.');
    expect(english.get('common.carousel.saveOurDate')).toBe('Save our Date');
    expect(english.get('home.details.heading')).toBe('We say yes!');
    expect(english.get('home.details.countdown.theBigDayIsHere')).toBe('The big day is here!');
    expect(english.get('home.video.fallback')).toBe('Your browser does not support the video tag.');
  });
  it('has alt texts 1 to 10 and seven detail lines', () => {
    for (let i = 1; i <= 10; i++) expect(english.get(`common.carousel.alt${i}`)).toBeTruthy();
    for (let i = 1; i <= 7; i++) expect(english.get(`home.details.text.line${i}`)).toBeTruthy();
  });
  it('says in German that the password is wrong or the visitor not authorized', () => {
    expect(flatten(load('de')).get('login.errorUnauthorized')).toMatch(/Passwort.*nicht autorisiert/);
  });
});
