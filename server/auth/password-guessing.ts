/**
 * Whether a password would fall to a guesser's first tries (docs/decisions/0060): one of the common passwords, one
 * made of a common password with the usual changes (capitals, digits or a year, a sign, letters written as digits:
 * "iloveyou2027", "P@ssw0rd!"), or one made of this wedding's words ("ana2027", "AnaMihai!", "mihai&ana24.05").
 *
 * How a password is read: lower case, accents and marks dropped, then split into its letters and its runs of
 * digits (signs and spaces count for nothing). It is guessable when
 * - its letters are all pieces a guesser tries (any number of this site's words, joining words such as "and", "my"
 *   and what every wedding is called, and at most ONE common password of four letters or more: two common words
 *   together are a passphrase, which is what people should choose), and
 * - each run of digits is one a guesser tries (four digits or fewer beside letters, a year, the wedding's day and
 *   month, a repeated digit, a sequence such as 123456, or a common password).
 * It is read twice: as typed, and with the digits and signs that stand for letters read as letters ("p@ssw0rd").
 */
import { commonPasswords } from './common-passwords';
import { foldLetters, NO_WEDDING_WORDS, type WeddingWords } from './wedding-words';

/** Listed as it is; a common password changed as people change it; made of this wedding's words. */
export type Guessable = 'listed' | 'variation' | 'wedding';

/** Words that join or decorate the pieces, and what every wedding is called, in the site's five languages. */
const JOINING_WORDS = new Set([
  'and', 'und', 'si', 'et', 'и', 'the', 'my', 'our', 'we', 'me', 'you', 'i', 'love', 'loves', 'mr', 'mrs', 'mme',
  'wedding', 'ourwedding', 'savethedate', 'marriage', 'married', 'justmarried', 'bride', 'groom', 'forever',
  'hochzeit', 'unsere', 'braut', 'brautigam', 'ehe', 'liebe',
  'nunta', 'noastra', 'mireasa', 'mire', 'casatorie', 'iubire',
  'mariage', 'notre', 'mariee', 'marie', 'noces', 'amour',
  'свадьба', 'наша', 'невеста', 'жених', 'брак', 'любовь',
]);

/** Digits and signs that stand for letters, read as letters when they touch one. */
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i', '|': 'l' };
const LEET_TOUCHING_A_LETTER = /(?<=\p{L})[013457@$!|]|[013457@$!|](?=\p{L})/gu;

/** The longest piece tried at one place (a place's name is the longest word a guesser tries). */
const LONGEST_PIECE = 40;
const SHORTEST_COMMON_PIECE = 4;

interface Pieces {
  site: WeddingWords;
  useSite: boolean;
}

/** A repeated digit, or digits going up or down by one (123456, 987654, 1234567890). */
function isTrivialRun(digits: string): boolean {
  if (/^(\d)\1*$/.test(digits)) return true;
  if (digits.length < 3) return false;
  const steps = [...digits].slice(1).map((digit, i) => (Number(digit) - Number(digits[i]) + 10) % 10);
  return steps.every((step) => step === 1) || steps.every((step) => step === 9);
}

/** Whether a run of digits is one of the wedding's dates and years, one after another ("24052026"). */
function isDateRun(digits: string, { site, useSite }: Pieces): boolean {
  const reach = [true];
  for (let end = 1; end <= digits.length; end++) {
    for (let start = Math.max(0, end - 4); start < end && !reach[end]; start++) {
      const piece = digits.slice(start, end);
      reach[end] = reach[start] === true && ((useSite && site.digits.has(piece)) || /^(19|20)\d\d$/.test(piece));
    }
  }
  return reach[digits.length] === true;
}

function guessableDigits(digits: string, besideLetters: boolean, pieces: Pieces): boolean {
  return (besideLetters && digits.length <= 4) || isTrivialRun(digits) || commonPasswords().has(digits) || isDateRun(digits, pieces);
}

/** Whether the letters are all pieces a guesser tries, with at most one common password among them. */
function guessableLetters(letters: string, { site, useSite }: Pieces): boolean {
  const common = commonPasswords();
  // The first i letters are pieces: with no common password among them (bare[i]), or with one (once[i]).
  const bare: boolean[] = [true];
  const once: boolean[] = [false];
  for (let end = 1; end <= letters.length; end++) {
    for (let start = Math.max(0, end - LONGEST_PIECE); start < end; start++) {
      if (bare[start] !== true && once[start] !== true) continue;
      const piece = letters.slice(start, end);
      if (JOINING_WORDS.has(piece) || (useSite && site.letters.has(piece))) {
        bare[end] ||= bare[start] === true;
        once[end] ||= once[start] === true;
      }
      if (piece.length >= SHORTEST_COMMON_PIECE && common.has(piece)) once[end] ||= bare[start] === true;
    }
  }
  return bare[letters.length] === true || once[letters.length] === true;
}

function guessableReading(reading: string, pieces: Pieces): boolean {
  const letters = (reading.match(/\p{L}+/gu) ?? []).join('');
  const digitRuns = reading.match(/\d+/g) ?? [];
  if (!digitRuns.every((run) => guessableDigits(run, letters !== '', pieces))) return false;
  return letters === '' || guessableLetters(letters, pieces);
}

/** How a guesser would find `password`, or undefined when their first tries would not. */
export function guessable(password: string, site: WeddingWords = NO_WEDDING_WORDS): Guessable | undefined {
  const lower = password.normalize('NFKC').toLowerCase().trim();
  const squeezed = lower.replace(/[\s._\-&+]/gu, '');
  const common = commonPasswords();
  if (common.has(lower) || common.has(squeezed) || /^(.)\1*$/u.test(squeezed)) return 'listed';
  const folded = foldLetters(lower);
  const readings = [folded, folded.replace(LEET_TOUCHING_A_LETTER, (sign) => LEET[sign] ?? sign)];
  if (readings.some((reading) => guessableReading(reading, { site, useSite: false }))) return 'variation';
  if (readings.some((reading) => guessableReading(reading, { site, useSite: true }))) return 'wedding';
  return undefined;
}
