/**
 * The dashboard's screens' code, by section. The overview, the sign-in and the set-up come with the dashboard's own
 * script; every other section is a chunk of its own, which the router's `loadPage` step fetches, the first time
 * only, before the screen shows (the guests' pages do the same: lib/router/lazy-pages.ts, decision 0021). The
 * couple's phone then parses the code of the screen it opens, not of all eleven: the dashboard's first script went
 * from 306 to 74 kB, and its first screen from 0.52 to 0.59 CPU-seconds of a test's browser to 0.46 to 0.50.
 */
import { createPages } from '../../lib/router/lazy-pages';
import { ADMIN_PAGES, answersPageOf, guestIdOfPath } from './admin-paths';

const SECTIONS = {
  guests: () => Promise.all([import('../features/guests/guests-page'), import('../features/guests/guest-page')]).then(([list, one]) => ({ ...list, ...one })),
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

const SCREENS = createPages<unknown>(Object.fromEntries(Object.entries(SECTIONS).map(([section, load]) => [section, { load }])));

/** The section whose code the screen at `pathname` needs; undefined for a screen in the dashboard's own script. */
function sectionOf(pathname: string): Section | undefined {
  if (guestIdOfPath(pathname) !== undefined || pathname === ADMIN_PAGES.guests) return 'guests';
  if (answersPageOf(pathname) !== undefined || pathname === ADMIN_PAGES.answers || pathname === ADMIN_PAGES.answersSettings) return 'answers';
  const bySection: Record<string, Section> = {
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
  return bySection[pathname];
}

/** The router's `loadPage` step: fetches the code of the screen at `url`, if it is not there yet; rejects if it fails. */
export const loadScreen = (url: URL): Promise<void> => SCREENS.load(sectionOf(url.pathname) ?? '');

/** A section's screens, once `loadScreen` has fetched them (the router shows no screen before). */
export function screensOf<S extends Section>(section: S): Awaited<ReturnType<(typeof SECTIONS)[S]>> {
  const code = SCREENS.pageAt(section);
  if (code === undefined) throw new Error(`The dashboard's ${section} screens were shown before their code came`);
  return code as Awaited<ReturnType<(typeof SECTIONS)[S]>>;
}
