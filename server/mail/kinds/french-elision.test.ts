import { describe, expect, it } from 'vitest';
import { ofName } from './french-elision';

describe('French "de" before a name', () => {
  it('is elided before a vowel, accented or not, and a y that sounds as one', () => {
    expect(ofName('Elena & Julian')).toBe('d’Elena & Julian');
    expect(ofName('Émile et Anne')).toBe('d’Émile et Anne');
    expect(ofName('Yves')).toBe('d’Yves');
  });

  it('stays whole before a consonant, a y that sounds as one, an h and anything but a letter', () => {
    expect(ofName('Paul et Marie')).toBe('de Paul et Marie');
    expect(ofName('Yann')).toBe('de Yann');
    expect(ofName('Hugo')).toBe('de Hugo');
    expect(ofName('«\u00a0Les amis\u00a0»')).toBe('de «\u00a0Les amis\u00a0»');
  });
});
