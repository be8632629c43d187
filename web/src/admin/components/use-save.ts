import { useCallback, useRef, useState } from 'react';
import type { FieldError } from '#common/api-problems';
import type { ApiFailure, ApiResult } from '../api/admin-client';
import { useT } from '../i18n/admin-i18n';
import { useActionResult, type StatusMessage } from './action-result';
import { saveOutcome, type SaveOutcome, type SaveWords } from './save-outcome';

/** What a form does with one save's outcome, beside the result line the hook says for it. */
export interface SaveOptions<V> extends SaveWords<V> {
  onSaved?: (value: V) => void;
  /** A 409: the version saved elsewhere meanwhile; the form keeps what was typed and takes its revision. */
  onChangedMeanwhile?: (current: unknown) => void;
  /** Any other refusal (the problems are in `problems` already): to move the focus to the first marked field. */
  onRefused?: (failure: ApiFailure) => void;
  /**
   * Where the control that acted may be gone after the answer, the focus goes to the result line instead of falling
   * to the page: 'on-success' after a success or a change meanwhile (a Remove button, a "Send again" no longer
   * possible: the screen takes the saved version either way), 'always' after any answer (a form emptied whatever
   * the answer). Otherwise it stays on the button.
   */
  focusResult?: 'on-success' | 'always';
}

export interface Save {
  /** True from the press until the answer: SaveButton says it is busy, and a second press is ignored. */
  pending: boolean;
  /** The result line's words: SaveButton shows them beside itself (or ActionResult where the form puts them). */
  message: StatusMessage;
  /** The last refusal's problems, for the fields they name; cleared by a success. */
  problems: FieldError[];
  /** Sends one save; resolves to its outcome, or null when a save was already under way (nothing sent). */
  run: <V>(call: () => Promise<ApiResult<V>>, options?: SaveOptions<V>) => Promise<SaveOutcome<V> | null>;
  /** A refusal found before sending (a field left empty), said and placed like the server's. */
  refuse: (problems: FieldError[], text?: string) => void;
  /** A result that is not a save's answer ("Copied", "Nothing has changed"), in the same line. */
  show: (message: NonNullable<StatusMessage>) => void;
  /** The same, with the focus moved to the line once it is drawn. */
  showAndFocus: (message: NonNullable<StatusMessage>) => void;
  clear: () => void;
}

/**
 * The one saving pattern of the dashboard (decision 0055): the
 * state of "saving, saved, refused, changed meanwhile" for a form, used with SaveButton. The button keeps the focus
 * while the save runs (busy, never disabled) and the answer is said beside it; what was typed is never reset by a
 * refusal, since the hook only reports and the form changes its draft on a success only.
 */
export function useSave(onSignedOut?: () => void): Save {
  const { t } = useT();
  const result = useActionResult();
  const [pending, setPending] = useState(false);
  const [problems, setProblems] = useState<FieldError[]>([]);
  // State is read a render late: a second press in the same frame must see the first at once.
  const running = useRef(false);
  const { show, showAndFocus, clear } = result;

  const run = useCallback(
    async <V>(call: () => Promise<ApiResult<V>>, options: SaveOptions<V> = {}): Promise<SaveOutcome<V> | null> => {
      if (running.current) return null;
      running.current = true;
      setPending(true);
      const answer = await call().finally(() => {
        running.current = false;
        setPending(false);
      });
      const outcome = saveOutcome(t, answer, options);
      switch (outcome.kind) {
        case 'signed-out':
          // A screen without a way back to the sign-in (the add form) says it in the line instead.
          if (onSignedOut) onSignedOut();
          else show({ text: t('errors.signedOut'), error: true });
          break;
        case 'saved':
          setProblems([]);
          if (outcome.line) (options.focusResult ? showAndFocus : show)(outcome.line);
          else clear();
          options.onSaved?.(outcome.value);
          break;
        case 'changed-meanwhile':
          setProblems([]);
          (options.focusResult ? showAndFocus : show)(outcome.line);
          options.onChangedMeanwhile?.(outcome.current);
          break;
        case 'refused':
          setProblems(outcome.problems);
          (options.focusResult === 'always' ? showAndFocus : show)(outcome.line);
          options.onRefused?.(outcome.failure);
          break;
      }
      return outcome;
    },
    [t, onSignedOut, show, showAndFocus, clear],
  );

  const refuse = useCallback(
    (found: FieldError[], text?: string) => {
      setProblems(found);
      show({ text: text ?? t('errors.notSaved'), error: true });
    },
    [show, t],
  );

  return { pending, message: result.message, problems, run, refuse, show, showAndFocus, clear };
}
