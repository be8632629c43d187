import { describe, expect, it } from 'vitest';
import { LOCALES } from '#common/locales';
import { CARD_TEXTS } from './card-texts';

describe('card texts', () => {
  it('are translated for every language, not English copied', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      expect(CARD_TEXTS[locale].scanOrType, locale).not.toBe(CARD_TEXTS.en.scanOrType);
      expect(CARD_TEXTS[locale].justForYou, locale).not.toBe(CARD_TEXTS.en.justForYou);
      expect(CARD_TEXTS[locale].pageTitle, locale).not.toBe(CARD_TEXTS.en.pageTitle);
    }
    expect(CARD_TEXTS.de.scanOrType).toMatch(/\bgebt\b|\beuren?\b/); // "ihr/euch", as the site speaks to guests
    expect(CARD_TEXTS.ru.scanOrType).toMatch(/[а-я]/);
  });

  it('write Romanian ș and ț with the comma below, never the Turkish cedilla', () => {
    const romanian = Object.values(CARD_TEXTS.ro).join(' ');
    expect(romanian).not.toMatch(/[şţŞŢ]/);
    expect(romanian).toMatch(/[șț]/);
  });
});
