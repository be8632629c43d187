import type { FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import { MEDIA_PREFIX } from '#common/api';
import type { ContentField, FieldError } from '#common/api-problems';
import {
  CONTENT_API,
  faqInputSchema,
  faqUpdateSchema,
  factsUpdateSchema,
  orderSchema,
  textUpdateSchema,
  type AdminContent,
  type ConflictAnswer,
  type SavedFacts,
} from '#common/site-content';
import type { Saved } from '../content/content-store';
import { checkFaq, cleanTexts, textProblems } from '../content/text-rules';
import type { SchemaCheckedApp, SchemaIssue } from '../http/request-schemas';
import { invalid, notFound } from '../http/error-answers';
import { saveFactsKeepingDeadline } from '../rsvp/deadline-zone';
import type { Stores } from '../stores';
import { idParams } from '../http/path-ids';

/** Answers a save: 200 with what was saved, 409 with the current version, or 404. */
function answer<T>(reply: FastifyReply, result: Saved<T>) {
  if ('saved' in result) return result.saved;
  if ('conflict' in result) return reply.code(409).send({ error: 'Conflict', current: result.conflict } satisfies ConflictAnswer<T>);
  return notFound(reply);
}

/**
 * Each fact the schema refused, once (the dashboard says what to write there); null when anything else about the
 * body is wrong (a field the site does not know, the revision): 400.
 */
function factProblems(issues: readonly SchemaIssue[]): FieldError[] | null {
  const fields = new Set<string>();
  for (const { path } of issues) {
    if (path[0] !== 'facts' || path.length < 2) return null;
    fields.add(String(path[1]));
  }
  return [...fields].map((field): FieldError => ({ field: field as ContentField, code: 'invalid' }));
}

/** The couple's edits of the site: the facts, the texts in five languages, the FAQ; every save live at once. */
export async function siteEditingRoutes(app: SchemaCheckedApp, { stores }: { stores: Stores }) {
  const { content } = stores;
  app.get(CONTENT_API.content, async (): Promise<AdminContent> => {
    const { facts, revision } = content.facts();
    const { video, poster } = content.snapshot();
    return {
      facts,
      factsRevision: revision,
      texts: content.texts(),
      faq: content.faq(),
      photos: content.photos().map(({ files: _files, ...photo }) => photo),
      video: { src: `${MEDIA_PREFIX}${video.file}`, type: video.type, poster: `${MEDIA_PREFIX}${poster.file}` },
    };
  });

  app.put(
    CONTENT_API.facts,
    { bodyLimit: 16 * 1024, schema: { body: factsUpdateSchema }, config: { fieldProblems: factProblems } },
    async (request, reply) => {
      // A new zone keeps the answers' deadline at its instant (server/rsvp/deadline-zone.ts), or is refused.
      const save = saveFactsKeepingDeadline(stores, request.body.facts, request.body.revision);
      if ('refused' in save) return invalid(reply, [{ field: 'timeZone', code: save.refused }]);
      if (!('saved' in save.result)) return answer(reply, save.result);
      return { ...save.result.saved, ...(save.deadlineKept ? { deadlineKept: save.deadlineKept } : {}) } satisfies SavedFacts;
    },
  );

  app.put(
    CONTENT_API.text.pattern,
    { bodyLimit: 256 * 1024, schema: { params: z.object({ key: z.string() }), body: textUpdateSchema } },
    async (request, reply) => {
      const current = content.text(request.params.key);
      if (!current) return notFound(reply);
      const cleaned = cleanTexts(request.body.texts);
      if ('problems' in cleaned) return invalid(reply, cleaned.problems);
      const problems = textProblems(current, cleaned.texts);
      if (problems.length > 0) return invalid(reply, problems);
      return answer(reply, content.updateText(current.key, cleaned.texts, request.body.revision));
    },
  );

  app.post(CONTENT_API.faq, { bodyLimit: 256 * 1024, schema: { body: faqInputSchema } }, async (request, reply) => {
    const faq = checkFaq(request.body);
    if ('problems' in faq) return invalid(reply, faq.problems);
    return reply.code(201).send(content.addFaq(faq.question, faq.answer));
  });

  app.put(CONTENT_API.faqOrder, { bodyLimit: 64 * 1024, schema: { body: orderSchema } }, async (request, reply) => {
    return content.orderFaq(request.body.ids) ? content.faq() : reply.code(409).send({ error: 'Conflict', current: content.faq() });
  });

  app.put(CONTENT_API.faqEntry.pattern, { bodyLimit: 256 * 1024, schema: { params: idParams, body: faqUpdateSchema } }, async (request, reply) => {
    const faq = checkFaq(request.body);
    if ('problems' in faq) return invalid(reply, faq.problems);
    return answer(reply, content.updateFaq(request.params.id, faq.question, faq.answer, request.body.revision));
  });

  app.delete(CONTENT_API.faqEntry.pattern, { schema: { params: idParams } }, async (request, reply) => {
    return content.removeFaq(request.params.id) ? reply.code(204).send() : notFound(reply);
  });
}
