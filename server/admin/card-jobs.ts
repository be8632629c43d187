/**
 * Printing cards for hundreds of guests takes a moment (a QR code each): a job makes the page in the background,
 * a few cards at a time so the server keeps answering, and the dashboard shows its progress until it is ready. The
 * drop link's table cards are made the same way, in the same queue (one QR code for all of them).
 * One job runs at a time, the others wait their turn; the list keeps the last MAX_JOBS, and a job dropped from it
 * stops (twenty "print all" for 2,000 guests at once took the server from 181 MB to 1.76 GB before).
 */
import crypto from 'node:crypto';
import type { CardJob } from '#common/guest-list-api';
import { renderCardPage, type GuestCardPage } from '../guests/card-page';
import type { TableCardPage } from '../guests/table-cards';
import { qrSvg } from '../guests/qr-code';

const KEEP_MS = 15 * 60_000;
const MAX_JOBS = 5;
const CARDS_PER_TURN = 10;

/** What a job makes: the page without its QR codes, which the job draws. */
export type CardRequest = (Omit<GuestCardPage, 'cards'> & { cards: Array<Omit<GuestCardPage['cards'][number], 'qrSvg'>> }) | Omit<TableCardPage, 'qrSvg'>;

const totalOf = (request: CardRequest) => (request.kind === 'guests' ? request.cards.length : request.count);

interface Job extends CardJob {
  createdAt: number;
  html?: string;
}

export function createCardJobs(now: () => number = Date.now, qr: (link: string) => Promise<string> = qrSvg) {
  const jobs = new Map<string, Job>();
  let turn: Promise<void> = Promise.resolve();

  function forgetOld(): void {
    for (const [id, job] of jobs) if (now() - job.createdAt > KEEP_MS) jobs.delete(id);
    while (jobs.size >= MAX_JOBS) jobs.delete(jobs.keys().next().value!);
  }

  async function make(job: Job, request: CardRequest): Promise<void> {
    if (request.kind === 'tables') {
      job.html = renderCardPage({ ...request, qrSvg: await qr(request.link) });
      job.done = request.count;
      job.ready = true;
      return;
    }
    const cards: GuestCardPage['cards'] = [];
    for (const card of request.cards) {
      if (jobs.get(job.id) !== job) return; // dropped from the list: nobody can fetch it any more
      cards.push({ ...card, qrSvg: await qr(card.link) });
      job.done = cards.length;
      if (cards.length % CARDS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    job.html = renderCardPage({ ...request, cards });
    job.ready = true;
  }

  return {
    start(request: CardRequest): CardJob {
      forgetOld();
      const job: Job = { id: crypto.randomBytes(12).toString('base64url'), done: 0, total: totalOf(request), ready: false, createdAt: now() };
      jobs.set(job.id, job);
      turn = turn.then(() => make(job, request)).catch(() => void jobs.delete(job.id));
      return { id: job.id, done: 0, total: job.total, ready: false };
    },
    progress(id: string): CardJob | undefined {
      const job = jobs.get(id);
      return job && { id: job.id, done: job.done, total: job.total, ready: job.ready };
    },
    page(id: string): string | undefined {
      return jobs.get(id)?.html;
    },
    /** Resolves once every job started so far has finished or stopped (tests). */
    idle: () => turn,
  };
}

export type CardJobs = ReturnType<typeof createCardJobs>;
