/**
 * The couple's outbox (issue 27): every message with its state and what the mail server said, one message as sent,
 * sending a failed one again, and the test e-mail to themselves. Registered inside the admin API, so each route
 * refuses a guest's session, no session and a cross-site request. A request only queues: none waits for the mail
 * server; the test e-mail's answer is read from its state as it changes.
 */
import type { FastifyInstance } from 'fastify';
import { isMailAddress, OUTBOX_API, OUTBOX_PAGE_SIZE, testMailSchema, type OutboxMessage, type OutboxMessageDetail, type OutboxPage } from '#common/outbox-api';
import { badRequest, invalid, notFound } from '../admin/admin-errors';
import { pathId } from '../admin/path-ids';
import type { Mailer } from './mailer';
import type { OutboxStore } from './outbox-store';

export interface OutboxRoutesOptions {
  outbox: OutboxStore;
  mailer: Mailer;
  publicUrl: string;
  coupleNames: () => string;
}

const offsetOf = (query: unknown) => {
  const raw = (query as { offset?: unknown } | undefined)?.offset;
  return typeof raw === 'string' && /^\d{1,7}$/.test(raw) ? Number(raw) : 0;
};

export async function outboxRoutes(app: FastifyInstance, { outbox, mailer, publicUrl, coupleNames }: OutboxRoutesOptions) {
  app.get(OUTBOX_API.outbox, async (request): Promise<OutboxPage> => {
    const counts = outbox.counts();
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    return { server: mailer.status(), counts, total, messages: outbox.page(offsetOf(request.query), OUTBOX_PAGE_SIZE) };
  });

  app.get(OUTBOX_API.message.pattern, async (request, reply): Promise<OutboxMessageDetail | undefined> => {
    const message = outbox.get(pathId(request));
    return message ?? notFound(reply);
  });

  app.post(OUTBOX_API.resend.pattern, async (request, reply): Promise<OutboxMessage | undefined> => {
    const id = pathId(request);
    const queued = mailer.resend(id);
    if (queued) return queued;
    const current = outbox.get(id);
    // Sent, on its way, or saved again while there is still no mail server: nothing to send again.
    return current ? reply.code(409).send({ error: 'Conflict', current }) : notFound(reply);
  });

  app.post(OUTBOX_API.test, async (request, reply): Promise<OutboxMessage | undefined> => {
    const body = testMailSchema.safeParse(request.body);
    if (!body.success) return badRequest(reply);
    const to = body.data.to.trim();
    if (!isMailAddress(to)) return invalid(reply, [{ field: 'to', code: 'invalid' }]);
    const id = mailer.queue('test', { address: to, name: '' }, body.data.locale, { couple: coupleNames(), server: mailer.host, siteUrl: publicUrl });
    return reply.code(202).send(outbox.get(id));
  });
}
