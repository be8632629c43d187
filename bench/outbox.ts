/**
 * The outbox at work (issue 27): a server of its own, sending through a real SMTP server on one of the bench's ports
 * (test-support/smtp-test-server.ts), is given OUTBOX_MESSAGES test e-mails to send at MAIL_PER_MINUTE; while it
 * sends them, a guest opens /login every 100 ms. Measured until the last message has arrived, and checked that each
 * arrived once.
 */
import { performance } from 'node:perf_hooks';
import { OUTBOX_API } from '#common/outbox-api';
import { startTestSmtpServer } from '../test-support/smtp-test-server';
import { probeGuestLatency, type Latency } from './guest-latency';
import { freePort } from './ports';
import { startAppServer } from './server-process';
import { signInAsCouple } from './session';
import { round } from './stats';

export const OUTBOX_MESSAGES = 300;
/** Fast enough that the 300 go out within the measurement (15 s), slow enough to be a pace a mail service allows. */
const PER_MINUTE = 1_200;

export interface OutboxResult {
  messages: number;
  perMinute: number;
  /** Queuing all of them through the couple's route, one request after another. */
  queueMs: number;
  /** From the first request to the last message received by the mail server. */
  sentMs: number;
  /** Messages that arrived more than once (by Message-ID): 0. */
  duplicates: number;
  /** A guest's /login meanwhile. */
  guestsMeanwhile: Latency;
}

export async function measureOutbox(password: string, adminPassword: string): Promise<OutboxResult> {
  const smtp = await startTestSmtpServer({ port: await freePort() });
  const app = await startAppServer(password, adminPassword, { SMTP_URL: smtp.url, MAIL_FROM: 'Bench <bench@example.com>', MAIL_PER_MINUTE: String(PER_MINUTE) });
  try {
    const cookie = (await signInAsCouple(app.url, adminPassword)).cookie;
    const guests = probeGuestLatency(`${app.url}/login`);
    const start = performance.now();
    for (let i = 0; i < OUTBOX_MESSAGES; i++) {
      const response = await fetch(`${app.url}${OUTBOX_API.test}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ to: `guest-${i}@example.com`, locale: 'en' }),
      });
      await response.arrayBuffer();
      if (response.status !== 202) throw new Error(`Queuing e-mail ${i + 1} failed: HTTP ${response.status}`);
    }
    const queueMs = performance.now() - start;
    const deadline = Date.now() + (OUTBOX_MESSAGES / PER_MINUTE) * 60_000 * 3;
    while (smtp.received.length < OUTBOX_MESSAGES) {
      if (Date.now() > deadline) throw new Error(`Only ${smtp.received.length} of ${OUTBOX_MESSAGES} e-mails arrived in time`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const sentMs = performance.now() - start;
    const guestsMeanwhile = await guests.stop();
    const ids = new Set(smtp.received.map((mail) => mail.parsed.messageId));
    return { messages: OUTBOX_MESSAGES, perMinute: PER_MINUTE, queueMs: round(queueMs), sentMs: round(sentMs), duplicates: smtp.received.length - ids.size, guestsMeanwhile };
  } finally {
    await app.stop();
    await smtp.stop();
  }
}
