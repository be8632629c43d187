/**
 * Answers to the invitation (issue 20): the meal choices of events, the couple's questions, each household's answer
 * (one JSON document with a revision) and the append-only history of every change, the deadline and when the couple
 * last looked. The only writer of event_meals, rsvp_questions, rsvp_responses, rsvp_history and the settings rows
 * `rsvp_deadline`, `rsvp_contact` and `rsvp_seen_at`. Answers hold health data: nothing here logs them.
 *
 * The history grows by a bounded amount (issue 26, docs/decisions/0032): a save that changes nothing writes nothing,
 * and saves close together are one change (ONE_CHANGE_WITHIN_MS), whose rows are written again at each of its saves
 * until it is over; a change that is over is never touched again.
 */
import type { Meal, MealInput, Question, QuestionInput, RsvpAnswer, RsvpChange } from '#common/rsvp-api';
import type { Locale } from '#common/locales';
import type { Db } from '../db/database';

export interface StoredResponse {
  guestId: number;
  answer: RsvpAnswer;
  revision: number;
  answeredAt: number;
  answeredBy: 'guest' | 'couple';
}

export type ChangeRow = Omit<RsvpChange, 'id' | 'guestId' | 'at' | 'by'>;

export type SaveResult =
  | { saved: StoredResponse; changes: number }
  /** Someone answered since `revision`: the newer answer, never overwritten. */
  | { conflict: StoredResponse | null };

interface ResponseRow {
  guestId: number;
  answer: string;
  revision: number;
  answeredAt: number;
  answeredBy: 'guest' | 'couple';
}

/**
 * Saves of a household by the same side, each within this of the one before and with the couple not having looked
 * since, are one change: the couple needs what changed, not every tap, and a script saving without end leaves one
 * row per value it changed, not one per save.
 */
export const ONE_CHANGE_WITHIN_MS = 5 * 60_000;

/** The change a household's last save belongs to: the answer before it began, and that save's revision, side and time. */
interface OpenChange {
  before: RsvpAnswer | null;
  revision: number;
  by: 'guest' | 'couple';
  at: number;
}

const DEADLINE_KEY = 'rsvp_deadline';
/** The couple's contact line for after the deadline, the five languages as JSON. */
const CONTACT_KEY = 'rsvp_contact';
const SEEN_KEY = 'rsvp_seen_at';

const parseResponse = (row: ResponseRow): StoredResponse => ({ ...row, answer: JSON.parse(row.answer) as RsvpAnswer });

export function createRsvpStore(db: Db, now: () => number = Date.now) {
  const q = {
    meals: db.prepare('SELECT id, event_id AS eventId, label, for_children AS forChildren FROM event_meals ORDER BY event_id, position, id'),
    mealsOf: db.prepare('SELECT id FROM event_meals WHERE event_id = ?'),
    insertMeal: db.prepare('INSERT INTO event_meals (event_id, position, label, for_children) VALUES (?, ?, ?, ?)'),
    updateMeal: db.prepare('UPDATE event_meals SET position = ?, label = ?, for_children = ? WHERE id = ? AND event_id = ?'),
    removeMeal: db.prepare('DELETE FROM event_meals WHERE id = ?'),
    questions: db.prepare('SELECT id, kind, scope, event_id AS eventId, label, choices, revision FROM rsvp_questions ORDER BY position, id'),
    question: db.prepare('SELECT id, kind, scope, event_id AS eventId, label, choices, revision FROM rsvp_questions WHERE id = ?'),
    insertQuestion: db.prepare(
      'INSERT INTO rsvp_questions (position, kind, scope, event_id, label, choices, revision) VALUES ((SELECT COALESCE(MAX(position), 0) + 1 FROM rsvp_questions), ?, ?, ?, ?, ?, 1)',
    ),
    updateQuestion: db.prepare('UPDATE rsvp_questions SET kind = ?, scope = ?, event_id = ?, label = ?, choices = ?, revision = revision + 1 WHERE id = ? AND revision = ?'),
    removeQuestion: db.prepare('DELETE FROM rsvp_questions WHERE id = ?'),
    countQuestions: db.prepare('SELECT COUNT(*) AS n FROM rsvp_questions'),
    response: db.prepare('SELECT guest_id AS guestId, answer, revision, answered_at AS answeredAt, answered_by AS answeredBy FROM rsvp_responses WHERE guest_id = ?'),
    responses: db.prepare('SELECT guest_id AS guestId, answer, revision, answered_at AS answeredAt, answered_by AS answeredBy FROM rsvp_responses'),
    upsert: db.prepare(
      `INSERT INTO rsvp_responses (guest_id, answer, revision, answered_at, answered_by) VALUES (?, ?, 1, ?, ?)
       ON CONFLICT (guest_id) DO UPDATE SET answer = excluded.answer, revision = revision + 1, answered_at = excluded.answered_at, answered_by = excluded.answered_by`,
    ),
    historyBefore: db.prepare('SELECT id, guest_id AS guestId, at, by, person, event, field, label, old, new FROM rsvp_history WHERE guest_id = ? AND id < ? ORDER BY id DESC LIMIT ?'),
    historySince: db.prepare('SELECT id, guest_id AS guestId, at, by, person, event, field, label, old, new FROM rsvp_history WHERE at > ? ORDER BY id DESC LIMIT ?'),
    answeredBetween: db.prepare(
      `SELECT h.guest_id AS guestId, EXISTS (SELECT 1 FROM rsvp_history e WHERE e.guest_id = h.guest_id AND e.at <= @after) AS changed
       FROM rsvp_history h WHERE h.by = 'guest' AND h.at > @after AND h.at <= @until GROUP BY h.guest_id ORDER BY MIN(h.at)`,
    ),
    addHistory: db.prepare('INSERT INTO rsvp_history (guest_id, at, by, person, event, field, label, old, new) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)'),
    removeOpenChange: db.prepare('DELETE FROM rsvp_history WHERE guest_id = ? AND at = ? AND by = ?'),
    purgeHistory: db.prepare('DELETE FROM rsvp_history WHERE at < ?'),
    purgeResponses: db.prepare('DELETE FROM rsvp_responses WHERE answered_at < ?'),
    setting: db.prepare('SELECT value FROM settings WHERE key = ?'),
    setSetting: db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value'),
    removeSetting: db.prepare('DELETE FROM settings WHERE key = ?'),
  };
  const setting = (key: string) => (q.setting.get(key) as { value: string } | undefined)?.value ?? null;
  type QuestionRow = Omit<Question, 'label' | 'choices'> & { label: string; choices: string };
  const parseQuestion = (row: QuestionRow): Question => ({
    ...row,
    label: JSON.parse(row.label) as Record<Locale, string>,
    choices: JSON.parse(row.choices) as Array<Record<Locale, string>>,
  });
  const response = (guestId: number): StoredResponse | null => {
    const row = q.response.get(guestId) as ResponseRow | undefined;
    return row ? parseResponse(row) : null;
  };
  const lastSeenAt = (): number | null => {
    const value = setting(SEEN_KEY);
    return value === null ? null : Number(value);
  };
  /** Kept in memory: after a restart the next save starts a change of its own, which loses nothing. */
  const openChanges = new Map<number, OpenChange>();
  /** The change a save by `by` at `at` belongs to, or null when it starts one of its own. */
  const openChangeOf = (guestId: number, current: StoredResponse, by: OpenChange['by'], at: number): OpenChange | null => {
    const last = openChanges.get(guestId);
    if (!last || last.revision !== current.revision || last.by !== by || at - last.at > ONE_CHANGE_WITHIN_MS) return null;
    // What the couple has looked at stays as they saw it: a yes that became a no after they looked is never silent.
    const seen = lastSeenAt();
    return seen !== null && seen >= last.at ? null : last;
  };

  return {
    /** Every event's meals, by event id. */
    meals(): Map<number, Meal[]> {
      const byEvent = new Map<number, Meal[]>();
      for (const row of q.meals.all() as Array<{ id: number; eventId: number; label: string; forChildren: number }>) {
        const meal: Meal = { id: row.id, label: JSON.parse(row.label) as Record<Locale, string>, forChildren: row.forChildren === 1 };
        byEvent.set(row.eventId, [...(byEvent.get(row.eventId) ?? []), meal]);
      }
      return byEvent;
    },
    /** An event's meals as given, in order: ids kept for those that stay, the others removed; false for an id of another event. */
    setMeals: db.transaction((eventId: number, meals: MealInput[]): boolean => {
      const existing = new Set((q.mealsOf.all(eventId) as Array<{ id: number }>).map((r) => r.id));
      if (meals.some((meal) => meal.id !== undefined && !existing.has(meal.id))) return false;
      const kept = new Set(meals.flatMap((meal) => (meal.id === undefined ? [] : [meal.id])));
      for (const id of existing) if (!kept.has(id)) q.removeMeal.run(id);
      meals.forEach((meal, index) => {
        const label = JSON.stringify(meal.label);
        if (meal.id === undefined) q.insertMeal.run(eventId, index + 1, label, meal.forChildren ? 1 : 0);
        else q.updateMeal.run(index + 1, label, meal.forChildren ? 1 : 0, meal.id, eventId);
      });
      return true;
    }),

    questions: (): Question[] => (q.questions.all() as QuestionRow[]).map(parseQuestion),
    questionCount: () => (q.countQuestions.get() as { n: number }).n,
    addQuestion(input: QuestionInput): Question {
      const id = Number(q.insertQuestion.run(input.kind, input.scope, input.eventId, JSON.stringify(input.label), JSON.stringify(input.choices)).lastInsertRowid);
      return parseQuestion(q.question.get(id) as QuestionRow);
    },
    updateQuestion(id: number, input: QuestionInput, revision: number): { saved: Question } | { conflict: Question } | { missing: true } {
      const changed = q.updateQuestion.run(input.kind, input.scope, input.eventId, JSON.stringify(input.label), JSON.stringify(input.choices), id, revision).changes;
      const row = q.question.get(id) as QuestionRow | undefined;
      if (!row) return { missing: true };
      return changed > 0 ? { saved: parseQuestion(row) } : { conflict: parseQuestion(row) };
    },
    removeQuestion: (id: number) => q.removeQuestion.run(id).changes > 0,

    response,
    responses: (): StoredResponse[] => (q.responses.all() as ResponseRow[]).map(parseResponse),
    /**
     * Saves a household's whole answer made from `revision` (0 for a first answer), with the history of what
     * changed, in one transaction. It takes the write lock before the revision is read (database.ts), so of two members
     * saving at once one wins and the other is told, whatever process they come through. An answer that changes
     * nothing writes nothing (the revision stays); one that continues an open change writes that change's rows again,
     * from the answer before it began to this one, all at this save's time.
     */
    save: (guestId: number, answer: RsvpAnswer, revision: number, by: 'guest' | 'couple', changesOf: (before: RsvpAnswer | null) => ChangeRow[]): SaveResult =>
      db.transaction((): SaveResult => {
        const current = response(guestId);
        if ((current?.revision ?? 0) !== revision) return { conflict: current };
        if (current && changesOf(current.answer).length === 0) return { saved: current, changes: 0 };
        const at = now();
        const open = current && openChangeOf(guestId, current, by, at);
        const before = open ? open.before : (current?.answer ?? null);
        const changes = changesOf(before);
        if (open) q.removeOpenChange.run(guestId, open.at, by);
        q.upsert.run(guestId, JSON.stringify(answer), at, by);
        for (const change of changes) q.addHistory.run(guestId, at, by, change.person, change.event, change.field, change.label, change.old, change.new);
        const saved = response(guestId)!;
        openChanges.set(guestId, { before, revision: saved.revision, by, at });
        return { saved, changes: changes.length };
      })(),
    /** A page of the household's changes, newest first: the latest, or those older than the change `before`. */
    historyPage(guestId: number, before: number | null, size: number): { changes: RsvpChange[]; more: boolean } {
      const rows = q.historyBefore.all(guestId, before ?? Number.MAX_SAFE_INTEGER, size + 1) as RsvpChange[];
      return { changes: rows.slice(0, size), more: rows.length > size };
    },
    historySince: (at: number, limit = 200): RsvpChange[] => q.historySince.all(at, limit) as RsvpChange[],
    /**
     * The households that answered or changed their answer themselves after `after` and until `until`, in the order
     * they did; `changed` when they had answered before (the couple's morning summary).
     */
    answeredBetween: (after: number, until: number): Array<{ guestId: number; changed: boolean }> =>
      (q.answeredBetween.all({ after, until }) as Array<{ guestId: number; changed: number }>).map(({ guestId, changed }) => ({ guestId, changed: changed === 1 })),

    /** The deadline as the couple set it (YYYY-MM-DDTHH:MM in the site's zone), or null. */
    deadline: (): string | null => setting(DEADLINE_KEY),
    setDeadline: (local: string | null) => (local === null ? q.removeSetting.run(DEADLINE_KEY) : q.setSetting.run(DEADLINE_KEY, local)),
    /** How guests reach the couple once answering has closed, in the five languages; null when none is set. */
    contact: (): Record<Locale, string> | null => {
      const value = setting(CONTACT_KEY);
      return value === null ? null : (JSON.parse(value) as Record<Locale, string>);
    },
    setContact: (texts: Record<Locale, string> | null) => (texts === null ? q.removeSetting.run(CONTACT_KEY) : q.setSetting.run(CONTACT_KEY, JSON.stringify(texts))),
    lastSeenAt,
    markSeen: () => q.setSetting.run(SEEN_KEY, String(now())),

    /** After the wedding: the answers given and the history recorded before `at` (the purge, server/purge/purge.ts). */
    purgeBefore: (at: number): { answers: number; changes: number } => {
      openChanges.clear();
      return { changes: q.purgeHistory.run(at).changes, answers: q.purgeResponses.run(at).changes };
    },
  };
}

export type RsvpStore = ReturnType<typeof createRsvpStore>;
