import { describe, expect, it } from 'vitest';
import { textFlags } from './text-flags';

const texts = (values: Partial<Record<'de' | 'en' | 'ro' | 'ru' | 'fr', string>>) => ({ de: 'Ja', en: 'Yes', ro: 'Da', ru: 'Да', fr: 'Oui', ...values });

describe('textFlags', () => {
  it('flags an empty language and a language copied from another', () => {
    expect(textFlags(texts({ ro: '  ', fr: 'Yes' }))).toEqual({ ro: { kind: 'empty' }, en: { kind: 'same-as', locale: 'fr' }, fr: { kind: 'same-as', locale: 'en' } });
  });
  it('does not flag texts without words, which may read the same everywhere', () => {
    const footer = '{{couple}} © {{copy}}';
    expect(textFlags({ de: footer, en: footer, ro: footer, ru: footer, fr: footer })).toEqual({});
  });
  it('looks at every plural form', () => {
    const days = { one: '{{count}} day', other: '{{count}} days' };
    const flags = textFlags({ de: { one: '{{count}} Tag', other: '' }, en: days, ro: { one: '1 zi', few: '{{count}} zile', other: '{{count}} de zile' }, ru: days, fr: { one: '{{count}} jour', many: '{{count}} de jours', other: '{{count}} jours' } });
    expect(flags).toEqual({ de: { kind: 'empty' }, en: { kind: 'same-as', locale: 'ru' }, ru: { kind: 'same-as', locale: 'en' } });
  });
});
