import './people.css';
import { useId, useState, type FormEvent } from 'react';
import { PERSON_LIMITS, ROLES, type Person, type PersonWithLink, type Role } from '#common/people-api';
import { people as loadPeople, addPerson } from '../../api/people-calls';
import { useLoad } from '../../api/use-load';
import { LoadingLine } from '../../components/loading-section';
import { problemText } from '../../components/problem-text';
import { SaveButton } from '../../components/save-button';
import { useSave } from '../../components/use-save';
import { useT } from '../../i18n/admin-i18n';
import { RoleSelect } from './role-select';
import { PersonItem } from './person-item';
import { SetupLink } from './setup-link';

/**
 * The people who run the wedding (issue 38, docs/decisions/0059): the couple adds a person with a role and gets a
 * set-up link to send them; each person's role can change, their link be sent again or taken back, and they can be
 * removed. The couple's alone (app/roles.ts); ADMIN_PASSWORD stays their own way in.
 */
export function PeoplePage({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useT();
  const { value: list, failure, setValue: setList } = useLoad(loadPeople, onSignedOut);

  const replace = (person: Person) => setList((old) => old && old.map((each) => (each.id === person.id ? person : each)));

  return (
    <section className="people" aria-labelledby="people-heading">
      <header className="page-header">
        <h1 id="people-heading">{t('people.heading')}</h1>
      </header>
      <p>{t('people.intro')}</p>
      <dl className="people-roles">
        {ROLES.map((role) => (
          <div key={role}>
            <dt>{t(`people.roles.${role}`)}</dt>
            <dd>{t(`people.roleHelp.${role}`)}</dd>
          </div>
        ))}
      </dl>
      <AddPersonForm onAdded={(added) => setList((old) => [...(old ?? []), added.person])} onSignedOut={onSignedOut} />
      {/* Takes the focus when the person whose Remove was pressed is gone: it never falls to the page. */}
      <h2 id="people-list-heading" tabIndex={-1}>
        {t('people.listHeading')}
      </h2>
      {list === undefined && <LoadingLine failure={failure} />}
      {list?.length === 0 && <p>{t('people.none')}</p>}
      {list && list.length > 0 && (
        <ul className="people-list" aria-labelledby="people-list-heading">
          {list.map((person) => (
            <PersonItem
              key={person.id}
              person={person}
              onChanged={replace}
              onRemoved={() => setList((old) => old && old.filter((each) => each.id !== person.id))}
              onSignedOut={onSignedOut}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Name, address and role; once added, the set-up link to send them, beside the button. */
function AddPersonForm({ onAdded, onSignedOut }: { onAdded: (added: PersonWithLink) => void; onSignedOut: () => void }) {
  const { t } = useT();
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('helper');
  const [link, setLink] = useState<PersonWithLink | null>(null);
  const save = useSave(onSignedOut);
  const problemOf = (field: 'name' | 'email') => {
    const problem = save.problems.find((each) => each.field === field);
    if (!problem) return null;
    return problem.code === 'taken' ? t('people.taken') : field === 'email' && problem.code === 'empty' ? t('people.emailEmpty') : problemText(t, problem);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setLink(null);
    await save.run(() => addPerson({ name, email, role }), {
      saved: (added) => t('people.added', { name: added.person.name }),
      onSaved: (added) => {
        setLink(added);
        setName('');
        setEmail('');
        onAdded(added);
      },
      // The first field refused takes the focus, so its problem is read out with it.
      onRefused: (failure) => {
        const first = failure.kind === 'invalid' ? failure.problems[0]?.field : undefined;
        if (first) document.getElementById(`${id}-${first === 'email' ? 'email' : 'name'}`)?.focus();
      },
    });
  }

  const nameProblem = problemOf('name');
  const emailProblem = problemOf('email');
  return (
    <form className="panel add-person" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('people.addHeading')}</h2>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('people.name')}</label>
        <input id={`${id}-name`} value={name} maxLength={PERSON_LIMITS.name} autoComplete="off" onChange={(event) => setName(event.target.value)} aria-invalid={nameProblem !== null || undefined} aria-describedby={`${id}-name-problem`} />
        <p id={`${id}-name-problem`} className="error">
          {nameProblem ?? ''}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>{t('people.email')}</label>
        <input id={`${id}-email`} type="email" value={email} maxLength={PERSON_LIMITS.email} autoComplete="off" onChange={(event) => setEmail(event.target.value)} aria-invalid={emailProblem !== null || undefined} aria-describedby={`${id}-email-problem`} />
        <p id={`${id}-email-problem`} className="error">
          {emailProblem ?? ''}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-role`}>{t('people.role')}</label>
        <RoleSelect id={`${id}-role`} value={role} onChange={setRole} />
      </div>
      <SaveButton type="submit" className="primary" save={save}>
        {t('people.add')}
      </SaveButton>
      {link && <SetupLink added={link} />}
    </form>
  );
}
