import { describe, expect, it } from 'vitest';
import { canCopy, copiedLocales, copyIntoEmpty } from './language-copies';

const none = { de: '', en: '', ro: '', ru: '', fr: '' };

describe('starting the other languages from one', () => {
  it('copies the text into the empty languages only, never over one written', () => {
    expect(copyIntoEmpty({ ...none, en: 'Dinner', ro: 'Cina', fr: '  ' }, 'en')).toEqual({ de: 'Dinner', en: 'Dinner', ro: 'Cina', ru: 'Dinner', fr: 'Dinner' });
    expect(copyIntoEmpty({ ...none, ro: 'Cina' }, 'en')).toEqual({ ...none, ro: 'Cina' });
  });

  it('is offered while a field of the chosen language has words another language lacks', () => {
    expect(canCopy([{ ...none, en: 'Dinner' }, none], 'en')).toBe(true);
    expect(canCopy([{ ...none, en: 'Dinner' }, none], 'de')).toBe(false);
    expect(canCopy([{ de: 'Essen', en: 'Dinner', ro: 'Cina', ru: 'Ужин', fr: 'Dîner' }, none], 'en')).toBe(false);
  });

  it('marks the languages that read like another in some field, as the texts screen flags a copy', () => {
    const title = copyIntoEmpty({ ...none, en: 'Dinner', ro: 'Cina' }, 'en');
    expect([...copiedLocales([title, none])].sort()).toEqual(['de', 'en', 'fr', 'ru']);
    expect(copiedLocales([{ de: 'Essen', en: 'Dinner', ro: 'Cina', ru: 'Ужин', fr: 'Dîner' }]).size).toBe(0);
  });
});
