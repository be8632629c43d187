import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { FieldError } from '#common/api-problems';
import type { AdminGuest } from '#common/guest-list-api';
import { MEMBER_LIMITS, type MemberInput } from '#common/invitation-api';
import type { Locale } from '#common/locales';
import { saveMembers } from '../../api/household-calls';
import type { ApiFailure } from '../../api/admin-client';
import { ActionResult } from '../../components/action-result';
import { savedWithWaitingMail } from './waiting-mail-words';
import { ContactFields } from '../../components/contact-fields';
import { LanguageSelect } from '../../components/language-select';
import { moved, MoveButtons } from '../../components/move-buttons';
import { problemText } from '../../components/problem-text';
import { SaveButton } from '../../components/save-button';
import { useSave } from '../../components/use-save';
import { useT } from '../../i18n/admin-i18n';

/** A member as edited: `key` tells the rows apart on this page (a new member has no id until it is saved). */
interface Row extends MemberInput {
  key: number;
}

/** A problem the server named by its place in the list (`members[2].name`), tied to the row that was there. */
interface RowProblem {
  key: number;
  part: string;
  problem: FieldError;
}

let nextKey = 1;
const rowsOf = (guest: AdminGuest): Row[] =>
  guest.members.map(({ id, name, language, child, email, phone }) => ({ key: nextKey++, id, name, language, child, email, phone }));
const MEMBER_FIELD = /^members\[(\d+)\]\.(\w+)$/;

/**
 * Who a household's link is for (issue 19): each person's name, own language, whether they are a child and, where
 * the couple wants, their own e-mail address and phone number (issue 27, read in the household's country), in order;
 * add, remove, move, and one Save for all of it. Focus stays where the couple is: a new person's name field, the
 * neighbour of one removed, the Save button while saving; what the server refused is said beside its field, and the
 * result beside the Save button.
 */
export function MembersEditor({
  guest,
  onSaved,
  onFailure,
}: {
  guest: AdminGuest;
  onSaved: (guest: AdminGuest) => void;
  onFailure: (failure: ApiFailure) => void;
}) {
  const { t } = useT();
  const id = useId();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(guest));
  const [problems, setProblems] = useState<{ rows: RowProblem[]; list: FieldError[] }>({ rows: [], list: [] });
  const save = useSave(() => onFailure({ kind: 'signed-out' }));
  const [notice, setNotice] = useState('');
  /** What to focus once React has drawn the change: a row's name field or move button, or the Add button. */
  const focusNext = useRef<{ key: number; what: 'name' | 'up' | 'down' } | 'add' | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  // After every render: each change that moves the focus (add, remove, move) also changes the rows, so renders.
  useEffect(() => {
    const focus = focusNext.current;
    focusNext.current = null;
    if (focus === null) return;
    if (focus === 'add') return addButton.current?.focus();
    const row = list.current?.querySelector<HTMLElement>(`[data-row="${focus.key}"]`);
    const [up, down] = [...(row?.querySelectorAll<HTMLButtonElement>('.move-buttons button') ?? [])];
    // A row moved to the top or the bottom has that button disabled: the other one keeps the focus in the row.
    const target = focus.what === 'name' ? row?.querySelector<HTMLElement>('input[type="text"]') : focus.what === 'up' ? (up?.disabled ? down : up) : down?.disabled ? up : down;
    target?.focus();
  });

  /** The server takes at most this many; Add stays focusable and says nothing more past it. */
  const full = rows.length >= MEMBER_LIMITS.members;
  const householdLanguage = guest.language ? t('households.members.sameAsHouseholdIs', { language: t(`languages.${guest.language}`) }) : t('households.members.sameAsHousehold');
  const shownName = (row: Row) => row.name.trim() || t('households.members.newPerson');
  const change = (key: number, fields: Partial<MemberInput>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...fields } : row)));

  function add() {
    if (full) return;
    const key = nextKey++;
    setRows((current) => [...current, { key, name: '', language: null, child: false, email: '', phone: '' }]);
    setNotice('');
    focusNext.current = { key, what: 'name' };
  }

  function remove(index: number) {
    const row = rows[index]!;
    const rest = rows.filter((other) => other.key !== row.key);
    setRows(rest);
    setNotice(t('households.members.removed', { name: shownName(row) }));
    // The neighbour that takes its place, else the one before it, else Add: never the page.
    const neighbour = rest[index] ?? rest[index - 1];
    focusNext.current = neighbour ? { key: neighbour.key, what: 'name' } : 'add';
  }

  function move(index: number, delta: number) {
    const order = moved(rows.map((row) => row.key), index, delta);
    setRows(order.map((key) => rows.find((row) => row.key === key)!));
    focusNext.current = { key: rows[index]!.key, what: delta < 0 ? 'up' : 'down' };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const sent = rows;
    await save.run(() => saveMembers(guest.id, sent.map(({ key: _key, ...member }) => member)), {
      saved: (saved) => savedWithWaitingMail(t, t('households.members.saved', { count: saved.members.length }), saved.waitingMail),
      onSaved: (saved) => {
        setProblems({ rows: [], list: [] });
        setNotice('');
        setRows(rowsOf(saved));
        onSaved(saved);
      },
      notSaved: t('households.members.fix'),
      onRefused: (failure) => placeProblems(sent, failure.kind === 'invalid' ? failure.problems : []),
    });
  }

  /** Each problem on the row it names (by its place in what was sent), the others under the list. */
  function placeProblems(sent: Row[], refused: FieldError[]) {
    const byRow: RowProblem[] = [];
    const forList: FieldError[] = [];
    for (const problem of refused) {
      const [, index, part] = MEMBER_FIELD.exec(problem.field) ?? [];
      const row = index === undefined ? undefined : sent[Number(index)];
      if (row && part) byRow.push({ key: row.key, part, problem });
      else forList.push(problem);
    }
    setProblems({ rows: byRow, list: forList });
  }

  const problemOf = (key: number, part: string) => problems.rows.find((p) => p.key === key && p.part === part)?.problem;
  return (
    <form className="panel members-editor" aria-labelledby={`${id}-heading`} onSubmit={(event) => void submit(event)} noValidate>
      <h2 id={`${id}-heading`}>{t('households.members.heading')}</h2>
      <p className="help">{t('households.members.help')}</p>
      <ol className="member-list" ref={list}>
        {rows.map((row, index) => {
          const field = (part: string) => `${id}-${row.key}-${part}`;
          const nameProblem = problemOf(row.key, 'name');
          const languageProblem = problemOf(row.key, 'language');
          const idProblem = problemOf(row.key, 'id');
          return (
            <li key={row.key} data-row={row.key}>
              <fieldset>
                <legend>{t('households.members.person', { number: index + 1 })}</legend>
                <div className="field">
                  <label htmlFor={field('name')}>{t('add.name')}</label>
                  <input
                    id={field('name')}
                    type="text"
                    value={row.name}
                    maxLength={MEMBER_LIMITS.name}
                    autoComplete="off"
                    onChange={(event) => change(row.key, { name: event.target.value })}
                    aria-invalid={nameProblem || idProblem ? true : undefined}
                    aria-describedby={nameProblem || idProblem ? field('problem') : undefined}
                  />
                </div>
                <div className="field">
                  <label htmlFor={field('language')}>{t('common.language')}</label>
                  <LanguageSelect
                    id={field('language')}
                    value={row.language}
                    onChange={(language: Locale | null) => change(row.key, { language })}
                    allowNone
                    noneLabel={householdLanguage}
                    aria-invalid={languageProblem ? true : undefined}
                    aria-describedby={languageProblem ? field('problem') : undefined}
                  />
                </div>
                <div className="household-option">
                  <input id={field('child')} type="checkbox" checked={row.child} onChange={(event) => change(row.key, { child: event.target.checked })} />
                  <label htmlFor={field('child')}>{t('households.members.child')}</label>
                </div>
                <ContactFields
                  id={field('contact')}
                  value={{ email: row.email ?? '', phone: row.phone ?? '' }}
                  onChange={(contacts) => change(row.key, contacts)}
                  language={guest.language}
                  problemOf={(part) => problemOf(row.key, part)}
                />
                {(nameProblem || languageProblem || idProblem) && (
                  <p id={field('problem')} className="error">
                    {[nameProblem, languageProblem, idProblem].filter((p) => p !== undefined).map((p) => problemText(t, p)).join(' ')}
                  </p>
                )}
                <div className="row">
                  <MoveButtons name={shownName(row)} index={index} count={rows.length} busy={save.pending} onMove={(delta) => move(index, delta)} />
                  <button type="button" className="danger-link" aria-label={t('households.members.removeNamed', { name: shownName(row) })} onClick={() => remove(index)}>
                    {t('households.members.remove')}
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <ActionResult className="notice" message={notice ? { text: notice, error: false } : null} />
      {problems.list.map((problem) => (
        <p key={`${problem.field}:${problem.code}`} className="error">
          {problemText(t, problem)}
        </p>
      ))}
      <div className="row">
        <button type="button" ref={addButton} onClick={add} aria-disabled={full || undefined}>
          {t('households.members.add')}
        </button>
      </div>
      <div className="row">
        <SaveButton type="submit" className="primary" save={save} result={false} busyLabel={t('common.saving')}>
          {t('common.save')}
        </SaveButton>
      </div>
      <ActionResult message={save.message} />
    </form>
  );
}
