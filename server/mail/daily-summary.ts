/**
 * The couple's morning summary (issue 27, docs/decisions/0039): at 08:00 on the wedding's wall clock, when the couple
 * chose it, the households that answered since the last summary, with the counts; nothing on a morning without any.
 * The summary's time is recorded with the message, in one transaction, so a restart neither sends it twice nor
 * loses it: a server that was down at 08:00 sends it when it starts.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { AnswerMail } from './answer-mail';
import type { AnswerNoticeSettings } from './answer-notice-settings';
import type { SenderClock } from './mail-sender';
import { lastSummaryDue, nextSummaryDue } from './summary-time';

export interface DailySummaryOptions {
  db: Db;
  answerMail: Pick<AnswerMail, 'summarize'>;
  notices: AnswerNoticeSettings;
  /** The wedding's time zone (the site's facts), read each time: the couple may change it. */
  timeZone: () => string;
  clock: SenderClock;
  log: FastifyBaseLogger;
}

const DAY_MS = 86_400_000;

export function createDailySummary({ db, answerMail, notices, timeZone, clock, log }: DailySummaryOptions) {
  let timer: unknown;
  let stopped = false;

  /** The summary due by now, if the couple wants one and it was not made yet; its time recorded either way. */
  const summarizeDue = db.transaction((due: number) => {
    const last = notices.lastSummaryAt() ?? due - DAY_MS;
    if (last >= due) return false;
    const sent = answerMail.summarize(last, due);
    notices.recordSummary(due);
    return sent;
  });

  function run() {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
    // No timer at all unless the couple chose the summary: choosing it wakes this (the setting's route).
    if (stopped || !notices.wantsSummary()) return;
    const now = clock.now();
    try {
      const sent = summarizeDue(lastSummaryDue(now, timeZone()));
      if (sent) log.info('the morning summary of answers was queued');
    } catch (error) {
      log.error({ err: error }, 'the morning summary of answers could not be made');
    }
    timer = clock.setTimeout(run, nextSummaryDue(now, timeZone()) - now);
  }

  return {
    /** Makes a summary missed while the server was down, then waits for the next morning. */
    start: () => run(),
    /** The couple changed their choice: wait for the next morning, or for nothing. */
    wake: () => run(),
    stop(): void {
      stopped = true;
      if (timer !== undefined) clock.clearTimeout(timer);
    },
  };
}
