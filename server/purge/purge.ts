/**
 * After the wedding, for couples who want to keep no data about their guests (issue 14): forgets the visit history
 * recorded before a day, the answers to the invitation given before it with their history (dietary and
 * accessibility needs are health data), the e-mails of the outbox queued before it (addresses and what was written),
 * the e-mail addresses and phone numbers recorded before it and the days households were reminded (issue 27), the
 * sign-ins to the dashboard (issue 38: where from, on what device), and
 * removes the guests whose links were revoked before it, and forgets the record of changes made on the dashboard
 * before it (issue 38: it names households), and who added the day's photos added before it (issue 39: the
 * photos stay, the couple's to keep or delete), in one transaction. Guests with working links stay, with
 * their links: the site may still be used. The copies of the former data that restores kept in DATA_DIR go too,
 * whatever their date (issue 26): each holds the whole guest list and its answers, and a copy cannot be purged in
 * part.
 */
import { wallClockAt } from '#common/zoned-time';
import { keptCopies, removeKeptCopies } from '../backup/kept-copies';
import { dataDirOf, forgetFreedPages } from '../db/database';
import type { Stores } from '../stores';

export interface PurgeResult {
  /** Guests' visit records and days of password sign-in counts forgotten. */
  visitRecords: number;
  passwordDays: number;
  /** Revoked guests removed. */
  revokedGuests: number;
  /** Answers to the invitation and changes of their history forgotten. */
  answers: number;
  answerChanges: number;
  /** E-mails of the outbox, sent or not (server/mail/outbox-store.ts). */
  messages: number;
  /** Households whose contacts (their own or their members') were forgotten, and reminders forgotten. */
  contacts: number;
  reminders: number;
  /** Changes made on the dashboard, from the record of who changed what (auth/change-record.ts). */
  dashboardChanges: number;
  /** Sign-ins to the dashboard, right or refused (server/auth/sign-in-record.ts). */
  signIns: number;
  /** The day's photos added before the day whose uploader was forgotten (server/photos/photo-store.ts); the photos stay. */
  photoUploaders: number;
  /** Copies of the former data that `restore --force` kept in DATA_DIR (backup/kept-copies.ts). */
  restoreCopies: number;
}

/** The start of a day written YYYY-MM-DD, in UTC; undefined for anything else (or a day that does not exist). */
export function startOfDayUtc(day: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== day ? undefined : at;
}

/**
 * The latest day a purge takes as its `before`: tomorrow where the wedding takes place, so the couple can forget
 * everything up to now ("before tomorrow", today included), and a day to come (2030-01-01) is refused rather than
 * read as "everything, and whatever is recorded until then". The dashboard and the guest command both hold it.
 */
export function latestPurgeDay(now: number, timeZone: string): string {
  const today = startOfDayUtc(wallClockAt(now, timeZone).slice(0, 10))!;
  return new Date(today + 86_400_000).toISOString().slice(0, 10);
}

type PurgedStores = Pick<Stores, 'db' | 'guests' | 'visits' | 'rsvp' | 'outbox' | 'contacts' | 'reminders' | 'changeRecord' | 'signIns' | 'photos'>;

/** The rows, in one transaction (a preview rolls it back). */
function purgeRows({ db, guests, visits, rsvp, outbox, contacts, reminders, changeRecord, signIns, photos }: PurgedStores, at: number): Omit<PurgeResult, 'restoreCopies'> {
  return db.transaction(() => {
    // Contacts and reminders first: a revoked household's go with it, and are counted here too.
    const forgottenContacts = contacts.forgetBefore(at);
    const forgottenReminders = reminders.forgetBefore(at);
    const revokedGuests = guests.removeRevokedBefore(at);
    const forgotten = visits.forgetBefore(at);
    const answers = rsvp.purgeBefore(at);
    const messages = outbox.purgeBefore(at);
    const dashboardChanges = changeRecord.purgeBefore(at);
    const forgottenSignIns = signIns.forgetBefore(at);
    // Before the revoked households go: their photos' household is forgotten here, not left to ON DELETE SET NULL.
    const photoUploaders = photos.forgetUploadersBefore(at);
    return {
      visitRecords: forgotten.guests,
      passwordDays: forgotten.days,
      revokedGuests,
      answers: answers.answers,
      answerChanges: answers.changes,
      messages,
      contacts: forgottenContacts,
      reminders: forgottenReminders,
      dashboardChanges,
      signIns: forgottenSignIns,
      photoUploaders,
    };
  })();
}

export function purgeBefore(stores: PurgedStores, at: number): PurgeResult {
  const result = purgeRows(stores, at);
  // The rows' bytes too: not in a free page of the file nor in a frame of the write-ahead log.
  forgetFreedPages(stores.db);
  // Once the rows are gone for good (files are not part of the transaction): the saved e-mails' files of
  // DATA_DIR/outbox go with them, and the copies a restore kept, whose data is gone from the database now.
  stores.outbox.removeStrayFiles();
  return { ...result, restoreCopies: removeKeptCopies(dataDirOf(stores.db)) };
}

const ROLLBACK = Symbol('rollback');

/** What purgeBefore would remove, without removing it (the purge of the rows is run and rolled back). */
export function previewPurge(stores: PurgedStores, at: number): PurgeResult {
  let result: Omit<PurgeResult, 'restoreCopies'> | undefined;
  try {
    stores.db.transaction(() => {
      result = purgeRows(stores, at);
      throw ROLLBACK;
    })();
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
  return { ...result!, restoreCopies: keptCopies(dataDirOf(stores.db)).length };
}
