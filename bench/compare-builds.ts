/**
 * Two builds in the same run, taking turns (docs/performance.md: this machine is noisy; compare against the
 * previous commit in the same run before concluding): `node --import tsx bench/compare-builds.ts <old checkout>
 * [turns]`. Each turn starts each checkout's built server (dist/server/main.js) as the bench does, audits `/login`
 * and `/` signed in with Lighthouse once, and measures `/api/status` against bare node:http; the turns alternate
 * which build goes first. Prints each turn's figures and the medians. `--status-only` leaves Lighthouse out: the
 * status check's ratio alone, for as many turns as its noise needs in the time one Lighthouse turn takes.
 */
import path from 'node:path';
import { REPO_ROOT } from '../server/paths';
import { auditPage } from './lighthouse';
import { startAppServer, startBareServer } from './server-process';
import { signIn } from './session';
import { median } from './stats';
import { measureStatusThroughputInOwnProcess } from './status-throughput';

const PASSWORD = 'compare-builds-password-2026';
const ADMIN_PASSWORD = 'compare-builds-couple-2026';

const statusOnly = process.argv.includes('--status-only');
const [oldCheckout, turnsText = '3'] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (!oldCheckout) throw new Error('usage: bench/compare-builds.ts <old checkout> [turns] [--status-only]');
const builds = { old: path.resolve(oldCheckout), new: REPO_ROOT };
/** Each build's compiled server, started as the bench starts it (production settings, a fresh DATA_DIR). */
const entryOf = (checkout: string) => path.join(checkout, 'dist/server/main.js');
const figures: Record<'old' | 'new', { login: number[]; home: number[]; ratio: number[] }> = { old: { login: [], home: [], ratio: [] }, new: { login: [], home: [], ratio: [] } };
const bare = await startBareServer();
for (let turn = 0; turn < Number(turnsText); turn++) {
  for (const name of (turn % 2 === 0 ? ['old', 'new'] : ['new', 'old']) as Array<'old' | 'new'>) {
    const server = await startAppServer(PASSWORD, ADMIN_PASSWORD, {}, entryOf(builds[name]));
    try {
      const cookie = await signIn(server.url, PASSWORD);
      const status = await measureStatusThroughputInOwnProcess(server.url, cookie, bare.url, 5);
      figures[name].ratio.push(status.ratio);
      if (statusOnly) {
        process.stdout.write(`turn ${turn + 1} ${name}: status ratio ${status.ratio}\n`);
        continue;
      }
      const login = await auditPage(server.url, '/login', undefined, 1);
      const home = await auditPage(server.url, '/', cookie, 1);
      figures[name].login.push(login.lcpS);
      figures[name].home.push(home.lcpS);
      process.stdout.write(`turn ${turn + 1} ${name}: LCP /login ${login.lcpS} s (perf ${login.scores.performance}), / ${home.lcpS} s (perf ${home.scores.performance}, TBT ${home.tbtMs} ms), status ratio ${status.ratio}\n`);
    } finally {
      await server.stop();
    }
  }
}
await bare.stop();
for (const name of ['old', 'new'] as const) {
  const f = figures[name];
  const lcp = statusOnly ? '' : `median LCP /login ${median(f.login)} s, / ${median(f.home)} s, `;
  process.stdout.write(`${name} (${builds[name]}): ${lcp}status ratio ${median(f.ratio)} (${f.ratio.join(', ')})\n`);
}
