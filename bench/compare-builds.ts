/**
 * Two builds in the same run, taking turns (docs/performance.md: this machine is noisy; compare against the
 * previous commit in the same run before concluding): `node --import tsx bench/compare-builds.ts <old checkout>
 * [turns]`. Each turn starts each checkout's built server (dist/server/main.js) on a fresh DATA_DIR, audits `/login`
 * and `/` signed in with Lighthouse once, and measures `/api/status` against bare node:http; the turns alternate
 * which build goes first. Prints each turn's figures and the medians.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../server/paths';
import { auditPage } from './lighthouse';
import { freePort } from './ports';
import { startBareServer } from './server-process';
import { signIn } from './session';
import { median } from './stats';
import { measureStatusThroughputInOwnProcess } from './status-throughput';

const PASSWORD = 'compare-builds-password-2026';
const ADMIN_PASSWORD = 'compare-builds-couple-2026';

async function startBuild(checkout: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'std-compare-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(checkout, 'dist/server/main.js')], {
    cwd: checkout,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEDDING_PASSWORD: PASSWORD, ADMIN_PASSWORD, PUBLIC_URL: url, LOG_LEVEL: 'warn', SIGN_INS_PER_ADDRESS: '100000' },
    stdio: 'ignore',
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${checkout}: the server stopped`);
    const status = await fetch(`${url}/api/status`).then((r) => r.status).catch(() => 0);
    if (status === 401) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const [oldCheckout, turnsText = '3'] = process.argv.slice(2);
if (!oldCheckout) throw new Error('usage: bench/compare-builds.ts <old checkout> [turns]');
const builds = { old: path.resolve(oldCheckout), new: REPO_ROOT };
const figures: Record<'old' | 'new', { login: number[]; home: number[]; ratio: number[] }> = { old: { login: [], home: [], ratio: [] }, new: { login: [], home: [], ratio: [] } };
const bare = await startBareServer();
for (let turn = 0; turn < Number(turnsText); turn++) {
  for (const name of (turn % 2 === 0 ? ['old', 'new'] : ['new', 'old']) as Array<'old' | 'new'>) {
    const server = await startBuild(builds[name]);
    try {
      const cookie = await signIn(server.url, PASSWORD);
      const status = await measureStatusThroughputInOwnProcess(server.url, cookie, bare.url, 5);
      const login = await auditPage(server.url, '/login', undefined, 1);
      const home = await auditPage(server.url, '/', cookie, 1);
      figures[name].login.push(login.lcpS);
      figures[name].home.push(home.lcpS);
      figures[name].ratio.push(status.ratio);
      process.stdout.write(`turn ${turn + 1} ${name}: LCP /login ${login.lcpS} s (perf ${login.scores.performance}), / ${home.lcpS} s (perf ${home.scores.performance}, TBT ${home.tbtMs} ms), status ratio ${status.ratio}\n`);
    } finally {
      await server.stop();
    }
  }
}
await bare.stop();
for (const name of ['old', 'new'] as const) {
  const f = figures[name];
  process.stdout.write(`${name} (${builds[name]}): median LCP /login ${median(f.login)} s, / ${median(f.home)} s, status ratio ${median(f.ratio)}\n`);
}
