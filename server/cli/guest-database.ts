import fs from 'node:fs';
import path from 'node:path';
import { loadPathsConfig } from '../config';
import { DATABASE_FILE, type Db } from '../db/database';
import { linkOfGuest } from '../guests/guest-rows';
import type { Guest, GuestStore } from '../guests/guest-store';
import type { RsvpStore } from '../rsvp/rsvp-store';
import type { HouseholdContactStore } from '../guests/household-contacts';
import type { OutboxStore } from '../mail/outbox-store';
import type { SignInRecord } from '../auth/sign-in-record';
import type { HouseholdMembers } from '../guests/household-members';
import type { ReminderLog } from '../rsvp/reminder-log';
import { MissingSecretError } from '../guests/link-secret';
import { openStores, type Stores } from '../stores';
import type { People } from '../auth/people';
import type { VisitLog } from '../visits/visit-log';
import type { ChangeRecord } from '../auth/change-record';
import type { PhotoStore } from '../photos/photo-store';
import type { SitePhase } from '#common/invitation-api';
import type { WeddingFacts } from '#common/wedding-facts';
import { readWeddingFacts } from '../content/wedding-content';
import { CommandError } from './command';
import { localDateTime } from './guest-dates';

export interface GuestContext {
  db: Db;
  guests: GuestStore;
  /** The households' members (household-members.ts). */
  members: HouseholdMembers;
  /** Households' and members' e-mail addresses and phone numbers (household-contacts.ts), which the purge forgets. */
  contacts: HouseholdContactStore;
  /** The days households were reminded to answer (server/rsvp/reminder-log.ts), which the purge forgets. */
  reminders: ReminderLog;
  visits: VisitLog;
  /** The answers to the invitation (server/rsvp/rsvp-store.ts), which the purge forgets. */
  rsvp: RsvpStore;
  /** The e-mails of the outbox (server/mail/outbox-store.ts), which the purge forgets. */
  outbox: OutboxStore;
  /** Who changed what on the dashboard (server/auth/change-record.ts), which the purge forgets. */
  changeRecord: ChangeRecord;
  /** The sign-ins to the dashboard (server/auth/sign-in-record.ts), which the purge forgets. */
  signIns: SignInRecord;
  /** The wedding's facts as the site shows them: the couple's, once the server has started; else content/'s. */
  facts(): WeddingFacts;
  /** The site's phase (the Save the Date or the invitation), which names what a card leads to. */
  phase(): SitePhase;
  /**
   * The last day the guests' links work, which the cards say (server/auth/guest-link-end.ts); undefined while the
   * example's links never end, and before the server's first start.
   */
  linksUntil(): string | undefined;
  publicUrl: string;
  contentDir: string;
  /** The working link of a guest, or null once revoked. */
  linkOf(guest: Guest): string | null;
  /** The people who run the wedding (server/auth/people.ts). */
  people: People;
  /** The day's photos (server/photos/photo-store.ts), whose uploaders the purge forgets. */
  photos: PhotoStore;
}

/**
 * Opens the database for one command and closes it afterwards. WAL and busy_timeout (openDatabase) let this run
 * while the server is up. Only the commands that add guests create a missing database; the others refuse it,
 * so a mistyped DATA_DIR shows up as an error rather than as "no guests".
 */
export async function withGuests<T>(
  env: NodeJS.ProcessEnv,
  mode: 'existing' | 'create',
  work: (context: GuestContext) => T | Promise<T>,
): Promise<T> {
  const { dataDir, contentDir, publicUrl } = loadPathsConfig(env);
  const databaseFile = path.join(dataDir, DATABASE_FILE);
  if (mode === 'existing' && !fs.existsSync(databaseFile)) {
    throw new CommandError(`There is no guest list at ${databaseFile} yet: check DATA_DIR, or add a guest first`);
  }
  let stores: Stores;
  try {
    stores = openStores(dataDir);
  } catch (error) {
    if (error instanceof MissingSecretError) throw new CommandError(error.message);
    throw error;
  }
  const { db, guests, members, contacts, reminders, visits, content, rsvp, outbox, signIns, invitation, changeRecord, guestLinkEnd, people, photos } = stores;
  const facts = () => (content.isSeeded() ? content.facts().facts : readWeddingFacts(contentDir));
  try {
    const linkOf = (guest: Guest) => linkOfGuest(guests, publicUrl, guest);
    const linksUntil = () => {
      const end = content.isSeeded() ? guestLinkEnd.read() : undefined;
      return end && !end.example ? end.until : undefined;
    };
    return await work({ db, guests, members, contacts, reminders, visits, rsvp, outbox, signIns, changeRecord, facts, phase: invitation.phase, linksUntil, publicUrl, contentDir, linkOf, people, photos });
  } finally {
    db.close();
  }
}

/** Reads a guest id argument; ids are the numbers in the first column of `list`. */
export function parseGuestId(raw: string): number {
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1) {
    throw new CommandError(`"${raw}" is not a guest id: ids are the numbers in the first column of "list"`);
  }
  return id;
}

/** The guest with this id, or a CommandError that names the id. */
export function requireGuest(guests: GuestStore, id: number): Guest {
  const guest = guests.get(id);
  if (!guest) throw new CommandError(`There is no guest with id ${id}: see the ids with "list"`);
  return guest;
}

/** The link of a guest who has not been revoked; a revoked guest has no working link to print. */
export function requireLink(context: GuestContext, guest: Guest): string {
  const link = context.linkOf(guest);
  if (link === null) {
    throw new CommandError(
      `Guest ${guest.id} (${guest.name}) was revoked on ${localDateTime(guest.revokedAt)}: the link no longer works. Add the guest again for a new link.`,
    );
  }
  return link;
}
