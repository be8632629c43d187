import { describe, expect, it } from 'vitest';
import { detectLocale } from './locales';

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
  it('reduces a stored tag too', () => {
    expect(detectLocale('RO-md', 'en')).toBe('ro');
  });
});
