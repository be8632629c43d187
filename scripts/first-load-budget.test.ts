/**
 * `npm test` builds the site before the unit tests: the guests' first-load JavaScript of that build must stay
 * within its budget (test-support/first-load-budget.ts). A page added to the app's bundle instead of loading on
 * demand (web/src/app/pages.tsx), or a heavy import, fails here rather than in the next bench.
 */
import { describe, expect, it } from 'vitest';
import { WEB_BUILD_DIR } from '../server/paths';
import { GUEST_FIRST_LOAD_JS_BUDGET_KB } from '../test-support/first-load-budget';
import { guestScripts } from '../test-support/first-load-js';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

describe("the guests' first-load JavaScript of the build", () => {
  const { firstLoad } = guestScripts(WEB_BUILD_DIR);
  const total = firstLoad.reduce((sum, script) => sum + script.gzipBytes, 0);
  const listing = firstLoad.map((script) => `${script.path}: ${kb(script.gzipBytes)} kB`).join(', ');

  it(`fits its budget of ${GUEST_FIRST_LOAD_JS_BUDGET_KB.toFixed(1)} kB gzip`, () => {
    expect(total / 1024, `first load of /login and /: ${kb(total)} kB gzip (${listing})`).toBeLessThanOrEqual(
      GUEST_FIRST_LOAD_JS_BUDGET_KB,
    );
  });

  it('counts the app itself, not only the small script that loads it', () => {
    // React DOM alone is over 55 kB gzip: a count below it has missed the app the page script imports.
    expect(total / 1024, listing).toBeGreaterThan(55);
  });
});
