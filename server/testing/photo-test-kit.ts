/**
 * What the photos' tests share: an app on a clock inside the default window (the repository's wedding is on
 * 24 May 2026 in Bucharest), a household signed in with its link, and a tus client made of raw requests as
 * tus-js-client sends them (POST with Upload-Length and Upload-Metadata, PATCH from an offset, HEAD for the offset).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { PHOTOS_API } from '#common/photos-api';
import type { Role } from '#common/people-api';
import { REPO_ROOT } from '../paths';
import { createTestApp, loginUrl, sessionCookieOf, type TestAppOptions } from './test-app';

const FIXTURES = path.join(REPO_ROOT, 'server/content/fixtures');
export const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));
/** The evening of the repository's wedding day, 20:00 in Bucharest. */
const WEDDING_EVENING = Date.parse('2026-05-24T17:00:00Z');

export type PhotoTestApp = Awaited<ReturnType<typeof photoTestApp>>;

export async function photoTestApp(options: TestAppOptions & { start?: number } = {}) {
  let time = options.start ?? WEDDING_EVENING;
  const t = await createTestApp({ now: () => time, ...options });
  const clock = { now: () => time, set: (at: number) => void (time = at), advance: (ms: number) => void (time += ms) };
  const household = async (name: string) => {
    const added = t.guests.add(name, 'ro');
    const session = sessionCookieOf(await t.app.inject({ method: 'POST', url: loginUrl({ token: added.token }) }))!;
    return { id: added.guest.id, cookies: { session } as Record<string, string> };
  };
  /** A dashboard session of a person in `role` (or of the couple's own password), as a sign-in leaves it. */
  const dashboard = (role: Role | 'couple-password' = 'couple-password') => {
    const person = role === 'couple-password' ? null : t.stores.people.add(`A ${role}`, `${role}-${Math.random()}@example.com`, role)!.person.id;
    return { admin: t.stores.sessions.create('admin', null, null, t.stores.sessions.lifetimeMs, person).cookieValue } as Record<string, string>;
  };
  return { ...t, clock, household, dashboard };
}

const b64 = (value: string) => Buffer.from(value).toString('base64');

export function tusClient(t: { app: PhotoTestApp['app'] }, cookies: Record<string, string>, headers: Record<string, string> = {}) {
  const tus = { 'tus-resumable': '1.0.0', ...headers };
  return {
    create: (length: number, metadata: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: PHOTOS_API.uploads,
        cookies,
        headers: {
          ...tus,
          'upload-length': String(length),
          ...(Object.keys(metadata).length > 0 ? { 'upload-metadata': Object.entries(metadata).map(([k, v]) => `${k} ${b64(v)}`).join(',') } : {}),
        },
      }),
    patch: (location: string, offset: number, bytes: Buffer) =>
      t.app.inject({ method: 'PATCH', url: location, cookies, headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, payload: bytes }),
    head: (location: string) => t.app.inject({ method: 'HEAD', url: location, cookies, headers: tus }),
    /** The whole file in chunks of `chunk` bytes: the last answer (with Photo-Id). */
    async upload(bytes: Buffer, metadata: Record<string, string> = {}, chunk = 64 * 1024): Promise<{ created: LightMyRequestResponse; last: LightMyRequestResponse }> {
      const created = await this.create(bytes.length, metadata);
      if (created.statusCode !== 201) return { created, last: created };
      const location = created.headers.location as string;
      let last = created;
      for (let offset = 0; offset < bytes.length; offset += chunk) {
        last = await this.patch(location, offset, bytes.subarray(offset, offset + chunk));
        if (last.statusCode !== 204) break;
      }
      return { created, last };
    },
  };
}
