import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import folders from './restricted-paths.js';

const root = '/project';
const zones = [
  { target: './web/src/features', from: './web/src/app', message: 'A feature does not import the app.' },
  { target: './web/src/features/faq', from: './web/src/features', except: ['./faq'], message: 'A feature does not import another feature.' },
];

/** Lints `code` as if it were the file at `file` (relative to the project) and returns the messages. */
const lint = (file: string, code: string) =>
  new Linter({ configType: 'flat', cwd: root })
    .verify(
      code,
      [{ files: ['**/*.js'], plugins: { folders }, rules: { 'folders/restricted-paths': ['error', { zones, root }] } }],
      `${root}/${file}`,
    )
    .map((message) => message.message);

describe('restricted-paths', () => {
  it('refuses an import from a forbidden folder, with the zone message', () => {
    expect(lint('web/src/features/faq/faq-page.js', "import { routes } from '../../app/routes.js';")).toEqual([
      'Unexpected path "../../app/routes.js" imported in restricted zone. A feature does not import the app.',
    ]);
  });

  it('refuses another feature but allows the excepted folder (its own)', () => {
    const file = 'web/src/features/faq/faq-page.js';
    expect(lint(file, "import { Carousel } from '../save-the-date/carousel.js';")).toHaveLength(1);
    expect(lint(file, "import { FaqList } from './faq-list.js';")).toEqual([]);
  });

  it('checks re-exports and dynamic imports too', () => {
    const file = 'web/src/features/faq/index.js';
    expect(lint(file, "export { x } from '../../app/x.js';")).toHaveLength(1);
    expect(lint(file, "export * from '../../app/x.js';")).toHaveLength(1);
    expect(lint(file, "const app = () => import('../../app/app.js');")).toHaveLength(1);
  });

  it('ignores files outside every target, and packages', () => {
    expect(lint('web/src/app/routes.js', "import { FaqPage } from '../features/faq/faq-page.js';")).toEqual([]);
    expect(lint('web/src/features/faq/faq-page.js', "import { useState } from 'react';")).toEqual([]);
  });
});
