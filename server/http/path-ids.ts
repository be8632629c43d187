/**
 * The one schema of an id in a path (ADMIN_API.guest, CONTENT_API.photo… patterns with `:id`): digits only, at most
 * 15 (a safe integer). A route declares `schema: { params: idParams }` and reads `request.params.id`, a number;
 * anything else in its place is a 404 before the handler runs (server/http/request-schemas.ts).
 */
import * as z from 'zod/mini';

export const idParams = z.object({ id: z.pipe(z.string().check(z.regex(/^\d{1,15}$/)), z.transform(Number)) });
