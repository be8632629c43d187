import { describe, expect, it } from 'vitest';
import { detectLocale, filledTexts, textsFor } from './locales';

describe('detectLocale (docs/product.md, the language rule)', () => {
  it('takes the stored locale first', () => {
    expect(detectLocale('ro', 'fr-FR')).toBe('ro');
  });
  it('falls back to the browser language, cut at the hyphen and lowercased', () => {
    expect(detectLocale(null, 'fr-FR')).toBe('fr');
    expect(detectLocale(null, 'EN-us')).toBe('en');
    expect(detectLocale('', 'ru')).toBe('ru');
  });
  it('uses German when the result is not one of the five', () => {
    expect(detectLocale(null, 'es-ES')).toBe('de');
    expect(detectLocale(null, null)).toBe('de');
    expect(detectLocale(null, '')).toBe('de');
  });
  it('uses German for an invalid stored value instead of looking further', () => {
    expect(detectLocale('xx', 'fr-FR')).toBe('de');
  });
  it("uses the couple's language of a first visit instead of German when they chose one", () => {
    expect(detectLocale(null, 'it-IT', 'ro')).toBe('ro');
    expect(detectLocale('xx', 'it-IT', 'fr')).toBe('fr');
    expect(detectLocale(null, null, 'en')).toBe('en');
    // A language the site has still wins over the setting.
    expect(detectLocale(null, 'ru-RU', 'ro')).toBe('ru');
  });
  it('reduces a stored tag too', () => {
    expect(detectLocale('RO-md', 'en')).toBe('ro');
  });
});

describe('textsFor: a text the couple wrote in some languages, read in the one order every place uses', () => {
  const title = { de: '', en: 'Dinner', ro: 'Cina', ru: 'Ужин', fr: '  ' };
  it('takes the reader’s language', () => {
    expect(textsFor('ru', 'ro')(title)).toBe('Ужин');
  });
  it('else the site’s language: the couple writes in it first', () => {
    expect(textsFor('fr', 'ro')(title)).toBe('Cina');
    expect(textsFor('de', 'ro')(title)).toBe('Cina');
  });
  it('else German, the product’s default, then the five in their order (de, en, ro, ru, fr)', () => {
    expect(textsFor('fr', 'fr')({ ...title, de: 'Abendessen' })).toBe('Abendessen');
    expect(textsFor('fr', 'de')(title)).toBe('Dinner');
    expect(textsFor('de', 'fr')({ ...title, en: '' })).toBe('Cina');
    expect(textsFor('ru', 'en')({ de: '', en: '', ro: '', ru: '', fr: 'Dîner' })).toBe('Dîner');
  });
  it('counts a text of spaces as missing, and gives what it found without the spaces around it', () => {
    expect(textsFor('fr', 'fr')(title)).toBe('Dinner');
    expect(textsFor('ru', 'ro')({ ...title, ru: ' Ужин\n' })).toBe('Ужин');
  });
  it('gives an empty text when no language has one, so the caller names the thing its own way', () => {
    expect(textsFor('en', 'ro')({ de: '', en: ' ', ro: '', ru: '', fr: '' })).toBe('');
    expect(textsFor('en', 'de')({})).toBe('');
  });
});

describe('filledTexts: what the guests’ pages receive', () => {
  it('fills each language as that reader reads it, and keeps what the couple wrote', () => {
    expect(filledTexts({ de: '', en: 'Civil ceremony', ro: 'Cununia civilă', ru: '', fr: '' }, 'ro')).toEqual({
      de: 'Cununia civilă',
      en: 'Civil ceremony',
      ro: 'Cununia civilă',
      ru: 'Cununia civilă',
      fr: 'Cununia civilă',
    });
    expect(filledTexts({ de: '', en: 'Civil ceremony', ro: 'Cununia civilă', ru: '', fr: '' }, 'fr')).toEqual({
      de: 'Civil ceremony',
      en: 'Civil ceremony',
      ro: 'Cununia civilă',
      ru: 'Civil ceremony',
      fr: 'Civil ceremony',
    });
  });
});
