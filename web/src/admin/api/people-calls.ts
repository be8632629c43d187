/** The people who run the wedding and their set-up links (issue 38), typed by common/people-api.ts. */
import type { Locale } from '#common/locales';
import { PEOPLE_API, type Person, type PersonInput, type PersonWithLink, type Role } from '#common/people-api';
import { request } from './admin-client';

export const people = () => request<Person[]>('GET', PEOPLE_API.people);
/** 201 with the person and their set-up link; 422 for a name or address that cannot be used, or one someone has. */
export const addPerson = (input: PersonInput) => request<PersonWithLink>('POST', PEOPLE_API.people, input);
export const changeRole = (id: number, role: Role) => request<Person>('PATCH', PEOPLE_API.person(id), { role });
export const removePerson = (id: number) => request<void>('DELETE', PEOPLE_API.person(id));
export const newSetupLink = (id: number) => request<PersonWithLink>('POST', PEOPLE_API.link(id));
export const revokeSetupLink = (id: number) => request<Person>('DELETE', PEOPLE_API.link(id));

// The set-up page, opened with the link, before any sign-in.
export const setupOwner = (token: string) => request<{ name: string; email: string }>('POST', PEOPLE_API.setup, { token });
/** With the language the dashboard is in: the e-mails the server sends the person speak it. */
export const choosePassword = (token: string, password: string, locale: Locale) => request<void>('POST', PEOPLE_API.setupPassword, { token, password, locale });
