import { afterEach, expect, it } from 'vitest';
import { API_PATHS } from '#common/api';
import { createTestApp } from '../testing/test-app';

let t: Awaited<ReturnType<typeof createTestApp>> | undefined;
afterEach(async () => {
  await t?.app.close();
  if (t?.db.open) t.db.close();
});

it('answers 200 with nothing private while the database answers, no session needed, never cached', async () => {
  t = await createTestApp();
  const health = await t.app.inject({ method: 'GET', url: API_PATHS.health });
  expect(health.statusCode).toBe(200);
  expect(health.json()).toEqual({ status: 'ok' });
  expect(health.headers['cache-control']).toBe('no-store');
});

it('answers 503 when the database does not', async () => {
  t = await createTestApp();
  t.db.close();
  const health = await t.app.inject({ method: 'GET', url: API_PATHS.health });
  expect(health.statusCode).toBe(503);
  expect(health.json()).toEqual({ status: 'unavailable' });
});
