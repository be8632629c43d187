import { describe, expect, it } from 'vitest';
import { pluralExamples, pluralFormsOf, pluralSample } from './text-flags';

describe('plural forms', () => {
  it('are the forms each language needs', () => {
    expect(pluralFormsOf('ru')).toEqual(['one', 'few', 'many', 'other']);
    expect(pluralFormsOf('en')).toEqual(['one', 'other']);
    expect(pluralFormsOf('fr')).toEqual(['one', 'many', 'other']);
  });

  it('say which numbers take each form, as runs a couple can read', () => {
    expect(pluralExamples('ru', 'one')).toEqual({ numbers: '1, 21, 31…', first: 1 });
    expect(pluralExamples('ru', 'few')).toEqual({ numbers: '2–4, 22–24, 32–34…', first: 2 });
    expect(pluralExamples('ru', 'many')).toEqual({ numbers: '0, 5–20, 25–30…', first: 5 });
    expect(pluralExamples('en', 'one')).toEqual({ numbers: '1', first: 1 });
    expect(pluralExamples('ro', 'few')).toEqual({ numbers: '0, 2–19, 101–119…', first: 2 });
    expect(pluralExamples('ro', 'other')).toEqual({ numbers: '20–100, 120–200, 220–300…', first: 20 });
    expect(pluralExamples('fr', 'one')).toEqual({ numbers: '0, 1', first: 1 });
  });

  it('name a fraction for "other" where the language puts fractions there, and only then', () => {
    expect(pluralExamples('en', 'other')).toEqual({ numbers: '0, 2, 3, 4…', fraction: '1.5', first: 2 });
    expect(pluralExamples('de', 'other')).toEqual({ numbers: '0, 2, 3, 4…', fraction: '1,5', first: 2 });
    // Russian "other" is for fractions only; Romanian puts them in "few".
    expect(pluralExamples('ru', 'other')).toEqual({ numbers: '', fraction: '1,5', first: 1.5 });
    expect(pluralExamples('ro', 'other').fraction).toBeUndefined();
    expect(pluralExamples('fr', 'other').fraction).toBe('2,5');
  });

  it('write the numbers as the dashboard’s language does, whichever language’s rules they follow', () => {
    expect(pluralExamples('en', 'other', 'ru')).toEqual({ numbers: '0, 2, 3, 4…', fraction: '1,5', first: 2 });
    expect(pluralExamples('fr', 'many', 'en').numbers).toBe('1,000,000, 2,000,000, 3,000,000…');
  });

  it('find the numbers of a form no integer up to 1,000 takes (French "many": a million)', () => {
    expect(pluralExamples('fr', 'many')).toEqual({ numbers: '1\u202f000\u202f000, 2\u202f000\u202f000, 3\u202f000\u202f000…', first: 1_000_000 });
  });

  it('show a form with its first number in it, as guests read it', () => {
    expect(pluralSample('ru', '{{count}} дня', pluralExamples('ru', 'few').first)).toBe('2 дня');
    expect(pluralSample('ru', 'ещё {{ count }} дней', pluralExamples('ru', 'many').first)).toBe('ещё 5 дней');
    expect(pluralSample('de', '{{count}} Tage', pluralExamples('de', 'other').first)).toBe('2 Tage');
  });
});
