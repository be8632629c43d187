/**
 * One guest link flooding the couple's mailbox (issue 36, docs/decisions/0048): the household saves its answer every
 * 2 minutes and 1 second for 10 minutes, the fastest pace that defeats the coalescing of its e-mails (a save within
 * 2 minutes only changes the message that waits) and well within its save budget (20 in 15 minutes; a refusal's
 * Retry-After is waited out), each save a real change, the couple told of each answer. Meanwhile the couple sends the
 * invitation to every household. How many e-mails left, against the bound, and whether the invitations all went.
 *
 * The real app and the real HTTP requests, sending through the real SMTP test server on a bench port, but on a
 * clock the bench moves (server/testing/manual-clock.ts): the 10 minutes take seconds. The app runs in a process of
 * its own with the flood (test-app.ts builds it as the server tests do, with the server's tsconfig for its JSX), so
 * no latency is measured here. In `npm run bench`, or alone: `node --import tsx bench/mail-flood.ts`.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { HOUSEHOLD_MAIL_API, type MailSendResult } from '#common/household-mail-api';
import { ANSWER_NOTICES_API } from '#common/answer-notices-api';
import { API_PATHS } from '#common/api';
import { INVITATION_API } from '#common/invitation-api';
import { GUEST_RSVP_API, type GuestRsvp, type RsvpAnswer } from '#common/rsvp-api';
import { ANSWER_MAIL_BOUND, CONFIRMATION_DELAY_MS } from '../server/mail/answer-mail';
import { REPO_ROOT } from '../server/paths';
import { eventInput, NO_TEXT } from '../server/testing/event-input';
import { manualClock, type ManualClock } from '../server/testing/manual-clock';
import { createTestApp, TEST_ADMIN_PASSWORD } from '../server/testing/test-app';
import { startTestSmtpServer } from '../test-support/smtp-test-server';
import { freePort } from './ports';
import { mailFloodSection } from './report';
import { signInAsCouple } from './session';

export const MAIL_FLOOD_MINUTES = 10;
/** The fastest pace at which each save finds no message waiting to change: a new e-mail per save, without the bound. */
const SAVE_EVERY_MS = CONFIRMATION_DELAY_MS + 1_000;
const OTHER_HOUSEHOLDS = 20;
const COUPLE = 'couple@example.com';

export interface MailFloodResult {
  minutes: number;
  saves: number;
  /** Saves refused by the household's budget (429). */
  refused: number;
  /** What the flood made leave: the household's confirmations and the couple's notices of its answers. */
  confirmations: number;
  notices: number;
  /** The most the bound lets leave in those minutes: one an hour per address, for the household's and the couple's. */
  bound: number;
  /** Without the bound: a confirmation and a notice per save. */
  unbounded: number;
  invitations: { queued: number; received: number };
}

/** Moves the app's clock on by `ms`, a second at a time, letting the sender finish each message it starts. */
async function run(clock: ManualClock, app: Awaited<ReturnType<typeof createTestApp>>, ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= 1_000) {
    clock.advance(Math.min(1_000, left));
    while (app.stores.outbox.counts().sending > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The flood itself, in the process that runs the app. */
async function floodMailbox(): Promise<MailFloodResult> {
  const smtp = await startTestSmtpServer({ port: await freePort() });
  const clock = manualClock(Date.now());
  const app = await createTestApp({ mail: { smtpUrl: smtp.url, from: 'Bench <bench@example.com>', perMinute: 1_200 }, mailClock: clock, now: clock.now });
  try {
    const port = await freePort();
    await app.app.listen({ port, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${port}`;
    const { call } = await signInAsCouple(base, TEST_ADMIN_PASSWORD);
    await call('POST', INVITATION_API.events, eventInput({ title: { ...NO_TEXT, en: 'Dinner', ro: 'Cina' }, audience: 'everyone' }));
    await call('PUT', INVITATION_API.phase, { phase: 'invitation' });
    await call('PUT', ANSWER_NOTICES_API.notices, { mode: 'each', to: COUPLE, locale: 'en' });
    const flooded = app.guests.add('Familia Flood', 'ro', '', { email: 'flood@example.com' });
    for (let i = 1; i <= OTHER_HOUSEHOLDS; i++) app.guests.add(`Household ${i}`, 'en', '', { email: `household-${i}@example.com` });

    const signIn = await fetch(`${base}${API_PATHS.login}?${new URLSearchParams({ token: flooded.token })}`, { method: 'POST' });
    if (signIn.status !== 200) throw new Error(`The household's link did not sign in: HTTP ${signIn.status}`);
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const url = `${base}${GUEST_RSVP_API.rsvp}`;
    const start = (await (await fetch(url, { headers: { cookie } })).json()) as GuestRsvp;
    const [member, event] = [String(start.form.members[0]!.id), String(start.form.events[0]!.id)];
    const answerOf = (n: number): RsvpAnswer => ({
      members: { [member]: { events: { [event]: { attending: n % 2 === 0, meal: null } }, dietary: [], dietaryNote: '', accessibility: '', questions: {} } },
      extras: [],
      message: `Save ${n}`,
      questions: {},
    });

    let [saves, refused, revision] = [0, 0, start.revision];
    let invitations: MailSendResult | undefined;
    const end = clock.now() + MAIL_FLOOD_MINUTES * 60_000;
    while (clock.now() < end) {
      const response = await fetch(url, { method: 'PUT', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ answer: answerOf(saves + refused), revision }) });
      const body = (await response.json()) as { revision?: number; current?: { revision: number } };
      revision = Math.max(revision, body.revision ?? body.current?.revision ?? 0);
      if (response.status === 200) saves++;
      else if (response.status === 429) refused++;
      else throw new Error(`A save answered HTTP ${response.status}`);
      // After the first save, while the flood goes on, the couple invites everyone.
      invitations ??= await call<MailSendResult>('POST', HOUSEHOLD_MAIL_API.invitations, { all: true });
      const wait = response.status === 429 ? Number(response.headers.get('retry-after')) * 1_000 : SAVE_EVERY_MS;
      await run(clock, app, Math.min(wait, end - clock.now()));
    }

    // What left, by kind, as the outbox recorded it; the mail server must have received exactly as many.
    const sent = app.stores.outbox.page(0, 10_000).filter((message) => message.state === 'sent');
    if (sent.length !== smtp.received.length) throw new Error(`The outbox says ${sent.length} e-mails were sent, the mail server received ${smtp.received.length}`);
    const left = (kind: string) => sent.filter((message) => message.kind === kind).length;
    const perAddress = Math.ceil((MAIL_FLOOD_MINUTES * 60_000) / ANSWER_MAIL_BOUND.gapMs);
    return {
      minutes: MAIL_FLOOD_MINUTES,
      saves,
      refused,
      confirmations: left('confirmation'),
      notices: left('answer-notice'),
      bound: 2 * perAddress,
      unbounded: 2 * saves,
      invitations: { queued: invitations?.messages ?? 0, received: left('invitation') },
    };
  } finally {
    await app.close();
    await smtp.stop();
  }
}

/** Says the process runs the flood and prints its result as JSON, rather than starting one that does. */
const CHILD = 'BENCH_MAIL_FLOOD_CHILD';

/** The flood in a process of its own: the app's clock and timers are the bench's for that time only. */
export async function measureMailFlood(): Promise<MailFloodResult> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'bench/mail-flood.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, [CHILD]: '1', TSX_TSCONFIG_PATH: 'tsconfig.node.json' },
  });
  return JSON.parse(stdout) as MailFloodResult;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const child = process.env[CHILD] === '1';
  (child ? floodMailbox().then((result) => process.stdout.write(JSON.stringify(result))) : measureMailFlood().then((result) => process.stdout.write(mailFloodSection(result)))).then(
    // The child's HTTP client may keep a connection open a while: its work is done.
    () => child && process.exit(0),
    (error: unknown) => {
      process.stderr.write(`The mail flood could not be measured: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
