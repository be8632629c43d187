/**
 * The status target: GET /api/status with a valid session against a bare node:http server answering 200,
 * same connections, same request, in the same run, so the ratio holds on any machine. The time is split into
 * alternating rounds (status, bare, bare, status, …) and each pair gives a ratio; the median of those is
 * reported, so a burst of other work on the machine skews one pair instead of one whole side.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { REPO_ROOT } from '../server/paths';
import { median, round } from './stats';

interface LoadResult {
  /** Medians over the rounds. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** 2xx answers over all rounds. */
  requests: number;
}

export interface ThroughputResult {
  connections: number;
  seconds: number;
  rounds: number;
  status: LoadResult;
  bare: LoadResult;
  /** Median over the rounds of status req/s ÷ bare req/s. */
  ratio: number;
  roundRatios: number[];
}

const CONNECTIONS = 10;
const ROUNDS = 5;
const WARM_UP_SECONDS = 1;

async function load(url: string, cookie: string, seconds: number, what: string): Promise<Result> {
  const result = await autocannon({ url, headers: { cookie }, connections: CONNECTIONS, duration: seconds });
  // A 401 is cheaper than a 200: any non-2xx answer would make the figure flatter the server.
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
    throw new Error(`${what}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
  }
  return result;
}

const perSecond = (r: Result) => r['2xx'] / r.duration;

function summarise(results: Result[]): LoadResult {
  return {
    requestsPerSecond: round(median(results.map(perSecond))),
    // autocannon's latency histogram counts whole milliseconds.
    p50Ms: median(results.map((r) => r.latency.p50)),
    p99Ms: median(results.map((r) => r.latency.p99)),
    requests: results.reduce((sum, r) => sum + r['2xx'], 0),
  };
}

/** `seconds` of load on each server in all, after a warm-up (JIT, SQLite page cache) whose figures are dropped. */
async function measureStatusThroughput(appUrl: string, cookie: string, bareUrl: string, seconds: number): Promise<ThroughputResult> {
  // The same request for both, cookie included, so only the work behind it differs.
  const status = () => load(`${appUrl}/api/status`, cookie, seconds / ROUNDS, 'GET /api/status');
  const bare = () => load(`${bareUrl}/`, cookie, seconds / ROUNDS, 'bare node:http');
  await load(`${appUrl}/api/status`, cookie, WARM_UP_SECONDS, 'GET /api/status warm-up');
  await load(`${bareUrl}/`, cookie, WARM_UP_SECONDS, 'bare node:http warm-up');

  const statusResults: Result[] = [];
  const bareResults: Result[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    // Alternating which goes first cancels a steady drift in the machine's load.
    if (i % 2 === 0) {
      statusResults.push(await status());
      bareResults.push(await bare());
    } else {
      bareResults.push(await bare());
      statusResults.push(await status());
    }
  }
  const roundRatios = statusResults.map((s, i) => round(perSecond(s) / perSecond(bareResults[i]!), 2));
  return {
    connections: CONNECTIONS,
    seconds,
    rounds: ROUNDS,
    status: summarise(statusResults),
    bare: summarise(bareResults),
    ratio: median(roundRatios),
    roundRatios,
  };
}

/**
 * The same measurement in a Node process of its own, so the load generator is not slowed by the bench's heap:
 * run in the bench's process after Lighthouse (about 0.5 GB live), autocannon's garbage collection became the
 * bottleneck and the status figure fell from round to round (0.52 to 0.42) while a fresh client held steady.
 */
export async function measureStatusThroughputInOwnProcess(appUrl: string, cookie: string, bareUrl: string, seconds: number): Promise<ThroughputResult> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'bench/status-throughput.ts'], {
    cwd: REPO_ROOT,
    // The cookie by environment, not on the command line, where any process listing would show it.
    env: { ...process.env, BENCH_APP_URL: appUrl, BENCH_COOKIE: cookie, BENCH_BARE_URL: bareUrl, BENCH_LOAD_SECONDS: String(seconds) },
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(stdout) as ThroughputResult;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { BENCH_APP_URL, BENCH_COOKIE, BENCH_BARE_URL, BENCH_LOAD_SECONDS } = process.env;
  if (!BENCH_APP_URL || !BENCH_COOKIE || !BENCH_BARE_URL || !BENCH_LOAD_SECONDS) {
    process.stderr.write('Run by npm run bench (measureStatusThroughputInOwnProcess), which sets BENCH_APP_URL, BENCH_COOKIE, BENCH_BARE_URL and BENCH_LOAD_SECONDS.\n');
    process.exit(2);
  }
  measureStatusThroughput(BENCH_APP_URL, BENCH_COOKIE, BENCH_BARE_URL, Number(BENCH_LOAD_SECONDS)).then(
    (result) => process.stdout.write(JSON.stringify(result)),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
