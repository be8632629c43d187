/**
 * Secrets do not leak at the edges (issue 11), against the real server process: private JSON reached through an
 * encoded path, a request without Host, DATA_DIR's file modes, weak passwords, and signing out.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '#common/api';
import { LINK_SECRET_FILE } from '../guests/link-secret';
import { SERVER_ENTRY } from '../paths';
import { cookiePairOf, rawExchange, rawRequest } from '../testing/raw-http';
import { HOSTILE_PASSWORD, startRealServer, type RealServer } from '../testing/real-server';
import { makeTempDir } from '../testing/test-app';

const PORT = 18_113;
let server: RealServer;
let cookie: string;

beforeAll(async () => {
  // DATA_DIR as an older release or a careless copy left it: readable by everyone.
  const dataDir = makeTempDir('std-edges-');
  fs.chmodSync(dataDir, 0o755);
  server = await startRealServer({ port: PORT, dataDir });
  cookie = cookiePairOf(await rawRequest(PORT, { method: 'POST', target: `/api/login?token=${server.guestToken}` }))!;
}, 40_000);
afterAll(async () => server?.stop());

describe('private JSON through an encoded path', () => {
  it.each(['/%61pi/content?locale=en', '/api/%63ontent?locale=en', '/%61%70%69/content?locale=en'])(
    '%s gets the API headers: no-store, the API policy',
    async (target) => {
      const response = await rawRequest(PORT, { target, headers: { cookie } });
      expect(response.status).toBe(200);
      expect(response.body).toContain('"weddingDate"');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'; object-src 'none'",
      );
    },
  );
});

describe('a request without Host', () => {
  it('is refused with 400 and the security headers', async () => {
    const response = await rawExchange(PORT, 'GET /api/status HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(response.status).toBe(400);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe("DATA_DIR's files", () => {
  it('are readable by the owner only, tightened at start', () => {
    const mode = (file: string) => fs.statSync(path.join(server.dataDir, file)).mode & 0o777;
    expect(mode('.')).toBe(0o700);
    for (const file of ['wedding.db', 'wedding.db-wal', LINK_SECRET_FILE]) expect(mode(file), file).toBe(0o600);
  });
});

describe('signing out', () => {
  it("ends the session on the server, clears the cookie and asks the browser to forget the site's copies; another site cannot do it", async () => {
    const own = cookiePairOf(await rawRequest(PORT, { method: 'POST', target: `/api/login?token=${server.guestToken}` }))!;
    const forged = await rawRequest(PORT, { method: 'POST', target: API_PATHS.logout, headers: { cookie: own, origin: 'https://evil.example' } });
    expect(forged.status).toBe(403);
    expect((await rawRequest(PORT, { target: API_PATHS.status, headers: { cookie: own } })).status).toBe(200);

    const out = await rawRequest(PORT, { method: 'POST', target: API_PATHS.logout, headers: { cookie: own } });
    expect(out.status).toBe(204);
    expect(out.headers['set-cookie']).toMatch(/^__Host-session=;.*Max-Age=0/);
    expect(out.headers['clear-site-data']).toBe('"cache", "storage"');
    expect((await rawRequest(PORT, { target: API_PATHS.status, headers: { cookie: own } })).status).toBe(401);
    // Signing out twice, or without a session, is not an error.
    expect((await rawRequest(PORT, { method: 'POST', target: API_PATHS.logout })).status).toBe(204);
  });
});

describe('weak passwords in production', () => {
  function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
    const { WEDDING_PASSWORD: _p, NODE_ENV: _n, ...base } = process.env;
    const child = spawn(process.execPath, [SERVER_ENTRY], { env: { ...base, DATA_DIR: makeTempDir(), PORT: '18114', ...env } });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stderr })));
  }

  it.each([
    ['the demo password', 'demo-wedding-2026', /demo password/],
    ['spaces only', '             ', /only spaces/],
    ['11 characters', 'shortpass11', /at least 12/],
    ['a common password', 'password1234', /commonly guessed/],
  ])('refuses %s, saying why, and does not start', async (_label, password, why) => {
    const { code, stderr } = await start({ NODE_ENV: 'production', WEDDING_PASSWORD: password });
    expect(code).toBe(1);
    expect(stderr).toMatch(/WEDDING_PASSWORD/);
    expect(stderr).toMatch(why);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses the demo mode on an address others can reach', async () => {
    const { code, stderr } = await start({ PUBLIC_URL: 'https://wedding.example' });
    expect(code).toBe(1);
    expect(stderr).toMatch(/WEDDING_PASSWORD: must be set when PUBLIC_URL/);
  });

  it('starts with a sentence of its own (the control)', async () => {
    expect(HOSTILE_PASSWORD.length).toBeGreaterThanOrEqual(12);
    expect(server.alive()).toBe(true);
  });
});
