/**
 * A test app with the couple signed in to the dashboard and a guest signed in to the site, each with a small client
 * for app.inject(): what the dashboard's and the guest site's requests look like.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ADMIN_API } from '#common/admin-api';
import { createTestApp, loginUrl, sessionCookieOf, TEST_ADMIN_PASSWORD, TEST_PASSWORD, type TestAppOptions } from './test-app';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export function clientOf(t: TestApp, cookies: Record<string, string>) {
  return {
    cookies,
    get: async <T>(url: string) => (await t.app.inject({ method: 'GET', url, cookies })).json() as T,
    send: (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
      t.app.inject({ method, url, cookies, ...(payload === undefined ? {} : { payload: payload as object }) }),
    inject: (options: Omit<InjectOptions, 'cookies'>): Promise<LightMyRequestResponse> => t.app.inject({ ...options, cookies }) as Promise<LightMyRequestResponse>,
  };
}

export type TestClient = ReturnType<typeof clientOf>;

/**
 * The couple's device cookie for each DATA_DIR, as their browser keeps it: a test that starts the same site again signs
 * in from the same device, which is not new to it (no "new device" e-mail, server/mail/new-sign-in-mail.ts).
 */
const coupleDevices = new Map<string, string>();

export async function coupleAndGuest(options: TestAppOptions = {}) {
  const t = await createTestApp(options);
  const device = coupleDevices.get(t.dataDir);
  const signedIn = await t.app.inject({ method: 'POST', url: ADMIN_API.login, payload: { password: TEST_ADMIN_PASSWORD }, cookies: device ? { 'admin-device': device } : {} });
  coupleDevices.set(t.dataDir, sessionCookieOf(signedIn, 'admin-device')!);
  const admin = sessionCookieOf(signedIn, 'admin')!;
  const guest = sessionCookieOf(await t.app.inject({ method: 'POST', url: loginUrl({ password: TEST_PASSWORD }) }))!;
  return { t, admin: clientOf(t, { admin }), guest: clientOf(t, { session: guest }) };
}
