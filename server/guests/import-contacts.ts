/**
 * The e-mail and phone columns of a guest list's CSV (issue 27), for guest-import.ts. `household email` and
 * `household phone` are the household's, one per household; `email` and `phone` are the member's on that line. On a
 * line that is a household of one (no household name), `email` and `phone` are the household's unless its household
 * columns say otherwise: a plain "name,email,phone" file gives each household its contacts. A number is read once
 * the household's language is known (contact-fields.ts): a household's lines may come before the line naming it.
 */
import type { CountryCode } from 'libphonenumber-js/min';
import type { Contacts } from '#common/contacts';
import { cleanPhone } from './contact-fields';
import type { ImportProblem } from './guest-import';

/** Which of a line's contacts (the address already checked, the number as typed) are the household's and which its member's. */
export function splitLineContacts(oneOfItsOwn: boolean, line: Contacts, household: Contacts): { household: Contacts; member: Contacts } {
  if (!oneOfItsOwn) return { household, member: line };
  return {
    household: { email: household.email || line.email, phone: household.phone || line.phone },
    member: { email: household.email ? line.email : '', phone: household.phone ? line.phone : '' },
  };
}

const differs = (field: 'householdEmail' | 'householdPhone', line: number, household: string, earlierLine: number): ImportProblem => ({
  field,
  line,
  code: 'household-differs',
  value: household,
  earlierLine,
  problem: `line ${earlierLine} gives "${household}" another ${field === 'householdEmail' ? 'e-mail address' : 'phone number'} (a household has one)`,
});

const unreadable = (field: 'phone' | 'householdPhone', line: number, problem: ImportProblem['problem'], region: string): ImportProblem => ({
  field,
  line,
  code: 'phone',
  value: region,
  problem,
});

/** A household's contacts as its lines are read, settled once its language is known. */
export function householdContactLines(household: string) {
  let email: { value: string; line: number } | undefined;
  const phones: Array<{ typed: string; line: number }> = [];
  const members: Array<{ contacts: Contacts; line: number }> = [];
  return {
    /** A line's contacts; a problem when it gives the household another address than an earlier line. */
    add(line: number, own: Contacts, member: Contacts): ImportProblem | undefined {
      if (own.email !== '' && email !== undefined && own.email.toLowerCase() !== email.value.toLowerCase()) return differs('householdEmail', line, household, email.line);
      if (own.email !== '' && email === undefined) email = { value: own.email, line };
      if (own.phone !== '') phones.push({ typed: own.phone, line });
      members.push({ contacts: member, line });
      return undefined;
    },
    /** The household's contacts and its members' (in the order added), numbers read in `region`; or the problems. */
    settle(region: CountryCode): { own: Contacts; members: Contacts[] } | { problems: ImportProblem[] } {
      const problems: ImportProblem[] = [];
      let phone: { value: string; line: number } | undefined;
      for (const { typed, line } of phones) {
        const read = cleanPhone(typed, region);
        if ('problem' in read) problems.push(unreadable('householdPhone', line, read.problem, region));
        else if (phone === undefined) phone = { value: read.phone, line };
        else if (read.phone !== phone.value) problems.push(differs('householdPhone', line, household, phone.line));
      }
      const memberContacts = members.map(({ contacts, line }) => {
        const read = cleanPhone(contacts.phone, region);
        if ('problem' in read) problems.push(unreadable('phone', line, read.problem, region));
        return { email: contacts.email, phone: 'phone' in read ? read.phone : '' };
      });
      if (problems.length > 0) return { problems };
      return { own: { email: email?.value ?? '', phone: phone?.value ?? '' }, members: memberContacts };
    },
  };
}
