/**
 * The couple's words as guests read them: text, never HTML. Paragraphs are split on blank lines and keep their
 * line breaks (the stylesheet's pre-line); an http(s) address in them becomes a link (a hotel's booking page), any
 * other scheme stays text.
 */
export type TextPiece = { text: string } | { text: string; href: string };

const ADDRESS = /\bhttps?:\/\/[^\s<>"]+/gi;
/** Punctuation that ends a sentence after an address rather than belonging to it. */
const TRAILING = /[.,;:!?)\]}»”’'"]+$/;

/** The text cut into plain pieces and links (http and https only). */
export function splitLinks(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = match[0].replace(TRAILING, '');
    const href = safeHref(address);
    if (!href) continue;
    if (match.index > last) pieces.push({ text: text.slice(last, match.index) });
    pieces.push({ text: address, href });
    last = match.index + address.length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  return pieces;
}

function safeHref(address: string): string | undefined {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Paragraphs of a text: split on blank lines, each trimmed, empty ones left out. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

function LinkedText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((piece, i) =>
        'href' in piece ? (
          <a key={i} href={piece.href} rel="noopener noreferrer" className="text-link">
            {piece.text}
          </a>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}

export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {paragraphsOf(text).map((paragraph, i) => (
        <p key={i} className={className ?? 'invitation-text'}>
          <LinkedText text={paragraph} />
        </p>
      ))}
    </>
  );
}
