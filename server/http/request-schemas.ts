/**
 * The one way the server checks what a request sends (docs/decisions/0033): each route declares `schema: { body,
 * querystring, params }` as zod schemas (those of the API's bodies live in common/*-api.ts, where the dashboard's
 * types are inferred from them), and Fastify checks them before the handler runs (fastify-type-provider-zod), so a
 * handler gets the parsed, typed value and never parses it again. A response schema, where a route declares one,
 * drops every field it does not name. What may the request do at all (a session, the same site) is checked before,
 * in onRequest hooks: a stranger learns nothing from a 400.
 *
 * Every refusal is answered here, the same for every route (the app's error handler, error-handler.ts, calls
 * answerRefusedInput).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RawServerDefault } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { FieldError } from '#common/api-problems';
import { badRequest, invalid, notFound } from './error-answers';

/** A refusal of a route's schema: what kind (zod's issue code) and where (keys, and indexes of lists as numbers). */
export interface SchemaIssue {
  code: string;
  path: ReadonlyArray<PropertyKey>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The refusals of the route's schema that are the couple's to fix (a language the site does not have, a name
     * too long), as the problems the dashboard shows beside each field: 422. Null when anything else is wrong.
     */
    fieldProblems?: (issues: readonly SchemaIssue[]) => FieldError[] | null;
  }
}

/** The app as routes see it: the types of request.body, .query and .params are inferred from the route's schema. */
export type SchemaCheckedApp = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

/**
 * Every refusal's answer, for a route that declares the schema of its 200 (`response: { 200: …, '4xx': refusalSchema }`):
 * `error` and whatever the refusal adds (the problems, the current version), passed through as it is.
 */
export const refusalSchema = z.looseObject({ error: z.string() });

/** Before any route is registered: zod checks the requests and writes the answers that have a response schema. */
export function checkRequestsWithSchemas(app: FastifyInstance): SchemaCheckedApp {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app.withTypeProvider<ZodTypeProvider>();
}

/** fastify-type-provider-zod reports an issue's path as a JSON pointer ("/members/2/name"); digits are a list's index. */
function issuesOf(error: FastifyError): SchemaIssue[] {
  return (error.validation ?? []).map(({ keyword, instancePath }) => ({
    code: keyword,
    path: instancePath
      .split('/')
      .filter((part) => part !== '')
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
  }));
}

/**
 * The answer to a request its route's schema refused:
 *  - a path that names nothing (an id that is not a number, a QR code's unknown format): 404, as any unknown path;
 *  - what the route's `config.fieldProblems` recognises as the couple's mistake: 422 with every problem;
 *  - anything else, a client's mistake: 400 {"error":"Bad Request"}, never a 5xx and nothing of the request.
 */
export function answerRefusedInput(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validationContext === 'params') return notFound(reply);
  const problems = request.routeOptions.config.fieldProblems?.(issuesOf(error));
  return problems ? invalid(reply, problems) : badRequest(reply);
}
