/**
 * The passwords tried first by anyone guessing: the 49,000 of @zxcvbn-ts/language-common's `passwords-common`
 * list (the most frequent in public breach lists, lower-case, ASCII), shipped in the package: nothing is fetched at
 * run time. The list is decompressed on first use only (about 20 ms and 3 MB of memory), so a start that checks no
 * password and every status check pay nothing for it (docs/decisions/0060).
 */
import { createRequire } from 'node:module';

interface LanguageCommon {
  dictionary: { 'passwords-common': string[] };
}

let loaded: ReadonlySet<string> | undefined;

/** The common passwords, loaded once. */
export function commonPasswords(): ReadonlySet<string> {
  loaded ??= new Set((createRequire(import.meta.url)('@zxcvbn-ts/language-common') as LanguageCommon).dictionary['passwords-common']);
  return loaded;
}

/** Whether the list has been loaded in this process (a test checks that starting does not load it). */
export function commonPasswordsLoaded(): boolean {
  return loaded !== undefined;
}
