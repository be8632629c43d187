import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '#common/locales';
import { renderCardPage } from './card-page';
import { CARD_TEXTS } from './card-texts';

/** The site's own words for "save the date": the page title after the names, and the carousel heading. */
function siteWords(locale: Locale): { title: string; carousel: string } {
  const file = path.join(__dirname, '..', '..', 'content', 'messages', `${locale}.json`);
  const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    meta: { title: string };
    common: { carousel: { saveOurDate: string } };
  };
  return { title: messages.meta.title, carousel: messages.common.carousel.saveOurDate };
}

describe('card texts', () => {
  it('are translated for every language, not English copied', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      expect(CARD_TEXTS[locale].scanOrType, locale).not.toBe(CARD_TEXTS.en.scanOrType);
      expect(CARD_TEXTS[locale].justForYou, locale).not.toBe(CARD_TEXTS.en.justForYou);
      expect(CARD_TEXTS[locale].pageTitle, locale).not.toBe(CARD_TEXTS.en.pageTitle);
      expect(CARD_TEXTS[locale].phoneHint, locale).not.toBe(CARD_TEXTS.en.phoneHint);
    }
    expect(CARD_TEXTS.de.scanOrType).toMatch(/\bgebt\b|\beuren?\b/); // "ihr/euch", as the site speaks to guests
    expect(CARD_TEXTS.ru.scanOrType).toMatch(/[а-я]/);
  });

  it('head the card with the words the site uses for "save the date"', () => {
    for (const locale of LOCALES) {
      const { title, carousel } = siteWords(locale);
      expect(title, locale).toBe(`{{couple}} · ${CARD_TEXTS[locale].heading}`);
      // English keeps the spec's 'Save our Date' on the carousel; every other language uses one idiom for both.
      if (locale !== 'en') expect(carousel, locale).toBe(CARD_TEXTS[locale].heading);
    }
  });

  it('space French punctuation the French way', () => {
    const french = Object.values(CARD_TEXTS.fr).join(' ');
    expect(french).not.toMatch(/(?<!\u202f)[;!?]/); // a narrow no-break space before ; ! ?
    expect(french).not.toMatch(/(?<!\u00a0):/); // a no-break space before :
    expect(french).toMatch(/\u202f;/);
  });

  it('separate Russian clauses with an em dash, never an en dash or a hyphen', () => {
    const russian = Object.values(CARD_TEXTS.ru).join(' ');
    expect(russian).not.toMatch(/–|\s-\s/);
    expect(russian).toMatch(/\u00a0— /);
  });

  it('write Romanian ș and ț with the comma below, never the Turkish cedilla', () => {
    const romanian = Object.values(CARD_TEXTS.ro).join(' ');
    expect(romanian).not.toMatch(/[şţŞŢ]/);
    expect(romanian).toMatch(/[șț]/);
  });

  it('put the page’s words in the page’s language (the couple’s) and each card’s in its guest’s', () => {
    const html = renderCardPage({
      coupleNames: 'Ana & Ion',
      locale: 'ro',
      cards: [
        { name: 'Élise', locale: 'fr', link: 'https://wedding.example/login?token=a', qrSvg: '<svg></svg>' },
        { name: 'Мария', locale: 'ru', link: 'https://wedding.example/login?token=b', qrSvg: '<svg></svg>' },
      ],
    });
    expect(html).toContain('<html lang="ro">');
    expect(html).toContain(`<title>Ana &amp; Ion · ${CARD_TEXTS.ro.pageTitle}</title>`);
    expect(html).toContain(CARD_TEXTS.ro.printHint);
    expect(html).toContain(CARD_TEXTS.ro.phoneHint);
    expect(html).toContain('<article class="card" lang="fr">');
    expect(html).toContain(CARD_TEXTS.fr.justForYou);
    expect(html).toContain(CARD_TEXTS.ru.justForYou);
    expect(html).not.toContain(CARD_TEXTS.ro.justForYou);
  });

  it('stack the cards on a narrow screen and keep the printed sheets of two columns', () => {
    const html = renderCardPage({ coupleNames: 'A & B', locale: 'en', cards: [] });
    const narrow = /@media screen and \(max-width: [^)]+\) \{([\s\S]*?)\n\}/.exec(html)?.[1] ?? '';
    expect(narrow).toMatch(/\.sheet \{[^}]*grid-template-columns: min\(85mm, 100%\)/);
    expect(narrow).toMatch(/\.phone-hint \{ display: block/);
    expect(html).toMatch(/\n\.sheet \{[^}]*grid-template-columns: repeat\(2, 85mm\)/);
  });
});
