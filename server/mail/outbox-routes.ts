/**
 * The couple's outbox (issue 27): every message with its state and what the mail server said, one message as sent,
 * sending a failed one again, and the test e-mail to themselves; a message or a whole batch still waiting cancelled,
 * and a household's waiting messages (issue 36). Registered inside the admin API, so each route
 * refuses a guest's session, no session and a cross-site request. A request only queues: none waits for the mail
 * server; the test e-mail's answer is read from its state as it changes.
 */
import type { SchemaCheckedApp } from '../http/request-schemas';
import * as z from 'zod/mini';
import { isMailAddress } from '#common/mail-address';
import { typedContact } from '#common/text-fields';
import {
  OUTBOX_API,
  OUTBOX_PAGE_SIZE,
  testMailSchema,
  type CancelledCount,
  type OutboxMessage,
  type OutboxMessageDetail,
  type OutboxPage,
} from '#common/outbox-api';
import { invalid, notFound } from '../http/error-answers';
import { idParams } from '../http/path-ids';
import type { Mailer } from './mailer';
import type { OutboxStore } from './outbox-store';

export interface OutboxRoutesOptions {
  outbox: OutboxStore;
  mailer: Mailer;
  publicUrl: string;
  coupleNames: () => string;
}

/** Where a page of the outbox starts: a count of messages, the first page when it is missing or unreadable. */
const pageQuery = z.object({ offset: z.catch(z.pipe(z.string().check(z.regex(/^\d{1,7}$/)), z.transform(Number)), 0) });

export async function outboxRoutes(app: SchemaCheckedApp, { outbox, mailer, publicUrl, coupleNames }: OutboxRoutesOptions) {
  app.get(OUTBOX_API.outbox, { schema: { querystring: pageQuery } }, async (request): Promise<OutboxPage> => {
    const counts = outbox.counts();
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    return { server: mailer.status(), counts, total, messages: outbox.page(request.query.offset, OUTBOX_PAGE_SIZE) };
  });

  app.get(OUTBOX_API.message.pattern, { schema: { params: idParams } }, async (request, reply): Promise<OutboxMessageDetail | undefined> => {
    const message = outbox.get(request.params.id);
    return message ?? notFound(reply);
  });

  app.post(OUTBOX_API.resend.pattern, { schema: { params: idParams } }, async (request, reply): Promise<OutboxMessage | undefined> => {
    const { id } = request.params;
    const queued = mailer.resend(id);
    if (queued) return queued;
    const current = outbox.get(id);
    // Sent, on its way, or saved again while there is still no mail server: nothing to send again.
    return current ? reply.code(409).send({ error: 'Conflict', current }) : notFound(reply);
  });

  app.post(OUTBOX_API.cancel.pattern, { bodyLimit: 1024, schema: { params: idParams } }, async (request, reply): Promise<OutboxMessage | undefined> => {
    const { id } = request.params;
    const cancelled = outbox.cancel(id);
    if (cancelled) return cancelled;
    const current = outbox.get(id);
    // Already handed to the mail server (or sent, or cancelled): too late to stop it.
    return current ? reply.code(409).send({ error: 'Conflict', current }) : notFound(reply);
  });

  app.post(OUTBOX_API.cancelBatch.pattern, { bodyLimit: 1024, schema: { params: idParams } }, async (request): Promise<CancelledCount> => ({
    cancelled: outbox.cancelBatch(request.params.id),
  }));

  app.get(OUTBOX_API.household.pattern, { schema: { params: idParams } }, async (request): Promise<OutboxMessage[]> => outbox.waitingFor(request.params.id));

  app.post(OUTBOX_API.test, { schema: { body: testMailSchema } }, async (request, reply): Promise<OutboxMessage | undefined> => {
    const to = typedContact(request.body.to);
    if (!isMailAddress(to)) return invalid(reply, [{ field: 'to', code: 'invalid' }]);
    const id = mailer.queue('test', { address: to, name: '' }, request.body.locale, { couple: coupleNames(), server: mailer.status().host, siteUrl: publicUrl });
    return reply.code(202).send(outbox.get(id));
  });
}
