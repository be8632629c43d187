/**
 * The outbox (issue 27, docs/decisions/0034): the one module that writes the `outbox` table and the files of
 * DATA_DIR/outbox (docs/decisions/0012). A message is a row before anything is sent; the sender claims one at a time
 * (queued → sending, in one statement), and only a claimed message is handed to the mail server, so a message is
 * handed over once per claim. A row left `sending` by a process that stopped mid-way may have arrived: it becomes
 * `interrupted` at the next start and is never claimed again unless the couple sends it again. Messages are
 * personal data (addresses, names, what was written to them): nothing here logs them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { OUTBOX_STATES, RESENDABLE, type MailKind, type OutboxMessage, type OutboxState } from '#common/outbox-api';
import type { Locale } from '#common/locales';
import type { Db } from '../db/database';

/** The folder of the messages saved while no mail server is set, beside the database. */
const OUTBOX_DIR = 'outbox';

export interface NewMessage {
  kind: MailKind;
  /** The household it is for, if any: removing the household removes its messages. */
  guestId?: number | null;
  to: { address: string; name: string };
  locale: Locale;
  subject: string;
  text: string;
  html: string;
  /** The Message-ID header's value, without angle brackets: made once, so every attempt carries the same. */
  messageId: string;
  /** Higher goes first (the couple's test e-mail before a batch of invitations). */
  priority: number;
  /** Files sent with it (a confirmation's calendars); none by default. */
  attachments?: MailAttachment[];
  /** The send to several households it is part of: a batch's id, or 'new' for its first message (whose id names it). */
  batch?: number | 'new';
}

/** A file sent with a message, kept as text in the outbox (a calendar file is a few kilobytes). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * How a message joins the queue. `delayMs`: not sent before then. `replaceQueued`: a message of the same kind to the
 * same household and address still waiting (never one being sent or sent) takes this one's words instead, and waits
 * its delay again: the household that saves three times in a minute gets one message, with the last answer.
 * `bound`: of this kind, to this household and address, at most one every `gapMs` and `perDay` in any 24 hours
 * (docs/decisions/0048); a message past it waits, still replaceable, until the bound lets it go.
 */
export interface EnqueueOptions {
  delayMs?: number;
  replaceQueued?: boolean;
  bound?: { gapMs: number; perDay: number };
}

const DAY_MS = 24 * 3_600_000;

/**
 * The states of a message handed to a mail server: it reached a mailbox, or may have. What counts against a bound (a
 * household's, the site's MAIL_PER_DAY); a message saved as a file, waiting or taken back does not.
 */
const HANDED_OVER = `state IN ('sending', 'sent', 'failed', 'interrupted')`;

/** A claimed message: everything the sender needs to hand it over. */
export interface ClaimedMessage extends OutboxMessage {
  text: string;
  html: string;
  messageId: string;
  attachments: MailAttachment[];
}

const COLUMNS = `id, kind, to_address AS toAddress, to_name AS toName, locale, subject, state, attempts,
  answer, created_at AS createdAt, next_attempt_at AS nextAttemptAt, finished_at AS finishedAt, batch_id AS batch`;

/** A message as the table has it: the recipient in two columns. */
type Row = Omit<OutboxMessage, 'to'> & { toAddress: string; toName: string };

const toMessage = ({ toAddress, toName, ...row }: Row): OutboxMessage => ({ ...row, to: { address: toAddress, name: toName } });

export function createOutboxStore(db: Db, now: () => number = Date.now) {
  // DATA_DIR is the folder of the database file.
  const filesDir = path.join(path.dirname(db.name), OUTBOX_DIR);
  const q = {
    insert: db.prepare(
      `INSERT INTO outbox (kind, guest_id, to_address, to_name, locale, subject, text_body, html_body, message_id, priority, state, attempts,
         created_at, next_attempt_at, attachments, batch_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'queued', 0, ?, ?, ?, ?)`,
    ),
    firstOfBatch: db.prepare(`UPDATE outbox SET batch_id = id WHERE id = ?`),
    cancel: db.prepare(`UPDATE outbox SET state = 'cancelled', finished_at = ? WHERE id = ? AND state = 'queued'`),
    cancelBatch: db.prepare(`UPDATE outbox SET state = 'cancelled', finished_at = ? WHERE batch_id = ? AND state = 'queued'`),
    waitingFor: db.prepare(`SELECT ${COLUMNS} FROM outbox WHERE guest_id = ? AND state = 'queued' ORDER BY id`),
    readdress: db.prepare(`UPDATE outbox SET to_address = ? WHERE id = ? AND state = 'queued'`),
    sentSince: db.prepare(
      `SELECT DISTINCT guest_id AS guestId FROM outbox WHERE kind = ? AND guest_id IS NOT NULL AND created_at >= ? AND state NOT IN ('failed', 'cancelled')`,
    ),
    waiting: db.prepare(`SELECT id FROM outbox WHERE kind = ? AND guest_id IS ? AND to_address = ? AND state = 'queued' ORDER BY id DESC LIMIT 1`),
    replace: db.prepare(
      `UPDATE outbox SET to_name = ?, locale = ?, subject = ?, text_body = ?, html_body = ?, attachments = ?, next_attempt_at = MAX(next_attempt_at, ?)
       WHERE id = ? AND state = 'queued'`,
    ),
    // When each message of a kind to a household and address left (latest first); one still being handed over: now.
    departures: db.prepare(
      `SELECT COALESCE(finished_at, ?) AS at FROM outbox WHERE kind = ? AND guest_id IS ? AND to_address = ? AND ${HANDED_OVER} ORDER BY at DESC LIMIT ?`,
    ),
    // When the nth latest message handed to the mail server was done with (OFFSET n - 1).
    handedOver: db.prepare(`SELECT finished_at AS at FROM outbox WHERE ${HANDED_OVER} AND finished_at IS NOT NULL ORDER BY finished_at DESC LIMIT 1 OFFSET ?`),
    nextDue: db.prepare(`SELECT id FROM outbox WHERE state = 'queued' AND next_attempt_at <= ? ORDER BY priority DESC, next_attempt_at, id LIMIT 1`),
    earliest: db.prepare(`SELECT MIN(next_attempt_at) AS at FROM outbox WHERE state = 'queued'`),
    claim: db.prepare(`UPDATE outbox SET state = 'sending', attempts = attempts + 1 WHERE id = ? AND state = 'queued'`),
    claimed: db.prepare(`SELECT ${COLUMNS}, text_body AS text, html_body AS html, message_id AS messageId, attachments FROM outbox WHERE id = ?`),
    finish: db.prepare(`UPDATE outbox SET state = ?, answer = ?, finished_at = ? WHERE id = ? AND state = 'sending'`),
    later: db.prepare(`UPDATE outbox SET state = 'queued', answer = ?, next_attempt_at = ? WHERE id = ? AND state = 'sending'`),
    interrupt: db.prepare(`UPDATE outbox SET state = 'interrupted', finished_at = ? WHERE state = 'sending'`),
    resend: db.prepare(
      `UPDATE outbox SET state = 'queued', attempts = 0, answer = NULL, next_attempt_at = ?, finished_at = NULL
       WHERE id = ? AND state IN (${[...RESENDABLE].map((s) => `'${s}'`).join(', ')})`,
    ),
    one: db.prepare(`SELECT ${COLUMNS}, text_body AS text FROM outbox WHERE id = ?`),
    page: db.prepare(`SELECT ${COLUMNS} FROM outbox ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`),
    counts: db.prepare(`SELECT state, COUNT(*) AS n FROM outbox GROUP BY state`),
    saved: db.prepare(`SELECT id FROM outbox WHERE state = 'saved'`),
    purge: db.prepare(`DELETE FROM outbox WHERE created_at < ?`),
    // A cancelled message never went: the household's last messages are those that did, or still may.
    ofKind: db.prepare(
      `SELECT guest_id AS guestId, state, created_at AS createdAt FROM outbox WHERE kind = ? AND guest_id IS NOT NULL AND state != 'cancelled' ORDER BY created_at, id`,
    ),
  };

  const fileName = (id: number) => `${id}.eml`;

  /** The claim and the read in one transaction: what is handed over is exactly what was claimed. */
  const claimNext = db.transaction((at: number): ClaimedMessage | undefined => {
    const due = q.nextDue.get(at) as { id: number } | undefined;
    if (!due || q.claim.run(due.id).changes !== 1) return undefined;
    const { text, html, messageId, attachments, ...row } = q.claimed.get(due.id) as Row & { text: string; html: string; messageId: string; attachments: string };
    return { ...toMessage(row), text, html, messageId, attachments: JSON.parse(attachments) as MailAttachment[] };
  });

  /** The id of the waiting message `message` takes the place of, now saying what it says; undefined when none waits. */
  const replaceWaiting = (message: NewMessage, dueAt: number): number | undefined => {
    const { to } = message;
    const waiting = q.waiting.get(message.kind, message.guestId ?? null, to.address) as { id: number } | undefined;
    if (!waiting) return undefined;
    const { changes } = q.replace.run(to.name, message.locale, message.subject, message.text, message.html, JSON.stringify(message.attachments ?? []), dueAt, waiting.id);
    return changes === 1 ? waiting.id : undefined;
  };

  /** The earliest a message may leave under `bound`, from those of its kind to its household and address that left. */
  const boundFrom = (message: NewMessage, bound: EnqueueOptions['bound'], at: number): number => {
    if (!bound) return at;
    const left = (q.departures.all(at, message.kind, message.guestId ?? null, message.to.address, bound.perDay) as Array<{ at: number }>).map((row) => row.at);
    const afterLast = left.length > 0 ? left[0]! + bound.gapMs : at;
    // Once `perDay` have left, the next waits until the earliest of them is a day old.
    const afterDay = left.length >= bound.perDay ? left[bound.perDay - 1]! + DAY_MS : at;
    return Math.max(afterLast, afterDay);
  };

  return {
    /** Queues a message (or, with `replaceQueued`, makes the one still waiting say this instead); returns its id. */
    enqueue: db.transaction((message: NewMessage, options: EnqueueOptions = {}): number => {
      const at = now();
      const dueAt = Math.max(at + (options.delayMs ?? 0), boundFrom(message, options.bound, at));
      const replaced = options.replaceQueued ? replaceWaiting(message, dueAt) : undefined;
      if (replaced !== undefined) return replaced;
      const { to } = message;
      const result = q.insert.run(
        message.kind,
        message.guestId ?? null,
        to.address,
        to.name,
        message.locale,
        message.subject,
        message.text,
        message.html,
        message.messageId,
        message.priority,
        at,
        dueAt,
        JSON.stringify(message.attachments ?? []),
        typeof message.batch === 'number' ? message.batch : null,
      );
      const id = Number(result.lastInsertRowid);
      if (message.batch === 'new') q.firstOfBatch.run(id);
      return id;
    }),
    /** The next message due at `at` (highest priority, then oldest), now marked as being sent; undefined when none is. */
    claimNext: (at: number) => claimNext(at),
    /**
     * Until when the site's bound of `perDay` messages in 24 hours (MAIL_PER_DAY) holds the queue: a day after the
     * `perDay`th latest message handed to the mail server; undefined when fewer were in the 24 hours before `at`.
     */
    dayBoundUntil(perDay: number, at: number): number | undefined {
      const nth = q.handedOver.get(perDay - 1) as { at: number } | undefined;
      return nth && nth.at + DAY_MS > at ? nth.at + DAY_MS : undefined;
    },
    /** When the earliest queued message is due, or undefined when nothing is queued. */
    nextDueAt(): number | undefined {
      return (q.earliest.get() as { at: number | null }).at ?? undefined;
    },
    /** The mail server took it. */
    markSent(id: number, answer: string): void {
      q.finish.run('sent', answer, now(), id);
    },
    /** Refused for good, or given up: the couple may send it again. */
    markFailed(id: number, answer: string): void {
      q.finish.run('failed', answer, now(), id);
    },
    /** Refused for now, or the server could not be reached: queued again, due at `at`. */
    retryAt(id: number, answer: string, at: number): void {
      q.later.run(answer, at, id);
    },
    /** No mail server: written to DATA_DIR/outbox/<id>.eml (private, like every file of DATA_DIR), not sent. */
    markSaved(id: number, eml: Uint8Array): string {
      fs.mkdirSync(filesDir, { recursive: true, mode: 0o700 });
      fs.writeFileSync(path.join(filesDir, fileName(id)), eml, { mode: 0o600 });
      q.finish.run('saved', null, now(), id);
      return path.join(OUTBOX_DIR, fileName(id));
    },
    /**
     * At start: a message still `sending` was being handed over when the last process stopped. It may have arrived,
     * so it is not sent again by itself; the couple sees it and decides. Returns how many there were.
     */
    interruptUnfinished(): number {
      return q.interrupt.run(now()).changes;
    },
    /** A failed, interrupted or saved message queued again, due now; undefined for one in any other state (or none). */
    resend(id: number): OutboxMessage | undefined {
      if (q.resend.run(now(), id).changes !== 1) return undefined;
      return toMessage(q.one.get(id) as Row);
    },
    /** A message still waiting, cancelled: never sent. Undefined for one in any other state (or none). */
    cancel(id: number): OutboxMessage | undefined {
      if (q.cancel.run(now(), id).changes !== 1) return undefined;
      return toMessage(q.one.get(id) as Row);
    },
    /** Every message of a batch still waiting, cancelled; returns how many. */
    cancelBatch(batch: number): number {
      return q.cancelBatch.run(now(), batch).changes;
    },
    /** The messages still waiting for a household, oldest first. */
    waitingFor(guestId: number): OutboxMessage[] {
      return (q.waitingFor.all(guestId) as Row[]).map(toMessage);
    },
    /** A message still waiting goes to `address` instead; false when it is no longer waiting. */
    readdress(id: number, address: string): boolean {
      return q.readdress.run(address, id).changes === 1;
    },
    /** The households sent a message of `kind` at `at` or later (queued, sent or saved: neither failed nor cancelled). */
    householdsSentSince(kind: MailKind, at: number): Set<number> {
      return new Set((q.sentSince.all(kind, at) as Array<{ guestId: number }>).map(({ guestId }) => guestId));
    },
    /** One message with its plain text, and the file a saved one was written to. */
    get(id: number): (OutboxMessage & { text: string; file: string | null }) | undefined {
      const row = q.one.get(id) as (Row & { text: string }) | undefined;
      if (!row) return undefined;
      const { text, ...rest } = row;
      return { ...toMessage(rest), text, file: row.state === 'saved' ? path.join(OUTBOX_DIR, fileName(id)) : null };
    },
    /**
     * The states of each household's last messages of a kind (those queued at its latest time: a household's batch
     * may hold a member's message in another language), by household.
     */
    lastOfKind(kind: MailKind): Map<number, OutboxState[]> {
      const last = new Map<number, { at: number; states: OutboxState[] }>();
      for (const { guestId, state, createdAt } of q.ofKind.all(kind) as Array<{ guestId: number; state: OutboxState; createdAt: number }>) {
        const batch = last.get(guestId);
        if (batch?.at === createdAt) batch.states.push(state);
        else last.set(guestId, { at: createdAt, states: [state] });
      }
      return new Map([...last].map(([guestId, batch]) => [guestId, batch.states]));
    },
    /** Newest first. */
    page(offset: number, limit: number): OutboxMessage[] {
      return (q.page.all(limit, offset) as Row[]).map(toMessage);
    },
    counts(): Record<OutboxState, number> {
      const counts = Object.fromEntries(OUTBOX_STATES.map((state) => [state, 0])) as Record<OutboxState, number>;
      for (const { state, n } of q.counts.all() as Array<{ state: OutboxState; n: number }>) counts[state] = n;
      return counts;
    },
    /** After the wedding: every message queued before `at` (server/purge/purge.ts); their files go with removeStrayFiles. */
    purgeBefore(at: number): number {
      return q.purge.run(at).changes;
    },
    /**
     * Removes the files of DATA_DIR/outbox that belong to no saved message: purged, removed with their household, or
     * sent since. Returns how many went.
     */
    removeStrayFiles(): number {
      let names: string[];
      try {
        names = fs.readdirSync(filesDir);
      } catch {
        return 0;
      }
      const keep = new Set((q.saved.all() as Array<{ id: number }>).map(({ id }) => fileName(id)));
      const stray = names.filter((name) => name.endsWith('.eml') && !keep.has(name));
      for (const name of stray) fs.rmSync(path.join(filesDir, name), { force: true });
      return stray.length;
    },
  };
}

export type OutboxStore = ReturnType<typeof createOutboxStore>;
