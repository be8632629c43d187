/**
 * The relative links of the repository's Markdown files, and which of them lead nowhere: a clone holds nothing but
 * the repository, so a link to a file it lacks (or to a folder beside it) is broken for every reader.
 */
import path from 'node:path';

export interface MarkdownLink {
  /** The link's target as written, e.g. `docs/deploy.md#7-backups`. */
  target: string;
  line: number;
}

/** Text blanked with spaces, so that line numbers stay right. */
const blank = (text: string) => text.replace(/[^\n]/g, ' ');

/** The text without its fenced code blocks. */
function withoutFencedBlocks(markdown: string): string {
  return markdown.replace(/^ {0,3}(```|~~~)[^\n]*\n[\s\S]*?^ {0,3}\1[^\n]*$/gm, blank);
}

/** The text without fenced code blocks and inline code spans. */
function withoutCode(markdown: string): string {
  return withoutFencedBlocks(markdown).replace(/(`+)[^`\n][\s\S]*?\1/g, blank);
}

const INLINE_LINK = /!?\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+"[^"]*")?\s*\)/g;
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/gm;

/** Every link and image of a Markdown text, outside code, with the line it is on. */
export function markdownLinks(markdown: string): MarkdownLink[] {
  const text = withoutCode(markdown);
  const links: MarkdownLink[] = [];
  for (const pattern of [INLINE_LINK, REFERENCE_DEFINITION]) {
    for (const match of text.matchAll(pattern)) {
      const target = match[1]!.replace(/^<|>$/g, '');
      links.push({ target, line: text.slice(0, match.index).split('\n').length });
    }
  }
  return links.sort((a, b) => a.line - b.line);
}

/**
 * Markdown files named in code spans by a path that climbs out of the folder (`../…/x.md`): not links, but a reader
 * follows them all the same, and one that leaves the repository names a document a clone does not have.
 */
export function climbingDocumentPaths(markdown: string): MarkdownLink[] {
  const text = withoutFencedBlocks(markdown);
  return [...text.matchAll(/`(\.\.\/[^`\s]+\.md(?:#[^`\s]*)?)`/g)].map((match) => ({
    target: match[1]!,
    line: text.slice(0, match.index).split('\n').length,
  }));
}

/**
 * Files named by an absolute path on the machine the text was written on (`/work/…/x.md`, `/home/…`): a clone does
 * not have them, and a reader who follows one finds nothing. Code blocks are read too: a command there may name the
 * repository's own files only by relative paths.
 */
const MACHINE_PATH = /(?<![\w.~/-])\/(?:work|home|root|Users)\/[^\s`'")\]]+\.(?:md|ts|tsx|js|mjs|sh|json)\b/g;

export function machinePaths(text: string): MarkdownLink[] {
  return [...text.matchAll(MACHINE_PATH)].map((match) => ({ target: match[0], line: text.slice(0, match.index).split('\n').length }));
}

/** GitHub's anchor of a heading: lowercased, punctuation dropped, spaces made hyphens. */
export function headingAnchor(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{N}\p{M} _-]/gu, '').replace(/ /g, '-');
}

/** The anchors a Markdown text's headings get, a repeated one numbered as GitHub numbers it (-1, -2…). */
export function headingAnchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const match of withoutCode(markdown).matchAll(/^ {0,3}#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const anchor = headingAnchor(match[1]!);
    const count = seen.get(anchor) ?? 0;
    seen.set(anchor, count + 1);
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
  }
  return anchors;
}

/** What the repository holds, as `docsLinkProblems` needs it: its files and the text of its Markdown files. */
export interface Repository {
  /** Paths relative to the root, with `/`. */
  files: ReadonlySet<string>;
  readMarkdown(file: string): string;
}

/** The folders that hold the files, each as a path relative to the root ('' for the root itself). */
function foldersOf(files: Iterable<string>): Set<string> {
  const folders = new Set<string>(['']);
  for (const file of files) {
    for (let dir = path.posix.dirname(file); dir !== '.'; dir = path.posix.dirname(dir)) folders.add(dir);
  }
  return folders;
}

/**
 * What is wrong with each relative link of `markdownFile` (and each climbing document path in its code spans): a
 * target outside the repository, a file or folder it does not hold, or a heading the target file does not have.
 * Links with a scheme (https:, mailto:) are not checked.
 */
export function docsLinkProblems(markdownFile: string, repository: Repository): string[] {
  const folders = foldersOf(repository.files);
  const problems: string[] = [];
  const markdown = repository.readMarkdown(markdownFile);
  for (const { target, line } of [...markdownLinks(markdown), ...climbingDocumentPaths(markdown)]) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
    const where = `${markdownFile}:${line}: ${target}`;
    const [rawPath = '', fragment] = target.split('#', 2);
    const pathPart = decodeURIComponent(rawPath.split('?')[0]!);
    const resolved = pathPart === ''
      ? markdownFile
      : pathPart.startsWith('/')
        ? path.posix.normalize(pathPart.slice(1))
        : path.posix.normalize(path.posix.join(path.posix.dirname(markdownFile), pathPart));
    const relative = resolved.replace(/\/$/, '') || '';
    if (relative === '..' || relative.startsWith('../')) {
      problems.push(`${where}: leads outside the repository`);
      continue;
    }
    const normalised = relative === '.' ? '' : relative;
    const isFile = repository.files.has(normalised);
    if (!isFile && !folders.has(normalised)) {
      problems.push(`${where}: no such file or folder in the repository`);
      continue;
    }
    if (fragment && isFile && normalised.endsWith('.md') && !headingAnchors(repository.readMarkdown(normalised)).has(decodeURIComponent(fragment).toLowerCase())) {
      problems.push(`${where}: ${normalised} has no heading #${fragment}`);
    }
  }
  return problems;
}
