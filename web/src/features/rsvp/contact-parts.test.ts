import { describe, expect, it } from 'vitest';
import { contactParts } from './contact-parts';

describe('contactParts', () => {
  it('makes a phone number a tel: link, its spaces gone from the address only', () => {
    expect(contactParts('Call Ana: +40 722 123 456')).toEqual([{ text: 'Call Ana: ' }, { text: '+40 722 123 456', href: 'tel:+40722123456' }]);
  });

  it('links an e-mail address and a WhatsApp link, and leaves a sentence’s full stop outside', () => {
    expect(contactParts('Schreibt an ana@beispiel.de oder wa.me/40722123456.')).toEqual([
      { text: 'Schreibt an ' },
      { text: 'ana@beispiel.de', href: 'mailto:ana@beispiel.de' },
      { text: ' oder ' },
      { text: 'wa.me/40722123456', href: 'https://wa.me/40722123456' },
      { text: '.' },
    ]);
    expect(contactParts('https://wa.me/40722123456')).toEqual([{ text: 'https://wa.me/40722123456', href: 'https://wa.me/40722123456' }]);
  });

  it('leaves a short number (a year, a table) as text and finds the phone after it', () => {
    expect(contactParts('Until 2027, call 0722-123-456')).toEqual([{ text: 'Until 2027, call ' }, { text: '0722-123-456', href: 'tel:0722123456' }]);
  });

  it('keeps a line without a way to reach anyone as it is', () => {
    expect(contactParts('Ask Ana at the wedding')).toEqual([{ text: 'Ask Ana at the wedding' }]);
    expect(contactParts('')).toEqual([]);
  });
});
