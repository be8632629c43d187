/**
 * The couple sends the invitation or a reminder by e-mail (issue 27): POST HOUSEHOLD_MAIL_API.invitations or
 * .reminders with the chosen households' ids or `all`. The answer comes at once with what was queued and what was
 * skipped and why; the outbox's sender does the sending. Registered inside the admin API, whose hook refuses a
 * guest's session, no session and a cross-site request before this runs.
 */
import { HOUSEHOLD_MAIL_API, mailSendSchema, type MailSendResult } from '#common/household-mail-api';
import type { SchemaCheckedApp } from '../http/request-schemas';
import { createHouseholdMail, type HouseholdMailOptions } from './household-mail';

export async function householdMailRoutes(app: SchemaCheckedApp, options: HouseholdMailOptions) {
  const mail = createHouseholdMail(options);
  // 5,000 ids at most (the schema): well under this.
  const bodyLimit = 64 * 1024;
  app.post(HOUSEHOLD_MAIL_API.invitations, { bodyLimit, schema: { body: mailSendSchema } }, async (request, reply): Promise<MailSendResult> =>
    reply.code(202).send(mail.sendInvitations(request.body)),
  );
  app.post(HOUSEHOLD_MAIL_API.reminders, { bodyLimit, schema: { body: mailSendSchema } }, async (request, reply): Promise<MailSendResult> =>
    reply.code(202).send(mail.sendReminders(request.body)),
  );
}
