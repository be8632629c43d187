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

/** Every word of a language's card texts, both headings included. */
const wordsOf = (locale: Locale) => Object.values(CARD_TEXTS[locale]).flatMap((text: string | Record<string, string>) => (typeof text === 'string' ? text : Object.values(text))).join(' ');

describe('card texts', () => {
  it('are translated for every language, not English copied', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      expect(CARD_TEXTS[locale].scanOrType, locale).not.toBe(CARD_TEXTS.en.scanOrType);
      expect(CARD_TEXTS[locale].justForYou, locale).not.toBe(CARD_TEXTS.en.justForYou);
      expect(CARD_TEXTS[locale].pageTitle, locale).not.toBe(CARD_TEXTS.en.pageTitle);
      expect(CARD_TEXTS[locale].phoneHint, locale).not.toBe(CARD_TEXTS.en.phoneHint);
    }
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      for (const key of ['line', 'pageTitle', 'printHint', 'phoneHint'] as const) expect(CARD_TEXTS[locale].table[key], `${locale} table.${key}`).not.toBe(CARD_TEXTS.en.table[key]);
    }
    expect(CARD_TEXTS.de.scanOrType).toMatch(/\bgebt\b|\beuren?\b/); // "ihr/euch", as the site speaks to guests
    expect(CARD_TEXTS.de.table.line).toMatch(/\beure\b/);
    expect(CARD_TEXTS.ru.scanOrType).toMatch(/[а-я]/);
  });

  it('head the card with the words the site uses for "save the date"', () => {
    for (const locale of LOCALES) {
      const { title, carousel } = siteWords(locale);
      expect(title, locale).toBe(`{{couple}} · ${CARD_TEXTS[locale].heading.saveTheDate}`);
      // English keeps the spec's 'Save our Date' on the carousel; every other language uses one idiom for both.
      if (locale !== 'en') expect(carousel, locale).toBe(CARD_TEXTS[locale].heading.saveTheDate);
    }
  });

  it('head the card with the invitation, in each language’s one word for it, once the site shows the invitation', () => {
    const invitationWord: Record<Locale, RegExp> = { en: /\binvitation\b/i, de: /\bEinladung\b/, ro: /\bInvitație\b/i, ru: /Приглашение/i, fr: /\binvitation\b/i };
    for (const locale of LOCALES) {
      const heading = CARD_TEXTS[locale].heading.invitation;
      expect(heading, locale).toMatch(invitationWord[locale]);
      expect(heading, locale).not.toBe(CARD_TEXTS[locale].heading.saveTheDate);
    }
  });

  it('name on every card what it leads to as the site stands: the Save the Date, or the invitation', () => {
    const cards = [
      { name: 'Élise', locale: 'fr' as const, link: 'https://wedding.example/login?token=a', qrSvg: '<svg></svg>' },
      { name: 'Мария', locale: 'ru' as const, link: 'https://wedding.example/login?token=b', qrSvg: '<svg></svg>' },
    ];
    const before = renderCardPage({ kind: 'guests', coupleNames: 'Ana & Ion', locale: 'ro', phase: 'saveTheDate', cards });
    const after = renderCardPage({ kind: 'guests', coupleNames: 'Ana & Ion', locale: 'ro', phase: 'invitation', cards });
    for (const locale of ['fr', 'ru'] as const) {
      expect(before).toContain(`<p class="heading">${CARD_TEXTS[locale].heading.saveTheDate} · Ana &amp; Ion</p>`);
      expect(after).toContain(`<p class="heading">${CARD_TEXTS[locale].heading.invitation} · Ana &amp; Ion</p>`);
      expect(after).not.toContain(CARD_TEXTS[locale].heading.saveTheDate);
    }
  });

  it('space French punctuation the French way', () => {
    const french = wordsOf('fr');
    expect(french).not.toMatch(/(?<!\u202f)[;!?]/); // a narrow no-break space before ; ! ?
    expect(french).not.toMatch(/(?<!\u00a0):/); // a no-break space before :
    expect(french).toMatch(/\u202f;/);
  });

  it('separate Russian clauses with an em dash, never an en dash or a hyphen', () => {
    const russian = wordsOf('ru');
    expect(russian).not.toMatch(/–|\s-\s/);
    expect(russian).toMatch(/\u00a0— /);
  });

  it('write Romanian ș and ț with the comma below, never the Turkish cedilla', () => {
    const romanian = wordsOf('ro');
    expect(romanian).not.toMatch(/[şţŞŢ]/);
    expect(romanian).toMatch(/[șț]/);
  });

  it('put the page’s words in the page’s language (the couple’s) and each card’s in its guest’s', () => {
    const html = renderCardPage({
      kind: 'guests',
      coupleNames: 'Ana & Ion',
      locale: 'ro',
      phase: 'saveTheDate',
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

  it('say on every card, in its guest’s language, the last day the link works; nothing while links never end', () => {
    const cards = [
      { name: 'Élise', locale: 'fr' as const, link: 'https://wedding.example/login?token=a', qrSvg: '<svg></svg>' },
      { name: 'Мария', locale: 'ru' as const, link: 'https://wedding.example/login?token=b', qrSvg: '<svg></svg>' },
      { name: 'Jonas', locale: 'de' as const, link: 'https://wedding.example/login?token=c', qrSvg: '<svg></svg>' },
    ];
    const html = renderCardPage({ kind: 'guests', coupleNames: 'Ana & Ion', locale: 'en', phase: 'saveTheDate', linksUntil: '2026-08-22', cards });
    expect(html).toContain('Il fonctionne jusqu’au 22 août 2026 inclus.');
    expect(html).toContain('Она работает до 22 августа 2026 года включительно.');
    expect(html).toContain('Er funktioniert bis einschließlich 22. August 2026.');
    for (const locale of LOCALES) expect(CARD_TEXTS[locale].worksUntil, locale).toContain('{date}');
    const never = renderCardPage({ kind: 'guests', coupleNames: 'Ana & Ion', locale: 'en', phase: 'saveTheDate', cards });
    expect(never).toContain(`<p class="private">${CARD_TEXTS.fr.justForYou}</p>`);
    expect(never).not.toMatch(/fonctionne jusqu|включительно|einschließlich/);
  });

  it('stack the cards on a narrow screen and keep the printed sheets of two columns', () => {
    const html = renderCardPage({ kind: 'guests', coupleNames: 'A & B', locale: 'en', phase: 'saveTheDate', cards: [] });
    const narrow = /@media screen and \(max-width: [^)]+\) \{([\s\S]*?)\n\}/.exec(html)?.[1] ?? '';
    expect(narrow).toMatch(/\.sheet \{[^}]*grid-template-columns: min\(85mm, 100%\)/);
    expect(narrow).toMatch(/\.phone-hint \{ display: block/);
    expect(html).toMatch(/\n\.sheet \{[^}]*grid-template-columns: repeat\(2, 85mm\)/);
  });
});
