/** The wall's page (issue 39, decision 0068): served at /wall/<token> from the dashboard's build, without a session. */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/couple-client';
import { createTestApp, makeTempDir } from '../testing/test-app';

let t: TestApp | undefined;
afterEach(async () => t?.close());

function builtDashboard(withWall: boolean): string {
  const root = makeTempDir('std-admin-');
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>dashboard</title>');
  if (withWall) fs.writeFileSync(path.join(root, 'wall.html'), '<!doctype html><title>the wall</title>');
  return root;
}

describe('the wall page', () => {
  it('answers /wall/<token> with the wall, to a browser without any session, never stored nor framed', async () => {
    t = await createTestApp({ adminRoot: builtDashboard(true) });
    const wall = await t.app.inject({ method: 'GET', url: '/wall/any-token-the-page-checks' });
    expect(wall.statusCode).toBe(200);
    expect(wall.body).toContain('the wall');
    expect(wall.headers['cache-control']).toBe('no-store');
    expect(wall.headers['referrer-policy']).toBe('no-referrer');
    expect(wall.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // Not the dashboard's page: a wall link opens nothing of it.
    expect(wall.body).not.toContain('dashboard');
  });

  it('is a plain 404 before the wall is built', async () => {
    t = await createTestApp({ adminRoot: builtDashboard(false) });
    expect((await t.app.inject({ method: 'GET', url: '/wall/any-token-the-page-checks' })).statusCode).toBe(404);
  });
});
