/** This site's words for the password check (server/auth/wedding-words.ts): its facts and its events' places. */
import { weddingWordsOf, type WeddingWords } from '../auth/wedding-words';
import type { Stores } from '../stores';

export function siteWeddingWords({ content, invitation }: Pick<Stores, 'content' | 'invitation'>): WeddingWords {
  return weddingWordsOf(content.facts().facts, invitation.storedEvents().map((event) => event.place));
}
