/**
 * The background sender (docs/decisions/0034): takes the outbox's messages one at a time, in the background, and
 * never while a request waits. It keeps to MAIL_PER_MINUTE (messages start at least 60/MAIL_PER_MINUTE seconds
 * apart) and to MAIL_PER_DAY (at most that many handed over in any 24 hours, docs/decisions/0048), tries a refused or unreached message again later with a growing wait, gives up after MAX_ATTEMPTS, and
 * pauses the whole queue while the server itself is the problem. Everything it knows is in the outbox table, so a
 * restart goes on where it stopped; a message it was handing over when the process died is never sent again by
 * itself (outbox-store.ts).
 *
 * It logs each message's id, kind and outcome, never an address, a name, a subject or the server's words (which
 * may quote the address): those are the outbox's, shown to the couple only.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { SendMailOptions } from 'nodemailer';
import { refusalOf, type Delivery } from './delivery';
import type { ClaimedMessage, OutboxStore } from './outbox-store';

/** The sender's time: the real one, or a test's, which moves only when told. */
export interface SenderClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const REAL_CLOCK: SenderClock = {
  now: () => Date.now(),
  // The server's listening socket keeps the process alive, never the sender's next turn.
  setTimeout: (run, ms) => setTimeout(run, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** A message is handed to the server at most this many times before it fails for good (about four hours in all). */
const MAX_ATTEMPTS = 10;

/** The wait after a message's nth attempt: a minute, doubled each time, at most an hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(60_000 * 2 ** (attempt - 1), 3_600_000);
}

export interface MailSenderOptions {
  outbox: OutboxStore;
  delivery: Delivery;
  /** The message as nodemailer sends it (compose-mail.ts), with today's From. */
  compose: (message: ClaimedMessage) => SendMailOptions;
  perMinute: number;
  perDay: number;
  clock: SenderClock;
  log: FastifyBaseLogger;
}

export function createMailSender({ outbox, delivery, compose, perMinute, perDay, clock, log }: MailSenderOptions) {
  // Saving a file costs the mail server nothing: no pace to keep, no bound of the day. Asked each time: the couple may
  // set a server.
  const spacingMs = () => (delivery.sends ? 60_000 / perMinute : 0);
  /** Until when the day's bound holds every message back; undefined when it does not (the outbox knows what left). */
  const dayBoundUntil = () => (delivery.sends ? outbox.dayBoundUntil(perDay, clock.now()) : undefined);
  let timer: { handle: unknown; at: number } | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let lastStartAt = Number.NEGATIVE_INFINITY;
  let pausedUntil = 0;

  function cancelTimer() {
    if (timer) clock.clearTimeout(timer.handle);
    timer = undefined;
  }

  /** Sets the next turn for the earliest message due, no sooner than the pace and a pause allow. */
  function schedule() {
    if (stopped || running) return;
    const due = outbox.nextDueAt();
    if (due === undefined) return cancelTimer();
    const at = Math.max(due, lastStartAt + spacingMs(), pausedUntil, dayBoundUntil() ?? 0);
    if (timer?.at === at) return;
    cancelTimer();
    timer = {
      at,
      handle: clock.setTimeout(() => {
        timer = undefined;
        running = sendNext()
          .catch((error: unknown) => log.error({ err: error }, 'the outbox could not record what became of an e-mail'))
          .finally(() => {
            running = undefined;
            schedule();
          });
      }, Math.max(0, at - clock.now())),
    };
  }

  async function sendNext(): Promise<void> {
    const startedAt = clock.now();
    // The turn was set before the last message left: the bound may have been reached since (schedule() waits then).
    if (dayBoundUntil() !== undefined) return;
    const message = outbox.claimNext(startedAt);
    if (!message) return;
    lastStartAt = startedAt;
    const about = { outboxId: message.id, kind: message.kind, attempt: message.attempts };
    try {
      const delivered = await delivery.deliver(compose(message));
      if (delivered.kind === 'sent') outbox.markSent(message.id, delivered.answer);
      else outbox.markSaved(message.id, delivered.eml);
      log.info({ ...about, outcome: delivered.kind }, delivered.kind === 'sent' ? 'e-mail sent' : 'e-mail saved as a file, not sent: no mail server is set');
    } catch (error) {
      refused(message, error, about);
    }
  }

  function refused(message: ClaimedMessage, error: unknown, about: Record<string, unknown>) {
    const refusal = refusalOf(error);
    const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
    const why = { ...about, code, responseCode };
    if (refusal.permanent || message.attempts >= MAX_ATTEMPTS) {
      outbox.markFailed(message.id, refusal.answer);
      log.warn(why, refusal.permanent ? 'e-mail refused by the mail server' : 'e-mail given up after its last attempt');
      return;
    }
    const at = clock.now() + retryDelayMs(message.attempts);
    outbox.retryAt(message.id, refusal.answer, at);
    if (refusal.serverWide) pausedUntil = at;
    log.warn({ ...why, retryInMs: at - clock.now() }, refusal.serverWide ? 'the mail server could not take e-mail: the outbox waits' : 'e-mail refused for now: tried again later');
  }

  return {
    /** At start: a message cut off mid-way by the last stop is marked so, stray files go, and the queue resumes. */
    start(): void {
      const interrupted = outbox.interruptUnfinished();
      if (interrupted > 0) log.warn({ interrupted }, 'e-mails being sent when the server last stopped may or may not have arrived: the outbox marks them, and sends them again only when told');
      outbox.removeStrayFiles();
      schedule();
    },
    /** Something was queued (or queued again): look now. */
    wake: () => schedule(),
    dayBoundUntil,
    /** Another mail server was set: a pause for the last one's sake ends now. */
    resume(): void {
      pausedUntil = 0;
      cancelTimer();
      schedule();
    },
    /** Stops taking messages; the one being handed over finishes (its outcome written) before this resolves. */
    async stop(): Promise<void> {
      stopped = true;
      cancelTimer();
      await running;
      delivery.close();
    },
  };
}
