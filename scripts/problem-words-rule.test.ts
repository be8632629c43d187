/**
 * The server's problems are put into words by one function (issue 37): problemText and problemInLanguage, in
 * web/src/admin/components/problem-text.ts. Lint (eslint.config.js) refuses a second wording function anywhere else
 * in the dashboard, and a message under a `problems` key asked for outside that file, but lets through the words that
 * only place a worded problem ("For Ana: …", "French: …", "…and 3 more"). Each case lints a few lines as a file of
 * the dashboard, against the real config, as save-button-rule.test.ts does.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../server/paths';

const eslint = new ESLint({ cwd: REPO_ROOT });
const MODULE = 'web/src/admin/features/rsvp/probe.ts';
const COMPONENT = 'web/src/admin/features/invitation/probe.tsx';

/** The messages of the restricted-syntax rules for `code` linted as the file `file`. */
async function problems(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${REPO_ROOT}/${file}` });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

const HEAD = "import type { FieldError } from '#common/api-problems';\ntype T = (key: string, options?: Record<string, unknown>) => string;\n";

// The first lint loads the config and the TypeScript parser: seconds on a busy machine (see import-rules.test.ts).
beforeAll(async () => {
  await problems(`${HEAD}export const probe = 1;\n`, MODULE);
}, 90_000);

describe('the one wording of the server’s problems', () => {
  it('refuses a second wording function, and names the one to use', async () => {
    const found = await problems(`${HEAD}export function problemWords(t: T, problem: FieldError): string {\n  return t('x', { value: problem.value });\n}\n`, MODULE);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('problemText or problemInLanguage (components/problem-text.ts)');
    expect(await problems(`${HEAD}export const fieldProblemText = (t: T, problem: FieldError) => t('x', { value: problem.code });\n`, MODULE)).toHaveLength(1);
    // Words the one function gave may be kept under such a name.
    expect(await problems(`${HEAD}import { problemText } from '../../components/problem-text';\nexport const said = (t: T, problem?: FieldError) => {\n  const problemWords = problem && problemText(t, problem);\n  return problemWords;\n};\n`, MODULE)).toEqual([]);
  });

  it('refuses a problem’s message asked for outside problem-text.ts, written whole or built from the code', async () => {
    const component = (expression: string) =>
      `${HEAD}export function Probe({ t, problem }: { t: T; problem: FieldError }) {\n  return <p>{${expression}}</p>;\n}\n`;
    expect(await problems(component("problem.field === 'heading' ? t('invitation.problems.noHeading') : ''"), COMPONENT)).toHaveLength(1);
    expect(await problems(component('t(`rsvp.problems.${problem.code}`)'), COMPONENT)).toHaveLength(1);
    expect(await problems(component("t('problems.tooLong', { max: 200 })"), COMPONENT)).toHaveLength(1);
  });

  it('lets through the words that place a worded problem, and the calls of the one function', async () => {
    const placing = `${HEAD}import { problemText } from '../../components/problem-text';
export function Probe({ t, problem, more }: { t: T; problem: FieldError; more: number }) {
  const words = problemText(t, problem);
  return <p>{t('rsvp.problems.forPerson', { person: 'Ana', problem: words })} {t('rsvp.problems.inLanguage', { language: 'French', problem: words })} {t('problems.more', { count: more })}</p>;
}
`;
    expect(await problems(placing, COMPONENT)).toEqual([]);
  });

  it('holds everywhere in the dashboard but the one function’s own file, beside the saving rule', async () => {
    const wording = `${HEAD}export function problemText(t: T, problem: FieldError): string {\n  return t('problems.invalid', { value: problem.value });\n}\n`;
    expect(await problems(wording, 'web/src/admin/components/problem-text.ts')).toEqual([]);
    expect(await problems(wording, 'web/src/admin/components/other-text.ts')).toHaveLength(2);
    // The dashboard's components keep the saving rule too (a rule's options replace an earlier block's).
    const busy = `export function Probe({ pending }: { pending: boolean }) {\n  return <button type="submit" aria-busy={pending}>Save</button>;\n}\n`;
    expect((await problems(busy, COMPONENT)).some((message) => message.includes('<SaveButton save={useSave(…)}>'))).toBe(true);
  });
});
