/**
 * Whether a site still shows the shipped example's names and date (content/wedding.json as the release ships it):
 * the overview says so until the couple enters theirs, and the example's guests' links never end by default
 * (server/auth/guest-link-end.ts), so the demo can be tried whatever today's date is.
 */
import type { WeddingFacts } from '#common/wedding-facts';
import { SHIPPED_CONTENT_DIR } from '../paths';
import { readWeddingFacts } from './wedding-content';

let shipped: Pick<WeddingFacts, 'coupleNames' | 'weddingDate'> | undefined;

/** The shipped example's names and date, read once: the shipped files do not change while the server runs. */
function shippedExample(): Pick<WeddingFacts, 'coupleNames' | 'weddingDate'> {
  shipped ??= readWeddingFacts(SHIPPED_CONTENT_DIR);
  return shipped;
}

export function showsShippedExample(facts: Pick<WeddingFacts, 'coupleNames' | 'weddingDate'>): boolean {
  const example = shippedExample();
  return facts.coupleNames === example.coupleNames && facts.weddingDate === example.weddingDate;
}
