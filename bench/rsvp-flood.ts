/**
 * One personal link flooded (issue 26): a household's link saves its answer as fast as ten connections can for ten
 * seconds (bench/flood-link.ts, in a process of its own). How much the database grows on disk (wedding.db and its
 * WAL), how long a guest waits for /login meanwhile (every 100 ms; and for 5 s before, to compare), and how fast the couple's page of that
 * household answers afterwards. In `npm run bench`, or alone: `node --import tsx bench/rsvp-flood.ts`.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { ADMIN_API } from '#common/admin-api';
import { API_PATHS } from '#common/api';
import { INVITATION_API, type AdminEvent } from '#common/invitation-api';
import { RSVP_API } from '#common/rsvp-api';
import { DATABASE_FILE } from '../server/db/database';
import { REPO_ROOT } from '../server/paths';
import { eventInput, NO_TEXT } from '../server/testing/event-input';
import type { FloodCounts } from './flood-link';
import { probeGuestLatency, type Latency } from './guest-latency';
import { floodSection } from './report';
import { ensureBuilt, startAppServer } from './server-process';
import { signInAsCouple } from './session';
import { percentile, round } from './stats';

export const FLOOD_SECONDS = 10;
const REPEATS = 30;

export interface FloodResult {
  seconds: number;
  counts: FloodCounts;
  /** wedding.db and wedding.db-wal on disk, after the flood less before, in kB. */
  databaseGrowthKb: number;
  /** A guest's /login every 100 ms for 5 s before the flood (what this machine gives now), and during it. */
  guestsBefore: Latency;
  guestsMeanwhile: Latency;
  /** GET of the couple's page of the flooded household afterwards, REPEATS times. */
  householdPage: { p50Ms: number; p95Ms: number; kb: number };
}


function databaseBytes(dataDir: string): number {
  const size = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);
  const db = path.join(dataDir, DATABASE_FILE);
  return size(db) + size(`${db}-wal`);
}

export async function measureFlood(baseUrl: string, adminPassword: string, dataDir: string): Promise<FloodResult> {
  const { cookie, call } = await signInAsCouple(baseUrl, adminPassword);
  const event = await call<AdminEvent>('POST', INVITATION_API.events, eventInput({ title: { ...NO_TEXT, en: 'Flooded dinner' }, place: 'Palatul', address: '' }));
  const household = await call<{ id: number; link: string }>('POST', ADMIN_API.guests, { name: 'Familia Flood', language: 'ro' });
  await call('PUT', INVITATION_API.householdInvitation(household.id), { allEvents: false, eventIds: [event.id], extraGuests: 0 });
  await call('PUT', INVITATION_API.phase, { phase: 'invitation' });
  const token = new URL(household.link).searchParams.get('token')!;
  const signIn = await fetch(`${baseUrl}${API_PATHS.login}?${new URLSearchParams({ token })}`, { method: 'POST' });
  if (signIn.status !== 200) throw new Error(`The household's link did not sign in: HTTP ${signIn.status}`);
  const linkCookie = signIn.headers.get('set-cookie')!.split(';')[0]!;

  const quiet = probeGuestLatency(`${baseUrl}/login`);
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const guestsBefore = await quiet.stop();
  const before = databaseBytes(dataDir);
  const guests = probeGuestLatency(`${baseUrl}/login`);
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'bench/flood-link.ts'], {
    cwd: REPO_ROOT,
    // The session by environment, not on the command line, where any process listing would show it.
    env: { ...process.env, BENCH_APP_URL: baseUrl, BENCH_COOKIE: linkCookie, BENCH_FLOOD_SECONDS: String(FLOOD_SECONDS) },
  });
  const guestsMeanwhile = await guests.stop();
  const counts = JSON.parse(stdout) as FloodCounts;
  const databaseGrowthKb = round((databaseBytes(dataDir) - before) / 1024, 1);

  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < REPEATS; i++) {
    const start = performance.now();
    const response = await fetch(`${baseUrl}${RSVP_API.household(household.id)}`, { headers: { cookie } });
    bytes = (await response.arrayBuffer()).byteLength;
    times.push(performance.now() - start);
    if (response.status !== 200) throw new Error(`The household's page answered HTTP ${response.status}`);
  }
  const householdPage = { p50Ms: round(percentile(times, 50), 1), p95Ms: round(percentile(times, 95), 1), kb: round(bytes / 1024, 1) };
  return { seconds: FLOOD_SECONDS, counts, databaseGrowthKb, guestsBefore, guestsMeanwhile, householdPage };
}

/** Alone, on a server of its own: `node --import tsx bench/rsvp-flood.ts`. */
async function alone(): Promise<void> {
  await ensureBuilt();
  const adminPassword = `bench-couple-${Date.now()}`;
  const server = await startAppServer(`bench-${Date.now()}`, adminPassword);
  try {
    process.stdout.write(floodSection(await measureFlood(server.url, adminPassword, server.dataDir!)));
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  alone().catch((error: unknown) => {
    process.stderr.write(`The flood could not be measured: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
