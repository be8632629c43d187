/**
 * The couple sends the invitation or a reminder by e-mail (issues 27 and 36): first the preview (POST
 * HOUSEHOLD_MAIL_API.invitationPreview or .reminderPreview: what would go, nothing queued), a copy to themselves if
 * they like (…Copy), then the send itself (POST .invitations or .reminders) with the number of households they
 * confirmed. The send answers at once with what was queued and what was skipped and why; the outbox's sender does the
 * sending. Registered inside the admin API, whose hook refuses a guest's session, no session and a cross-site request
 * before this runs.
 */
import type { FieldError } from '#common/api-problems';
import { HOUSEHOLD_MAIL_API, mailCopySchema, mailSendSchema, type MailPreview, type MailSendResult } from '#common/household-mail-api';
import { isMailAddress } from '#common/mail-address';
import { typedContact } from '#common/text-fields';
import type { OutboxMessage } from '#common/outbox-api';
import { invalid } from '../http/error-answers';
import type { SchemaCheckedApp } from '../http/request-schemas';
import { withCleanNote } from './couple-note';
import { createHouseholdMail, type HouseholdMailOptions } from './household-mail';

export async function householdMailRoutes(app: SchemaCheckedApp, options: HouseholdMailOptions) {
  const mail = createHouseholdMail(options);
  // 5,000 ids and five notes at most (the schemas): well under this.
  const bodyLimit = 96 * 1024;
  const sends = [
    { kind: 'invitation', send: HOUSEHOLD_MAIL_API.invitations, preview: HOUSEHOLD_MAIL_API.invitationPreview, copy: HOUSEHOLD_MAIL_API.invitationCopy },
    { kind: 'reminder', send: HOUSEHOLD_MAIL_API.reminders, preview: HOUSEHOLD_MAIL_API.reminderPreview, copy: HOUSEHOLD_MAIL_API.reminderCopy },
  ] as const;
  for (const { kind, send, preview, copy } of sends) {
    // A POST: the request carries the couple's note, and a GET's query would put it in logs and histories. The note
    // is cleaned as every text of paragraphs is (couple-note.ts); a refused one is a 422 naming its language.
    app.post(preview, { bodyLimit, schema: { body: mailSendSchema } }, async (request, reply): Promise<MailPreview | undefined> => {
      const checked = withCleanNote(request.body);
      if ('problems' in checked) return invalid(reply, checked.problems);
      return mail.preview(kind, checked.request);
    });

    // 409 with the send as it is now when it no longer reaches the number of households confirmed.
    app.post(send, { bodyLimit, schema: { body: mailSendSchema } }, async (request, reply): Promise<MailSendResult | undefined> => {
      const checked = withCleanNote(request.body);
      if ('problems' in checked) return invalid(reply, checked.problems);
      const outcome = mail.confirmedSend(kind, checked.request);
      if ('changed' in outcome) return reply.code(409).send({ error: 'Conflict', current: outcome.changed });
      return reply.code(202).send(outcome.sent);
    });

    app.post(copy, { bodyLimit, schema: { body: mailCopySchema } }, async (request, reply): Promise<OutboxMessage | undefined> => {
      const to = typedContact(request.body.to);
      const address: FieldError[] = isMailAddress(to) ? [] : [{ field: 'to', code: 'invalid' }];
      const checked = withCleanNote(request.body.send);
      // The address's problem and the note's at once, each said beside its field.
      if ('problems' in checked) return invalid(reply, [...address, ...checked.problems]);
      if (address.length > 0) return invalid(reply, address);
      const id = mail.copy(kind, checked.request, request.body.locale, to);
      // The send has no message in that language any more (the list changed since the preview): the send as it is now.
      if (id === undefined) return reply.code(409).send({ error: 'Conflict', current: mail.preview(kind, checked.request) });
      return reply.code(202).send(options.stores.outbox.get(id));
    });
  }
}
