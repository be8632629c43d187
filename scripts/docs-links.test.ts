import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../server/paths';
import { docsLinkProblems, headingAnchor, machinePaths, markdownLinks, type Repository } from './docs-links';

/** A repository of a few files, the Markdown ones with the given text. */
function repositoryOf(markdown: Record<string, string>, otherFiles: string[] = []): Repository {
  return {
    files: new Set([...Object.keys(markdown), ...otherFiles]),
    readMarkdown: (file) => markdown[file] ?? '',
  };
}

describe('markdownLinks', () => {
  it('finds inline links, images and reference definitions with their lines, and none inside code', () => {
    const text = [
      'See [the guide](docs/deploy.md#2-the-tools) and ![a photo](content/photos/01.jpg "title").',
      '`[not a link](nowhere.md)`',
      '```',
      '[nor this](nowhere.md)',
      '```',
      '[`web/`](web) [mail](mailto:a@b.example)',
      '[ref]: <docs/security.md>',
    ].join('\n');
    expect(markdownLinks(text)).toEqual([
      { target: 'docs/deploy.md#2-the-tools', line: 1 },
      { target: 'content/photos/01.jpg', line: 1 },
      { target: 'web', line: 6 },
      { target: 'mailto:a@b.example', line: 6 },
      { target: 'docs/security.md', line: 7 },
    ]);
  });
});

describe('headingAnchor', () => {
  it('makes the anchors GitHub makes', () => {
    expect(headingAnchor('7. Backups')).toBe('7-backups');
    expect(headingAnchor('Behind a reverse proxy: `TRUST_PROXY`')).toBe('behind-a-reverse-proxy-trust_proxy');
    expect(headingAnchor('Photos & video')).toBe('photos--video');
    expect(headingAnchor('Ștefan’s list')).toBe('ștefans-list');
  });
});

describe('docsLinkProblems', () => {
  const repository = repositoryOf(
    {
      'README.md': '[deploy](docs/deploy.md#7-backups) [gone](docs/gone.md) [outside](../other/spec.md) [web](web/) [top](#top)\nThe spec is in `../other/spec.md`; `../../common/api` is an import.',
      'docs/deploy.md': '# Top\n## 7. Backups\n[up](../README.md) [nowhere](#restore) [root](/web/index.html)',
    },
    ['web/index.html'],
  );

  it('accepts links to files, folders and headings the repository has', () => {
    expect(docsLinkProblems('docs/deploy.md', repository)).toEqual(['docs/deploy.md:3: #restore: docs/deploy.md has no heading #restore']);
  });

  it('names each link to a missing file, outside the repository, or to a missing heading, and a document named outside it', () => {
    expect(docsLinkProblems('README.md', repository)).toEqual([
      'README.md:1: docs/gone.md: no such file or folder in the repository',
      'README.md:1: ../other/spec.md: leads outside the repository',
      'README.md:1: #top: README.md has no heading #top',
      'README.md:2: ../other/spec.md: leads outside the repository',
    ]);
  });
});

describe('machinePaths', () => {
  it('finds files named by an absolute path of the machine, and not URLs, relative paths or folders', () => {
    const text = 'See /work/shared/docs/dashboard.md and\n`/home/ana/notes.ts`, not https://x.example/work/a.md, docs/a.md, /work/ or /srv/app/x.ts (a server’s own folder)';
    expect(machinePaths(text)).toEqual([
      { target: '/work/shared/docs/dashboard.md', line: 1 },
      { target: '/home/ana/notes.ts', line: 2 },
    ]);
  });
});

/** The files a clone of the commit to come holds: tracked ones and new ones that are not ignored. */
function repositoryFiles(): Set<string> {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: REPO_ROOT, encoding: 'utf8' });
  return new Set(listed.split('\0').filter((file) => file !== '' && fs.existsSync(path.join(REPO_ROOT, file))));
}

describe("the repository's own Markdown", () => {
  const files = repositoryFiles();
  const markdownFiles = [...files].filter((file) => file.endsWith('.md')).sort();
  const repository: Repository = { files, readMarkdown: (file) => fs.readFileSync(path.join(REPO_ROOT, file), 'utf8') };

  it('includes the README and the docs', () => {
    expect(markdownFiles).toContain('README.md');
    expect(markdownFiles).toContain('docs/architecture.md');
  });

  it('links only to files, folders and headings inside the repository', () => {
    expect(markdownFiles.flatMap((file) => docsLinkProblems(file, repository))).toEqual([]);
  });

  it('names no file by an absolute path of a machine, in its Markdown or its code', () => {
    const texts = [...files].filter((file) => /\.(md|ts|tsx|mjs|js)$/.test(file) && !['scripts/docs-links.ts', 'scripts/docs-links.test.ts'].includes(file));
    const named = texts.flatMap((file) => machinePaths(fs.readFileSync(path.join(REPO_ROOT, file), 'utf8')).map(({ target, line }) => `${file}:${line}: ${target}`));
    expect(named).toEqual([]);
  });

  it('lists every decision record in the index of docs/architecture.md', () => {
    const linked = new Set(markdownLinks(repository.readMarkdown('docs/architecture.md')).map(({ target }) => target));
    const records = markdownFiles.filter((file) => file.startsWith('docs/decisions/'));
    expect(records.length).toBeGreaterThan(0);
    expect(records.filter((file) => !linked.has(file.replace('docs/', '')))).toEqual([]);
  });
});
