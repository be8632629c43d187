import { describe, expect, it } from 'vitest';
import { detectLocale, textIn } from './locales';

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

describe('textIn: a text the couple wrote in five languages, in the one order every screen and route uses', () => {
  const title = { de: '', en: 'Dinner', ro: 'Cina', ru: 'Ужин', fr: '  ' };
  it('takes the language asked for', () => {
    expect(textIn(title, 'ru')).toBe('Ужин');
  });
  it('else the site’s default language: the couple writes in it first', () => {
    expect(textIn(title, 'fr', 'ro')).toBe('Cina');
    expect(textIn(title, 'ru', 'ro')).toBe('Ужин');
  });
  it('else German, the product’s default, then the five in their order (de, en, ro, ru, fr)', () => {
    expect(textIn({ ...title, de: 'Abendessen' }, 'fr')).toBe('Abendessen');
    expect(textIn(title, 'fr')).toBe('Dinner');
    expect(textIn(title, 'fr', 'de')).toBe('Dinner');
    expect(textIn({ ...title, en: '' }, 'de')).toBe('Cina');
    expect(textIn({ de: '', en: '', ro: '', ru: '', fr: 'Dîner' }, 'ru', 'en')).toBe('Dîner');
  });
  it('counts a text of spaces as missing, and gives what it found without the spaces around it', () => {
    expect(textIn(title, 'fr', 'fr')).toBe('Dinner');
    expect(textIn({ ...title, ru: ' Ужин\n' }, 'ru')).toBe('Ужин');
  });
  it('gives an empty text when no language has one, so the caller names the thing its own way', () => {
    expect(textIn({ de: '', en: ' ', ro: '', ru: '', fr: '' }, 'en', 'ro')).toBe('');
    expect(textIn({}, 'en')).toBe('');
  });
});
