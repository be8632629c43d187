/**
 * What a shared password on the internet must be (issue 11): every guest types it, so it is short enough to type,
 * but it is all that stands between the world and the couple's private pages. Checked at start in production.
 */
/** The demo mode's password (no WEDDING_PASSWORD, outside production, on this computer only): printed by npm start. */
export const DEMO_PASSWORD = 'demo-wedding-2026';
/** The demo mode's dashboard password (no ADMIN_PASSWORD, outside production, on this computer only). */
export const DEMO_ADMIN_PASSWORD = 'demo-couple-2026';

export const MIN_PRODUCTION_PASSWORD_LENGTH = 12;

/**
 * The passwords tried first by anyone guessing (the top of the public breach lists), and the words a wedding site
 * invites, lower-cased. Those shorter than the minimum are refused by length already; they are listed for the
 * variants people make of them by adding a year or a name.
 */
const COMMON_PASSWORDS = new Set([
  'password', 'password1', 'password12', 'password123', 'password1234', 'passw0rd', 'passwort', 'passwort123',
  'parola', 'parola123', 'пароль', 'motdepasse', 'mot de passe', '123456', '12345678', '123456789', '1234567890',
  '123456789012', '1234567890123', '0123456789', '987654321', '111111111111', '000000000000', 'qwerty', 'qwerty123',
  'qwertyuiop', 'qwertyuiopas', 'qwertz', 'qwertzuiop', 'azerty', 'azertyuiop', '1q2w3e4r5t6y', '1qaz2wsx3edc',
  'qazwsxedcrfv', 'iloveyou', 'iloveyou123', 'iloveyou2026', 'letmein', 'letmeinplease', 'welcome', 'welcome123',
  'welcome12345', 'changeme', 'changeme123', 'administrator', 'secret', 'secretpassword', 'trustno1', 'sunshine',
  'football', 'princess', 'dragon', 'monkey', 'abc123', 'abcdefghijkl', 'wedding', 'wedding2025', 'wedding2026',
  'wedding2027', 'ourwedding', 'ourwedding2026', 'weddingpassword', 'weddingday', 'savethedate', 'save the date',
  'savethedate2026', 'hochzeit', 'hochzeit2026', 'unserehochzeit', 'nunta', 'nunta2026', 'nuntanoastra', 'mariage',
  'mariage2026', 'notremariage', 'свадьба', 'свадьба2026', 'justmarried', 'happilyeverafter', 'mrandmrs',
]);

/** Why `password` may not protect a site on the internet, or undefined when it may. */
export function productionPasswordProblem(password: string): string | undefined {
  if (password.trim() === '') return 'is only spaces';
  if (password === DEMO_PASSWORD || password === DEMO_ADMIN_PASSWORD) {
    return 'is a demo password, which `npm start` prints for anyone to read; choose your own';
  }
  if ([...password].length < MIN_PRODUCTION_PASSWORD_LENGTH) {
    return `must have at least ${MIN_PRODUCTION_PASSWORD_LENGTH} characters on a server on the internet (a short sentence is easy to type and hard to guess)`;
  }
  const lower = password.toLowerCase().trim();
  if (COMMON_PASSWORDS.has(lower) || /^(.)\1+$/u.test(lower)) return 'is one of the most commonly guessed passwords; choose a phrase of your own';
  return undefined;
}
