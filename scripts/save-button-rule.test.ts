/**
 * The dashboard's one saving pattern is kept by lint (eslint.config.js, decision 0055): a button marked busy by hand
 * or disabled while a request runs is refused in web/src/admin, with a message that names SaveButton and useSave;
 * SaveButton itself, a region being loaded and a button disabled for another reason pass. Each case lints a few
 * lines as a file of the dashboard, against the real config, as import-rules.test.ts does.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../server/paths';

const eslint = new ESLint({ cwd: REPO_ROOT });
const FILE = 'web/src/admin/features/guests/probe.tsx';

/** The messages of the saving rule for `code` as the file `file`. */
async function saveProblems(code: string, file = FILE): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${REPO_ROOT}/${file}` });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

const component = (jsx: string) => `export function Probe({ pending, list }: { pending: boolean; list: { loading: boolean } }) {\n  return ${jsx};\n}\n`;

// The first lint loads the config and the TypeScript parser: seconds on a busy machine (see import-rules.test.ts).
beforeAll(async () => {
  await saveProblems(component('<p />'));
}, 90_000);

describe('the dashboard’s saving rule', () => {
  it('refuses a button marked busy by hand, and names the hook and the button to use', async () => {
    const problems = await saveProblems(component('<button type="submit" aria-busy={pending}>Save</button>'));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toContain('<SaveButton save={useSave(…)}>');
  });

  it('refuses a control disabled while its request runs, however the state is reached', async () => {
    expect(await saveProblems(component('<button type="submit" disabled={pending}>Save</button>'))).toHaveLength(1);
    expect(await saveProblems(component('<button type="button" aria-disabled={pending || undefined}>Send</button>'))).toHaveLength(1);
    expect(await saveProblems(component('<button type="button" disabled={list.loading}>More</button>'))).toHaveLength(1);
  });

  it('lets SaveButton, a region being loaded and a button disabled for another reason through', async () => {
    expect(await saveProblems(component('<SaveButton busy={pending}>Save</SaveButton>'))).toEqual([]);
    expect(await saveProblems(component('<ul aria-busy={list.loading} />'))).toEqual([]);
    expect(await saveProblems(component('<button type="button" disabled={list === null}>Add</button>'))).toEqual([]);
  });

  it('holds in the dashboard only: SaveButton itself and the guests’ pages mark their own', async () => {
    const busyButton = component('<button type="submit" aria-busy={pending}>Save</button>');
    expect(await saveProblems(busyButton, 'web/src/admin/components/save-button.tsx')).toEqual([]);
    expect(await saveProblems(busyButton, 'web/src/features/rsvp/probe.tsx')).toEqual([]);
  });
});
