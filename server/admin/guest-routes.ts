import { ADMIN_API } from '#common/admin-api';
import type { FieldError } from '#common/api-problems';
import { guestImportSchema, guestPatchSchema, householdInputSchema, type ImportResult } from '#common/guest-list-api';
import type { Contacts } from '#common/contacts';
import * as z from 'zod/mini';
import { LOCALES, type Locale } from '#common/locales';
import { cleanContacts, phoneRegion } from '../guests/contact-fields';
import { cleanName, cleanNote, type FieldProblem } from '../guests/guest-fields';
import { readGuestCsv, readGuestLines } from '../guests/guest-import';
import { checkMembers, memberSchemaProblems } from '../guests/member-input';
import { guestListCsv } from '../guests/guest-rows';
import type { Guest } from '../guests/guest-store';
import { qrPng, qrSvg } from '../guests/qr-code';
import { createAddressFollower } from '../mail/address-changes';
import type { Stores } from '../stores';
import type { SchemaCheckedApp } from '../http/request-schemas';
import { invalid, notFound } from '../http/error-answers';
import { idParams } from '../http/path-ids';
import { guestListQuerySchema, guestPage, toAdminGuest, toAdminGuests } from './admin-guests';
import { renderVisitsChart } from './visits-chart';
import { householdCounts } from './household-counts';

/** A field problem of guest-fields.ts for the answer, without the guest command's English words. */
function fieldError(field: FieldError['field'], problem: FieldProblem): FieldError {
  return { field, code: problem.code };
}

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
export async function guestRoutes(app: SchemaCheckedApp, { stores, publicUrl, now }: GuestRoutesOptions) {
  const { guests, visits, members } = stores;
  const addresses = createAddressFollower(stores.outbox, stores.contacts);
  /** The change, and the messages still waiting for an address it replaced re-addressed or cancelled, in one transaction. */
  const update = stores.db.transaction((id: number, fields: Parameters<typeof guests.update>[1]) => {
    const before = addresses.before(id);
    const updated = guests.update(id, fields);
    return { updated, waitingMail: addresses.follow(id, before) };
  });
  const linked = (guest: Guest) => toAdminGuest(guest, stores, publicUrl);
  /** Where a number typed without + is read: the household's language's country, else the site's language's. */
  const regionOf = (language: Locale | null) => phoneRegion(language, stores.content.facts().facts.defaultLocale);

  app.get(ADMIN_API.guests, { schema: { querystring: guestListQuerySchema } }, async (request) => {
    const all = guests.list();
    const everyone = members.all();
    return {
      ...guestPage(all, request.query, (page) => toAdminGuests(page, stores, publicUrl), visits.passwordVisitCount(), () => everyone),
      counts: householdCounts(all, (guestId) => everyone.get(guestId)?.length ?? 0),
      timeZone: stores.content.facts().facts.timeZone,
    };
  });

  // A household and its people in one request (issue 28): the household's name never becomes a person unless no
  // people are sent (the household of one the guest command also adds). Every problem of both is answered at once.
  app.post(
    ADMIN_API.guests,
    { bodyLimit: 256 * 1024, schema: { body: householdInputSchema }, config: { fieldProblems: memberSchemaProblems } },
    async (request, reply) => {
      const { name, note = '', email, phone, language, members: people } = request.body;
      const region = regionOf(language);
      const fields = cleanFields({ name, note, email, phone }, region);
      const checked = people === undefined ? { members: undefined } : checkMembers(people, new Set(), region);
      const problems = [...('problems' in fields ? fields.problems : []), ...('problems' in checked ? checked.problems : [])];
      if ('problems' in fields || 'problems' in checked) return invalid(reply, problems);
      const members = checked.members?.map(({ name: member, language: own, child, contacts }) => ({ name: member, language: own, child, contacts }));
      const { guest } = guests.add(fields.name!, language, fields.note, { email: fields.email, phone: fields.phone }, members);
      return reply.code(201).send(linked(guest));
    },
  );

  app.post(ADMIN_API.guestImport, { bodyLimit: 2 * 1024 * 1024, schema: { body: guestImportSchema } }, async (request, reply) => {
    const { format, text } = request.body;
    const language = request.body.language ?? null;
    const siteLanguage = stores.content.facts().facts.defaultLocale;
    const reading = format === 'csv' ? readGuestCsv(text, language, siteLanguage) : readGuestLines(text, language);
    if ('problems' in reading) return invalid(reply, reading.problems.map(({ problem: _words, ...error }) => error));
    const { added, skipped } = guests.addMany(reading.guests);
    const result: ImportResult = { added: toAdminGuests(added.map(({ guest }) => guest), stores, publicUrl), skipped };
    return reply.code(200).send(result);
  });

  app.get(ADMIN_API.guest.pattern, { schema: { params: idParams } }, async (request, reply) => {
    const guest = guests.get(request.params.id);
    return guest ? linked(guest) : notFound(reply);
  });

  app.patch(ADMIN_API.guest.pattern, { bodyLimit: 64 * 1024, schema: { params: idParams, body: guestPatchSchema } }, async (request, reply) => {
    const current = guests.get(request.params.id);
    if (!current) return notFound(reply);
    const fields = cleanFields(request.body, regionOf(request.body.language === undefined ? current.language : request.body.language));
    if ('problems' in fields) return invalid(reply, fields.problems);
    const { updated, waitingMail } = update(current.id, { ...fields, language: request.body.language });
    return updated ? { ...linked(updated), waitingMail } : notFound(reply);
  });

  app.delete(ADMIN_API.guest.pattern, { schema: { params: idParams } }, async (request, reply) => {
    return guests.remove(request.params.id) ? reply.code(204).send() : notFound(reply);
  });

  app.post(ADMIN_API.revoke.pattern, { schema: { params: idParams } }, async (request, reply) => {
    const guest = guests.get(request.params.id);
    if (!guest) return notFound(reply);
    guests.revoke(guest.id);
    return linked(guests.get(guest.id)!);
  });

  app.post(ADMIN_API.newLink.pattern, { schema: { params: idParams } }, async (request, reply) => {
    const renewed = guests.newLink(request.params.id);
    return renewed ? linked(renewed.guest) : notFound(reply);
  });

  app.get(
    ADMIN_API.qr.pattern,
    { schema: { params: z.extend(idParams, { format: z.enum(['svg', 'png']) }), querystring: z.object({ download: z.optional(z.unknown()) }) } },
    async (request, reply) => {
      const guest = guests.get(request.params.id);
      const link = guest && linked(guest).link;
      const format = request.params.format;
      if (!guest || !link) return notFound(reply);
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

  app.get(ADMIN_API.visitsChart, { schema: { querystring: z.object({ locale: z.catch(z.enum(LOCALES), 'en') }) } }, async (request, reply) => {
    const { locale } = request.query;
    const from = new Date(now() - 60 * 86_400_000).toISOString().slice(0, 10);
    return reply.type('image/svg+xml').send(renderVisitsChart(visits.passwordVisitsByDay(from), locale, now()));
  });
}
