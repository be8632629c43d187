/**
 * The invitation by e-mail to a whole wedding (issue 27): on a server of its own sending through a real SMTP server
 * (test-support/smtp-test-server.ts), 300 households with an address each, the couple presses "send the invitation
 * to all not yet sent": how long the couple waits for the answer (one request queues all 300), then, while the outbox
 * sends them at MAIL_PER_MINUTE, how long a guest waits for /login (every 100 ms). Checked that each household's
 * invitation arrived once. In `npm run bench`, or alone: `node --import tsx bench/invitation-mail.ts`.
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { ADMIN_API } from '#common/admin-api';
import { HOUSEHOLD_MAIL_API, type MailSendResult } from '#common/household-mail-api';
import { INVITATION_API } from '#common/invitation-api';
import { eventInput, NO_TEXT } from '../server/testing/event-input';
import { startTestSmtpServer } from '../test-support/smtp-test-server';
import { probeGuestLatency, type Latency } from './guest-latency';
import { freePort } from './ports';
import { invitationMailSection } from './report';
import { ensureBuilt, startAppServer } from './server-process';
import { signInAsCouple } from './session';
import { round } from './stats';

export const INVITED_HOUSEHOLDS = 300;
/** Fast enough that the 300 go out within the measurement (15 s), slow enough to be a pace a mail service allows. */
const PER_MINUTE = 1_200;
const LANGUAGES = ['ro', 'de', 'en', 'fr', 'ru'] as const;

/**
 * The CPU time a process has used so far (user and system, from /proc: Linux only, in steps of 10 ms), or null.
 * On a machine shared with other work the wall-clock answer grows with the load; the server's own CPU time does not.
 */
function cpuMsOf(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // After the name: state is field 3, utime 14 and stime 15, counted from 1.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

export interface InvitationMailResult {
  households: number;
  perMinute: number;
  /** The couple's one request queuing every invitation, from send to the answer. */
  answerMs: number;
  /** The server's CPU time over that request (null where /proc is not there). */
  answerCpuMs: number | null;
  /** The answer's count of messages queued. */
  queued: number;
  /** From the request to the last invitation received by the mail server. */
  sentMs: number;
  /** Invitations that arrived more than once (by Message-ID): 0. */
  duplicates: number;
  /** A guest's /login meanwhile. */
  guestsMeanwhile: Latency;
}

export async function measureInvitationMail(password: string, adminPassword: string): Promise<InvitationMailResult> {
  const smtp = await startTestSmtpServer({ port: await freePort() });
  const app = await startAppServer(password, adminPassword, { SMTP_URL: smtp.url, MAIL_FROM: 'Bench <bench@example.com>', MAIL_PER_MINUTE: String(PER_MINUTE) });
  try {
    const { cookie, call } = await signInAsCouple(app.url, adminPassword);
    await call('POST', INVITATION_API.events, eventInput({ title: { ...NO_TEXT, en: 'Dinner', ro: 'Cina' }, audience: 'everyone' }));
    const lines = Array.from({ length: INVITED_HOUSEHOLDS }, (_, i) => `Household ${i + 1},Guest ${i + 1},${LANGUAGES[i % LANGUAGES.length]},household-${i + 1}@example.com`);
    await call('POST', ADMIN_API.guestImport, { format: 'csv', text: ['household,name,household language,household email', ...lines].join('\n') });

    const guests = probeGuestLatency(`${app.url}/login`);
    const cpuBefore = cpuMsOf(app.pid);
    const start = performance.now();
    const response = await fetch(`${app.url}${HOUSEHOLD_MAIL_API.invitations}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ all: true }) });
    const answer = (await response.json()) as MailSendResult;
    const answerMs = performance.now() - start;
    const cpuAfter = cpuMsOf(app.pid);
    if (response.status !== 202) throw new Error(`Sending the invitations failed: HTTP ${response.status}`);
    const deadline = Date.now() + (INVITED_HOUSEHOLDS / PER_MINUTE) * 60_000 * 3;
    while (smtp.received.length < answer.messages) {
      if (Date.now() > deadline) throw new Error(`Only ${smtp.received.length} of ${answer.messages} invitations arrived in time`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const sentMs = performance.now() - start;
    const guestsMeanwhile = await guests.stop();
    const ids = new Set(smtp.received.map((mail) => mail.parsed.messageId));
    return {
      households: INVITED_HOUSEHOLDS,
      perMinute: PER_MINUTE,
      answerMs: round(answerMs, 1),
      answerCpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
      queued: answer.messages,
      sentMs: round(sentMs),
      duplicates: smtp.received.length - ids.size,
      guestsMeanwhile,
    };
  } finally {
    await app.stop();
    await smtp.stop();
  }
}

/** Alone, on a server of its own: `node --import tsx bench/invitation-mail.ts`. */
async function alone(): Promise<void> {
  await ensureBuilt();
  process.stdout.write(invitationMailSection(await measureInvitationMail(`bench-${Date.now()}`, `bench-couple-${Date.now()}`)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  alone().catch((error: unknown) => {
    process.stderr.write(`The invitations by e-mail could not be measured: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
