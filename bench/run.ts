/**
 * `npm run bench`: builds if needed, starts the real server (and a bare node:http baseline), measures,
 * prints one table per section and the targets, and writes bench/results/latest.json. A target that fails
 * is a finding, not an error: the exit code is non-zero only when the bench itself could not measure.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../server/paths';
import { BENCH_GUESTS, measureAdminList } from './admin-list';
import { BENCH_HOUSEHOLDS, measureAnswers } from './invitation-answers';
import { measureFirstLoadJs } from './bundle-size';
import { FLOOD_SECONDS, measureFlood } from './rsvp-flood';
import { measureFreshMemory } from './fresh-memory';
import { measureTestPage } from './test-page';
import { CHROME_PATH } from '../e2e/chromium';
import { assertChromium } from './chromium';
import { auditPage } from './lighthouse';
import {
  adminListSection,
  answersSection,
  bundleSection,
  floodSection,
  lighthouseSection,
  outboxSection,
  photoUploadsSection,
  invitationMailSection,
  mailFloodSection,
  signInSection,
  targetsOf,
  targetsSection,
  throughputSection,
  startupSection,
  testPageLine,
  uploadsSection,
  writeJson,
  type BenchResults,
} from './report';
import { ensureBuilt, startAppServer, startBareServer, type RunningServer } from './server-process';
import { signIn } from './session';
import { round } from './stats';
import { measureSignIn } from './sign-in-latency';
import { measureStatusThroughputInOwnProcess } from './status-throughput';
import { measureStartup } from './startup';
import { measureUploads } from './uploads';
import { measurePhotoUploads, PHONES } from './photo-uploads';
import { measureOutbox, OUTBOX_MESSAGES } from './outbox';
import { INVITED_HOUSEHOLDS, measureInvitationMail } from './invitation-mail';
import { MAIL_FLOOD_MINUTES, measureMailFlood } from './mail-flood';

const RESULTS_FILE = path.join(REPO_ROOT, 'bench', 'results', 'latest.json');

function positiveIntFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, not "${raw}"`);
  return value;
}

function chromiumVersion(): string {
  try {
    // Debian's wrapper script prints shell noise on stderr; the version is on stdout.
    return execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return `unknown (${CHROME_PATH})`;
  }
}

const say = (text: string) => process.stdout.write(text + '\n');

async function main(): Promise<void> {
  const runs = positiveIntFromEnv('BENCH_RUNS', 1);
  const seconds = positiveIntFromEnv('BENCH_SECONDS', 5);
  const password = `bench-${crypto.randomBytes(9).toString('base64url')}`;
  const adminPassword = `bench-couple-${crypto.randomBytes(9).toString('base64url')}`;
  // Read before the bench starts anything of its own: a busy machine skews every figure, the ratio included.
  const loadAverageAtStart = round(os.loadavg()[0] ?? 0, 2);
  const cores = os.availableParallelism();
  // Before anything starts: what a page of fresh memory costs this machine, the browser tests' weak spot (issue 40).
  const freshMemory = measureFreshMemory();
  assertChromium();
  await ensureBuilt();

  const servers: RunningServer[] = [];
  try {
    const app = await startAppServer(password, adminPassword);
    servers.push(app);
    const cookie = await signIn(app.url, password);
    say(`Server at ${app.url}; ${cores} cores, load average ${loadAverageAtStart}; ${chromiumVersion()}`);
    say(
      `Fresh memory: ${freshMemory.firstTouchMicroseconds} µs of CPU for each 4 KiB page a process touches first, ` +
        `${freshMemory.rewriteMicroseconds} µs to write it again (the browser tests start many processes: issue 40)`,
    );
    // Next, while nothing else runs: the machine's whole CPU is read around each load.
    const testPage = await measureTestPage(app.url);
    say(testPageLine(testPage));
    if (loadAverageAtStart > cores / 2) say('Warning: the machine was already busy when the bench started; the figures will be low and noisy.');

    // First, while no browser runs: the load test is CPU-bound on both sides, and a Chromium still shutting down
    // after Lighthouse takes cores from it (a small machine has only two).
    say(`/api/status against bare node:http (${seconds} s each)…`);
    const bare = await startBareServer();
    servers.push(bare);
    const statusThroughput = await measureStatusThroughputInOwnProcess(app.url, cookie, bare.url, seconds);
    say(throughputSection(statusThroughput));

    say(`Lighthouse: /login, then / signed in (${runs} run(s) each)…`);
    const lighthouse = [await auditPage(app.url, '/login', undefined, runs), await auditPage(app.url, '/', cookie, runs)];
    say(lighthouseSection(lighthouse));

    const firstLoadJs = await measureFirstLoadJs(app.url);
    say(bundleSection(firstLoadJs));

    const signInResult = await measureSignIn(app.url, password);
    say(signInSection(signInResult));

    say(`The couple's dashboard with ${BENCH_GUESTS} guests…`);
    const adminList = await measureAdminList(app.url, adminPassword);
    say(adminListSection(adminList));

    say(`The invitation's answers: ${BENCH_HOUSEHOLDS} households, three events…`);
    const answers = await measureAnswers(app.url, adminPassword);
    say(answersSection(answers));

    say(`One personal link flooded for ${FLOOD_SECONDS} s…`);
    const flood = await measureFlood(app.url, adminPassword, app.dataDir!);
    say(floodSection(flood));

    say("The couple's uploads: progressive CMYK JPEGs, ten 12 MP photos, iPhone HEICs, a 100 MB video…");
    const uploads = await measureUploads(app.url, adminPassword, app.pid);
    say(uploadsSection(uploads));
    say(`Lighthouse again, on the uploaded photos…`);
    // A new sign-in: the sign-in measurement above made more password sessions than one client keeps (20).
    const cookieAfterUploads = await signIn(app.url, password);
    const lighthouseAfterUploads = [await auditPage(app.url, '/login', undefined, runs), await auditPage(app.url, '/', cookieAfterUploads, runs)];
    say(lighthouseSection(lighthouseAfterUploads, "Lighthouse with the couple's uploaded photos"));

    // After the audits signed in: the phones' twenty sign-ins end that address's older password sessions.
    say(`The day's photos: ${PHONES} phones sending 20 MB each at once over tus…`);
    const photoUploads = await measurePhotoUploads(app.url, password, adminPassword, app.pid);
    say(photoUploadsSection(photoUploads));

    say(`The outbox: ${OUTBOX_MESSAGES} e-mails through a real SMTP server, on a server of its own…`);
    const outbox = await measureOutbox(password, adminPassword);
    say(outboxSection(outbox));
    say(`The invitation by e-mail to ${INVITED_HOUSEHOLDS} households, on a server of its own…`);
    const invitationMail = await measureInvitationMail(password, adminPassword);
    say(invitationMailSection(invitationMail));
    say(`One guest link flooding the couple's mailbox for ${MAIL_FLOOD_MINUTES} simulated minutes…`);
    const mailFlood = await measureMailFlood();
    say(mailFloodSection(mailFlood));

    say('Start-up: compiled against tsx (5 starts each)…');
    const startup = await measureStartup(password);
    say(startupSection(startup));

    const results: BenchResults = {
      date: new Date().toISOString(),
      machine: { cpus: cores, cpuModel: os.cpus()[0]?.model ?? 'unknown', node: process.version, chromium: chromiumVersion(), loadAverageAtStart, freshMemory, testPage },
      lighthouse,
      firstLoadJs,
      statusThroughput,
      signIn: signInResult,
      adminList,
      answers,
      flood,
      uploads,
      lighthouseAfterUploads,
      photoUploads,
      outbox,
      invitationMail,
      mailFlood,
      startup,
    };
    const targets = targetsOf(results);
    say(targetsSection(targets));
    writeJson(RESULTS_FILE, results, targets);
    say(`Raw results: ${path.relative(REPO_ROOT, RESULTS_FILE)}`);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

// Ctrl-C: leave through process.exit so the servers and the temporary database are removed ('exit' handler).
process.once('SIGINT', () => process.exit(130));

main().catch((error: unknown) => {
  process.stderr.write(`\nThe bench could not complete: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
