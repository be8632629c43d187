/**
 * A household's members as the couple sends them (PUT INVITATION_API.householdMembers), checked before anything is
 * written: every problem at once, each naming its field as `members[2].name` (and its place in `index`), so the
 * dashboard shows it beside that member. Names follow the guests' rules (guest-fields.ts), contacts theirs
 * (contact-fields.ts).
 */
import type { CountryCode } from 'libphonenumber-js/min';
import type { FieldError, MemberField } from '#common/api-problems';
import type { Contacts } from '#common/contacts';
import { MEMBER_LIMITS, type MemberInput } from '#common/invitation-api';
import type { SchemaIssue } from '../http/request-schemas';
import { cleanContacts } from './contact-fields';
import { cleanName } from './guest-fields';
import type { MemberChange } from './household-members';

type MemberPart = 'id' | 'name' | 'language' | 'child' | 'email' | 'phone';

/** A member to store, with the contacts the couple sent (absent: left as they are). */
export type CheckedMember = MemberChange & { contacts: Partial<Contacts> };

const at = (index: number, part: MemberPart): FieldError => ({ field: `members[${index}].${part}` as MemberField, index, code: 'unknown-id' });

/**
 * The members to store, or the problems: none or too many members, a name, an e-mail address or a phone number
 * (read in `region` without a country code) that cannot be used, an id that is not one of this household's members
 * (`currentIds`: another household's, a removed one, or one given twice).
 */
export function checkMembers(
  members: readonly MemberInput[],
  currentIds: ReadonlySet<number>,
  region: CountryCode,
): { members: CheckedMember[] } | { problems: FieldError[] } {
  if (members.length === 0) return { problems: [{ field: 'members', code: 'no-members' }] };
  if (members.length > MEMBER_LIMITS.members) {
    return { problems: [{ field: 'members', code: 'too-many-members', value: String(MEMBER_LIMITS.members) }] };
  }
  const problems: FieldError[] = [];
  const seen = new Set<number>();
  const checked: CheckedMember[] = [];
  members.forEach((member, index) => {
    if (member.id !== undefined) {
      if (!currentIds.has(member.id) || seen.has(member.id)) problems.push(at(index, 'id'));
      seen.add(member.id);
    }
    const name = cleanName(member.name);
    const contacts = cleanContacts({ email: member.email, phone: member.phone }, region);
    if ('problems' in contacts) {
      for (const { field, problem } of contacts.problems) problems.push({ ...at(index, field), code: problem.code, ...(problem.value ? { value: problem.value } : {}) });
    }
    if ('problem' in name) {
      problems.push({ ...at(index, 'name'), code: name.code, ...(name.code === 'too-long' ? { value: String(MEMBER_LIMITS.name) } : {}) });
      return;
    }
    if ('problems' in contacts) return;
    checked.push({ ...(member.id === undefined ? {} : { id: member.id }), name: name.name, language: member.language, child: member.child, contacts: contacts.contacts });
  });
  return problems.length > 0 ? { problems } : { members: checked };
}

/**
 * The schema's refusals that the couple can cause and should see beside a member (a language that is not the site's,
 * a name past the schema's ceiling, more members than the schema allows), as field problems; null when any other
 * part of the body is wrong (a programming error: 400).
 */
export function memberSchemaProblems(issues: readonly SchemaIssue[]): FieldError[] | null {
  const problems: FieldError[] = [];
  for (const issue of issues) {
    const [top, index, part] = issue.path;
    if (top !== 'members') return null;
    if (issue.path.length === 1 && issue.code === 'too_big') problems.push({ field: 'members', code: 'too-many-members', value: String(MEMBER_LIMITS.members) });
    else if (typeof index === 'number' && part === 'language' && issue.path.length === 3) problems.push({ ...at(index, 'language'), code: 'language' });
    else if (typeof index === 'number' && part === 'name' && issue.code === 'too_big') problems.push({ ...at(index, 'name'), code: 'too-long', value: String(MEMBER_LIMITS.name) });
    else return null;
  }
  return problems.length > 0 ? problems : null;
}
