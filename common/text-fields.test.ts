import { describe, expect, it } from 'vitest';
import { checkText, cleanText, cleanedText, typedContact, type TextKind } from './text-fields';

const KINDS: TextKind[] = ['name', 'line', 'paragraphs'];
/** "Ș" written as S and a combining comma below (as a Mac may send it), which NFC makes one character. */
const DECOMPOSED_S_COMMA = 'S\u0326';

describe('what every kind of text does the same', () => {
  it.each(KINDS)('%s: trims spaces, tabs and line breaks around, and stores NFC', (kind) => {
    expect(cleanText(`  \t${DECOMPOSED_S_COMMA}tefan \n`, kind, 200)).toEqual({ text: 'Ștefan' });
  });

  it.each(KINDS)('%s: drops the zero-width space, word joiner and byte order mark', (kind) => {
    expect(cleanText('\uFEFFAna\u200B Pop\u2060escu', kind, 200)).toEqual({ text: 'Ana Popescu' });
  });

  it.each(KINDS)('%s: makes runs of spaces one, and keeps a lone no-break space (French typography)', (kind) => {
    expect(cleanText('Vin   d’honneur\u00A0!', kind, 200)).toEqual({ text: 'Vin d’honneur\u00A0!' });
    expect(cleanText('Apéro\u202F?', kind, 200)).toEqual({ text: 'Apéro\u202F?' });
    expect(cleanText('a\u00A0\u00A0b', kind, 200)).toEqual({ text: 'a b' });
  });

  it.each(KINDS)('%s: refuses NUL, escape, delete and the C1 controls', (kind) => {
    for (const control of ['\u0000', '\u0007', '\u001B', '\u007F', '\u0085', '\u009B']) {
      expect(cleanText(`Ana${control}Pop`, kind, 200)).toEqual({ refused: 'control' });
    }
  });

  it.each(KINDS)('%s: refuses the direction overrides and isolates', (kind) => {
    for (const direction of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(cleanText(`Ana${direction}roc`, kind, 200)).toEqual({ refused: 'direction' });
    }
  });

  it.each(KINDS)('%s: counts characters after cleaning, an emoji or a letter with its accent as one', (kind) => {
    expect(cleanText(`  ${'ă'.normalize('NFD').repeat(5)}  `, kind, 5)).toEqual({ text: 'ă'.repeat(5) });
    expect(cleanText('🎉'.repeat(5), kind, 5)).toEqual({ text: '🎉'.repeat(5) });
    expect(cleanText(` ${'🎉'.repeat(6)} `, kind, 5)).toEqual({ refused: 'too-long', length: 6 });
  });

  it.each(KINDS)('%s: empty is empty, refused only where something is required', (kind) => {
    expect(cleanText(' \u200B ', kind, 200)).toEqual({ text: '' });
    expect(cleanText(' \u200B ', kind, 200, { required: true })).toEqual({ refused: 'empty' });
  });
});

describe('a name', () => {
  it('refuses a line break or a tab inside it (a CSV quote left open, two names in one field)', () => {
    expect(cleanText('Ana\vIon', 'name', 200)).toEqual({ refused: 'control' });
    expect(cleanText('Ana\nIon', 'name', 200)).toEqual({ refused: 'control' });
    expect(cleanText('Ana\r\nIon', 'name', 200)).toEqual({ refused: 'control' });
    expect(cleanText('Ana\tIon', 'name', 200)).toEqual({ refused: 'control' });
  });

  it('makes a line or paragraph separator a space: they are spaces, not control characters', () => {
    expect(cleanText('Ana\u2028Ion', 'name', 200)).toEqual({ text: 'Ana Ion' });
  });
});

describe('a one-line text', () => {
  it('makes a pasted line break or tab one space', () => {
    expect(cleanText('Civil\r\nceremony\t at  noon', 'line', 200)).toEqual({ text: 'Civil ceremony at noon' });
    expect(cleanText('Civil\vceremony', 'line', 200)).toEqual({ text: 'Civil ceremony' });
  });
});

describe('a text of paragraphs', () => {
  it('ends every line in \\n (CRLF, CR, the Unicode separators) and drops the spaces at a line’s end', () => {
    expect(cleanText('One  \r\nTwo\t\rThree\u2028Four\u2029\nFive', 'paragraphs', 200)).toEqual({ text: 'One\nTwo\nThree\nFour\n\nFive' });
    // Word's line break (Shift+Enter) is a vertical tab when pasted.
    expect(cleanText('Str. Florilor 1\vMogoșoaia', 'paragraphs', 200)).toEqual({ text: 'Str. Florilor 1\nMogoșoaia' });
  });

  it('keeps a tab within a line and makes runs of spaces one', () => {
    expect(cleanText('Menu:\tfish   or meat', 'paragraphs', 200)).toEqual({ text: 'Menu:\tfish or meat' });
  });

  it('counts its line breaks as characters', () => {
    expect(cleanText('ab\ncd', 'paragraphs', 5)).toEqual({ text: 'ab\ncd' });
    expect(cleanText('ab\ncde', 'paragraphs', 5)).toEqual({ refused: 'too-long', length: 6 });
  });
});

describe('a field of a request', () => {
  it('keeps the text at the limit and names the field, its language and the limit one over it', () => {
    expect(checkText('a'.repeat(120), 'line', 120, { field: 'title', locale: 'fr' })).toEqual({ text: 'a'.repeat(120) });
    expect(checkText('a'.repeat(121), 'line', 120, { field: 'title', locale: 'fr' })).toEqual({
      problem: { field: 'title', locale: 'fr', code: 'too-long', value: '120' },
    });
  });

  it('says which rule refused it, without a limit', () => {
    expect(checkText('a\u0000b', 'paragraphs', 10, { field: 'message' })).toEqual({ problem: { field: 'message', code: 'control' } });
  });
});

describe('an e-mail address or a phone number as typed', () => {
  it('is NFC, without invisible characters, trimmed; nothing else is changed for its own rule to judge', () => {
    expect(typedContact(' \u200Bana@exemplu.ro\uFEFF ')).toBe('ana@exemplu.ro');
    expect(typedContact(' 0722\u2060 123 456 ')).toBe('0722 123 456');
    expect(typedContact('ana@exemplu.ro\n')).toBe('ana@exemplu.ro');
    expect(typedContact('a\tb@exemplu.ro')).toBe('a\tb@exemplu.ro');
  });
});

describe('a schema of a text that must be written', () => {
  const names = cleanedText('name', 10, 'must name the couple');

  it('parses to the text as cleaned', () => {
    expect(names.parse('  Ana  &\u200B Ion ')).toBe('Ana & Ion');
    expect(names.parse('a'.repeat(10))).toBe('a'.repeat(10));
  });

  it.each(['', ' \u200B ', 'a'.repeat(11), 'Ana\nIon', 'Ana\u202Eroc', 'Ana\u0000'])('refuses %j with its message', (raw) => {
    const result = names.safeParse(raw);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['must name the couple']);
  });
});
