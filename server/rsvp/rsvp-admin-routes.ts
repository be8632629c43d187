/**
 * The couple's side of answering (RSVP_API): the overview and "seen", the deadline, meals and questions, one
 * household's answers and history (a page at a time), the couple's own entries (allowed after the deadline, marked as the couple's in
 * the history), and the CSV exports. Registered inside the admin API, whose hook refuses a guest's session, no
 * session and a cross-site request before any of these run.
 */
import * as z from 'zod/mini';
import type { FieldError } from '#common/api-problems';
import { LOCALES, textsFor, type Locale, type TextIn } from '#common/locales';
import {
  contactSchema,
  deadlineSchema,
  mealsSchema,
  questionInputSchema,
  questionUpdateSchema,
  RSVP_API,
  RSVP_HISTORY_PAGE,
  RSVP_LIMITS,
  rsvpSaveSchema,
  type AdminHouseholdRsvp,
  type QuestionInput,
  type RsvpHistoryPage,
} from '#common/rsvp-api';
import { zonedInstant } from '#common/zoned-time';
import { invalid, notFound } from '../http/error-answers';
import { idParams } from '../http/path-ids';
import type { SchemaCheckedApp } from '../http/request-schemas';
import { checkText } from '#common/text-fields';
import { saveAnswer } from './answer-save';
import { guestRsvpOf } from './rsvp-form';
import { answersCsv, catererCsv } from './rsvp-csv';
import { overviewOf, personLines, type OverviewSources } from './rsvp-overview';

export type RsvpAdminOptions = OverviewSources;

/** Texts in five languages within `max`, at least one written; the problems name `field` (and `index`). */
function cleanLocaleTexts(texts: Record<Locale, string>, field: FieldError['field'], max: number, problems: FieldError[], index?: number) {
  const where = index === undefined ? {} : { index };
  const cleaned = {} as Record<Locale, string>;
  for (const locale of LOCALES) {
    const result = checkText(texts[locale], 'line', max, { field, locale });
    if ('problem' in result) problems.push({ ...result.problem, ...where });
    else cleaned[locale] = result.text;
  }
  if (!problems.some((p) => p.field === field && p.index === index) && LOCALES.every((l) => cleaned[l] === '')) problems.push({ field, code: 'empty', ...where });
  return cleaned;
}

export async function rsvpAdminRoutes(app: SchemaCheckedApp, options: RsvpAdminOptions) {
  const { rsvp, invitation } = options;
  const titles = (textIn: TextIn) => new Map(invitation.events().map((e) => [e.id, textIn(e.title)]));
  // The download links carry the dashboard's language (?lang=); an old link without one gets the site's language.
  const langQuery = z.object({ lang: z.catch(z.optional(z.enum(LOCALES)), undefined) });
  const readerOf = ({ lang }: z.output<typeof langQuery>) => {
    const locale = lang ?? options.defaultLocale();
    return { locale, textIn: textsFor(locale, options.defaultLocale()), timeZone: options.timeZone(), now: options.now() };
  };
  const download = (name: string) => ({ 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'no-store' });

  app.get(RSVP_API.overview, async () => overviewOf(options));
  app.post(RSVP_API.seen, async () => {
    rsvp.markSeen();
    return { lastSeenAt: rsvp.lastSeenAt() };
  });

  app.put(RSVP_API.deadline, { schema: { body: deadlineSchema } }, async (request, reply) => {
    const { deadline } = request.body;
    if (deadline !== null) {
      const zoned = zonedInstant(deadline, options.timeZone());
      if ('problem' in zoned) {
        const code = zoned.problem === 'nonexistent' ? 'nonexistent-time' : zoned.problem === 'ambiguous' ? 'ambiguous-time' : 'not-a-time';
        return invalid(reply, [{ field: 'deadline', code, value: deadline }]);
      }
    }
    rsvp.setDeadline(deadline);
    return { deadline: overviewOf(options).deadline };
  });

  app.put(RSVP_API.contact, { schema: { body: contactSchema } }, async (request, reply) => {
    const problems: FieldError[] = [];
    const contact = cleanLocaleTexts(request.body.contact, 'contact', RSVP_LIMITS.contact, problems);
    // All five empty is no contact line: the guests read "contact us" as before.
    const none = problems.length === 1 && problems[0]!.code === 'empty';
    if (problems.length > 0 && !none) return invalid(reply, problems);
    rsvp.setContact(none ? null : contact);
    return { contact: rsvp.contact() };
  });

  app.put(RSVP_API.meals.pattern, { bodyLimit: 256 * 1024, schema: { params: idParams, body: mealsSchema } }, async (request, reply) => {
    const { meals: asked } = request.body;
    const eventId = request.params.id;
    if (!invitation.storedEvent(eventId)) return notFound(reply);
    const problems: FieldError[] = [];
    if (asked.length > RSVP_LIMITS.meals) problems.push({ field: 'meal', code: 'too-many', value: String(RSVP_LIMITS.meals) });
    const meals = asked.map((meal, index) => ({ ...meal, label: cleanLocaleTexts(meal.label, 'label', RSVP_LIMITS.mealLabel, problems, index) }));
    if (problems.length > 0) return invalid(reply, problems);
    if (!rsvp.setMeals(eventId, meals)) return invalid(reply, [{ field: 'meal', code: 'unknown-id' }]);
    return { meals: rsvp.meals().get(eventId) ?? [] };
  });

  const checkQuestion = (input: QuestionInput): { question: QuestionInput } | { problems: FieldError[] } => {
    const problems: FieldError[] = [];
    const label = cleanLocaleTexts(input.label, 'label', RSVP_LIMITS.questionLabel, problems);
    const choices = input.choices.map((choice, index) => cleanLocaleTexts(choice, 'choices', RSVP_LIMITS.questionLabel, problems, index));
    if (input.kind === 'choice' && (choices.length < 2 || choices.length > RSVP_LIMITS.choices)) problems.push({ field: 'choices', code: 'too-many', value: String(RSVP_LIMITS.choices) });
    if (input.kind !== 'choice' && choices.length > 0) problems.push({ field: 'choices', code: 'invalid' });
    if (input.eventId !== null && !invitation.storedEvent(input.eventId)) problems.push({ field: 'eventIds', code: 'unknown-id', value: String(input.eventId) });
    return problems.length > 0 ? { problems } : { question: { ...input, label, choices } };
  };

  app.post(RSVP_API.questions, { bodyLimit: 256 * 1024, schema: { body: questionInputSchema } }, async (request, reply) => {
    if (rsvp.questionCount() >= RSVP_LIMITS.questions) return invalid(reply, [{ field: 'question', code: 'too-many', value: String(RSVP_LIMITS.questions) }]);
    const checked = checkQuestion(request.body);
    if ('problems' in checked) return invalid(reply, checked.problems);
    return reply.code(201).send(rsvp.addQuestion(checked.question));
  });

  app.put(RSVP_API.question.pattern, { bodyLimit: 256 * 1024, schema: { params: idParams, body: questionUpdateSchema } }, async (request, reply) => {
    const { revision, ...input } = request.body;
    const checked = checkQuestion(input);
    if ('problems' in checked) return invalid(reply, checked.problems);
    const result = rsvp.updateQuestion(request.params.id, checked.question, revision);
    if ('missing' in result) return notFound(reply);
    return 'saved' in result ? result.saved : reply.code(409).send({ error: 'Conflict', current: result.conflict });
  });

  app.delete(RSVP_API.question.pattern, { schema: { params: idParams } }, async (request, reply) =>
    rsvp.removeQuestion(request.params.id) ? reply.code(204).send() : notFound(reply),
  );

  /** The household's form, answer and latest changes (older ones are paged: a household's history may be long). */
  const householdView = (guestId: number): AdminHouseholdRsvp | undefined => {
    const view = guestRsvpOf(options, guestId);
    const household = invitation.household(guestId);
    if (!view || !household) return undefined;
    const { changes, more } = rsvp.historyPage(guestId, null, RSVP_HISTORY_PAGE);
    return { ...view, guestId, name: household.name, history: changes, moreHistory: more, timeZone: options.timeZone() };
  };

  app.get(RSVP_API.household.pattern, { schema: { params: idParams } }, async (request, reply) => householdView(request.params.id) ?? notFound(reply));

  const beforeQuery = z.object({ before: z.optional(z.pipe(z.string().check(z.regex(/^\d{1,15}$/)), z.transform(Number))) });
  app.get(RSVP_API.householdHistory.pattern, { schema: { params: idParams, querystring: beforeQuery } }, async (request, reply) => {
    const guestId = request.params.id;
    if (!invitation.household(guestId)) return notFound(reply);
    return rsvp.historyPage(guestId, request.query.before ?? null, RSVP_HISTORY_PAGE) satisfies RsvpHistoryPage;
  });

  // The couple enters or corrects an answer (a phone call from a grandmother): answer-save.ts, where the deadline
  // does not bind them and every other rule of a guest's save does.
  app.put(RSVP_API.household.pattern, { bodyLimit: 256 * 1024, schema: { params: idParams, body: rsvpSaveSchema } }, async (request, reply) => {
    const guestId = request.params.id;
    const outcome = saveAnswer(options, guestId, request.body, 'couple');
    if ('missing' in outcome) return notFound(reply);
    if ('refused' in outcome) return invalid(reply, outcome.refused);
    if ('saved' in outcome) return { ...householdView(guestId), ...(outcome.merged ? { merged: true } : {}) };
    const { clashes, answer } = outcome.changed;
    return reply.code(409).send({ error: 'The household answered meanwhile', problem: 'conflict', current: householdView(guestId), ...(clashes ? { clashes, answer } : {}) });
  });

  app.get(RSVP_API.answersCsv, { schema: { querystring: langQuery } }, async (request, reply) => {
    const reader = readerOf(request.query);
    reply.headers(download('answers.csv'));
    return answersCsv({ lines: personLines(options).lines, titles: titles(reader.textIn), meals: rsvp.meals(), questions: rsvp.questions() }, reader);
  });

  app.get(RSVP_API.catererCsv.pattern, { schema: { params: idParams, querystring: langQuery } }, async (request, reply) => {
    const eventId = request.params.id;
    if (!invitation.storedEvent(eventId)) return notFound(reply);
    reply.headers(download(`caterer-${eventId}.csv`));
    return catererCsv(personLines(options).lines, eventId, rsvp.meals().get(eventId) ?? [], readerOf(request.query));
  });
}
