/**
 * An id is never used twice (issue 26): the households, members, events, meals, questions and history rows that
 * sessions, links, calendar addresses, answers and the history name keep their ids through the migration that
 * gives their tables AUTOINCREMENT, and a row added after a removal never gets the removed row's id.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openStores, type Stores } from '../stores';
import { eventInput, NO_TEXT } from '../testing/event-input';
import { makeTempDir } from '../testing/test-app';
import { openDatabase, type Db } from './database';
import { MIGRATIONS } from './migrations';

/** The schema just before ids were kept from reuse: the release of issue 20 (answers) and the outbox (issue 27). */
const BEFORE_IDS_KEPT = 10;

let close: (() => void) | undefined;
afterEach(() => {
  close?.();
  close = undefined;
});

/** Every row of every table, by table, in rowid order: what an upgrade must keep. */
function everything(db: Db): Record<string, unknown[]> {
  const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as Array<{ name: string }>).map((t) => t.name);
  return Object.fromEntries(tables.map((table) => [table, db.prepare(`SELECT * FROM "${table}"`).all()]));
}

describe('the migration to ids that are never reused', () => {
  it('keeps every row with its id and every reference, the history append-only, and starts each sequence at the highest id', () => {
    const dir = makeTempDir('std-ids-');
    const old = openDatabase(dir, MIGRATIONS.slice(0, BEFORE_IDS_KEPT));
    old.exec(`
      INSERT INTO guests (id, name, language, token_hash, created_at, link_key, all_events) VALUES (3, 'Familia Popescu', 'ro', 'h3', 1, 'k3', 0), (7, 'Familia Ionescu', 'ro', 'h7', 2, NULL, 1);
      INSERT INTO household_members (id, guest_id, position, name, language, child) VALUES (4, 3, 1, 'Ana', NULL, 0), (5, 3, 2, 'Olga', 'ru', 0), (9, 7, 1, 'Ion', NULL, 1);
      INSERT INTO events (id, uid, position, texts, starts_at, ends_at, time_zone, place, address, map_url, audience, revision, created_at, updated_at)
        VALUES (2, 'uid-2', 1, '{}', '2027-06-12T19:00', '2027-06-13T02:00', 'Europe/Bucharest', 'Hanul lui Manuc', 'București', '', 'invited', 3, 1, 2);
      INSERT INTO event_invitations (event_id, guest_id) VALUES (2, 3);
      INSERT INTO event_meals (id, event_id, position, label, for_children) VALUES (6, 2, 1, '{}', 0), (8, 2, 2, '{}', 1);
      INSERT INTO rsvp_questions (id, position, kind, scope, event_id, label, choices, revision) VALUES (4, 1, 'text', 'member', 2, '{}', '[]', 1);
      INSERT INTO rsvp_responses (guest_id, answer, revision, answered_at, answered_by) VALUES (3, '{"members":{}}', 2, 5, 'guest');
      INSERT INTO rsvp_history (id, guest_id, at, by, field, old, new) VALUES (10, 3, 4, 'guest', 'attending', NULL, 'yes'), (11, 3, 5, 'couple', 'meal', 'Fish', 'Vegetarian');
      INSERT INTO sessions (id_hash, kind, guest_id, created_at, expires_at, last_seen_at) VALUES ('s3', 'guest', 3, 1, 9000000000000, 1), ('s0', 'password', NULL, 1, 9000000000000, 1);
      INSERT INTO guest_visits (guest_id, first_at, last_at, count) VALUES (3, 1, 2, 2);
      INSERT INTO outbox (id, kind, guest_id, to_address, to_name, locale, subject, text_body, html_body, message_id, priority, state, attempts, created_at, next_attempt_at)
        VALUES (5, 'invitation', 3, 'ana@example.ro', 'Ana', 'ro', 'Invitație', 'text', '<p>html</p>', '<m5@example.ro>', 1, 'sent', 1, 3, 3),
               (6, 'test', NULL, 'couple@example.ro', 'Couple', 'ro', 'Test', 'text', '<p>html</p>', '<m6@example.ro>', 0, 'saved', 0, 4, 4);
    `);
    const before = everything(old);
    old.close();

    const db = openDatabase(dir);
    close = () => db.close();
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.pragma('foreign_key_check')).toEqual([]);
    // Later steps only add tables (the day's photos, step 22; contacts and reminders, step 12; the invitations given by hand, step 15; the record
    // of changes made on the dashboard, step 16; the dashboard's sessions' details and sign-ins, step 17; the people of
    // the dashboard and their set-up links, step 18; their passkeys and challenges, step 19; their second factors, step 20), empty after an upgrade, and columns (the outbox's attachments,
    // step 13, and its batch, step 14, none for a message queued before; a session's person, step 18, none for a
    // session made before).
    const outbox = (before.outbox as object[]).map((row) => ({ ...row, attachments: '[]', batch_id: null }));
    const sessions = (before.sessions as object[]).map((row) => ({ ...row, person_id: null }));
    expect(everything(db)).toEqual({
      ...before,
      outbox,
      sessions,
      contacts: [],
      reminders: [],
      invitation_handoffs: [],
      change_record: [],
      admin_session_details: [],
      admin_sign_ins: [],
      people: [],
      person_setup_links: [],
      passkeys: [],
      passkey_challenges: [],
      person_totp: [],
      person_recovery_codes: [],
      // Step 22, the day's photos: none yet, and the couple's settings' one row with the links' random keys.
      day_photos: [],
      day_photo_claims: [],
      day_photo_drop_sessions: [],
      day_photo_settings: [expect.objectContaining({ id: 1, mode: 'approve', drop_key: expect.stringMatching(/^[0-9a-f]{32}$/), wall_key: expect.stringMatching(/^[0-9a-f]{32}$/) })],
    });
    const sequences = db.prepare('SELECT name, seq FROM sqlite_sequence').all() as Array<{ name: string; seq: number }>;
    expect(Object.fromEntries(sequences.map((row) => [row.name, row.seq]))).toEqual({
      guests: 7,
      household_members: 9,
      events: 2,
      event_meals: 8,
      rsvp_questions: 4,
      rsvp_history: 11,
      // Steps 19 and 20 made the sign-ins' table again with its rows and its sequence: none here, so no sequence yet
      // (server/db/sign-ins-rebuilt.test.ts continues one).
    });
    expect(() => db.prepare("UPDATE rsvp_history SET new = 'no' WHERE id = 10").run()).toThrow(/append-only/);
    // The contacts' and reminders' foreign keys (step 12, after the rebuild) name the rebuilt guests and members.
    db.exec(`
      INSERT INTO contacts (guest_id, member_id, email, phone, updated_at) VALUES (3, NULL, 'ana@example.ro', '+40712345678', 6), (3, 5, '', '+40712345679', 6);
      INSERT INTO reminders (guest_id, day, at) VALUES (3, '2027-05-01', 6);
    `);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    // Removing a household still takes its members, invitations, answers, history, sessions, visits, e-mails,
    // contacts and reminders with it.
    db.prepare('DELETE FROM guests WHERE id = 3').run();
    for (const table of ['household_members', 'event_invitations', 'rsvp_responses', 'rsvp_history', 'sessions', 'guest_visits', 'outbox', 'contacts', 'reminders']) {
      expect(db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE guest_id = 3`).get(), table).toEqual({ n: 0 });
    }
  });
});

const EVENT = eventInput();

function stores(): Stores {
  const opened = openStores(makeTempDir('std-ids-'));
  close = () => opened.db.close();
  return opened;
}

describe('a row added after the last one was removed', () => {
  it('gets an id of its own: households and their members', () => {
    const { guests, members } = stores();
    guests.add('Familia Popescu');
    const removed = guests.add('Familia Ionescu').guest.id;
    guests.remove(removed);
    const next = guests.add('Familia Dumitrescu').guest.id;
    expect(next).toBeGreaterThan(removed);

    const [ana] = members.ofHouseholds([next]).get(next)!;
    const [, olga] = members.replace(next, [{ id: ana!.id, name: 'Ana', language: null, child: false }, { name: 'Olga', language: null, child: false }]);
    const [, mihai] = members.replace(next, [{ id: ana!.id, name: 'Ana', language: null, child: false }, { name: 'Mihai', language: null, child: false }]);
    expect(mihai!.id).toBeGreaterThan(olga!.id);
  });

  it('gets an id of its own: events, meals, questions and the history', () => {
    const { guests, invitation, rsvp } = stores();
    invitation.addEvent(EVENT);
    const removed = invitation.addEvent(EVENT).id;
    invitation.removeEvent(removed);
    const dinner = invitation.addEvent(EVENT).id;
    expect(dinner).toBeGreaterThan(removed);

    const meal = (en: string) => ({ label: { ...NO_TEXT, en }, forChildren: false });
    rsvp.setMeals(dinner, [meal('Fish'), meal('Vegetarian')]);
    const [fish, veggie] = rsvp.meals().get(dinner)!;
    rsvp.setMeals(dinner, [{ ...meal('Fish'), id: fish!.id }, meal('Vegan')]);
    expect(rsvp.meals().get(dinner)![1]!.id).toBeGreaterThan(veggie!.id);

    const question = () => rsvp.addQuestion({ kind: 'text', scope: 'member', eventId: null, label: { ...NO_TEXT, en: 'A song?' }, choices: [] }).id;
    const song = question();
    rsvp.removeQuestion(song);
    expect(question()).toBeGreaterThan(song);

    const household = guests.add('Familia Popescu').guest.id;
    const change = [{ person: null, event: null, field: 'message', label: null, old: null, new: 'Hello' }];
    const answer = { members: {}, extras: [], message: 'Hello', questions: {} };
    rsvp.save(household, answer, 0, 'guest', () => change);
    const [first] = rsvp.historyPage(household, null, 10).changes;
    rsvp.purgeBefore(Number.MAX_SAFE_INTEGER);
    rsvp.save(household, answer, 0, 'guest', () => change);
    expect(rsvp.historyPage(household, null, 10).changes[0]!.id).toBeGreaterThan(first!.id);
  });
});
