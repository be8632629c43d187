import { useId, useState } from 'react';
import type { Person, PersonWithLink, Role } from '#common/people-api';
import { changeRole, newSetupLink, removePerson, revokeSetupLink } from '../../api/people-calls';
import { ActionResult } from '../../components/action-result';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SaveButton } from '../../components/save-button';
import { useSave } from '../../components/use-save';
import { useT } from '../../i18n/admin-i18n';
import { RoleSelect } from './role-select';
import { linkUntil } from './people-words';
import { SetupLink } from './setup-link';

interface PersonItemProps {
  person: Person;
  onChanged: (person: Person) => void;
  onRemoved: () => void;
  onSignedOut: () => void;
}

/**
 * One person: their address, role and whether they can sign in; change the role, send a new set-up link, take a
 * waiting link back, remove them (asked once). One result line answers the row of buttons, right after it; after a
 * removal the focus goes to the list's heading.
 */
export function PersonItem({ person, onChanged, onRemoved, onSignedOut }: PersonItemProps) {
  const { t } = useT();
  const id = useId();
  const [role, setRole] = useState<Role>(person.role);
  const [link, setLink] = useState<PersonWithLink | null>(null);
  const [removing, setRemoving] = useState(false);
  const save = useSave(onSignedOut);
  const state = person.canSignIn
    ? t('people.canSignIn')
    : person.linkExpiresAt !== null
      ? t('people.linkWaiting', { until: linkUntil(person.linkExpiresAt) })
      : t('people.noLink');

  async function saveRole() {
    if (role === person.role) return save.show({ text: t('people.sameRole'), error: false });
    await save.run(() => changeRole(person.id, role), { saved: (changed) => t('people.roleChanged', { name: changed.name, role: t(`people.roles.${changed.role}`) }), onSaved: onChanged });
  }
  async function sendLink() {
    await save.run(() => newSetupLink(person.id), {
      saved: null,
      onSaved: (made) => {
        setLink(made);
        onChanged(made.person);
      },
    });
  }
  async function revoke() {
    setLink(null);
    // Its button goes with the link: the result line takes the focus.
    await save.run(() => revokeSetupLink(person.id), { saved: t('people.linkRevoked'), onSaved: onChanged, focusResult: 'on-success' });
  }
  async function remove() {
    setRemoving(false);
    await save.run(() => removePerson(person.id), {
      saved: null,
      onSaved: () => {
        onRemoved();
        document.getElementById('people-list-heading')?.focus();
      },
    });
  }

  return (
    <li className="person" aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`}>{person.name}</h3>
      <p className="person-details">
        {person.email} · {t(`people.roles.${person.role}`)} · {state}
      </p>
      <div className="person-role">
        <label htmlFor={`${id}-role`}>{t('people.roleOf', { name: person.name })}</label>
        <RoleSelect id={`${id}-role`} value={role} onChange={setRole} />
      </div>
      <div className="person-actions">
        <SaveButton save={save} result={false} onClick={() => void saveRole()}>
          {t('people.changeRole')}
        </SaveButton>
        <SaveButton save={save} result={false} onClick={() => void sendLink()}>
          {person.canSignIn ? t('people.resetLink') : t('people.newLink')}
        </SaveButton>
        {person.linkExpiresAt !== null && (
          <SaveButton save={save} result={false} onClick={() => void revoke()}>
            {t('people.revokeLink')}
          </SaveButton>
        )}
        <button type="button" className="danger-link" onClick={() => setRemoving(true)}>
          {t('people.remove', { name: person.name })}
        </button>
      </div>
      <ActionResult message={save.message} />
      {link && <SetupLink added={link} />}
      {removing && (
        <ConfirmDialog
          question={t('people.removeQuestion', { name: person.name })}
          confirmLabel={t('people.removeConfirm')}
          danger
          onConfirm={() => void remove()}
          onCancel={() => setRemoving(false)}
        />
      )}
    </li>
  );
}
