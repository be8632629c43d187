/**
 * The script of issue 26, run by bench/rsvp-flood.ts in a process of its own (so the load it makes does not slow
 * the bench's own timing of guests): with one household's session, PUT /api/rsvp as fast as ten connections can,
 * every save a real change (a member's dinner toggled, the message rewritten at its full length), following the
 * revision the server answers and ignoring Retry-After. Prints what the server answered, as JSON.
 */
import { GUEST_RSVP_API, RSVP_LIMITS, type GuestRsvp, type RsvpAnswer } from '#common/rsvp-api';

const CONNECTIONS = 10;

export interface FloodCounts {
  sent: number;
  saved: number;
  /** 429: past the household's budget. */
  refused: number;
  /** Anything else (409 when two connections saved from the same revision). */
  other: number;
}

async function floodLink(baseUrl: string, cookie: string, seconds: number): Promise<FloodCounts> {
  const url = `${baseUrl}${GUEST_RSVP_API.rsvp}`;
  const start = (await (await fetch(url, { headers: { cookie } })).json()) as GuestRsvp;
  const member = String(start.form.members[0]!.id);
  const event = String(start.form.events[0]!.id);
  const answerOf = (n: number): RsvpAnswer => ({
    members: { [member]: { events: { [event]: { attending: n % 2 === 0, meal: null } }, dietary: [], dietaryNote: '', accessibility: '', questions: {} } },
    extras: [],
    message: `Save ${n} `.padEnd(RSVP_LIMITS.message, 'x'),
    questions: {},
  });
  const counts: FloodCounts = { sent: 0, saved: 0, refused: 0, other: 0 };
  let revision = start.revision;
  let next = 0;
  const end = Date.now() + seconds * 1000;
  const connection = async () => {
    while (Date.now() < end) {
      const response = await fetch(url, { method: 'PUT', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ answer: answerOf(next++), revision }) });
      counts.sent++;
      const body = (await response.json().catch(() => ({}))) as { revision?: number; current?: { revision: number } };
      if (response.status === 200) counts.saved++;
      else if (response.status === 429) counts.refused++;
      else counts.other++;
      revision = Math.max(revision, body.revision ?? body.current?.revision ?? 0);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, connection));
  return counts;
}

const { BENCH_APP_URL, BENCH_COOKIE, BENCH_FLOOD_SECONDS } = process.env;
if (!BENCH_APP_URL || !BENCH_COOKIE || !BENCH_FLOOD_SECONDS) {
  process.stderr.write('Run by bench/rsvp-flood.ts, which sets BENCH_APP_URL, BENCH_COOKIE and BENCH_FLOOD_SECONDS.\n');
  process.exit(2);
}
floodLink(BENCH_APP_URL, BENCH_COOKIE, Number(BENCH_FLOOD_SECONDS)).then(
  (counts) => process.stdout.write(JSON.stringify(counts)),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
