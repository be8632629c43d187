/**
 * The couple's own words in a send to several households (issue 36): written per language, each reader gets the
 * note of the language their message is in, and a language left empty gets none, never another language's (unlike
 * the site's texts, which fall back: a line meant for German readers read by a French one is a mistake, not a help).
 * Each line is one paragraph; control characters go (render-mail.ts's oneLine).
 */
import type { Locale } from '#common/locales';
import type { MailNote } from '#common/household-mail-api';
import type { MailContent } from './render-mail';
import { oneLine } from './render-mail';

/** What a kind that carries the couple's note takes besides its own params. */
export interface WithCoupleNote {
  /** The note's lines in the reader's language; none when empty. */
  note?: string[];
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
