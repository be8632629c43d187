import * as z from 'zod/mini';
import { ADMIN_API } from '#common/admin-api';
import { ADMIN_PHOTOS_API, TABLE_CARDS, tableCardsRequestSchema } from '#common/admin-photos-api';
import type { FieldError } from '#common/api-problems';
import { cardRequestSchema } from '#common/guest-list-api';
import type { Locale } from '#common/locales';
import { inlineHashes } from '../security/security-headers';
import type { SchemaCheckedApp, SchemaIssue } from '../http/request-schemas';
import type { Stores } from '../stores';
import { notFound } from '../http/error-answers';
import { linkOfGuest } from '../guests/guest-rows';
import { dropLinkOf } from '../photos/photo-links';
import type { CardJobs } from './card-jobs';

export interface CardRoutesOptions {
  stores: Stores;
  jobs: CardJobs;
  publicUrl: string;
  /** The couple's names and the language of guests without one (wedding.json), read when a job starts. */
  facts: () => { coupleNames: string; defaultLocale: Locale };
}

/** A count of table cards that is no whole number from 1 to the most is the couple's to fix (422, said beside its field); anything else a 400. */
function countProblems(issues: readonly SchemaIssue[]): FieldError[] | null {
  return issues.every(({ path }) => path[0] === 'count') ? [{ field: 'count', code: 'invalid', value: String(TABLE_CARDS.max) }] : null;
}

/**
 * Cards to print (the guest command's card page): for every guest with a working link, a selection, or one; and the
 * drop link's table cards (issue 39). The page is made in the background (card-jobs.ts), one job queue for both,
 * and served as a document of its own, printable on A4 or Letter.
 */
export async function cardRoutes(app: SchemaCheckedApp, { stores, jobs, publicUrl, facts }: CardRoutesOptions) {
  app.post(ADMIN_API.cards, { bodyLimit: 128 * 1024, schema: { body: cardRequestSchema } }, async (request, reply) => {
    const wanted = 'all' in request.body ? undefined : new Set(request.body.ids);
    const { coupleNames, defaultLocale } = facts();
    const cards = stores.guests
      .list()
      .filter((guest) => guest.revokedAt === null && (wanted === undefined || wanted.has(guest.id)))
      .map((guest) => ({ guest, link: linkOfGuest(stores.guests, publicUrl, guest) }))
      .filter((card): card is typeof card & { link: string } => card.link !== null)
      .map(({ guest, link }) => ({ name: guest.name, locale: guest.language ?? defaultLocale, link }));
    if (cards.length === 0) return reply.code(422).send({ error: 'Invalid', problems: [{ field: 'text', code: 'no-rows' }] });
    // The page's instructions are for the couple, in the dashboard's language; each card is in its guest's.
    // The cards name what they lead to as the site stands now: the Save the Date, or the invitation (issue 27).
    // And until when their links work (docs/decisions/0060); the example's, which never end, say nothing.
    const linksEnd = stores.guestLinkEnd.read();
    const linksUntil = linksEnd.example ? undefined : linksEnd.until;
    return reply.code(202).send(jobs.start({ kind: 'guests', coupleNames, locale: request.body.locale ?? defaultLocale, phase: stores.invitation.phase(), linksUntil, cards }));
  });

  // The drop link as it is now: a new one makes cards with the new link (the old cards stop working with it).
  app.post(ADMIN_PHOTOS_API.tableCards, { bodyLimit: 1024, schema: { body: tableCardsRequestSchema }, config: { fieldProblems: countProblems } }, async (request, reply) => {
    const { coupleNames, defaultLocale } = facts();
    const link = dropLinkOf(stores.photoLinks, publicUrl);
    return reply.code(202).send(jobs.start({ kind: 'tables', coupleNames, locale: request.body.locale ?? defaultLocale, link, count: request.body.count ?? TABLE_CARDS.perSheet }));
  });

  const jobParams = z.object({ job: z.string() });
  app.get(ADMIN_API.cardJob.pattern, { schema: { params: jobParams } }, async (request, reply) => jobs.progress(request.params.job) ?? notFound(reply));

  app.get(ADMIN_API.cardPage.pattern, { schema: { params: jobParams } }, async (request, reply) => {
    const html = jobs.page(request.params.job);
    if (!html) return notFound(reply);
    // A document of its own: its one inline style allowed by hash, nothing else (no script, no image, no font).
    const [styleHash] = inlineHashes(html).style;
    return reply
      .header('Content-Security-Policy', `default-src 'none'; style-src '${styleHash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`)
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
