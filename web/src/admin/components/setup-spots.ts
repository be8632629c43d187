import { INFO_PAGES, type InfoPage } from '#common/invitation-api';
import type { SetupStep } from '#common/overview-api';

/** A page's form that adds a section to it. */
export function addSectionSpot(page: InfoPage): string {
  return `add-section-${page}`;
}

/**
 * Where each step of the set-up opens its screen (issue 37): the id of the field, or of the part whose first field
 * it is, given as the link's #hash (app/page-focus.ts lands there). The set-up list links with them and each screen
 * puts them on its part; the last step is done on the overview itself.
 */
export const SETUP_SPOTS = {
  facts: 'facts',
  households: 'add-household',
  events: 'add-event',
  // The first of the pages to write.
  pages: addSectionSpot(INFO_PAGES[0]),
  form: 'meals',
  deadline: 'deadline',
  switch: 'phase',
} as const satisfies Partial<Record<SetupStep, string>>;

/** The demo's video, on the photos' screen: one of the parts still the demo's that the overview links to. */
export const VIDEO_SPOT = 'video';
