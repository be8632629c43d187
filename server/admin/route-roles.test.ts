/**
 * Every route of the dashboard's API as every role, as a guest and with no session (docs/decisions/0059): a role the
 * route does not serve is refused (403) and changes nothing, one it serves is let through, and nobody without a
 * dashboard session gets past 401. The routes come from the app, the roles from route-roles.ts; a route that declares
 * no roles stops the server at start.
 *
 * One app for every route (decision 0070): an app per route was 133 apps and two thirds of the file's CPU. Each route
 * gets people and sessions of its own, so one that removes a person or ends sessions leaves the next its own.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '#common/people-api';
import { registeredAdminRoutes } from '../testing/admin-routes';
import { createTestApp, loginUrl, sessionCookieOf } from '../testing/test-app';
import { refuseUndeclaredRoutes } from './admin-api';
import { accessOf, OPEN, ROUTE_ROLES, routeKey } from './route-roles';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const routes = await registeredAdminRoutes();
const CHANGES_DATA = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let round = 0;
/**
 * A new person of each role for the route, and a new session of theirs (or of the couple's ADMIN_PASSWORD, no person)
 * for each call: a route that removes a person or ends sessions (sign out everyone else) then ends none that a later
 * call or route needs.
 */
function sessionsOfEveryRole(app: TestApp) {
  const { people, sessions } = app.stores;
  round += 1;
  // The helper first: a route that removes person 1 as the couple then removes someone already tried.
  const ids = Object.fromEntries((['helper', 'planner', 'couple'] as const).map((role) => [role, people.add(`A ${role}`, `${role}-${round}@example.com`, role)!.person.id]));
  return (who: Role | 'recovery') => sessions.create('admin', null, null, sessions.lifetimeMs, who === 'recovery' ? null : ids[who]).cookieValue;
}

describe('every admin route, as every role', () => {
  it('is every route there is, and the table names no route that is not', () => {
    expect(routes.length).toBeGreaterThan(80);
    const registeredKeys = new Set(routes.map(([method, , pattern]) => routeKey(method, pattern)));
    expect(Object.keys(ROUTE_ROLES).filter((key) => !registeredKeys.has(key))).toEqual([]);
  });

  it.each(routes)('%s %s', async (method, url, pattern) => {
    const access = accessOf(method, pattern);
    t.guests.add('Ana', null, '', { email: 'ana@example.com', phone: '' });
    const guest = sessionCookieOf(await t.app.inject({ method: 'POST', url: loginUrl({ password: 'correct horse battery staple' }) }))!;
    const sessionOf = sessionsOfEveryRole(t);
    const call = (cookies: Record<string, string>) =>
      t.app.inject({ method: method as 'GET', url, cookies, ...(CHANGES_DATA.has(method) ? { payload: {} } : {}) });

    if (access === OPEN) {
      expect((await call({})).statusCode).not.toBe(401);
      return;
    }
    expect(access, `${method} ${pattern} declares its roles`).toBeDefined();
    for (const cookies of [{}, { session: guest }, { admin: guest }] as Array<Record<string, string>>) {
      expect((await call(cookies)).statusCode, `${JSON.stringify(cookies)}`).toBe(401);
    }
    const served = new Set(access!.roles);
    const before = JSON.stringify({ guests: t.guests.list(), people: t.stores.people.list() });
    for (const role of ROLES.filter((role) => !served.has(role))) {
      const refused = await call({ admin: sessionOf(role) });
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json()).toEqual({ error: 'Forbidden' });
    }
    expect(JSON.stringify({ guests: t.guests.list(), people: t.stores.people.list() })).toBe(before);
    for (const role of [...ROLES.filter((role) => served.has(role)), 'recovery'] as const) {
      const answer = await call({ admin: sessionOf(role) });
      expect([401, 403], `${role}: ${answer.statusCode}`).not.toContain(answer.statusCode);
    }
  });
});

describe('a route that declares no roles', () => {
  it('stops the server at start, naming itself and where to declare it', async () => {
    const app = Fastify();
    refuseUndeclaredRoutes(app);
    expect(() => app.get('/api/admin/something-new', async () => 'hello')).toThrow(/GET \/api\/admin\/something-new declares no roles.*route-roles\.ts/);
    expect(() => app.get('/api/admin/session', async () => 'declared')).not.toThrow();
    await app.close();
  });
});
