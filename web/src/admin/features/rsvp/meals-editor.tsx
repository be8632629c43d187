import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Locale } from '#common/locales';
import { RSVP_LIMITS, type EventCounts, type Meal, type MealInput } from '#common/rsvp-api';
import { saveMeals } from '../../api/rsvp-calls';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ActionResult } from '../../components/action-result';
import { problemInLanguage } from '../../components/problem-text';
import { SaveButton } from '../../components/save-button';
import { useSave } from '../../components/use-save';
import { useT } from '../../i18n/admin-i18n';
import { useTextIn } from '../../i18n/site-language';
import { LocaleTextFields, noTexts } from './locale-text-fields';

/** A meal while it is edited: `key` tells React which row is which, `id` the server's (absent for a new one). */
type Row = { key: number; id?: number; label: Record<Locale, string>; forChildren: boolean };

interface MealsEditorProps {
  counts: EventCounts;
  onSignedOut: () => void;
}

let nextKey = 1;
const rowOf = (meal: Meal): Row => ({ key: nextKey++, id: meal.id, label: { ...meal.label }, forChildren: meal.forChildren });

/**
 * The meal choices of one event, each named in the five languages, a children's menu marked as such; one Save for
 * the whole list. A choice guests already picked is removed only after a plain question.
 */
export function MealsEditor({ counts, onSignedOut }: MealsEditorProps) {
  const { t } = useT();
  const id = useId();
  const textIn = useTextIn();
  const [rows, setRows] = useState<Row[]>(() => counts.meals.map(({ meal }) => rowOf(meal)));
  const [chosen, setChosen] = useState(() => new Map(counts.meals.map(({ meal, count }) => [meal.id, count])));
  const save = useSave(onSignedOut);
  const { problems } = save;
  const [removing, setRemoving] = useState<Row | null>(null);
  // Where the focus goes once the list has re-rendered: a new row's first field, or the neighbour of a removed one.
  const focusNext = useRef<{ key: number; target: 'first' } | { index: number; target: 'neighbour' } | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const title = textIn(counts.title) || t('rsvp.untitledEvent');

  // After adding a row its first field takes the focus; after removing one, the next row's Remove (or Add).
  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    focusNext.current = null;
    if (next.target === 'first') list.current?.querySelector<HTMLInputElement>(`[data-row="${next.key}"] input`)?.focus();
    else {
      const buttons = list.current?.querySelectorAll<HTMLButtonElement>('.remove-row') ?? [];
      (buttons[next.index] ?? buttons[next.index - 1] ?? addButton.current)?.focus();
    }
  }, [rows]);

  const change = (key: number, patch: Partial<Row>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  function add() {
    const row: Row = { key: nextKey++, label: noTexts(), forChildren: false };
    setRows((current) => [...current, row]);
    focusNext.current = { key: row.key, target: 'first' };
  }

  function remove(row: Row) {
    setRemoving(null);
    const index = rows.indexOf(row);
    setRows((current) => current.filter((other) => other.key !== row.key));
    save.show({ text: t('rsvp.meals.removedUntilSave', { meal: textIn(row.label) || t('rsvp.meals.unnamed') }), error: false });
    focusNext.current = { index, target: 'neighbour' };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const meals: MealInput[] = rows.map((row) => ({ ...(row.id === undefined ? {} : { id: row.id }), label: row.label, forChildren: row.forChildren }));
    await save.run(() => saveMeals(counts.eventId, meals), {
      saved: t('rsvp.meals.saved', { event: title }),
      // The saved list, with the ids of the new choices: the next save keeps them.
      onSaved: ({ meals: saved }) => {
        setRows(saved.map(rowOf));
        setChosen((current) => new Map(saved.map((meal) => [meal.id, current.get(meal.id) ?? 0])));
      },
      notSaved: t('rsvp.notSaved'),
    });
  }

  return (
    <form className="panel meals-editor" aria-labelledby={`${id}-heading`} onSubmit={(event) => void submit(event)} noValidate>
      <h3 id={`${id}-heading`}>{title}</h3>
      {rows.length === 0 && <p className="help">{t('rsvp.meals.noneYet')}</p>}
      <ol className="meal-rows" ref={list}>
        {rows.map((row, index) => {
          const name = textIn(row.label) || t('rsvp.meals.numbered', { number: index + 1 });
          return (
            <li key={row.key} data-row={row.key}>
              <LocaleTextFields
                id={`${id}-meal-${row.key}`}
                legend={t('rsvp.meals.numbered', { number: index + 1 })}
                value={row.label}
                onChange={(label) => change(row.key, { label })}
                maxLength={RSVP_LIMITS.mealLabel}
                problems={problems}
                field="label"
                index={index}
              />
              <div className="check">
                <input id={`${id}-children-${row.key}`} type="checkbox" checked={row.forChildren} onChange={(event) => change(row.key, { forChildren: event.target.checked })} />
                <label htmlFor={`${id}-children-${row.key}`}>{t('rsvp.meals.forChildren')}</label>
              </div>
              <button
                type="button"
                className="danger-link remove-row"
                aria-label={t('rsvp.meals.removeNamed', { meal: name })}
                onClick={() => ((row.id !== undefined && (chosen.get(row.id) ?? 0) > 0) ? setRemoving(row) : remove(row))}
              >
                {t('rsvp.meals.remove')}
              </button>
            </li>
          );
        })}
      </ol>
      {problems.filter((problem) => problem.field !== 'label').map((problem, index) => (
        <p key={index} className="error">
          {problemInLanguage(t, problem)}
        </p>
      ))}
      <div className="row">
        <button type="button" ref={addButton} onClick={add} disabled={rows.length >= RSVP_LIMITS.meals}>
          {t('rsvp.meals.add')}
        </button>
        <SaveButton type="submit" className="primary" save={save} result={false}>
          {t('rsvp.meals.save')}
        </SaveButton>
      </div>
      <ActionResult message={save.message} />
      {removing && (
        <ConfirmDialog
          question={t('rsvp.meals.removeQuestion', { meal: textIn(removing.label) || t('rsvp.meals.unnamed') })}
          confirmLabel={t('rsvp.meals.remove')}
          danger
          onConfirm={() => remove(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </form>
  );
}
