import { describe, expect, it } from 'vitest';
import type { Locale } from '#common/locales';
import { otherLanguages, personLocale } from './person-language';
import { testForm } from './rsvp-test-form';

const loaded = (...locales: Locale[]) => (locale: Locale) => locales.includes(locale);

describe('which language a member’s fieldset speaks', () => {
  it('the member’s own when set and loaded: the Russian grandmother of a Romanian household reads Russian', () => {
    expect(personLocale('ru', 'ro', loaded('ro', 'ru'))).toBe('ru');
  });
  it('the page’s when the member has none', () => {
    expect(personLocale(null, 'ro', loaded('ro', 'ru'))).toBe('ro');
  });
  it('the page’s when the member’s texts could not be loaded: never a key on screen', () => {
    expect(personLocale('ru', 'ro', loaded('ro'))).toBe('ro');
  });
});

describe('the languages loaded before the form shows', () => {
  it('are the members’ own, but the page’s, each once', () => {
    const form = testForm();
    expect(otherLanguages(form, 'ro')).toEqual(['ru']);
    expect(otherLanguages(form, 'ru')).toEqual([]);
    const twice = { members: [...form.members, { id: 9, name: 'Pierre', language: 'fr' as const, child: false }, { id: 10, name: 'Lena', language: 'ru' as const, child: false }] };
    expect(otherLanguages(twice, 'de')).toEqual(['ru', 'fr']);
  });
});
