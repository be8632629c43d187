import { describe, expect, it } from 'vitest';
import { paragraphsOf, splitLinks } from './linked-text';

describe('the couple’s text, cut into paragraphs and links', () => {
  it('splits paragraphs on blank lines and keeps single line breaks inside one', () => {
    expect(paragraphsOf('Hotel Sole\nStrada Mare 1\n\n  \nBook by 1 May.\r\n\r\nThanks!')).toEqual([
      'Hotel Sole\nStrada Mare 1',
      'Book by 1 May.',
      'Thanks!',
    ]);
    expect(paragraphsOf('  \n\n ')).toEqual([]);
  });

  it('makes http and https addresses links, without the sentence’s punctuation', () => {
    expect(splitLinks('Book at https://hotel.example/book?code=ANA, or call. See http://x.example.')).toEqual([
      { text: 'Book at ' },
      { text: 'https://hotel.example/book?code=ANA', href: 'https://hotel.example/book?code=ANA' },
      { text: ', or call. See ' },
      { text: 'http://x.example', href: 'http://x.example/' },
      { text: '.' },
    ]);
  });

  it('leaves every other scheme, and markup, as text', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '<a href="https://evil.example">x</a>', 'ftp://files.example']) {
      const pieces = splitLinks(text);
      // An address inside markup is an address like any other; the markup around it stays text.
      expect(pieces.flatMap((piece) => ('href' in piece ? [piece.href] : [])), text).toEqual(text.includes('https://') ? ['https://evil.example/'] : []);
      expect(pieces.map((piece) => piece.text).join(''), text).toBe(text);
    }
  });

  it('a text without an address is one piece', () => {
    expect(splitLinks('Parking behind the palace.')).toEqual([{ text: 'Parking behind the palace.' }]);
    expect(splitLinks('')).toEqual([]);
  });
});
