import { createTestApp } from './test-app';

/** A registered /api/admin route: its method, its address with plausible parameters, and its pattern. */
export type AdminRoute = [method: string, url: string, pattern: string];

/**
 * Every /api/admin route the app registers, as Fastify is told of it (AppDeps.onRoute): a route added tomorrow is
 * in this list without anyone remembering to add it. Parameters get a plausible value.
 */
export async function registeredAdminRoutes(): Promise<AdminRoute[]> {
  const seen = new Map<string, AdminRoute>();
  const sample: Record<string, string> = { ':id': '1', ':job': 'x', ':key': 'home.details.heading', ':format': 'svg', '*': 'nothing-here' };
  const filled = (url: string) => url.replace(/:\w+|\*/g, (param) => sample[param] ?? 'x');
  const probe = await createTestApp({
    onRoute: (route) => {
      if (!route.url?.startsWith('/api/admin')) return;
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD' && method !== 'OPTIONS') seen.set(`${method} ${route.url}`, [method, filled(route.url), route.url]);
      }
    },
  });
  await probe.close();
  return [...seen.values()];
}
