/**
 * The couple's choice of how to hear of answers (common/answer-notices-api.ts), and when the last morning summary
 * was made: two rows of `settings`, written only here. The summary's time is what keeps a restart from sending the
 * same summary twice (daily-summary.ts). The address is the couple's own, not a guest's. Until the couple chooses,
 * a notice of each answer goes to their own address once it is known (issue 36): most couples want to hear, and
 * the first notice says how to turn it off.
 */
import { LOCALES, type Locale } from '#common/locales';
import { NOTICE_MODES, type AnswerNotices, type NoticeMode } from '#common/answer-notices-api';
import type { Db } from '../db/database';

const NOTICES_KEY = 'answer_notices';
const SUMMARY_KEY = 'answer_summary_at';

export function createAnswerNoticeSettings(db: Db) {
  const read = db.prepare('SELECT value FROM settings WHERE key = ?');
  const write = db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');
  const value = (key: string) => (read.get(key) as { value: string } | undefined)?.value ?? null;

  const modeOf = (saved: string | null): NoticeMode => {
    const mode = saved === null ? undefined : (JSON.parse(saved) as Partial<AnswerNotices>).mode;
    return NOTICE_MODES.find((m) => m === mode) ?? 'never';
  };

  return {
    /** Whether the couple chose the morning summary (the default is never it: see get). */
    wantsSummary: (): boolean => modeOf(value(NOTICES_KEY)) === 'daily',
    /**
     * The couple's choice. Until they make one: each answer, to `coupleAddress` (their own, the mail settings'; ''
     * while unknown, and then never), in the site's language.
     */
    get(siteLocale: Locale, coupleAddress: string): AnswerNotices {
      const saved = value(NOTICES_KEY);
      if (saved === null) return { mode: coupleAddress === '' ? 'never' : 'each', to: coupleAddress, locale: siteLocale };
      const parsed = JSON.parse(saved) as Partial<AnswerNotices>;
      const locale = LOCALES.find((l) => l === parsed.locale) ?? siteLocale;
      return { mode: modeOf(saved), to: typeof parsed.to === 'string' ? parsed.to : '', locale };
    },
    /**
     * Saves the couple's choice. Choosing the summary starts it from `now`: the first one lists the answers from
     * then on, not every answer ever given.
     */
    set: db.transaction((notices: AnswerNotices, now: number) => {
      const wasDaily = modeOf(value(NOTICES_KEY)) === 'daily';
      write.run(NOTICES_KEY, JSON.stringify(notices));
      if (notices.mode === 'daily' && !wasDaily) write.run(SUMMARY_KEY, String(now));
    }),
    /** Until when the last summary counted answers (a morning's 08:00), or null before the first. */
    lastSummaryAt: (): number | null => {
      const at = value(SUMMARY_KEY);
      return at === null ? null : Number(at);
    },
    recordSummary: (until: number) => void write.run(SUMMARY_KEY, String(until)),
  };
}

export type AnswerNoticeSettings = ReturnType<typeof createAnswerNoticeSettings>;

/**
 * The couple's choice as everything that reads it sees it, the default filled in (their own address, the site's
 * language): built once where the app is assembled (server/app.ts), so that no reader forgets the default.
 */
export type NoticeChoice = () => AnswerNotices;
