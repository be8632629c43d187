/**
 * What `restore --force` keeps of DATA_DIR's former contents: a folder inside DATA_DIR, `.before-restore-<when>`,
 * holding the guest list, the answers and their health data (dietary and accessibility needs) as they were. The
 * restore names it and its date; it stays until the couple deletes it, or the purge after the wedding does
 * (server/purge/purge.ts), whole: a copy of a database cannot be purged in part.
 */
import fs from 'node:fs';
import path from 'node:path';

const KEPT_PREFIX = '.before-restore-';

/** The folder a restore at `at` keeps the former contents in (the random tail keeps two restores apart). */
export function keptCopyName(at: number, tail: string): string {
  return `${KEPT_PREFIX}${new Date(at).toISOString().replace(/[-:.]/g, '')}-${tail}`;
}

/** The copies kept in `dataDir` by earlier restores. */
export function keptCopies(dataDir: string): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dataDir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries.filter((entry) => entry.isDirectory() && entry.name.startsWith(KEPT_PREFIX)).map((entry) => path.join(dataDir, entry.name));
}

/** Deletes every copy kept in `dataDir`; returns how many. */
export function removeKeptCopies(dataDir: string): number {
  const copies = keptCopies(dataDir);
  for (const copy of copies) fs.rmSync(copy, { recursive: true, force: true });
  return copies.length;
}
