import type { FieldError } from '#common/api-problems';
import { cleanEmail } from '../guests/contact-fields';
import { cleanName, type FieldProblem } from '../guests/guest-fields';

/**
 * A new person's name and e-mail address as stored, or every problem with them: the names' rule of the guest list
 * and the project's one rule for e-mail addresses (common/mail-address.ts). Both are needed: the address is how they
 * sign in. Shared by the dashboard (people-routes.ts) and the guest command (person-command.ts).
 */
export function cleanPerson(input: { name: string; email: string }): { name: string; email: string } | { problems: Array<{ field: 'name' | 'email'; problem: FieldProblem }> } {
  const name = cleanName(input.name);
  const email = cleanEmail(input.email);
  const problems: Array<{ field: 'name' | 'email'; problem: FieldProblem }> = [];
  if ('problem' in name) problems.push({ field: 'name', problem: name });
  if ('problem' in email) problems.push({ field: 'email', problem: email });
  else if (email.email === '') problems.push({ field: 'email', problem: { code: 'empty', problem: 'the e-mail address is empty' } });
  if (problems.length > 0 || 'problem' in name || 'problem' in email) return { problems };
  return { name: name.name, email: email.email };
}

/** The problems as the dashboard's API answers them (422, error-answers.ts). */
export const asFieldErrors = (problems: Array<{ field: 'name' | 'email'; problem: FieldProblem }>): FieldError[] =>
  problems.map(({ field, problem }) => ({ field, code: problem.code }));
