import { guessable, type Guessable } from './password-guessing';
import type { WeddingWords } from './wedding-words';

/**
 * What a shared password on the internet must be (issue 11): every guest types it, so it is short enough to type,
 * but it is all that stands between the world and the couple's private pages. Checked at start in production; the
 * couple's passwords are never guessable ones (password-guessing.ts, docs/decisions/0060).
 */
/** The demo mode's password (no WEDDING_PASSWORD, outside production, on this computer only): printed by npm start. */
export const DEMO_PASSWORD = 'demo-wedding-2026';
/** The demo mode's dashboard password (no ADMIN_PASSWORD, outside production, on this computer only). */
export const DEMO_ADMIN_PASSWORD = 'demo-couple-2026';

export const MIN_PRODUCTION_PASSWORD_LENGTH = 12;

/** Why a guessable password may not be chosen, by how it would be guessed (password-guessing.ts). */
const GUESSABLE_PROBLEM: Record<Guessable, string> = {
  listed: 'is one of the most commonly guessed passwords; choose a phrase of your own',
  variation: 'is a commonly guessed password with a year, digits or signs added, or letters written as digits; choose a phrase of your own',
  wedding: "is made of the couple's names, the wedding's place or date: anyone who knows of the wedding would try it; choose a phrase of your own",
};

/** Why `password` is guessable, or undefined when it is not (docs/decisions/0060). */
export function guessableProblem(password: string, words?: WeddingWords): string | undefined {
  const how = guessable(password, words);
  return how && GUESSABLE_PROBLEM[how];
}

/**
 * Why `password` may not protect a site on the internet, or undefined when it may: the check for every password
 * chosen (ADMIN_PASSWORD, each person's). `words` are the site's (weddingWordsOf); without them only what every
 * site would refuse is refused. `refuse: 'listed-only'` refuses only a password listed as it is: the guests'
 * WEDDING_PASSWORD, printed on the cards, is warned about for the rest (config.ts, passwordsAgainstTheWedding).
 */
export function productionPasswordProblem(password: string, words?: WeddingWords, { refuse = 'any-guessable' }: { refuse?: 'any-guessable' | 'listed-only' } = {}): string | undefined {
  if (password.trim() === '') return 'is only spaces';
  if (password === DEMO_PASSWORD || password === DEMO_ADMIN_PASSWORD) {
    return 'is a demo password, which `npm start` prints for anyone to read; choose your own';
  }
  if ([...password].length < MIN_PRODUCTION_PASSWORD_LENGTH) {
    return `must have at least ${MIN_PRODUCTION_PASSWORD_LENGTH} characters on a server on the internet (a short sentence is easy to type and hard to guess)`;
  }
  const how = guessable(password, words);
  if (how === undefined || (refuse === 'listed-only' && how !== 'listed')) return undefined;
  return GUESSABLE_PROBLEM[how];
}
