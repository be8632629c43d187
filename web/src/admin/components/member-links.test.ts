import { describe, expect, it } from 'vitest';
import type { Locale } from '#common/locales';
import { linkInLanguage, memberLanguageLinks } from './member-links';

const LINK = 'https://wedding.example/login?token=ABCDEF&lang=ro';
let id = 0;
const member = (name: string, language: Locale | null) => ({ id: ++id, name, language, child: false, email: '', phone: '' });

describe("a household's link in its members' languages", () => {
  it('keeps the token and changes only the language', () => {
    const url = new URL(linkInLanguage(LINK, 'ru'));
    expect(url.searchParams.get('token')).toBe('ABCDEF');
    expect(url.searchParams.get('lang')).toBe('ru');
    expect(url.pathname).toBe('/login');
    expect(new URL(linkInLanguage('https://wedding.example/login?token=XYZ', 'fr')).searchParams.get('lang')).toBe('fr');
  });

  it('gives one link per language the household link does not open in, members of a language together', () => {
    const olga = member('Olga', 'ru');
    const ivan = member('Ivan', 'ru');
    const links = memberLanguageLinks(LINK, 'ro', [member('Andrei', null), olga, member('Ioana', 'ro'), member('Claire', 'fr'), ivan]);
    expect(links.map(({ language, members }) => [language, members.map((m) => m.name)])).toEqual([
      ['ru', ['Olga', 'Ivan']],
      ['fr', ['Claire']],
    ]);
    expect(new URL(links[0]!.link).searchParams.get('lang')).toBe('ru');
    expect(links[0]!.members[0]).toBe(olga);
  });

  it('gives none when every member reads the household language', () => {
    expect(memberLanguageLinks(LINK, 'ro', [member('Andrei', null), member('Ioana', 'ro')])).toEqual([]);
  });

  it('gives a link to every member language when the household has none (its link follows the browser)', () => {
    expect(memberLanguageLinks('https://wedding.example/login?token=A', null, [member('Ana', 'de')]).map((l) => l.language)).toEqual(['de']);
  });
});
