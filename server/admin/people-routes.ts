/**
 * The people who run the wedding (common/people-api.ts, docs/decisions/0059): the couple adds them, changes their
 * role, sends a new set-up link or takes it back, and removes them. Only the couple (route-roles.ts); registered
 * inside the admin API, whose hook refuses other roles, a guest's session, no session and a cross-site request.
 */
import { PEOPLE_API, personInputSchema, rolePatchSchema, type Person, type PersonWithLink } from '#common/people-api';
import { setupLinkOf, type People } from '../auth/people';
import { asFieldErrors, cleanPerson } from '../auth/person-fields';
import { invalid, notFound } from '../http/error-answers';
import { idParams } from '../http/path-ids';
import type { SchemaCheckedApp } from '../http/request-schemas';

export interface PeopleRoutesOptions {
  people: People;
  publicUrl: string;
}

export async function peopleRoutes(app: SchemaCheckedApp, { people, publicUrl }: PeopleRoutesOptions) {
  app.get(PEOPLE_API.people, async (): Promise<Person[]> => people.list());

  app.post(PEOPLE_API.people, { bodyLimit: 4096, schema: { body: personInputSchema } }, async (request, reply): Promise<PersonWithLink | undefined> => {
    const cleaned = cleanPerson(request.body);
    if ('problems' in cleaned) return invalid(reply, asFieldErrors(cleaned.problems));
    const added = people.add(cleaned.name, cleaned.email, request.body.role);
    if (!added) return invalid(reply, [{ field: 'email', code: 'taken' }]);
    return reply.code(201).send({ person: added.person, link: setupLinkOf(publicUrl, added.token) });
  });

  app.patch(PEOPLE_API.person.pattern, { bodyLimit: 1024, schema: { params: idParams, body: rolePatchSchema } }, async (request, reply): Promise<Person | undefined> =>
    people.changeRole(request.params.id, request.body.role) ?? notFound(reply),
  );

  app.delete(PEOPLE_API.person.pattern, { schema: { params: idParams } }, async (request, reply) =>
    people.remove(request.params.id) ? reply.code(204).send() : notFound(reply),
  );

  app.post(PEOPLE_API.link.pattern, { bodyLimit: 1024, schema: { params: idParams } }, async (request, reply): Promise<PersonWithLink | undefined> => {
    const made = people.newLink(request.params.id);
    return made ? { person: made.person, link: setupLinkOf(publicUrl, made.token) } : notFound(reply);
  });

  app.delete(PEOPLE_API.link.pattern, { schema: { params: idParams } }, async (request, reply): Promise<Person | undefined> => {
    const person = people.find(request.params.id);
    if (!person) return notFound(reply);
    people.revokeLink(person.id);
    return people.find(person.id);
  });
}
