/**
 * The dashboard's screens' code, by section. The overview, the guest list (the screen a couple opens most, often at
 * its address, measured in bench/admin-list.ts), the sign-in and the set-up come with the dashboard's own script;
 * every other section is a chunk of its own, which the router's `loadPage` step fetches, the first time only, before
 * the screen shows (the guests' pages do the same: lib/router/lazy-pages.ts, decision 0021). The couple's phone
 * then parses the code of the screens it opens: the dashboard's first script is 115 kB instead of 306 kB.
 */
import { createPages } from '../../lib/router/lazy-pages';
import { ADMIN_PAGES, answersPageOf } from './admin-paths';

const SECTIONS = {
  answers: () =>
    Promise.all([
      import('../features/rsvp/answers-page'),
      import('../features/rsvp/caterer-page'),
      import('../features/rsvp/household-page'),
      import('../features/rsvp/settings-page'),
    ]).then(([answers, caterer, household, settings]) => ({ ...answers, ...caterer, ...household, ...settings })),
  invitation: () => import('../features/invitation/invitation-page'),
  texts: () => import('../features/texts/texts-page'),
  photos: () => import('../features/photos/photos-page'),
  guestPhotos: () => import('../features/guest-photos/guest-photos-page'),
  settings: () => import('../features/settings/settings-page'),
  outbox: () => import('../features/settings/outbox-page'),
  changes: () => import('../features/changes/changes-page'),
  people: () => import('../features/people/people-page'),
  // A planner's or a helper's own sessions and sign-ins are shown beside their passkeys (admin-routes.tsx).
  passkeys: () =>
    Promise.all([import('../features/passkeys/passkeys-page'), import('../features/settings/sessions-panel'), import('../features/settings/sign-ins-panel')]).then(
      ([passkeys, sessions, signIns]) => ({ ...passkeys, ...sessions, ...signIns }),
    ),
};
type Section = keyof typeof SECTIONS;

// `prefetch` is the same import, whose module the browser then keeps for `load`.
const SCREENS = createPages<unknown>(Object.fromEntries(Object.entries(SECTIONS).map(([section, load]) => [section, { load, prefetch: load }])));

/** The section of each screen at a fixed path; the answers' screens of a household or an event are found by pattern. */
const SECTION_AT: Record<string, Section> = {
  [ADMIN_PAGES.answers]: 'answers',
  [ADMIN_PAGES.answersSettings]: 'answers',
  [ADMIN_PAGES.invitation]: 'invitation',
  [ADMIN_PAGES.texts]: 'texts',
  [ADMIN_PAGES.photos]: 'photos',
  [ADMIN_PAGES.guestPhotos]: 'guestPhotos',
  [ADMIN_PAGES.settings]: 'settings',
  [ADMIN_PAGES.outbox]: 'outbox',
  [ADMIN_PAGES.changes]: 'changes',
  [ADMIN_PAGES.people]: 'people',
  [ADMIN_PAGES.passkeys]: 'passkeys',
};

/** The section whose code the screen at `pathname` needs; undefined for a screen in the dashboard's own script. */
function sectionOf(pathname: string): Section | undefined {
  return SECTION_AT[pathname] ?? (answersPageOf(pathname) === undefined ? undefined : 'answers');
}

/** The router's `loadPage` step: fetches the code of the screen at `url`, if it is not there yet; rejects if it fails. */
export async function loadScreen(url: URL): Promise<void> {
  const section = sectionOf(url.pathname);
  if (section) await SCREENS.load(section);
}

/**
 * Starts fetching the code of the screen the dashboard opens at, with its script, while the site's facts, the
 * messages and the guard come: opened at its address (a bookmark, a link in an e-mail), a screen would otherwise wait
 * for them first. The dashboard's code holds nothing private (its script held every screen before); what shows is
 * still the guard's to decide.
 */
export function prefetchScreen(url: URL): void {
  const section = sectionOf(url.pathname);
  if (section) SCREENS.prefetch(section);
}

/** A section's screens, once `loadScreen` has fetched them (the router shows no screen before). */
export function screensOf<S extends Section>(section: S): Awaited<ReturnType<(typeof SECTIONS)[S]>> {
  const code = SCREENS.pageAt(section);
  if (code === undefined) throw new Error(`The dashboard's ${section} screens were shown before their code came`);
  return code as Awaited<ReturnType<(typeof SECTIONS)[S]>>;
}
