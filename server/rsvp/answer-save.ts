/**
 * Saving a household's answer, the one way there is (docs/decisions/0053): the guest's own save (PUT /api/rsvp,
 * guest-rsvp-routes.ts) and the couple's correction (PUT RSVP_API.household, rsvp-admin-routes.ts) both come here, and
 * the routes only turn HTTP into a call and the outcome back into a status. Here, in this order:
 * - the household's form (rsvp-form.ts), whose deadline closes the guest's answers and never the couple's (a phone
 *   call from a grandmother after the deadline is still entered);
 * - the answer checked against that form (rsvp-rules.ts): every problem at once, nothing stored;
 * - stored from the revision it was made from, with the history of what changed (rsvp-store.ts, rsvp-changes.ts);
 * - made over a newer answer: the same answer again (a double tap) is the one saved; with the answer it was made from
 *   (`base`), merged with the newer one answer by answer (rsvp-merge.ts, docs/decisions/0041), the merge checked
 *   again against the form and stored over the newer one; otherwise, or where both changed the same answer, refused
 *   as changed meanwhile, with what is saved now.
 */
import type { FieldError } from '#common/api-problems';
import type { RsvpAnswer, RsvpClash, RsvpForm, RsvpSave } from '#common/rsvp-api';
import { changesBetween, sameAnswer } from './rsvp-changes';
import { formOf, type FormSources } from './rsvp-form';
import { mergeAnswers } from './rsvp-merge';
import { checkAnswer } from './rsvp-rules';
import type { StoredResponse } from './rsvp-store';

/** The form's sources; their site's language (defaultLocale) is also the history's, whose titles and labels are written in it. */
export type AnswerSaveSources = FormSources;

/** Who saves: the history says so, and the deadline binds only the guest. */
type AnswerSaver = 'guest' | 'couple';

export type AnswerSaveOutcome =
  /** No such household. */
  | { missing: true }
  /** The deadline has passed (a guest's save only). */
  | { closed: true }
  /** The answer does not fit the household's form: every problem, nothing stored. */
  | { refused: FieldError[] }
  /**
   * Stored, or the same answer as the one stored. `written` when this save made a new revision (its e-mails are
   * due); `merged` when it was merged with an answer saved meanwhile.
   */
  | { saved: StoredResponse; form: RsvpForm; written: boolean; merged: boolean }
  /**
   * Someone saved meanwhile and this save could not be kept: `current` is what is saved now. After a merge whose
   * `clashes` name the answers both changed, `answer` is the merge with this save's values where they clash.
   */
  | { changed: { current: StoredResponse | null; form: RsvpForm; clashes?: RsvpClash[]; answer?: RsvpAnswer } };

/** The couple's correction is never closed. */
export function saveAnswer(sources: AnswerSaveSources, guestId: number, request: RsvpSave, by: 'couple'): Exclude<AnswerSaveOutcome, { closed: true }>;
export function saveAnswer(sources: AnswerSaveSources, guestId: number, request: RsvpSave, by: AnswerSaver): AnswerSaveOutcome;
export function saveAnswer(sources: AnswerSaveSources, guestId: number, request: RsvpSave, by: AnswerSaver): AnswerSaveOutcome {
  const form = formOf(sources, guestId);
  if (!form) return { missing: true };
  if (by === 'guest' && !form.open) return { closed: true };
  const checked = checkAnswer(request.answer, form);
  if ('problems' in checked) return { refused: checked.problems };
  const store = (answer: RsvpAnswer, revision: number) =>
    sources.rsvp.save(guestId, answer, revision, by, (before) => changesBetween(before, answer, form, sources.defaultLocale()));

  const first = store(checked.answer, request.revision);
  if ('saved' in first) return { saved: first.saved, form, written: first.saved.revision > request.revision, merged: false };
  const current = first.conflict;
  // The same answer sent twice (a double tap, a retried request) is the one answer already saved.
  if (current && sameAnswer(current.answer, checked.answer, form)) return { saved: current, form, written: false, merged: false };
  if (!current || request.base === undefined) return { changed: { current, form } };
  // Two people answering at once (issue 28): both kept where they touched different people or answers.
  const merged = mergeAnswers(request.base, checked.answer, current.answer);
  if (merged.clashes.length > 0) return { changed: { current, form, clashes: merged.clashes, answer: merged.answer } };
  // The merge is checked and cleaned as any answer is: a meal kept from one side for a person the other side
  // marked as not coming is dropped, and a merge that does not fit the form is not stored.
  const fits = checkAnswer(merged.answer, form);
  if ('problems' in fits) return { changed: { current, form } };
  const again = store(fits.answer, current.revision);
  if ('saved' in again) return { saved: again.saved, form, written: again.saved.revision > current.revision, merged: true };
  return { changed: { current: again.conflict, form } };
}
