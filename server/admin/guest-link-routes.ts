/**
 * Until when the guests' personal links work (common/guest-links-api.ts): read it, and choose it in Settings.
 * Registered inside the admin API, so the save refuses a guest's session, no session and a cross-site request. A day
 * before the wedding is a 422 said beside the field: the links would end before the guests could use them.
 */
import { GUEST_LINKS_API, guestLinksUpdateSchema, type GuestLinksEnd } from '#common/guest-links-api';
import type { GuestLinkEnd } from '../auth/guest-link-end';
import { invalid } from '../http/error-answers';
import type { SchemaCheckedApp } from '../http/request-schemas';

interface GuestLinkRoutesOptions {
  guestLinkEnd: GuestLinkEnd;
  weddingDate: () => string;
}

export async function guestLinkRoutes(app: SchemaCheckedApp, { guestLinkEnd, weddingDate }: GuestLinkRoutesOptions) {
  app.get(GUEST_LINKS_API.end, async (): Promise<GuestLinksEnd> => guestLinkEnd.read());

  app.put(GUEST_LINKS_API.end, { schema: { body: guestLinksUpdateSchema } }, async (request, reply): Promise<GuestLinksEnd | undefined> => {
    const { until } = request.body;
    const wedding = weddingDate();
    if (until !== null && until < wedding) return invalid(reply, [{ field: 'until', code: 'before-the-wedding', value: wedding }]);
    const saved = guestLinkEnd.set(until);
    request.log.info({ until: saved.until, isDefault: saved.isDefault }, "the couple chose until when the guests' links work");
    return saved;
  });
}
