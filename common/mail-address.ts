/**
 * The one rule for an e-mail address typed into the site (issue 36, docs/decisions/0048): a household's or a
 * member's (the dashboard's forms, the CSV import, the guest command), the couple's own (the test e-mail, the notices
 * of answers) and MAIL_FROM. The server and the dashboard's own checks call this same function.
 *
 * It is the specifications' grammar, production by production, not a guess at what addresses look like:
 * - the local part is a dot-atom (RFC 5322 §3.2.3): one or more atext characters, in runs separated by single dots;
 *   atext is a letter, a digit or one of !#$%&'*+-/=?^_`{|}~, and, as RFC 6531 §3.3 allows (SMTPUTF8), a letter,
 *   mark or digit of any script (иван@почта.рф). Nothing else: no space, no < > ( ) [ ] \ , ; : " @, no control or
 *   invisible character, so an address can never end a header line or add a recipient;
 * - the domain is sub-domains joined by dots (RFC 5321 §4.1.2), each a letter or digit, then letters, digits and
 *   hyphens, ending in a letter or digit (or a U-label of RFC 6531: letters of any script), at least two of them: a
 *   mail server on the internet is found under a name with a dot, never "localhost" or "b";
 * - the lengths of RFC 5321 §4.5.3.1 and RFC 1035: at most 64 octets before the @, 63 in a label, 254 in all.
 * Left out on purpose, though the grammar has them: quoted local parts ("a b"@example.com) and address literals
 * (a@[192.0.2.1]). No couple types them for a guest, and a quoted local part is where header injection hides.
 */

/** RFC 5322 atext, widened by RFC 6531 to the letters, marks and digits of every script. */
const ATEXT = "[A-Za-z0-9!#$%&'*+\\-/=?^_`{|}~\\p{L}\\p{M}\\p{N}]";
/** RFC 5322 dot-atom-text: 1*atext *("." 1*atext). */
const DOT_ATOM_TEXT = `${ATEXT}+(?:\\.${ATEXT}+)*`;
/** RFC 5321 Let-dig (and a U-label's letters): where a label starts and ends. */
const LET_DIG = '[\\p{L}\\p{N}]';
/** RFC 5321 sub-domain: Let-dig [Ldh-str], Ldh-str being letters, digits and hyphens that end in a Let-dig. */
const SUB_DOMAIN = `${LET_DIG}(?:[\\p{L}\\p{M}\\p{N}-]*[\\p{L}\\p{M}\\p{N}])?`;
/** RFC 5321 Domain, with at least one dot. */
const DOMAIN = `${SUB_DOMAIN}(?:\\.${SUB_DOMAIN})+`;

const ADDRESS = new RegExp(`^(${DOT_ATOM_TEXT})@(${DOMAIN})$`, 'u');

/** RFC 5321 §4.5.3.1.1 (the local part), RFC 1035 §2.3.4 (a label), RFC 5321 §4.5.3.1.3 (the path, less its < >). */
const MAX = { localOctets: 64, labelOctets: 63, address: 254 } as const;

const octets = (text: string) => new TextEncoder().encode(text).length;

/** The domain's labels as DNS holds them (A-labels: почта.рф is xn--80a1acny.xn--p1ai), by the URL parser's IDNA. */
function asciiLabels(domain: string): string[] | undefined {
  try {
    return new URL(`http://${domain}/`).hostname.split('.');
  } catch {
    return undefined;
  }
}

/** Whether `value`, exactly as given (trim it first), is one mailbox any mail server takes: user@example.com. */
export function isMailAddress(value: string): boolean {
  if (octets(value) > MAX.address) return false;
  const match = ADDRESS.exec(value);
  if (!match) return false;
  const [, local = '', domain = ''] = match;
  const labels = asciiLabels(domain);
  // RFC 3696 §2: a top-level domain is never all digits ("a@1.2.3.4" is not a name).
  if (!labels || /^\d+$/.test(labels.at(-1) ?? '')) return false;
  return octets(local) <= MAX.localOctets && labels.every((label) => label.length <= MAX.labelOctets);
}
