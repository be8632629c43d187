/**
 * The couple marks a household reminded (issue 27): POST RSVP_API.reminded(id), no body. The reminder itself went
 * from the couple's own phone (WhatsApp); the server only records the day, at most once a day each
 * (reminder-log.ts), and answers every day recorded. Registered inside the admin API, whose hook refuses a guest's
 * session, no session and a cross-site request before this runs.
 */
import { RSVP_API } from '#common/rsvp-api';
import { notFound } from '../http/error-answers';
import { idParams } from '../http/path-ids';
import type { SchemaCheckedApp } from '../http/request-schemas';
import type { Stores } from '../stores';

export interface ReminderRoutesOptions {
  stores: Pick<Stores, 'guests' | 'reminders' | 'content'>;
}

export async function reminderRoutes(app: SchemaCheckedApp, { stores }: ReminderRoutesOptions) {
  app.post(RSVP_API.reminded.pattern, { bodyLimit: 1024, schema: { params: idParams } }, async (request, reply) => {
    const guest = stores.guests.get(request.params.id);
    // A revoked household's link no longer works: a reminder to it is a mistake.
    if (!guest || guest.revokedAt !== null) return notFound(reply);
    return { reminders: stores.reminders.mark(guest.id, stores.content.facts().facts.timeZone) };
  });
}
