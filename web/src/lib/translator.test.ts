import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator';

function translator() {
  const i18n = new Translator();
  i18n.start('en', { couple: 'Ana & Ion' });
  i18n.addMessages('en', {
    faq: { heading: 'Questions' },
    hello: 'Hello {{name}}, from {{ couple }}',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    plain: 'no placeholders',
  });
  return i18n;
}

describe('Translator', () => {
  it('reads a dotted key, fills placeholders from the options, then from the defaults', () => {
    const i18n = translator();
    expect(i18n.t('faq.heading')).toBe('Questions');
    expect(i18n.t('hello', { name: 'Maria' })).toBe('Hello Maria, from Ana & Ion');
    expect(i18n.t('hello', { name: 'Maria', couple: 'us' })).toBe('Hello Maria, from us');
  });

  it('leaves a placeholder with no value as written, and does not escape what it fills in', () => {
    const i18n = translator();
    expect(i18n.t('hello')).toBe('Hello {{name}}, from Ana & Ion');
    expect(i18n.t('hello', { name: '<b>' })).toBe('Hello <b>, from Ana & Ion');
    // A placeholder named like an Object method is no value either.
    i18n.addMessages('en', { odd: '{{constructor}} {{toString}}' });
    expect(i18n.t('odd', {})).toBe('{{constructor}} {{toString}}');
  });

  it('answers the key, or the default value, for a key with no message (also a group, not a text)', () => {
    const i18n = translator();
    expect(i18n.t('nothing.here')).toBe('nothing.here');
    expect(i18n.t('faq')).toBe('faq');
    expect(i18n.t('nothing', { defaultValue: '' })).toBe('');
    expect(i18n.exists('faq.heading')).toBe(true);
    expect(i18n.exists('faq')).toBe(false);
  });

  it("chooses the plural form of the language's rules, and falls back to the key itself", () => {
    const i18n = translator();
    expect(i18n.t('days', { count: 1 })).toBe('1 day');
    expect(i18n.t('days', { count: 0 })).toBe('0 days');
    expect(i18n.t('plain', { count: 3 })).toBe('no placeholders');
    i18n.addMessages('ru', { days_one: '{{count}} день', days_few: '{{count}} дня', days_many: '{{count}} дней', days_other: '{{count}} дня' });
    i18n.addMessages('ro', { days_one: '{{count}} zi', days_few: '{{count}} zile', days_other: '{{count}} de zile' });
    const ru = i18n.fixedT('ru');
    expect([1, 2, 5, 21, 22, 11].map((count) => ru('days', { count }))).toEqual(['1 день', '2 дня', '5 дней', '21 день', '22 дня', '11 дней']);
    const ro = i18n.fixedT('ro');
    expect([1, 2, 19, 20, 101, 120].map((count) => ro('days', { count }))).toEqual(['1 zi', '2 zile', '19 zile', '20 de zile', '101 zile', '120 de zile']);
    // fixedT keeps its language whatever the page shows.
    expect(i18n.language).toBe('en');
  });

  it('merges messages added later into a language, and tells its subscribers of every change', () => {
    const i18n = translator();
    const changed = vi.fn();
    const unsubscribe = i18n.subscribe(changed);
    i18n.addMessages('en', { faq: { intro: 'Ask us' } });
    expect(i18n.t('faq.heading')).toBe('Questions');
    expect(i18n.t('faq.intro')).toBe('Ask us');
    i18n.changeLanguage('de');
    expect(i18n.language).toBe('de');
    expect(i18n.hasMessages('de')).toBe(false);
    i18n.setDefaults({ couple: 'Maria & Andrei' });
    expect(changed).toHaveBeenCalledTimes(3);
    unsubscribe();
    i18n.changeLanguage('en');
    expect(changed).toHaveBeenCalledTimes(3);
    expect(i18n.t('hello', { name: 'Ion' })).toBe('Hello Ion, from Maria & Andrei');
  });
});
