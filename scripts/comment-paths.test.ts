import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../server/paths';
import { commentsOf, missingPaths } from './comment-paths';

describe('commentsOf', () => {
  it('finds line and block comments with their lines, and no text inside strings', () => {
    const source = ["const a = 'see server/x.ts'; // one", '/**', ' * two', ' */', 'const b = `// not ${a}`;'].join('\n');
    expect(commentsOf(source)).toEqual([
      { text: '// one', line: 1 },
      { text: '/**\n * two\n */', line: 2 },
    ]);
  });
});

describe('missingPaths', () => {
  const files = new Set(['server/app.ts', 'server/content/media-files.ts', 'docs/testing.md']);
  const exists = (file: string) => files.has(file);

  it('accepts a path from the root and one from a folder above the file', () => {
    const source = '/** See docs/testing.md and content/media-files.ts. */\nexport {};';
    expect(missingPaths('server/app.ts', source, exists)).toEqual([]);
  });

  it('names a path that exists nowhere, with its line, and ignores paths in code', () => {
    const source = ["const p = 'server/gone.ts';", '/**', ' * Moved from server/mail/render-mail.ts.', ' */'].join('\n');
    expect(missingPaths('server/app.ts', source, exists)).toEqual([
      { file: 'server/app.ts', line: 3, named: 'server/mail/render-mail.ts' },
    ]);
  });
});

/** Files whose comments name made-up paths on purpose: the tests of the import rules and of the docs' links. */
const NAMING_ON_PURPOSE = new Set(['scripts/import-rules.test.ts', 'scripts/docs-links.test.ts', 'scripts/comment-paths.test.ts']);

describe('the repository', () => {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: REPO_ROOT, encoding: 'utf8' });
  const files = new Set(listed.split('\0').filter((file) => file !== '' && fs.existsSync(path.join(REPO_ROOT, file))));
  const code = [...files].filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !NAMING_ON_PURPOSE.has(file));
  // Made by a run or the build, not kept in git: a comment may name what they write.
  const made = (file: string) => file.startsWith('bench/results/') || file.startsWith('dist/');

  it('reads the code of every folder', () => {
    for (const folder of ['server/', 'web/src/', 'common/', 'e2e/', 'scripts/']) expect(code.some((file) => file.startsWith(folder))).toBe(true);
  });

  it('names in its comments only files it has', () => {
    const missing = code.flatMap((file) =>
      missingPaths(file, fs.readFileSync(path.join(REPO_ROOT, file), 'utf8'), (named) => files.has(named) || made(named)),
    );
    expect(missing).toEqual([]);
  });
});
