/**
 * The server as a user starts it: a real process, real HTTP. Runs after `npm run build` (see npm test),
 * because the process serves the built app and photos.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT, SERVER_ENTRY } from './paths';
import { makeTempDir } from './testing/test-app';
import { anyFreePort } from '../test-support/free-port';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children) child.kill('SIGTERM');
  children.length = 0;
});

/** Runs the compiled server (SERVER_ENTRY) as production does, or a TypeScript script (npm start) under tsx. */
function run(script: string, env: Record<string, string>) {
  const { WEDDING_PASSWORD: _p, NODE_ENV: _n, ...base } = process.env;
  const args = script.endsWith('.ts') ? ['--import', 'tsx', script] : [script];
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env: { ...base, LOG_LEVEL: 'warn', ...env } });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const output = () => ({ stdout, stderr });
  async function waitFor(pattern: RegExp, ms = 20_000): Promise<RegExpMatchArray> {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const match = pattern.exec(stdout);
      if (match) return match;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`Timed out waiting for ${pattern}; stdout: ${stdout}; stderr: ${stderr}`);
  }
  return { child, exited, output, waitFor };
}

describe('starting the server', () => {
  it('refuses to start in production without WEDDING_PASSWORD, naming it, and exits non-zero', async () => {
    const server = run(SERVER_ENTRY, { NODE_ENV: 'production', DATA_DIR: makeTempDir(), PORT: '18090' });
    expect(await server.exited).not.toBe(0);
    expect(server.output().stderr).toContain('WEDDING_PASSWORD');
    expect(server.output().stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it("refuses to start in production on a guessable ADMIN_PASSWORD, saying why: a common one changed, or the couple's names", async () => {
    const production = { NODE_ENV: 'production', WEDDING_PASSWORD: 'roses in the palace garden', PORT: '18090' };
    const common = run(SERVER_ENTRY, { ...production, DATA_DIR: makeTempDir(), ADMIN_PASSWORD: 'iloveyou2027' });
    expect(await common.exited).not.toBe(0);
    expect(common.output().stderr).toMatch(/ADMIN_PASSWORD: is a commonly guessed password with a year, digits or signs added/);
    // The demo content's couple is Elena & Julian: their names with the year are refused once the site's facts are read.
    const names = run(SERVER_ENTRY, { ...production, DATA_DIR: makeTempDir(), ADMIN_PASSWORD: 'Elena&Julian2026!' });
    expect(await names.exited).not.toBe(0);
    expect(names.output().stderr).toMatch(/ADMIN_PASSWORD: is made of the couple's names, the wedding's place or date/);
    expect(names.output().stderr).not.toMatch(/\n\s+at /);
  });

  it("starts on a guests' password made of the couple's names, and warns in the log without the password", async () => {
    const port = await anyFreePort();
    const server = run(SERVER_ENTRY, {
      NODE_ENV: 'production',
      WEDDING_PASSWORD: 'Julian&Elena2026',
      ADMIN_PASSWORD: 'quiet orchard compass lamp',
      DATA_DIR: makeTempDir(),
      PORT: String(port),
      HOST: '127.0.0.1',
    });
    await server.waitFor(/is running at/);
    expect(server.output().stdout).toMatch(/"level":40.*WEDDING_PASSWORD, the guests' password, is made of the couple's names/);
    expect(server.output().stdout + server.output().stderr).not.toContain('Julian&Elena2026');
  });

  it('npm start on demo content prints the address, a password and a guest link that all work', async () => {
    const port = 18_091;
    const server = run('scripts/start.ts', { DATA_DIR: makeTempDir(), PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}` });
    const address = (await server.waitFor(/running at (\S+)/))[1]!;
    const password = (await server.waitFor(/password:\s+(\S+)/))[1]!;
    const link = new URL((await server.waitFor(/guest link:\s+(\S+)/))[1]!);
    const dashboard = (await server.waitFor(/The dashboard:\s+(\S+)/))[1]!;
    const dashboardPassword = (await server.waitFor(/Dashboard password:\s+(\S+)/))[1]!;
    expect(address).toBe(`http://127.0.0.1:${port}`);
    expect(dashboard).toBe(`http://127.0.0.1:${port}/admin`);
    expect(dashboardPassword).not.toBe(password);

    const page = await fetch(`${address}/login`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');

    const byPassword = await fetch(`${address}/api/login?${new URLSearchParams({ password })}`, { method: 'POST' });
    expect(byPassword.status).toBe(200);
    const cookie = byPassword.headers.get('set-cookie')!.split(';')[0]!;
    expect((await fetch(`${address}/api/status`, { headers: { cookie } })).status).toBe(200);

    const byLink = await fetch(`${address}/api/login?${new URLSearchParams({ token: link.searchParams.get('token')! })}`, { method: 'POST' });
    expect(byLink.status).toBe(200);
    expect((await fetch(`${address}/api/status`)).status).toBe(401);

    const couple = await fetch(`${address}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: dashboardPassword }),
    });
    expect(couple.status).toBe(200);
    const adminCookie = couple.headers.get('set-cookie')!.split(';')[0]!;
    expect((await fetch(`${address}/api/admin/guests`, { headers: { cookie: adminCookie } })).status).toBe(200);
    expect((await fetch(dashboard)).status).toBe(200);
  });

  it('on SIGTERM, answers the request under way before it exits (close-with-grace)', async () => {
    const port = 18_092;
    const password = 'a long wedding password';
    const server = run(SERVER_ENTRY, { NODE_ENV: 'production', WEDDING_PASSWORD: password, DATA_DIR: makeTempDir(), PORT: String(port), HOST: '127.0.0.1' });
    await server.waitFor(/running at/);
    // A password sign-in takes a deliberate scrypt hash (a few hundred ms): the signal arrives in the middle of it.
    const signIn = fetch(`http://127.0.0.1:${port}/api/login?${new URLSearchParams({ password })}`, { method: 'POST' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.child.kill('SIGTERM');
    expect((await signIn).status).toBe(200);
    expect(await server.exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/api/status`)).rejects.toThrow();
  });
});
