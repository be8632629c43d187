import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { FieldError } from '#common/api-problems';
import { NO_CONTACTS, type Contacts } from '#common/contacts';
import type { AdminGuest } from '#common/guest-list-api';
import { MEMBER_LIMITS } from '#common/invitation-api';
import type { Locale } from '#common/locales';
import { addGuest } from '../../api/admin-calls';
import { useFocusFirstProblem } from '../../components/focus-first-problem';
import { LanguageSelect } from '../../components/language-select';
import { problemText } from '../../components/problem-text';
import { SaveButton } from '../../components/save-button';
import { useSave } from '../../components/use-save';
import { useT } from '../../i18n/admin-i18n';
import { HouseholdDetailsFields } from './household-details-fields';

/** A person's line as typed: `key` tells the lines apart while some are added and removed. */
interface Person {
  key: number;
  name: string;
  /** The person's own language; null: the household's. */
  language: Locale | null;
  child: boolean;
}

let nextKey = 1;
const newPerson = (): Person => ({ key: nextKey++, name: '', language: null, child: false });
const onePerson = (): Person[] => [newPerson()];
const MEMBER_NAME = /^members\[(\d+)\]\.name$/;

/**
 * A household and its people in one form and one save (issue 28): the household's name as the invitation greets it
 * ("Familia Popescu"), its people one line each with their own language and whether they are a child (issue 37: added
 * and removed here; their own contacts, and later changes, on the household's page), the household's language, note, e-mail address and phone number. Lines left empty are not
 * sent; with none, the household is one person of the household's name. What was typed stays when the server
 * refuses it, with each reason beside its field and the focus on the first of them.
 */
export function AddHouseholdForm({ onAdded }: { onAdded: (guest: AdminGuest) => void }) {
  const { t } = useT();
  const id = useId();
  const [name, setName] = useState('');
  const [people, setPeople] = useState<Person[]>(onePerson);
  const [language, setLanguage] = useState<Locale | null>(null);
  const [note, setNote] = useState('');
  const [contacts, setContacts] = useState<Contacts>(NO_CONTACTS);
  const [problems, setProblems] = useState<FieldError[]>([]);
  /** The problems of a person's name, by the line they were found on. */
  const [personProblems, setPersonProblems] = useState<Map<number, FieldError>>(new Map());
  const save = useSave();
  const form = useRef<HTMLFormElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusFirstProblem = useFocusFirstProblem(form);
  /** A person's line to focus once drawn (one just added, or the neighbour of one removed), or the Add button. */
  const focusNext = useRef<number | 'add' | null>(null);
  const problemOf = (field: FieldError['field']) => problems.find((p) => p.field === field);

  useEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    if (next === 'add') addButton.current?.focus();
    else if (next !== null) form.current?.querySelector<HTMLElement>(`[data-person="${next}"] input`)?.focus();
  });

  const full = people.length >= MEMBER_LIMITS.members;
  function addPerson() {
    if (full) return;
    const person = newPerson();
    setPeople((current) => [...current, person]);
    focusNext.current = person.key;
  }
  function removePerson(index: number) {
    const rest = people.filter((_, at) => at !== index);
    setPeople(rest.length > 0 ? rest : onePerson());
    const neighbour = rest[index] ?? rest[index - 1];
    focusNext.current = neighbour ? neighbour.key : 'add';
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const sent = people.filter((person) => person.name.trim() !== '');
    const members = sent.map(({ name: personName, language: personLanguage, child }) => ({ name: personName, language: personLanguage, child }));
    // The focus stays where the couple is (the button, or the field Enter was pressed in), ready for the next household.
    await save.run(() => addGuest({ name, language, note, ...contacts, ...(members.length > 0 ? { members } : {}) }), {
      saved: (added) => t('add.added', { name: added.name, count: added.members.length }),
      onSaved: (added) => {
        setName('');
        setPeople(onePerson());
        setNote('');
        setContacts(NO_CONTACTS);
        setProblems([]);
        setPersonProblems(new Map());
        onAdded(added);
      },
      notSaved: t('households.members.fix'),
      onRefused: (failure) => refuse(sent, failure.kind === 'invalid' ? failure.problems : []),
    });
  }

  /** Each problem beside its field: a person's name on that person's line, the focus on the first of them. */
  function refuse(sent: Person[], refused: FieldError[]) {
    const byPerson = new Map<number, FieldError>();
    for (const problem of refused) {
      const index = MEMBER_NAME.exec(problem.field)?.[1];
      const person = index === undefined ? undefined : sent[Number(index)];
      if (person) byPerson.set(person.key, problem);
    }
    setProblems(refused.filter((problem) => !MEMBER_NAME.test(problem.field)));
    setPersonProblems(byPerson);
    if (refused.length > 0) focusFirstProblem();
  }

  const nameProblem = problemOf('name');
  const listProblem = problemOf('members');
  const shownName = (person: Person) => person.name.trim() || t('households.members.newPerson');
  const change = (key: number, changed: Partial<Person>) => setPeople((current) => current.map((other) => (other.key === key ? { ...other, ...changed } : other)));
  const householdLanguage = language ? t('households.members.sameAsHouseholdIs', { language: t(`languages.${language}`) }) : t('households.members.sameAsHousehold');
  return (
    <form ref={form} className="panel add-guest" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{t('add.heading')}</h2>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('add.householdName')}</label>
        <input
          id={`${id}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="off"
          aria-invalid={nameProblem ? true : undefined}
          aria-describedby={nameProblem ? `${id}-name-help ${id}-name-problem` : `${id}-name-help`}
        />
        <p id={`${id}-name-help`} className="help">
          {t('add.householdNameHelp')}
        </p>
        {nameProblem && (
          <p id={`${id}-name-problem`} className="error">
            {problemText(t, nameProblem)}
          </p>
        )}
      </div>
      <fieldset className="add-people" aria-describedby={`${id}-people-help`}>
        <legend>{t('add.people')}</legend>
        <p id={`${id}-people-help`} className="help">
          {t('add.peopleHelp')}
        </p>
        <ol className="add-people-list">
          {people.map((person, index) => {
            const field = `${id}-person-${person.key}`;
            const problem = personProblems.get(person.key);
            return (
              <li key={person.key} data-person={person.key} className="add-person">
                <label id={`${field}-label`} htmlFor={field}>
                  {t('households.members.person', { number: index + 1 })}
                </label>
                <div className="row">
                  <input
                    id={field}
                    type="text"
                    value={person.name}
                    maxLength={MEMBER_LIMITS.name}
                    autoComplete="off"
                    onChange={(event) => change(person.key, { name: event.target.value })}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? `${field}-problem` : undefined}
                  />
                  <button type="button" className="danger-link" aria-label={t('households.members.removeNamed', { name: shownName(person) })} onClick={() => removePerson(index)}>
                    {t('households.members.remove')}
                  </button>
                </div>
                {/* Named with the person's number: "Language Person 2", as the line's fields are read one by one. */}
                <div className="row add-person-options">
                  <div className="field">
                    <label id={`${field}-language-label`} htmlFor={`${field}-language`}>
                      {t('common.language')}
                    </label>
                    <LanguageSelect
                      id={`${field}-language`}
                      value={person.language}
                      onChange={(personLanguage) => change(person.key, { language: personLanguage })}
                      allowNone
                      noneLabel={householdLanguage}
                      aria-labelledby={`${field}-language-label ${field}-label`}
                    />
                  </div>
                  <div className="household-option">
                    <input
                      id={`${field}-child`}
                      type="checkbox"
                      checked={person.child}
                      onChange={(event) => change(person.key, { child: event.target.checked })}
                      aria-labelledby={`${field}-child-label ${field}-label`}
                    />
                    <label id={`${field}-child-label`} htmlFor={`${field}-child`}>
                      {t('households.members.child')}
                    </label>
                  </div>
                </div>
                {problem && (
                  <p id={`${field}-problem`} className="error">
                    {problemText(t, problem)}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
        {listProblem && <p className="error">{problemText(t, listProblem)}</p>}
        <button type="button" ref={addButton} onClick={addPerson} aria-disabled={full || undefined}>
          {t('households.members.add')}
        </button>
      </fieldset>
      <HouseholdDetailsFields
        id={id}
        language={language}
        onLanguage={setLanguage}
        note={note}
        onNote={setNote}
        contacts={contacts}
        onContacts={setContacts}
        problemOf={problemOf}
      />
      <SaveButton type="submit" className="primary" save={save}>
        {t('add.submit')}
      </SaveButton>
    </form>
  );
}
