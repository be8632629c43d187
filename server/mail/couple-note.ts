/**
 * The couple's own words in a send to several households (issue 36): written per language, each reader gets the
 * note of the language their message is in, and a language left empty gets none, never another language's (unlike
 * the site's texts, which fall back: a line meant for German readers read by a French one is a mistake, not a help).
 * Typed as paragraphs (common/text-fields.ts, the rule every route cleans such a text by): `cleanNote` refuses a
 * control or direction character and a note over MAIL_NOTE_MAX in a language, each a problem of `message` in that
 * language, and gives the note as stored elsewhere: trimmed, line ends as "\n", invisible characters gone. Each line
 * is one paragraph; the e-mail's own output rule still applies (render-mail.ts's oneLine).
 */
import type { FieldError } from '#common/api-problems';
import { LOCALES, type Locale } from '#common/locales';
import { MAIL_NOTE_MAX, type MailNote, type MailSendRequest } from '#common/household-mail-api';
import { checkText } from '#common/text-fields';
import type { MailContent } from './render-mail';
import { oneLine } from './render-mail';

/** What a kind that carries the couple's note takes besides its own params. */
export interface WithCoupleNote {
  /** The note's lines in the reader's language; none when empty. */
  note?: string[];
}

/** The note in every language cleaned by the paragraphs' rule, or every problem of it (field `message`, by language). */
function cleanNote(note: MailNote): { note: MailNote } | { problems: FieldError[] } {
  const problems: FieldError[] = [];
  const cleaned = {} as MailNote;
  for (const locale of LOCALES) {
    const result = checkText(note[locale], 'paragraphs', MAIL_NOTE_MAX, { field: 'message', locale });
    if ('problem' in result) problems.push(result.problem);
    else cleaned[locale] = result.text;
  }
  return problems.length > 0 ? { problems } : { note: cleaned };
}

/** A send with its note cleaned (none stays none), or the note's problems. */
export function withCleanNote<R extends MailSendRequest>(request: R): { request: R } | { problems: FieldError[] } {
  if (!request.note) return { request };
  const checked = cleanNote(request.note);
  return 'problems' in checked ? checked : { request: { ...request, note: checked.note } };
}

/** The note's lines for a reader of `locale`: empty when the couple wrote nothing in that language. */
export function noteFor(note: MailNote | undefined, locale: Locale): string[] {
  return (note?.[locale] ?? '')
    .split('\n')
    .map(oneLine)
    .filter((line) => line !== '');
}

/** A kind's words with the couple's note added (before the link), when the send has one in the reader's language. */
export function withCoupleNote<P>(content: (locale: Locale, params: P) => MailContent) {
  return (locale: Locale, params: P & WithCoupleNote): MailContent => {
    const words = content(locale, params);
    return params.note && params.note.length > 0 ? { ...words, note: params.note } : words;
  };
}
