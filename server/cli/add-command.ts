import { CommandError, PROGRAM, expectPositionals, parseCommandArgs, type Command } from './command';
import { requireLink, withGuests } from './guest-database';
import { cleanContacts, phoneRegion } from '../guests/contact-fields';
import { ALLOWED_LANGUAGES, MAX_NAME_LENGTH, cleanName, cleanNote, parseLanguage } from '../guests/guest-fields';

export const addCommand: Command = {
  name: 'add',
  summary: 'add a guest and print the personal link',
  help: `Usage: ${PROGRAM} add NAME [--lang CODE] [--note TEXT] [--email ADDRESS] [--phone NUMBER] [--json]

Adds a guest and prints the guest's personal link. Put a name with spaces in quotes.

Options:
  --lang CODE      the guest's language, one of ${ALLOWED_LANGUAGES}; the link opens the site in it
  --note TEXT      a note of your own ("table 4", "+1"), shown in the list and the dashboard
  --email ADDRESS  the guest's e-mail address
  --phone NUMBER   the guest's phone number, as you would dial it; without + and a country code it is read as a
                   number of the country of --lang (ro: Romania, de: Germany, fr: France, ru: Russia, en: the
                   United Kingdom; without --lang, the site's language); stored as +40722123456
  --json           print { id, name, language, note, email, phone, link } as JSON

Example:
  ${PROGRAM} add "Maria Popescu" --lang ro --phone "0722 123 456"`,

  async run(args, io) {
    const { values, positionals } = parseCommandArgs('add', args, {
      lang: { type: 'string' },
      note: { type: 'string' },
      email: { type: 'string' },
      phone: { type: 'string' },
      json: { type: 'boolean' },
    });
    const [rawName = ''] = expectPositionals('add', positionals, ['NAME'], 'put a name with spaces in quotes');
    const cleaned = cleanName(rawName);
    if ('problem' in cleaned) throw new CommandError(`add: ${cleaned.problem} (1 to ${MAX_NAME_LENGTH} characters)`);
    const parsedLanguage = parseLanguage(values.lang ?? '');
    if ('problem' in parsedLanguage) throw new CommandError(`add: ${parsedLanguage.problem}`);
    if (values.lang !== undefined && parsedLanguage.language === null) {
      throw new CommandError(`add: --lang is empty (allowed: ${ALLOWED_LANGUAGES})`);
    }

    const note = cleanNote(values.note ?? '');
    if ('problem' in note) throw new CommandError(`add: ${note.problem}`);
    await withGuests(io.env, 'create', (context) => {
      const region = phoneRegion(parsedLanguage.language, context.facts().defaultLocale);
      const contacts = cleanContacts({ email: values.email, phone: values.phone }, region);
      if ('problems' in contacts) throw new CommandError(contacts.problems.map(({ field, problem }) => `add: --${field}: ${problem.problem}`).join('\n'));
      const { guest } = context.guests.add(cleaned.name, parsedLanguage.language, note.note, contacts.contacts);
      const link = requireLink(context, guest);
      if (values.json) {
        io.out(JSON.stringify({ id: guest.id, name: guest.name, language: guest.language, note: guest.note, email: guest.email, phone: guest.phone, link }, null, 2));
      } else {
        io.out(`Added guest ${guest.id}: ${guest.name}${guest.language ? ` (${guest.language})` : ''}\n${link}`);
      }
    });
  },
};
