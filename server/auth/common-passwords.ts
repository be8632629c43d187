/**
 * The passwords tried first by anyone guessing: the 49,000 of @zxcvbn-ts/language-common's `passwords-common`
 * list (the most frequent in public breach lists, lower-case, ASCII), shipped in the package: nothing is fetched at
 * run time. The list is decompressed on first use only (30–120 ms on a busy two-core machine, about 12 MB of heap), so
 * a start that checks no password and every status check pay nothing for it (docs/decisions/0060).
 */
import { createRequire } from 'node:module';
// Its types only: the module itself is loaded with createRequire, synchronously, when first asked for (a static
// import would load it at every start).
import type * as LanguageCommon from '@zxcvbn-ts/language-common';

let loaded: ReadonlySet<string> | undefined;

/** The common passwords, loaded once. */
export function commonPasswords(): ReadonlySet<string> {
  loaded ??= new Set((createRequire(import.meta.url)('@zxcvbn-ts/language-common') as typeof LanguageCommon).dictionary['passwords-common']);
  return loaded;
}
