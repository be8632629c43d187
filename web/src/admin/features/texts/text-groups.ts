/**
 * The texts grouped as guests meet them: the sign-in page, the Save the Date page, the FAQ, the menu, the footer;
 * and which page the preview shows for each group.
 */
import type { SiteText } from '#common/site-content';
import type { PreviewPage } from '../../preview/preview-protocol';

export type TextGroupId = 'signIn' | 'home' | 'faq' | 'menu' | 'footer';

interface TextGroup {
  id: TextGroupId;
  page: PreviewPage;
  /** Key prefixes, the more specific first (common.carousel. before common.). */
  prefixes: string[];
}

export const TEXT_GROUPS: readonly TextGroup[] = [
  { id: 'signIn', page: 'login', prefixes: ['meta.', 'login.'] },
  { id: 'home', page: 'home', prefixes: ['home.', 'common.carousel.'] },
  { id: 'faq', page: 'faq', prefixes: ['faq.'] },
  { id: 'menu', page: 'home', prefixes: ['navigation.', 'common.'] },
  { id: 'footer', page: 'home', prefixes: ['footer.'] },
];

/** The group a text belongs to; a text of a group not listed here goes with the menu's messages. */
export function groupOf(key: string): TextGroupId {
  return TEXT_GROUPS.find((group) => group.prefixes.some((prefix) => key.startsWith(prefix)))?.id ?? 'menu';
}

export function textsOfGroup(texts: SiteText[], group: TextGroupId): SiteText[] {
  return texts.filter((text) => groupOf(text.key) === group);
}
