/**
 * A path with one parameter, as both sides need it: the dashboard calls it with a value, the server registers its
 * `pattern` (Fastify's `:name` syntax). A numeric `:id` is checked by the one schema every such route declares
 * (server/http/path-ids.ts).
 */
export type PathWithId = ((id: number) => string) & { readonly pattern: string };
export type PathWithSegment = ((value: string) => string) & { readonly pattern: string };

/** A path with a numeric `:id`. */
export function withId(pattern: `${string}:id${string}`): PathWithId {
  return Object.assign((id: number) => pattern.replace(':id', String(id)), { pattern });
}

/** A path with one text parameter (a job's id, a text's key), encoded as a path segment. */
export function withSegment(pattern: string): PathWithSegment {
  const name = /:(\w+)/.exec(pattern)?.[0];
  if (!name) throw new Error(`${pattern} has no parameter`);
  return Object.assign((value: string) => pattern.replace(name, encodeURIComponent(value)), { pattern });
}
