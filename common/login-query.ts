/**
 * The query of POST /api/login (docs/product.md, the calls): exactly one of the shared password or a guest link's
 * token, no body. The server validates requests with the schema; the app builds them from the type (through loginPath
 * in api.ts). A module of its own so that the guests' bundle, which needs only the type, does not carry the schema.
 */
import * as z from 'zod/mini';

export const loginQuerySchema = z
  .object({
    password: z.optional(z.string().check(z.minLength(1), z.maxLength(256))),
    token: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
  })
  .check(z.refine((query) => (query.password === undefined) !== (query.token === undefined), 'Send exactly one of password or token'));

/** What the app sends: one of the two, never both (the schema's refinement, as a type). */
export type LoginQuery = { password: string; token?: never } | { token: string; password?: never };
