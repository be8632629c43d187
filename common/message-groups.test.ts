import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPublicTextKey, MESSAGE_GROUPS, PREVIEW_PAGES, sectionOfTextKey, TEXT_SECTIONS } from './message-groups';

type Tree = { [key: string]: string | Tree };
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));
const shippedKeys = keysOf(JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', 'content', 'messages', 'en.json'), 'utf8')) as Tree);

describe('which texts are public', () => {
  it('the sign-in page, the menu and the footer are read before signing in', () => {
    for (const key of ['meta.title', 'login.password', 'navigation.faq', 'common.carousel.pause', 'footer.message']) expect(isPublicTextKey(key), key).toBe(true);
  });

  it('the story and the FAQ are for signed-in guests', () => {
    for (const key of ['home.details.heading', 'home.details.text.line3', 'faq.text']) expect(isPublicTextKey(key), key).toBe(false);
  });

  it('a group nobody declared is private, whatever its name', () => {
    const undeclared = ['schedule.title', 'rsvp', 'loginHelp.text', 'Login.password', 'footers.message', '', '.login', 'constructor.x', '__proto__.x', 'toString', 'hasOwnProperty.call'];
    for (const key of undeclared) expect(isPublicTextKey(key), key).toBe(false);
  });

  it('every shipped text falls in a declared group', () => {
    const groups = new Set(shippedKeys.map((key) => key.split('.')[0]));
    expect([...groups].filter((group) => !Object.hasOwn(MESSAGE_GROUPS, group!))).toEqual([]);
  });
});

describe('where the Texts screen shows a text', () => {
  it('by its group, or a second-level group declared elsewhere', () => {
    expect(sectionOfTextKey('login.buttonSignIn')).toBe('signIn');
    expect(sectionOfTextKey('meta.title')).toBe('signIn');
    expect(sectionOfTextKey('common.carousel.saveOurDate')).toBe('home');
    expect(sectionOfTextKey('common.navigationFailed')).toBe('menu');
    expect(sectionOfTextKey('common.carouselHint')).toBe('menu');
    expect(sectionOfTextKey('faq.text')).toBe('faq');
    expect(sectionOfTextKey('footer.language')).toBe('footer');
  });

  it('a text of an undeclared group still has a section, so the couple can edit it', () => {
    expect(TEXT_SECTIONS.map((s) => s.id)).toContain(sectionOfTextKey('schedule.title'));
    expect(TEXT_SECTIONS.map((s) => s.id)).toContain(sectionOfTextKey('constructor'));
  });

  it('every section shows some shipped text and previews a page there is', () => {
    const shown = new Set(shippedKeys.map(sectionOfTextKey));
    for (const section of TEXT_SECTIONS) {
      expect(shown.has(section.id), section.id).toBe(true);
      expect(PREVIEW_PAGES).toContain(section.page);
    }
  });
});
