import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '#common/locales';
import type { TextValue } from '#common/site-content';
import { speaksOfSaveTheDate, textsOfTheSaveTheDate } from './save-the-date-words';
import { INVITATION_SHARE_TEXTS } from './share-texts';

type Tree = { [key: string]: string | Tree };

/** The starting texts of a new site (content/messages), as the dashboard gets them: one entry per key, five languages. */
function startingTexts(): Array<{ key: string; texts: Record<Locale, TextValue> }> {
  const trees = Object.fromEntries(
    LOCALES.map((locale) => [locale, JSON.parse(fs.readFileSync(path.join(__dirname, '../../../../content/messages', `${locale}.json`), 'utf8')) as Tree]),
  ) as Record<Locale, Tree>;
  const keys = (tree: Tree, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([name, value]) => (typeof value === 'string' ? [`${prefix}${name}`] : keys(value, `${prefix}${name}.`)));
  const at = (tree: Tree, key: string) => key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part]!, tree) as string;
  return keys(trees.en).map((key) => ({ key, texts: Object.fromEntries(LOCALES.map((locale) => [locale, at(trees[locale], key)])) as Record<Locale, string> }));
}

describe('texts that speak of the Save the Date', () => {
  it('are found in every language of a new site: the title, the words over the photos, "save the date" and "the official invitation will follow"', () => {
    expect(textsOfTheSaveTheDate(startingTexts())).toEqual([
      { key: 'meta.title', locales: LOCALES },
      { key: 'common.carousel.saveOurDate', locales: LOCALES },
      { key: 'home.details.text.line4', locales: LOCALES },
      { key: 'home.details.text.line5', locales: LOCALES },
    ]);
  });

  it('are no longer listed in a language once the couple has rewritten them there', () => {
    const title = { key: 'meta.title', texts: { en: '{{couple}} · Our wedding', de: '{{couple}} · Save the Date', ro: '{{couple}} · Nunta noastră', ru: '{{couple}} · Наша свадьба', fr: '{{couple}} · Notre mariage' } };
    expect(textsOfTheSaveTheDate([title])).toEqual([{ key: 'meta.title', locales: ['de'] }]);
  });

  it('are found whatever the case, the accents and the hyphens, and in counted texts too', () => {
    for (const text of ['SAVE-THE-DATE', 'Rezervati data!', 'Merkt euch den Termin', 'Réservez cette date', 'ЗАПОМНИТЕ ДАТУ', 'suivront avec l’invitation officielle', 'Vă rugăm să vă notați data']) {
      expect(speaksOfSaveTheDate(text), text).toBe(true);
    }
    expect(speaksOfSaveTheDate({ one: '{{count}} day left', other: '{{count}} days to save the date' })).toBe(true);
  });

  it('leave the invitation’s own words alone', () => {
    for (const text of ['You’re invited', 'The invitation: the schedule and all the details', 'Einladung zur Hochzeit', 'Приглашение на свадьбу', 'Invitația: programul și toate detaliile', 'the date of the dinner', 'Sauvegardez vos réponses']) {
      expect(speaksOfSaveTheDate(text), text).toBe(false);
    }
    for (const locale of LOCALES) {
      expect(speaksOfSaveTheDate(INVITATION_SHARE_TEXTS[locale].message), locale).toBe(false);
      expect(speaksOfSaveTheDate(INVITATION_SHARE_TEXTS[locale].subject), locale).toBe(false);
    }
  });
});
