/**
 * The import rules of eslint.config.js hold where docs/architecture.md says: each case lints a few lines as if
 * they were a file in that folder, against the real config and the real modules they import. A zone the config
 * got wrong (a folder left out, a path that resolves nowhere) would let its case through unnoticed by the lint.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../server/paths';

const eslint = new ESLint({ cwd: REPO_ROOT });

/** The import rules' messages for `code` as the file `file` (relative to the repository). */
async function importProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${REPO_ROOT}/${file}` });
  return result!.messages.filter((message) => message.ruleId?.startsWith('import-x/')).map((message) => `${message.ruleId}: ${message.message}`);
}

// The first lint loads the config, the TypeScript parser and the modules' import graph: 4 s on a quiet machine, over
// 25 s on two cores shared with the browser tests. It is done once here, with time for a busy machine, so each case
// below is timed on its own lint.
beforeAll(async () => {
  await importProblems('server/content/probe.ts', "export { renderPhoto } from './image-processing';");
}, 90_000);

describe('the folder zones', () => {
  it("refuse another feature in the dashboard's invitation feature, and allow the shared components", async () => {
    const file = 'web/src/admin/features/invitation/probe.ts';
    expect(await importProblems(file, "export { TextsPage } from '../texts/texts-page';")).toEqual([
      expect.stringContaining('A dashboard feature does not import another feature'),
    ]);
    expect(await importProblems(file, "export { FormStatus } from '../../components/form-status';")).toEqual([]);
  });

  it("refuse the dashboard's app in its shared code", async () => {
    expect(await importProblems('web/src/admin/components/probe.ts', "export { ADMIN_PAGES } from '../app/admin-paths';")).toEqual([
      expect.stringContaining("The dashboard's shared code imports neither its features, its app nor its preview frame"),
    ]);
  });

  it('refuse a server concern in server/db', async () => {
    expect(await importProblems('server/db/probe.ts', "export { checkEvent } from '../invitation/event-rules';")).toEqual([
      expect.stringContaining('server/db imports only the folders before it: none of the server'),
    ]);
  });

  it("keep the server's order: e-mail may read the invitation, the invitation not e-mail, the guest list not sign-in", async () => {
    expect(await importProblems('server/mail/probe.ts', "export { checkEvent } from '../invitation/event-rules';")).toEqual([]);
    expect(await importProblems('server/invitation/probe.ts', "export { householdRecipients } from '../mail/household-recipients';")).toEqual([
      expect.stringContaining('server/invitation imports only the folders before it'),
    ]);
    // A type is an import too: the guest list names no sign-in code, not even its types.
    expect(await importProblems('server/guests/probe.ts', "export type { SessionStore } from '../auth/session-store';")).toEqual([
      expect.stringContaining('server/guests imports only the folders before it'),
    ]);
    // Beside is not before: the couple's API and the guests' page do not import each other.
    expect(await importProblems('server/static/probe.ts', "export { DASHBOARD_OFF } from '../admin/admin-api';")).toEqual([
      expect.stringContaining('server/static imports only the folders before it'),
    ]);
  });

  it("refuse a route anywhere but the app's assembly", async () => {
    const code = "export { default as routes } from '../rsvp/guest-rsvp-routes';";
    expect(await importProblems('server/mail/probe.ts', code)).toEqual([expect.stringContaining("Only the app's assembly")]);
    expect(await importProblems('server/rsvp/probe.ts', "export { default as routes } from './guest-rsvp-routes';")).toEqual([
      expect.stringContaining("Only the app's assembly"),
    ]);
    expect(await importProblems('server/admin/admin-api.ts', code)).toEqual([]);
  });

  it("refuse the app's assembly in a concern", async () => {
    expect(await importProblems('server/mail/probe.ts', "export { buildApp } from '../app';")).toEqual([
      expect.stringContaining("A concern does not import the app's assembly"),
    ]);
  });

  it("refuse the content's tables outside server/content", async () => {
    expect(await importProblems('server/invitation/probe.ts', "export { faqTable } from '../content/store/faq-table';")).toEqual([
      expect.stringContaining("The content's tables are written only through the content store"),
    ]);
  });

  it('refuse a test helper in production code, and allow it in a test', async () => {
    const code = "export { createTestApp } from '../testing/test-app';";
    expect(await importProblems('server/rsvp/probe.ts', code)).toEqual([expect.stringContaining('Code that runs in production imports no test helper')]);
    expect(await importProblems('server/rsvp/probe.test.ts', code)).toEqual([]);
  });
});

describe('import cycles', () => {
  it('are refused: image-processing.ts imports image-size.ts, which may not import it back', async () => {
    const file = 'server/content/image-size.ts';
    expect(await importProblems(file, "export { renderPhoto } from './image-processing';")).toEqual(['import-x/no-cycle: Dependency cycle detected']);
    // A type-only import is erased by the build: no cycle at run time.
    expect(await importProblems(file, "import type { renderPhoto } from './image-processing';\nexport type Render = typeof renderPhoto;")).toEqual([]);
  });
});

describe("the guests' pages and the language rule (decision 0052)", () => {
  /** The restricted-import messages for `code` as the file `file`. */
  async function restricted(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: `${REPO_ROOT}/${file}` });
    return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
  }

  it('refuse a second fallback in the guests\' pages: they read what the server filled', async () => {
    const code = "import { textsFor } from '#common/locales';\nexport const pick = textsFor('fr', 'ro');";
    expect(await restricted('web/src/features/rsvp/probe.ts', code)).toEqual([expect.stringContaining('the server filled each language by the one rule')]);
    expect(await restricted('web/src/admin/features/rsvp/probe.ts', code)).toEqual([]);
  });

  it('still refuse server code in the guests\' pages', async () => {
    expect(await restricted('web/src/features/rsvp/probe.ts', "export { buildApp } from '../../../../server/app';")).toEqual([expect.stringContaining('The web app must not import server code')]);
  });
});

describe('one way to the server (web/src/api/http.ts)', () => {
  /** The restricted-global messages for `code` as the file `file`. */
  async function calls(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: `${REPO_ROOT}/${file}` });
    return result!.messages.filter((message) => message.ruleId === 'no-restricted-globals').map((message) => message.message);
  }
  const fetching = "export const read = () => fetch('/api/site');\n";
  const uploading = 'export const send = () => new XMLHttpRequest();\n';

  it('refuses fetch() and XMLHttpRequest in the guests\' pages, the dashboard and the wall, naming the client', async () => {
    for (const file of ['web/src/features/rsvp/probe.ts', 'web/src/admin/features/guests/probe.tsx', 'web/src/wall/probe.ts']) {
      expect(await calls(file, fetching)).toEqual([expect.stringContaining('Call the server through web/src/api/http.ts')]);
      expect(await calls(file, uploading)).toHaveLength(1);
    }
  });

  it('lets the client itself and the service worker, the pages\' network layer, through', async () => {
    expect(await calls('web/src/api/http.ts', fetching + uploading)).toEqual([]);
    expect(await calls('web/service-worker/probe.ts', fetching)).toEqual([]);
  });
});

describe('the one way to a date format', () => {
  async function refusals(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: `${REPO_ROOT}/${file}` });
    return result!.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
  }
  const making = "export const day = (at: number) => new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(at);\n";

  it('refuses a new Intl.DateTimeFormat in the server, common code, the guests\' pages and the dashboard, naming dateTimeFormat', async () => {
    for (const file of ['server/admin/probe.ts', 'common/probe.ts', 'web/src/features/rsvp/probe.tsx', 'web/src/admin/features/guests/probe.ts', 'web/src/admin/features/guests/probe.tsx']) {
      expect(await refusals(file, making), file).toEqual([expect.stringContaining('dateTimeFormat(locale, options)')]);
    }
  });

  it('lets the one maker and the tests, which check against Intl itself, through', async () => {
    expect(await refusals('common/date-text.ts', making)).toEqual([]);
    expect(await refusals('server/admin/probe.test.ts', making)).toEqual([]);
  });
});
