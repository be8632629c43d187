import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_API } from '#common/admin-api';
import type { FieldError } from '#common/api-problems';
import { guestImportSchema, guestInputSchema, guestPatchSchema, type ImportResult } from '#common/guest-list-api';
import type { Contacts } from '#common/contacts';
import { isLocale, type Locale } from '#common/locales';
import { cleanContacts, phoneRegion } from '../guests/contact-fields';
import { cleanName, cleanNote } from '../guests/guest-fields';
import { readGuestCsv, readGuestLines } from '../guests/guest-import';
import { guestListCsv } from '../guests/guest-rows';
import type { Guest } from '../guests/guest-store';
import { qrPng, qrSvg } from '../guests/qr-code';
import type { Stores } from '../stores';
import { badRequest, fieldError, invalid, notFound } from './admin-errors';
import { pathId } from './path-ids';
import { guestPage, parseGuestListQuery, toAdminGuest, toAdminGuests } from './admin-guests';
import { renderVisitsChart } from './visits-chart';

export interface GuestRoutesOptions {
  stores: Stores;
  publicUrl: string;
  now: () => number;
}

type GuestFieldsInput = { name?: string; note?: string } & Partial<Contacts>;

/**
 * A guest's name, note, e-mail address and phone number, cleaned (a number without a country code read in
 * `region`); or the problems of all of them.
 */
function cleanFields(input: GuestFieldsInput, region: ReturnType<typeof phoneRegion>): GuestFieldsInput | { problems: FieldError[] } {
  const problems: FieldError[] = [];
  const out: GuestFieldsInput = {};
  if (input.name !== undefined) {
    const name = cleanName(input.name);
    if ('problem' in name) problems.push(fieldError('name', name));
    else out.name = name.name;
  }
  if (input.note !== undefined) {
    const note = cleanNote(input.note);
    if ('problem' in note) problems.push(fieldError('note', note));
    else out.note = note.note;
  }
  const contacts = cleanContacts({ email: input.email, phone: input.phone }, region);
  if ('problems' in contacts) problems.push(...contacts.problems.map(({ field, problem }) => ({ ...fieldError(field, problem), ...(problem.value ? { value: problem.value } : {}) })));
  else Object.assign(out, contacts.contacts);
  return problems.length > 0 ? { problems } : out;
}


/** The guest list API of the dashboard: the list, add, import, edit, remove, revoke, new link, QR, export, chart. */
export async function guestRoutes(app: FastifyInstance, { stores, publicUrl, now }: GuestRoutesOptions) {
  const { guests, visits, members } = stores;
  const linked = (guest: Guest) => toAdminGuest(guest, stores, publicUrl);
  /** Where a number typed without + is read: the household's language's country, else the site's language's. */
  const regionOf = (language: Locale | null) => phoneRegion(language, stores.content.facts().facts.defaultLocale);
  const withGuest = (request: FastifyRequest) => guests.get(pathId(request));

  app.get(ADMIN_API.guests, async (request) =>
    guestPage(
      guests.list(),
      parseGuestListQuery(request.query as Record<string, unknown>),
      (page) => toAdminGuests(page, stores, publicUrl),
      visits.passwordVisitCount(),
      () => members.all(),
    ),
  );

  app.post(ADMIN_API.guests, { bodyLimit: 64 * 1024 }, async (request, reply) => {
    const body = guestInputSchema.safeParse(request.body);
    if (!body.success) return badRequest(reply);
    const { name, note = '', email, phone, language } = body.data;
    const fields = cleanFields({ name, note, email, phone }, regionOf(language));
    if ('problems' in fields) return invalid(reply, fields.problems);
    const { guest } = guests.add(fields.name!, language, fields.note, { email: fields.email, phone: fields.phone });
    return reply.code(201).send(linked(guest));
  });

  app.post(ADMIN_API.guestImport, { bodyLimit: 2 * 1024 * 1024 }, async (request, reply) => {
    const body = guestImportSchema.safeParse(request.body);
    if (!body.success) return badRequest(reply);
    const language = body.data.language ?? null;
    const siteLanguage = stores.content.facts().facts.defaultLocale;
    const reading = body.data.format === 'csv' ? readGuestCsv(body.data.text, language, siteLanguage) : readGuestLines(body.data.text, language);
    if ('problems' in reading) return invalid(reply, reading.problems.map(({ problem: _words, ...error }) => error));
    const { added, skipped } = guests.addMany(reading.guests);
    const result: ImportResult = { added: toAdminGuests(added.map(({ guest }) => guest), stores, publicUrl), skipped };
    return reply.code(200).send(result);
  });

  app.get(ADMIN_API.guest.pattern, async (request, reply) => {
    const guest = withGuest(request);
    return guest ? linked(guest) : notFound(reply);
  });

  app.patch(ADMIN_API.guest.pattern, { bodyLimit: 64 * 1024 }, async (request, reply) => {
    const body = guestPatchSchema.safeParse(request.body);
    if (!body.success) return badRequest(reply);
    const current = withGuest(request);
    if (!current) return notFound(reply);
    const fields = cleanFields(body.data, regionOf(body.data.language === undefined ? current.language : body.data.language));
    if ('problems' in fields) return invalid(reply, fields.problems);
    const updated = guests.update(current.id, { ...fields, language: body.data.language });
    return updated ? linked(updated) : notFound(reply);
  });

  app.delete(ADMIN_API.guest.pattern, async (request, reply) => {
    return guests.remove(pathId(request)) ? reply.code(204).send() : notFound(reply);
  });

  app.post(ADMIN_API.revoke.pattern, async (request, reply) => {
    const guest = withGuest(request);
    if (!guest) return notFound(reply);
    guests.revoke(guest.id);
    return linked(guests.get(guest.id)!);
  });

  app.post(ADMIN_API.newLink.pattern, async (request, reply) => {
    const renewed = guests.newLink(pathId(request));
    return renewed ? linked(renewed.guest) : notFound(reply);
  });

  app.get<{ Params: { id: string; format: string }; Querystring: { download?: string } }>(
    ADMIN_API.qr.pattern,
    async (request, reply) => {
      const guest = withGuest(request);
      const link = guest && linked(guest).link;
      const format = request.params.format;
      if (!guest || !link || (format !== 'svg' && format !== 'png')) return notFound(reply);
      if (request.query.download !== undefined) {
        // The file name carries the id only: a guest's name would need encoding, and says nothing the file does not.
        reply.header('Content-Disposition', `attachment; filename="guest-${guest.id}-qr.${format}"`);
      }
      return format === 'svg'
        ? reply.type('image/svg+xml').send(await qrSvg(link))
        : reply.type('image/png').send(await qrPng(link));
    },
  );

  app.get(ADMIN_API.export, async (_request, reply) => {
    const day = new Date(now()).toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="guests-${day}.csv"`)
      .send(guestListCsv(guests, stores, publicUrl).csv);
  });

  app.get<{ Querystring: { locale?: string } }>(ADMIN_API.visitsChart, async (request, reply) => {
    const locale: Locale = isLocale(request.query.locale) ? request.query.locale : 'en';
    const from = new Date(now() - 60 * 86_400_000).toISOString().slice(0, 10);
    return reply.type('image/svg+xml').send(renderVisitsChart(visits.passwordVisitsByDay(from), locale, now()));
  });
}
