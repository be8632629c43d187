/**
 * The couple's own mail server from Settings (issue 36, common/mail-server-api.ts): what is saved (never the
 * password), and a new server tried with a test e-mail to the couple's own address and kept only once it went.
 * Registered inside the admin API, so each route refuses a guest's session, no session and a cross-site request.
 * While SMTP_URL is set it wins: nothing is tried or kept (409). One trial at a time: each holds a connection to a
 * server the couple named, for up to 20 seconds.
 */
import { MAIL_SERVER_API, mailServerSchema, type MailServerKept, type MailServerScreen } from '#common/mail-server-api';
import { invalid } from '../http/error-answers';
import type { SchemaCheckedApp } from '../http/request-schemas';
import { readMailServerRequest } from './mail-server-input';
import { tryMailServer } from './mail-server-trial';
import type { Mailer } from './mailer';
import type { SavedMailServers } from './saved-mail-server';

export interface MailServerRoutesOptions {
  mailServer: SavedMailServers;
  mailer: Mailer;
  now: () => number;
}

export async function mailServerRoutes(app: SchemaCheckedApp, { mailServer, mailer, now }: MailServerRoutesOptions) {
  let trying = false;

  app.get(MAIL_SERVER_API.server, async (): Promise<MailServerScreen> => {
    const status = mailer.status();
    return { environment: status.source === 'environment' ? { host: status.host ?? '' } : null, saved: mailServer.view() };
  });

  // The body holds the password: it is read here and sealed, and Fastify logs no body.
  app.put(MAIL_SERVER_API.server, { schema: { body: mailServerSchema } }, async (request, reply): Promise<MailServerKept | undefined> => {
    if (mailer.status().source === 'environment') return reply.code(409).send({ error: 'Conflict', problem: 'environment' });
    const read = readMailServerRequest(request.body, mailServer.login());
    if ('problems' in read) return invalid(reply, read.problems);
    if (trying) return reply.code(429).header('retry-after', '20').send({ error: 'Too Many Requests' });
    trying = true;
    try {
      const { server, login } = read;
      const test = mailer.testMessage(server.address, request.body.locale, { host: `${server.host}:${server.port}`, address: server.address });
      const outcome = await tryMailServer(login, test);
      request.log.info({ outcome: outcome.ok ? 'sent' : outcome.problem }, 'a mail server was tried from the dashboard');
      if (!outcome.ok) return invalid(reply, [{ field: 'connection', code: outcome.problem, value: outcome.answer }]);
      mailServer.save(server, login.password, now());
      mailer.serverChanged();
      return { saved: mailServer.view()!, answer: outcome.answer };
    } finally {
      trying = false;
    }
  });
}
