import { describe, expect, it } from 'vitest';
import type { Locale } from '#common/locales';
import type { SiteText, TextValue } from '#common/site-content';
import { changedTexts, draftsWithParagraphs, paragraphDraftKey } from './text-changes';
import { itemFlag, itemId, itemsOf, itemValue, joinLines, splitLines } from './text-items';
import { searchItems } from './text-search';

const all = (en: TextValue, others: Partial<Record<Locale, TextValue>> = {}): Record<Locale, TextValue> => ({ de: `de ${String(en)}`, en, ro: `ro ${String(en)}`, ru: `ru ${String(en)}`, fr: `fr ${String(en)}`, ...others });
const text = (key: string, en: TextValue, others: Partial<Record<Locale, TextValue>> = {}, revision = 1): SiteText => ({ key, texts: all(en, others), placeholders: [], private: true, revision });
const story = [1, 2, 3, 4, 5, 6, 7].map((n) => text(`home.details.text.line${n}`, `Line ${n}`, { ro: `Rândul ${n}` }));
const texts = [text('login.password', 'Password'), text('home.details.heading', 'We say yes!'), ...story, text('home.video.label', 'A short film'), text('footer.message', '{{couple}}')];

describe('the items of a page', () => {
  it('are its texts in the site’s order, the story as one item where its first line is', () => {
    expect(itemsOf(texts, 'home').map(itemId)).toEqual(['home.details.heading', 'story', 'home.video.label']);
    expect(itemsOf(texts, 'signIn').map(itemId)).toEqual(['login.password']);
    expect(itemsOf(texts).map(itemId)).toEqual(['login.password', 'home.details.heading', 'story', 'home.video.label', 'footer.message']);
  });

  it('keep the story’s lines in their order even when the site lists them otherwise', () => {
    const shuffled = [story[2]!, ...story.filter((_, index) => index !== 2)];
    const [paragraph] = itemsOf(shuffled, 'home');
    expect(paragraph?.kind === 'paragraph' && paragraph.lines.map((line) => line.key)).toEqual(story.map((line) => line.key));
  });
});

describe('the story as one field', () => {
  it('joins its lines one per line, without empty lines at the end', () => {
    expect(joinLines(['a', 'b', '', 'd', '', '', ''])).toBe('a\nb\n\nd');
    const [, paragraph] = itemsOf(texts, 'home');
    expect(itemValue(paragraph!, 'ro', new Map())).toBe(story.map((_, i) => `Rândul ${i + 1}`).join('\n'));
  });

  it('splits back into as many lines as the site has, empty ones added, more refused', () => {
    expect(splitLines('a\r\nb', 4)).toEqual({ lines: ['a', 'b', '', ''], tooMany: false });
    expect(splitLines('a\nb\nc\n\n', 3)).toEqual({ lines: ['a', 'b', 'c'], tooMany: false });
    expect(splitLines('a\nb\nc\nd', 3)).toEqual({ lines: ['a', 'b', 'c'], tooMany: true });
  });
});

describe('the texts one Save sends', () => {
  it('are only those that differ from what is saved, each with its revision; a story typed in Romanian is its changed lines', () => {
    const typed = story.map((_, i) => (i === 1 ? 'Povestea noastră a început' : `Rândul ${i + 1}`)).join('\n');
    const singles = new Map([
      ['home.details.heading', all('We are getting married!')],
      // Changed, then changed back: nothing to send.
      ['home.video.label', all('A short film')],
    ]);
    const { drafts, tooLong } = draftsWithParagraphs(texts, singles, new Map([[paragraphDraftKey('story', 'ro'), typed]]));
    expect(tooLong).toEqual([]);
    const changes = changedTexts(texts, drafts);
    expect(changes.map((change) => change.key)).toEqual(['home.details.heading', 'home.details.text.line2']);
    expect(changes[1]!.update).toEqual({ texts: { ...story[1]!.texts, ro: 'Povestea noastră a început' }, revision: 1 });
  });

  it('leave a story with more lines than the site has unsent, and say so', () => {
    const typed = ['1', '2', '3', '4', '5', '6', '7', '8'].join('\n');
    const { tooLong } = draftsWithParagraphs(texts, new Map(), new Map([[paragraphDraftKey('story', 'ru'), typed]]));
    expect(tooLong).toEqual([{ id: 'story', locale: 'ru' }]);
  });
});

describe('search and attention', () => {
  const items = itemsOf(texts);
  const nameOf = (item: ReturnType<typeof itemsOf>[number]) => (item.kind === 'paragraph' ? 'The story' : item.text.key === 'home.video.label' ? 'Description of the video' : 'Other');

  it('finds a text by a word of it in the chosen language or English, or by its name, accents and case ignored', () => {
    expect(searchItems(items, 'randul 3', ['ro'], new Map(), nameOf).map(itemId)).toEqual(['story']);
    expect(searchItems(items, 'FILM', ['ro'], new Map(), nameOf).map(itemId)).toEqual(['home.video.label']);
    expect(searchItems(items, 'description video', ['de'], new Map(), nameOf).map(itemId)).toEqual(['home.video.label']);
    // German is not searched when Romanian is chosen.
    expect(searchItems(items, 'de we say', ['ro'], new Map(), nameOf)).toEqual([]);
    expect(searchItems(items, '  ', ['ro'], new Map(), nameOf)).toEqual([]);
  });

  it('flags an item left as another language, and a story whose lines are all empty', () => {
    const same = itemsOf([text('home.details.heading', 'Yes', { ro: 'Yes' })]);
    expect(itemFlag(same[0]!, 'ro', new Map())).toEqual({ kind: 'same-as', locale: 'en' });
    expect(itemFlag(same[0]!, 'de', new Map())).toBeUndefined();
    const empty = new Map(story.map((line) => [line.key, { ...line.texts, fr: '' }]));
    const [paragraph] = itemsOf(story);
    expect(itemFlag(paragraph!, 'fr', empty)).toEqual({ kind: 'empty' });
  });
});
