/**
 * The message groups of the guests' site (the top-level keys of content/messages/*.json), declared once: which are
 * public (read before signing in), which section of the dashboard's Texts screen shows them, and which guest page
 * that section's preview shows. The server splits the messages between /api/site and /api/content by it, and the
 * dashboard groups and previews the texts by it.
 *
 * A group is private unless it is declared public here: a group added to the message files and forgotten here is
 * read by signed-in guests only. The guests' app does not import this module; it reads what the server gives it.
 */

/** The guest pages the dashboard's preview can show. */
export const PREVIEW_PAGES = ['login', 'home', 'faq', 'schedule'] as const;
export type PreviewPage = (typeof PREVIEW_PAGES)[number];

/** The sections of the Texts screen, in their order, each with the page its preview opens on. */
export const TEXT_SECTIONS = [
  { id: 'signIn', page: 'login' },
  { id: 'home', page: 'home' },
  { id: 'faq', page: 'faq' },
  { id: 'menu', page: 'home' },
  { id: 'footer', page: 'home' },
  { id: 'invitation', page: 'schedule' },
] as const satisfies ReadonlyArray<{ id: string; page: PreviewPage }>;
export type TextSectionId = (typeof TEXT_SECTIONS)[number]['id'];

interface MessageGroup {
  /** Read before signing in (the sign-in page, the menu, the footer). Left out: signed-in guests only. */
  public?: true;
  section: TextSectionId;
  /** Second-level groups the Texts screen shows in another section than their group's. */
  sectionOf?: Readonly<Record<string, TextSectionId>>;
}

export const MESSAGE_GROUPS: Readonly<Record<string, MessageGroup>> = {
  meta: { public: true, section: 'signIn' },
  login: { public: true, section: 'signIn' },
  // The carousel's buttons are edited with the page that shows the photos.
  common: { public: true, section: 'menu', sectionOf: { carousel: 'home' } },
  navigation: { public: true, section: 'menu' },
  home: { section: 'home' },
  faq: { section: 'faq' },
  footer: { public: true, section: 'footer' },
  // The invitation's pages, menu entries and home link (issue 19): signed-in guests only, like the pages.
  invitation: { section: 'invitation' },
  // Answering the invitation (issue 20): signed-in guests only, shown with the invitation's texts.
  rsvp: { section: 'invitation' },
  // The day's photos (issue 39): the gallery, its viewer and the entries to it. Public, because the drop link's page
  // shows the gallery where the couple chose so, to guests at a table who have no guest session (and read only the
  // public messages). They are the gallery's own words and say nothing of the wedding: the events' names, the one
  // fact a gallery shows, come from the server per reader (none for a drop session).
  photos: { public: true, section: 'home' },
  // The upload page's words: public, because the drop link's page shows it to guests at a table, who have no
  // guest session (and read only the public messages).
  photoUpload: { public: true, section: 'home' },
};

/** Where the Texts screen shows a group nobody declared (private all the same). */
const UNDECLARED_SECTION: TextSectionId = 'menu';

/** The declared group of a dotted key (home.details.heading → home), if its group is declared. */
function groupOf(key: string): MessageGroup | undefined {
  const name = key.split('.', 1)[0]!;
  return Object.hasOwn(MESSAGE_GROUPS, name) ? MESSAGE_GROUPS[name] : undefined;
}

/** Whether a text may be read before signing in: only when its group is declared public. */
export function isPublicTextKey(key: string): boolean {
  return groupOf(key)?.public === true;
}

/** The section of the Texts screen that shows a text. */
export function sectionOfTextKey(key: string): TextSectionId {
  const group = groupOf(key);
  if (!group) return UNDECLARED_SECTION;
  const second = key.split('.')[1];
  return second !== undefined && group.sectionOf && Object.hasOwn(group.sectionOf, second) ? group.sectionOf[second]! : group.section;
}
