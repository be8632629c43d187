/**
 * What one save's answer means for the screen, decided in one place for every form of the dashboard (the hook
 * useSave in use-save.ts carries it out): saved, refused (the server's problems placed at their fields, what was
 * typed kept), changed meanwhile (a 409: the version saved elsewhere, for the form's next revision) or signed out.
 * The words of a failure come from failureText, the one function that puts a failed request into the couple's words.
 */
import type { FieldError } from '#common/api-problems';
import type { ApiFailure, ApiResult } from '../api/admin-client';
import { failureText, type T } from './problem-text';

type Line = { text: string; error: boolean };

/** A form's own words for its outcomes; each has a default that fits any form. */
export interface SaveWords<V> {
  /** Said after a success ("Saved" when not given); null says nothing (the screen shows the change itself). */
  saved?: string | null | ((value: V) => string | null);
  /** Said after a 409 conflict: what was typed is still here and saving again replaces the other version. */
  changedMeanwhile?: string;
  /** Said for a refusal whose problems stand at their fields ("Not saved. Please correct what is marked…"). */
  notSaved?: string;
}

export type SaveOutcome<V> =
  | { kind: 'saved'; value: V; line: Line | null }
  | { kind: 'changed-meanwhile'; current: unknown; line: Line }
  | { kind: 'refused'; failure: ApiFailure; problems: FieldError[]; line: Line }
  | { kind: 'signed-out' };

export function saveOutcome<V>(t: T, result: ApiResult<V>, words: SaveWords<V> = {}): SaveOutcome<V> {
  if (result.ok) {
    const saved = typeof words.saved === 'function' ? words.saved(result.value) : words.saved;
    const text = saved === undefined ? t('common.saved') : saved;
    return { kind: 'saved', value: result.value, line: text === null ? null : { text, error: false } };
  }
  const { failure } = result;
  if (failure.kind === 'signed-out') return { kind: 'signed-out' };
  if (failure.kind === 'conflict') return { kind: 'changed-meanwhile', current: failure.current, line: { text: words.changedMeanwhile ?? t('errors.conflict'), error: true } };
  const problems = failure.kind === 'invalid' ? failure.problems : [];
  const text = failureText(t, failure) ?? words.notSaved ?? t('errors.notSaved');
  return { kind: 'refused', failure, problems, line: { text, error: true } };
}
