import { ROLES, SETUP_LINK_HOURS, type Role } from '#common/people-api';
import { setupLinkOf } from '../auth/people';
import { cleanPerson } from '../auth/person-fields';
import { CommandError, PROGRAM, UsageError, expectPositionals, parseCommandArgs, type Command } from './command';
import { withGuests } from './guest-database';

const isRole = (value: string | undefined): value is Role => ROLES.includes(value as Role);

export const addPersonCommand: Command = {
  name: 'add-person',
  summary: 'add a person who runs the wedding and print their set-up link',
  help: `Usage: ${PROGRAM} add-person NAME EMAIL --role ROLE

Adds a person who signs in to the dashboard as themselves, and prints their set-up link: on it they choose their
own password, then sign in with EMAIL and it. The link works once, for ${SETUP_LINK_HOURS} hours; the People screen of the
dashboard sends a new one. Put a name with spaces in quotes.

Roles:
  couple   everything
  planner  everything but the people, the security and the purge
  helper   the schedule, who comes to what, the households' names and links and the day's photos; no contacts,
           dietary or accessibility needs, exports or e-mail

Example:
  ${PROGRAM} add-person "Ioana Pop" ioana@example.com --role helper`,

  async run(args, io) {
    const { values, positionals } = parseCommandArgs('add-person', args, { role: { type: 'string' } });
    const [name = '', email = ''] = expectPositionals('add-person', positionals, ['NAME', 'EMAIL'], 'put a name with spaces in quotes');
    if (!isRole(values.role)) throw new UsageError(`add-person: --role must be one of ${ROLES.join(', ')}`, 'add-person');
    const role = values.role;
    const cleaned = cleanPerson({ name, email });
    if ('problems' in cleaned) throw new CommandError(cleaned.problems.map(({ field, problem }) => `add-person: ${field}: ${problem.problem}`).join('\n'));
    await withGuests(io.env, 'create', ({ people, publicUrl }) => {
      const added = people.add(cleaned.name, cleaned.email, role);
      if (!added) throw new CommandError(`add-person: ${cleaned.email.toLowerCase()} is someone's address already (the People screen of the dashboard sends them a new link)`);
      io.out(`Added ${added.person.name} (${added.person.role}), who signs in as ${added.person.email}. Their set-up link, which works once within ${SETUP_LINK_HOURS} hours:\n${setupLinkOf(publicUrl, added.token)}`);
    });
  },
};
