import { ROLES, type Role } from '#common/people-api';
import { useT } from '../../i18n/admin-i18n';

/**
 * The choice of a person's role, each named in the dashboard's words: the same control where a person is added and
 * where their role is changed. The label is the caller's (it names the field, or whose role it is).
 */
export function RoleSelect({ id, value, onChange }: { id: string; value: Role; onChange: (role: Role) => void }) {
  const { t } = useT();
  return (
    <select id={id} value={value} onChange={(event) => onChange(event.target.value as Role)}>
      {ROLES.map((each) => (
        <option key={each} value={each}>
          {t(`people.roles.${each}`)}
        </option>
      ))}
    </select>
  );
}
