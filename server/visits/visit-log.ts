import type { Db } from '../db/database';

/** A guest who comes back after this long without a request counts as a new visit. */
const VISIT_GAP_MS = 30 * 60_000;

/** Who visited: a guest by id, or someone who signed in with the shared password (guestId null). */
export interface Visitor {
  guestId: number | null;
}

/**
 * The couple's view of who came: the one module that writes `guest_visits` and `password_visits`. A guest's
 * visits are counted per guest; password sign-ins carry no identity, so only their number per day is kept.
 */
export function createVisitLog(db: Db, now: () => number = Date.now) {
  const countGuest = db.prepare(
    `INSERT INTO guest_visits (guest_id, first_at, last_at, count) VALUES (?, ?, ?, 1)
     ON CONFLICT(guest_id) DO UPDATE SET last_at = excluded.last_at, count = count + 1`,
  );
  const countPassword = db.prepare(
    'INSERT INTO password_visits (day, count) VALUES (?, 1) ON CONFLICT(day) DO UPDATE SET count = count + 1',
  );
  const forgetGuest = db.prepare('DELETE FROM guest_visits WHERE guest_id = ?');
  const forgetGuestsBefore = db.prepare('DELETE FROM guest_visits WHERE last_at < ?');
  const forgetDaysBefore = db.prepare('DELETE FROM password_visits WHERE day < ?');
  const passwordTotal = db.prepare('SELECT COALESCE(SUM(count), 0) AS total FROM password_visits');
  const passwordDays = db.prepare('SELECT day, count FROM password_visits WHERE day >= ? ORDER BY day');

  function record(visitor: Visitor, at: number = now()): void {
    if (visitor.guestId === null) countPassword.run(new Date(at).toISOString().slice(0, 10));
    else countGuest.run(visitor.guestId, at, at);
  }

  return {
    record,
    /**
     * The visit rule for a signed-in visitor seen again: a request after VISIT_GAP_MS without one is a new visit;
     * quick clicks within a visit are not. `lastSeenAt` is when the visitor's session last made a request.
     */
    recordIfReturning(visitor: Visitor, lastSeenAt: number, at: number): void {
      if (at - lastSeenAt >= VISIT_GAP_MS) record(visitor, at);
    },
    /** A guest removed from the list leaves no visit history behind. */
    forgetGuest(guestId: number): void {
      forgetGuest.run(guestId);
    },
    /**
     * Forgets the visits recorded before `at`: a guest's visit record whose last visit was before it (a record is
     * one row per guest, so it goes whole), and the password sign-in counts of the days before it (UTC).
     */
    forgetBefore(at: number): { guests: number; days: number } {
      return { guests: forgetGuestsBefore.run(at).changes, days: forgetDaysBefore.run(new Date(at).toISOString().slice(0, 10)).changes };
    },
    passwordVisitCount: (): number => (passwordTotal.get() as { total: number }).total,
    /** Password visits per day (UTC, YYYY-MM-DD) from `fromDay` on; days without any are left out. */
    passwordVisitsByDay: (fromDay: string): Array<{ day: string; count: number }> =>
      passwordDays.all(fromDay) as Array<{ day: string; count: number }>,
  };
}

export type VisitLog = ReturnType<typeof createVisitLog>;
