import { latestPurgeDay, previewPurge, purgeBefore, startOfDayUtc, type PurgeResult } from '../purge/purge';
import { CommandError, PROGRAM, UsageError, expectPositionals, parseCommandArgs, type Command } from './command';
import { withGuests } from './guest-database';

const describe = (r: PurgeResult) =>
  `${r.visitRecords} guests' visit records, ${r.passwordDays} days of password sign-in counts, ${r.answers} ${r.answers === 1 ? 'answer' : 'answers'} to the invitation with ${r.answerChanges} recorded ${r.answerChanges === 1 ? 'change' : 'changes'}, ${r.messages} ${r.messages === 1 ? 'e-mail' : 'e-mails'} of the outbox, the e-mail addresses and phone numbers of ${r.contacts} ${r.contacts === 1 ? 'household' : 'households'}, ${r.reminders} ${r.reminders === 1 ? 'reminder' : 'reminders'}, ${r.signIns} ${r.signIns === 1 ? 'sign-in' : 'sign-ins'} to the dashboard, ${r.dashboardChanges} recorded ${r.dashboardChanges === 1 ? 'change' : 'changes'} made on the dashboard, the record of who added ${r.photoUploaders} ${r.photoUploaders === 1 ? 'photo' : 'photos'} of the day (the photos stay), and ${r.revokedGuests} revoked ${r.revokedGuests === 1 ? 'guest' : 'guests'}`;
/** The copies a restore kept, named only when there are any (they go whatever the day). */
const copies = (r: PurgeResult) =>
  r.restoreCopies === 0 ? '' : ` With them, whatever its date, ${r.restoreCopies === 1 ? 'the 1 copy' : `the ${r.restoreCopies} copies`} of the former data that a restore kept in DATA_DIR (.before-restore-…).`;

export const purgeCommand: Command = {
  name: 'purge',
  summary: 'after the wedding: delete the visit history, the answers, the e-mails, the contacts and the revoked guests from before a date',
  help: `Usage: ${PROGRAM} purge --before YYYY-MM-DD [--yes]

For couples who want to keep no data about their guests once the wedding is over. Deletes what was recorded
before the start of that day (UTC): each guest's visit record whose last visit was before it, the daily counts of
password sign-ins, the answers to the invitation given before it with their history (dietary and accessibility
needs are health data), the e-mails queued before it (sent or not, with their files in DATA_DIR/outbox), the
e-mail addresses and phone numbers recorded before it, the reminders marked before it, the record of changes made
on the dashboard before it, and the guests whose links were revoked before it. Guests with working links stay. The copies of the former data that "restore --force" kept
in DATA_DIR (.before-restore-…) go too, whatever their date: each holds the whole guest list and its answers.
The latest day it takes is tomorrow where the wedding is, which deletes everything recorded until now; a day
further ahead is refused. Without --yes it only says what would be deleted. This cannot be undone: make a backup
first.

Options:
  --before YYYY-MM-DD  the first day to keep
  --yes                delete, without asking`,

  async run(args, io) {
    const { values, positionals } = parseCommandArgs('purge', args, { before: { type: 'string' }, yes: { type: 'boolean' } });
    expectPositionals('purge', positionals, []);
    if (values.before === undefined) throw new UsageError('purge: --before YYYY-MM-DD is required', 'purge');
    const at = startOfDayUtc(values.before);
    if (at === undefined) throw new CommandError(`purge: "${values.before}" is not a day written YYYY-MM-DD`);
    await withGuests(io.env, 'existing', (stores) => {
      const latest = latestPurgeDay(Date.now(), stores.facts().timeZone);
      if (values.before! > latest) {
        throw new CommandError(`purge: ${values.before} is a day to come; the latest day it takes is ${latest} (tomorrow where the wedding is), which deletes everything recorded until now`);
      }
      if (values.yes !== true) {
        const preview = previewPurge(stores, at);
        io.out(`This would delete ${describe(preview)} from before ${values.before}.${copies(preview)} Add --yes to delete them.`);
        return;
      }
      const purged = purgeBefore(stores, at);
      io.out(`Deleted ${describe(purged)} from before ${values.before}.${copies(purged)}`);
    });
  },
};
