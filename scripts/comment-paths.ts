/**
 * The repository's files named in its code's comments, and which of them do not exist. A comment that sends the
 * next engineer to a file that was renamed or never was costs them a search, and says the comment around it may be
 * stale too (issue 37 found five wrong in thirty sampled).
 */
import path from 'node:path';

/** A file's path as comments write them: folders, then a name with a known extension; not a URL's path (`…/:job/x.html`). */
const NAMED_PATH = /(?<![\w./:-])((?:[\w-]+\/)+[\w.-]+\.(?:ts|tsx|mjs|js|json|md|css|html))(?![\w/-])/g;

/** Comments of a TypeScript or JavaScript text with the line each starts on: `//` lines and `/* … *\/` blocks. */
export function commentsOf(source: string): { text: string; line: number }[] {
  const comments: { text: string; line: number }[] = [];
  // Strings and template literals are skipped so that a URL or a path in code is not read as a comment.
  const pattern = /\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\[\s\S]|[^`\\])*`/g;
  for (const match of source.matchAll(pattern)) {
    if (!match[0].startsWith('/')) continue;
    comments.push({ text: match[0], line: source.slice(0, match.index).split('\n').length });
  }
  return comments;
}

export interface MissingPath {
  file: string;
  line: number;
  named: string;
}

/**
 * The paths a file's comments name that exist nowhere: not from the repository's root, nor from the file's folder or
 * any folder above it (a comment in `server/app.ts` may write `content/media-files.ts` for its neighbour).
 */
export function missingPaths(file: string, source: string, exists: (repoPath: string) => boolean): MissingPath[] {
  const missing: MissingPath[] = [];
  for (const comment of commentsOf(source)) {
    for (const match of comment.text.matchAll(NAMED_PATH)) {
      const named = match[1]!;
      if (named.startsWith('../') || named.startsWith('./') || !named.includes('/')) continue;
      const line = comment.line + comment.text.slice(0, match.index).split('\n').length - 1;
      if (!candidates(file, named).some(exists)) missing.push({ file, line, named });
    }
  }
  return missing;
}

/** The repository paths `named` may mean, read from the root and from each folder above `file`. */
function candidates(file: string, named: string): string[] {
  const found = [named];
  for (let dir = path.posix.dirname(file); dir !== '.'; dir = path.posix.dirname(dir)) found.push(`${dir}/${named}`);
  return found;
}
