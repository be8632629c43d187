import type { FastifyInstance, FastifyReply } from 'fastify';
import { MEDIA_PREFIX } from '#common/api';
import type { ContentField, FieldError } from '#common/api-problems';
import { LOCALES, type Locale } from '#common/locales';
import {
  CONTENT_API,
  faqInputSchema,
  faqUpdateSchema,
  factsUpdateSchema,
  orderSchema,
  textUpdateSchema,
  type AdminContent,
  type ConflictAnswer,
  type LocaleTexts,
  type SavedFacts,
} from '#common/site-content';
import { weddingFactsSchema } from '#common/wedding-facts';
import type { Saved } from '../content/content-store';
import { textProblems, tidyTexts } from '../content/text-rules';
import { saveFactsKeepingDeadline } from '../rsvp/deadline-zone';
import type { Stores } from '../stores';
import { badRequest, invalid, notFound } from './admin-errors';
import { pathId } from './path-ids';

const tidyLine = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim();
const tidyParagraphs = (text: string) => text.normalize('NFC').replace(/\r\n?/g, '\n').replace(/[^\S\n]+/g, ' ').trim();
const perLocale = (texts: LocaleTexts, tidy: (text: string) => string) =>
  Object.fromEntries(LOCALES.map((l) => [l, tidy(texts[l])])) as LocaleTexts;

/** Answers a save: 200 with what was saved, 409 with the current version, or 404. */
function answer<T>(reply: FastifyReply, result: Saved<T>) {
  if ('saved' in result) return result.saved;
  if ('conflict' in result) return reply.code(409).send({ error: 'Conflict', current: result.conflict } satisfies ConflictAnswer<T>);
  return notFound(reply);
}

/** The couple's edits of the site: the facts, the texts in five languages, the FAQ; every save live at once. */
export async function siteEditingRoutes(app: FastifyInstance, { stores }: { stores: Stores }) {
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

  app.put(CONTENT_API.facts, { bodyLimit: 16 * 1024 }, async (request, reply) => {
    const body = factsUpdateSchema.safeParse(request.body);
    if (!body.success) return badRequest(reply);
    // A field the site does not know is a client's mistake, not something to drop quietly.
    if (Object.keys(body.data.facts).some((field) => !(field in weddingFactsSchema.def.shape))) return badRequest(reply);
    const facts = weddingFactsSchema.safeParse(body.data.facts);
    if (!facts.success) {
      // Each field that is wrong, once: the dashboard says what to write there.
      const fields = [...new Set(facts.error.issues.map((issue) => String(issue.path[0] ?? '')))];
      return invalid(reply, fields.map((field): FieldError => ({ field: field as ContentField, code: 'invalid' })));
    }
    // A new zone keeps the answers' deadline at its instant (server/rsvp/deadline-zone.ts), or is refused.
    const save = saveFactsKeepingDeadline(stores, facts.data, body.data.revision);
    if ('refused' in save) return invalid(reply, [{ field: 'timeZone', code: save.refused }]);
    if (!('saved' in save.result)) return answer(reply, save.result);
    return { ...save.result.saved, ...(save.deadlineKept ? { deadlineKept: save.deadlineKept } : {}) } satisfies SavedFacts;
  });

  app.put<{ Params: { key: string } }>(CONTENT_API.text.pattern, { bodyLimit: 256 * 1024 }, async (request, reply) => {
    const body = textUpdateSchema.safeParse(request.body);
    if (!body.success) return badRequest(reply);
    const current = content.text(request.params.key);
    if (!current) return notFound(reply);
    const texts = tidyTexts(body.data.texts);
    const problems = textProblems(current, texts);
    if (problems.length > 0) return invalid(reply, problems);
    return answer(reply, content.updateText(current.key, texts, body.data.revision));
  });

  /** A question needs words in at least one language; every question is one line, an answer may have paragraphs. */
  function faqProblems(question: LocaleTexts): FieldError[] {
    return LOCALES.every((l: Locale) => question[l] === '') ? [{ field: 'question', code: 'empty' }] : [];
  }

  app.post(CONTENT_API.faq, { bodyLimit: 256 * 1024 }, async (request, reply) => {
    const body = faqInputSchema.safeParse(request.body);
    if (!body.success) return badRequest(reply);
    const question = perLocale(body.data.question, tidyLine);
    const problems = faqProblems(question);
    if (problems.length > 0) return invalid(reply, problems);
    return reply.code(201).send(content.addFaq(question, perLocale(body.data.answer, tidyParagraphs)));
  });

  app.put(CONTENT_API.faqOrder, { bodyLimit: 64 * 1024 }, async (request, reply) => {
    const body = orderSchema.safeParse(request.body);
    if (!body.success) return badRequest(reply);
    return content.orderFaq(body.data.ids) ? content.faq() : reply.code(409).send({ error: 'Conflict', current: content.faq() });
  });

  app.put(CONTENT_API.faqEntry.pattern, { bodyLimit: 256 * 1024 }, async (request, reply) => {
    const body = faqUpdateSchema.safeParse(request.body);
    if (!body.success) return badRequest(reply);
    const id = pathId(request);
    const question = perLocale(body.data.question, tidyLine);
    const problems = faqProblems(question);
    if (problems.length > 0) return invalid(reply, problems);
    return answer(reply, content.updateFaq(id, question, perLocale(body.data.answer, tidyParagraphs), body.data.revision));
  });

  app.delete(CONTENT_API.faqEntry.pattern, async (request, reply) => {
    return content.removeFaq(pathId(request)) ? reply.code(204).send() : notFound(reply);
  });
}
