/**
 * The couple's contact line ("Call Ana: +40 722 123 456") in parts, each phone number, e-mail address and WhatsApp
 * link made a link (issue 37): after the deadline a guest's one way to change an answer is a tap, not copying digits.
 */
export type ContactPart = { text: string; href?: string };

const KINDS: Array<{ pattern: RegExp; href: (found: string) => string | null }> = [
  // A WhatsApp link, with or without its scheme; a sentence's full stop or comma after it is not part of it.
  { pattern: /(?:https?:\/\/)?wa\.me\/[^\s,;]*[^\s,;.!?)]/i, href: (found) => (/^https?:/i.test(found) ? found : `https://${found}`) },
  { pattern: /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/i, href: (found) => `mailto:${found}` },
  // A number as people write it (+40 722 123 456, 0722-123-456, (030) 1234567): seven digits at least.
  {
    pattern: /\+?\(?\d[\d\s()./-]*\d/,
    href: (found) => {
      const digits = found.replace(/[^\d]/g, '');
      return digits.length >= 7 ? `tel:${found.trim().startsWith('+') ? '+' : ''}${digits}` : null;
    },
  },
];

/** The line's parts in order; text without a link stays as it is, so the parts joined are the line. */
export function contactParts(line: string): ContactPart[] {
  const parts: ContactPart[] = [];
  let rest = line;
  while (rest !== '') {
    let first: { index: number; text: string; href: string } | null = null;
    for (const kind of KINDS) {
      let offset = 0;
      let source = rest;
      // A number too short to call (a year, a table's number) is skipped and the search goes on after it.
      for (let match = kind.pattern.exec(source); match; match = kind.pattern.exec(source)) {
        const href = kind.href(match[0]);
        const index = offset + match.index;
        if (href !== null) {
          if (!first || index < first.index) first = { index, text: match[0], href };
          break;
        }
        offset = index + match[0].length;
        source = rest.slice(offset);
      }
    }
    if (!first) {
      parts.push({ text: rest });
      break;
    }
    if (first.index > 0) parts.push({ text: rest.slice(0, first.index) });
    parts.push({ text: first.text, href: first.href });
    rest = rest.slice(first.index + first.text.length);
  }
  return parts;
}
