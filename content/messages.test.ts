/**
 * The five message files of the guests' site must say the same things (test-support/message-parity.ts), and
 * say what docs/product.md fixes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeMessageParity, flatten, type Translation, type Tree } from '../test-support/message-parity';

function load(locale: string): Tree {
  return JSON.parse(fs.readFileSync(path.join(__dirname, 'messages', `${locale}.json`), 'utf8')) as Tree;
}

const english = flatten(load('en'));

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
    'rsvp.dietary.vegan': '"vegan" is the German word as well',
    'rsvp.dietary.halal': '"halal" is the word German menus use',
    'rsvp.issues.item': 'placeholders and a colon: nothing to translate',
    'invitation.event.outlook': 'a product’s name',
    'photos.videoAt': '"Video" is the German word as well',
    'photoUpload.video': '"Video" is the German word as well',
  },
  ro: {
    'footer.message': 'names, © and the year: nothing to translate',
    'rsvp.dietary.vegetarian': '"vegetarian" is the Romanian word as well',
    'rsvp.dietary.vegan': '"vegan" is the Romanian word as well',
    'rsvp.dietary.halal': '"halal" is the word Romanian menus use',
    'rsvp.issues.item': 'placeholders and a colon: nothing to translate',
    'invitation.event.google': 'the product’s name in Romanian too',
    'invitation.event.outlook': 'a product’s name',
  },
  ru: {
    'footer.message': 'names, © and the year: nothing to translate',
    'rsvp.issues.item': 'placeholders and a colon: nothing to translate',
    'invitation.event.outlook': 'a product’s name',
  },
  fr: {
    'navigation.menu': '"Menu" is the French word as well',
    'navigation.faq': '"FAQ" (foire aux questions) is what French sites call their questions page',
    'home.details.countdown.minutes_one': '"minute" is the French word as well',
    'home.details.countdown.minutes_other': '"minutes" is the French word as well',
    'footer.message': 'names, © and the year: nothing to translate',
    'rsvp.dietary.halal': '"halal" is the word French menus use',
    'invitation.event.outlook': 'a product’s name',
    'photos.photoAt': '"Photo" is the French word as well',
    'photoUpload.photo': '"Photo" is the French word as well',
  },
};

describeMessageParity('content/messages', load, SAME_AS_ENGLISH);

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
