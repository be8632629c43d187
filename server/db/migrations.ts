/**
 * Schema migrations, applied in order; PRAGMA user_version records how many have run.
 * Append new steps; never edit one that has shipped.
 */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE guests (
    id             INTEGER PRIMARY KEY,
    name           TEXT    NOT NULL,
    language       TEXT,
    token_hash     TEXT    NOT NULL UNIQUE,  -- SHA-256 of the link token; the token itself is never stored
    token_version  INTEGER NOT NULL DEFAULT 1,
    created_at     INTEGER NOT NULL,
    revoked_at     INTEGER,
    first_visit_at INTEGER,
    last_visit_at  INTEGER,
    visit_count    INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE sessions (
    id_hash      TEXT    PRIMARY KEY,        -- SHA-256 of the cookie value; the cookie value is never stored
    kind         TEXT    NOT NULL CHECK (kind IN ('password', 'guest')),
    guest_id     INTEGER REFERENCES guests(id) ON DELETE CASCADE,
    created_at   INTEGER NOT NULL,
    expires_at   INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL
  ) WITHOUT ROWID;
  CREATE INDEX sessions_by_guest ON sessions(guest_id);
  CREATE INDEX sessions_by_expiry ON sessions(expires_at);
  CREATE TABLE settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  -- Password sign-ins carry no identity: only a count per day.
  CREATE TABLE password_visits (
    day   TEXT    PRIMARY KEY,
    count INTEGER NOT NULL DEFAULT 0
  );
  `,
  // 2: visits get a table of their own, written only by server/visits/visit-log.ts (the guest store owns guests).
  `
  CREATE TABLE guest_visits (
    guest_id INTEGER PRIMARY KEY REFERENCES guests(id) ON DELETE CASCADE,
    first_at INTEGER NOT NULL,
    last_at  INTEGER NOT NULL,
    count    INTEGER NOT NULL
  );
  INSERT INTO guest_visits (guest_id, first_at, last_at, count)
    SELECT id, first_visit_at, COALESCE(last_visit_at, first_visit_at), visit_count FROM guests
     WHERE first_visit_at IS NOT NULL;
  ALTER TABLE guests DROP COLUMN first_visit_at;
  ALTER TABLE guests DROP COLUMN last_visit_at;
  ALTER TABLE guests DROP COLUMN visit_count;
  `,
  // 3: sessions carry a keyed pseudonym of the client's address (to cap password sessions per address, issue 11)
  // and may be the couple's (kind 'admin', the dashboard). SQLite cannot change a CHECK: the table is rebuilt.
  `
  CREATE TABLE sessions_v3 (
    id_hash      TEXT    PRIMARY KEY,
    kind         TEXT    NOT NULL CHECK (kind IN ('password', 'guest', 'admin')),
    guest_id     INTEGER REFERENCES guests(id) ON DELETE CASCADE,
    client_key   TEXT,
    created_at   INTEGER NOT NULL,
    expires_at   INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL
  ) WITHOUT ROWID;
  INSERT INTO sessions_v3 (id_hash, kind, guest_id, created_at, expires_at, last_seen_at)
    SELECT id_hash, kind, guest_id, created_at, expires_at, last_seen_at FROM sessions;
  DROP TABLE sessions;
  ALTER TABLE sessions_v3 RENAME TO sessions;
  CREATE INDEX sessions_by_guest ON sessions(guest_id);
  CREATE INDEX sessions_by_expiry ON sessions(expires_at);
  CREATE INDEX sessions_by_client ON sessions(kind, client_key);
  `,
  // 4: a note per guest, written by the couple in the dashboard or with the guest command ("table 4", "+1").
  `
  ALTER TABLE guests ADD COLUMN note TEXT NOT NULL DEFAULT '';
  `,
  // 5: the couple's content moves into DATA_DIR (issue 13), each table written only by its module in
  // server/content/store/; content/ seeds it on the first start, and later starts add the texts a release brings.
  // Texts keep each language's value (a string, or a JSON object of plural forms); revisions tell a save that
  // someone else saved first.
  `
  CREATE TABLE site_facts (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    facts      TEXT    NOT NULL,
    revision   INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE TABLE site_texts (
    key          TEXT    PRIMARY KEY,
    texts        TEXT    NOT NULL,
    placeholders TEXT    NOT NULL,
    revision     INTEGER NOT NULL,
    updated_at   INTEGER NOT NULL
  );
  CREATE TABLE faq_entries (
    id       INTEGER PRIMARY KEY,
    position INTEGER NOT NULL,
    question TEXT    NOT NULL,
    answer   TEXT    NOT NULL,
    revision INTEGER NOT NULL
  );
  CREATE TABLE photos (
    id         INTEGER PRIMARY KEY,
    position   INTEGER NOT NULL,
    status     TEXT    NOT NULL CHECK (status IN ('processing', 'ready', 'failed')),
    progress   INTEGER NOT NULL DEFAULT 0,
    image      TEXT,
    files      TEXT    NOT NULL DEFAULT '[]',
    alt        TEXT    NOT NULL,
    revision   INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE site_media (
    kind       TEXT    PRIMARY KEY CHECK (kind IN ('video', 'poster')),
    file       TEXT    NOT NULL,
    type       TEXT    NOT NULL,
    revision   INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  ) WITHOUT ROWID;
  `,
  // 6: a link's random key (issue 17). Links were derived from the guest's id and version, and an id comes back
  // after a removal, a purge or the restore of an older backup: the old link then signed in as the new guest. New
  // links are derived from a key drawn at random; NULL marks a link made before, still derived the old way
  // (server/guests/guest-token.ts), so that links already sent keep working.
  `
  ALTER TABLE guests ADD COLUMN link_key TEXT;
  `,
  // 7: the devices the couple signed in on (issue 18, docs/decisions/0024), written only by
  // server/auth/known-devices.ts. A sign-in from one of them has a budget of its own, so nobody without its
  // cookie can lock the couple out. Only the cookie's SHA-256 is kept, as for sessions.
  `
  CREATE TABLE admin_devices (
    id_hash    TEXT    PRIMARY KEY,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  ) WITHOUT ROWID;
  `,
  // 8: the invitation (issue 19, docs/decisions/0028). A guest row is a household: the link, its language and the
  // note stay there; its people are household_members (today's guests become households of one, links unchanged).
  // Events keep their start and end as the venue's wall-clock time with its zone; `uid` is the calendar's UID, drawn
  // at random once, and `sequence` grows with every change so calendars take the new version. Which household sees
  // an invited event: event_invitations, or guests.all_events. Written only by server/invitation/ and the guest store.
  `
  CREATE TABLE household_members (
    id       INTEGER PRIMARY KEY,
    guest_id INTEGER NOT NULL REFERENCES guests(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    name     TEXT    NOT NULL,
    language TEXT,
    child    INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX members_by_household ON household_members(guest_id, position);
  INSERT INTO household_members (guest_id, position, name) SELECT id, 1, name FROM guests;
  ALTER TABLE guests ADD COLUMN extra_guests INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE guests ADD COLUMN all_events INTEGER NOT NULL DEFAULT 0;
  CREATE TABLE events (
    id         INTEGER PRIMARY KEY,
    uid        TEXT    NOT NULL UNIQUE,
    position   INTEGER NOT NULL,
    texts      TEXT    NOT NULL,
    starts_at  TEXT    NOT NULL,
    ends_at    TEXT    NOT NULL,
    time_zone  TEXT    NOT NULL,
    place      TEXT    NOT NULL,
    address    TEXT    NOT NULL,
    map_url    TEXT    NOT NULL,
    audience   TEXT    NOT NULL CHECK (audience IN ('everyone', 'invited')),
    revision   INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE TABLE event_invitations (
    event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    guest_id INTEGER NOT NULL REFERENCES guests(id) ON DELETE CASCADE,
    PRIMARY KEY (event_id, guest_id)
  ) WITHOUT ROWID;
  CREATE INDEX invitations_by_guest ON event_invitations(guest_id);
  CREATE TABLE info_sections (
    id       INTEGER PRIMARY KEY,
    page     TEXT    NOT NULL CHECK (page IN ('schedule', 'venue', 'stay', 'travel')),
    position INTEGER NOT NULL,
    heading  TEXT    NOT NULL,
    body     TEXT    NOT NULL,
    revision INTEGER NOT NULL
  );
  `,
  // 9: answering the invitation (issue 20, docs/decisions/0029). A household's answer is one JSON document with a
  // revision, saved whole; every change is a row of rsvp_history, which nothing updates (the trigger) and only the
  // purge after the wedding deletes. Meals belong to an event; the couple's questions to an event or to none.
  // Written only by server/rsvp/rsvp-store.ts. The answers hold health data (dietary and accessibility needs).
  `
  CREATE TABLE event_meals (
    id           INTEGER PRIMARY KEY,
    event_id     INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    position     INTEGER NOT NULL,
    label        TEXT    NOT NULL,
    for_children INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX meals_by_event ON event_meals(event_id, position);
  CREATE TABLE rsvp_questions (
    id       INTEGER PRIMARY KEY,
    position INTEGER NOT NULL,
    kind     TEXT    NOT NULL CHECK (kind IN ('yesNo', 'choice', 'text')),
    scope    TEXT    NOT NULL CHECK (scope IN ('household', 'member')),
    event_id INTEGER REFERENCES events(id) ON DELETE CASCADE,
    label    TEXT    NOT NULL,
    choices  TEXT    NOT NULL,
    revision INTEGER NOT NULL
  );
  CREATE TABLE rsvp_responses (
    guest_id    INTEGER PRIMARY KEY REFERENCES guests(id) ON DELETE CASCADE,
    answer      TEXT    NOT NULL,
    revision    INTEGER NOT NULL,
    answered_at INTEGER NOT NULL,
    answered_by TEXT    NOT NULL CHECK (answered_by IN ('guest', 'couple'))
  );
  CREATE TABLE rsvp_history (
    id       INTEGER PRIMARY KEY,
    guest_id INTEGER NOT NULL REFERENCES guests(id) ON DELETE CASCADE,
    at       INTEGER NOT NULL,
    by       TEXT    NOT NULL CHECK (by IN ('guest', 'couple')),
    person   TEXT,
    event    TEXT,
    field    TEXT    NOT NULL,
    label    TEXT,
    old      TEXT,
    new      TEXT
  );
  CREATE INDEX history_by_guest ON rsvp_history(guest_id, id);
  CREATE INDEX history_by_time ON rsvp_history(at);
  CREATE TRIGGER rsvp_history_append_only BEFORE UPDATE ON rsvp_history
    BEGIN SELECT RAISE(ABORT, 'rsvp_history is append-only'); END;
  `,
  // 10: the outbox (issue 27, docs/decisions/0034): every e-mail is a row before it is sent, so a restart loses none
  // and sends none twice. A message is rendered when it is queued (subject, text and HTML in the recipient's
  // language); `state` says where it is: queued (waiting, or waiting to be tried again at next_attempt_at), sending
  // (handed to the mail server: a row still sending at start was cut off and may have arrived, so it becomes
  // 'interrupted' and is never sent again by itself), sent, failed (refused, or given up), saved (no mail server:
  // written to DATA_DIR/outbox/<id>.eml, not sent). `answer` is what the mail server last said. `kind` is free text
  // (a new kind of message needs no step here); `guest_id`, when a message is for a household, goes with it.
  // Written only by server/mail/outbox-store.ts. Personal data: purged after the wedding.
  `
  CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY,
    kind            TEXT    NOT NULL,
    guest_id        INTEGER REFERENCES guests(id) ON DELETE CASCADE,
    to_address      TEXT    NOT NULL,
    to_name         TEXT    NOT NULL,
    locale          TEXT    NOT NULL,
    subject         TEXT    NOT NULL,
    text_body       TEXT    NOT NULL,
    html_body       TEXT    NOT NULL,
    message_id      TEXT    NOT NULL UNIQUE,
    priority        INTEGER NOT NULL,
    state           TEXT    NOT NULL CHECK (state IN ('queued', 'sending', 'sent', 'failed', 'interrupted', 'saved')),
    attempts        INTEGER NOT NULL,
    answer          TEXT,
    created_at      INTEGER NOT NULL,
    next_attempt_at INTEGER NOT NULL,
    finished_at     INTEGER
  );
  CREATE INDEX outbox_due ON outbox(state, next_attempt_at);
  CREATE INDEX outbox_by_time ON outbox(created_at);
  CREATE INDEX outbox_by_guest ON outbox(guest_id);
  `,
  // 11: an id is never used twice (issue 26). Without AUTOINCREMENT SQLite gives a new row the highest id plus one,
  // so removing the last household and adding one handed the newcomer the removed one's id: a session, a calendar
  // address or an answer still naming it then named the newcomer. The tables whose ids sessions, links, calendar
  // addresses, answers and the history name are rebuilt with AUTOINCREMENT (SQLite cannot add it in place), every
  // row with its id; the sequence starts at the highest id there is. Foreign keys are off during a step
  // (database.ts), so dropping a table takes nothing with it (the outbox's messages to a household
  // included), and the rebuilt one answers to the same name.
  `
  CREATE TABLE guests_v11 (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    name          TEXT    NOT NULL,
    language      TEXT,
    token_hash    TEXT    NOT NULL UNIQUE,
    token_version INTEGER NOT NULL DEFAULT 1,
    created_at    INTEGER NOT NULL,
    revoked_at    INTEGER,
    note          TEXT    NOT NULL DEFAULT '',
    link_key      TEXT,
    extra_guests  INTEGER NOT NULL DEFAULT 0,
    all_events    INTEGER NOT NULL DEFAULT 0
  );
  INSERT INTO guests_v11 (id, name, language, token_hash, token_version, created_at, revoked_at, note, link_key, extra_guests, all_events)
    SELECT id, name, language, token_hash, token_version, created_at, revoked_at, note, link_key, extra_guests, all_events FROM guests;
  DROP TABLE guests;
  ALTER TABLE guests_v11 RENAME TO guests;

  CREATE TABLE household_members_v11 (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    guest_id INTEGER NOT NULL REFERENCES guests(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    name     TEXT    NOT NULL,
    language TEXT,
    child    INTEGER NOT NULL DEFAULT 0
  );
  INSERT INTO household_members_v11 (id, guest_id, position, name, language, child)
    SELECT id, guest_id, position, name, language, child FROM household_members;
  DROP TABLE household_members;
  ALTER TABLE household_members_v11 RENAME TO household_members;
  CREATE INDEX members_by_household ON household_members(guest_id, position);

  CREATE TABLE events_v11 (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    uid        TEXT    NOT NULL UNIQUE,
    position   INTEGER NOT NULL,
    texts      TEXT    NOT NULL,
    starts_at  TEXT    NOT NULL,
    ends_at    TEXT    NOT NULL,
    time_zone  TEXT    NOT NULL,
    place      TEXT    NOT NULL,
    address    TEXT    NOT NULL,
    map_url    TEXT    NOT NULL,
    audience   TEXT    NOT NULL CHECK (audience IN ('everyone', 'invited')),
    revision   INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  INSERT INTO events_v11 (id, uid, position, texts, starts_at, ends_at, time_zone, place, address, map_url, audience, revision, created_at, updated_at)
    SELECT id, uid, position, texts, starts_at, ends_at, time_zone, place, address, map_url, audience, revision, created_at, updated_at FROM events;
  DROP TABLE events;
  ALTER TABLE events_v11 RENAME TO events;

  CREATE TABLE event_meals_v11 (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    event_id     INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    position     INTEGER NOT NULL,
    label        TEXT    NOT NULL,
    for_children INTEGER NOT NULL DEFAULT 0
  );
  INSERT INTO event_meals_v11 (id, event_id, position, label, for_children)
    SELECT id, event_id, position, label, for_children FROM event_meals;
  DROP TABLE event_meals;
  ALTER TABLE event_meals_v11 RENAME TO event_meals;
  CREATE INDEX meals_by_event ON event_meals(event_id, position);

  CREATE TABLE rsvp_questions_v11 (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    position INTEGER NOT NULL,
    kind     TEXT    NOT NULL CHECK (kind IN ('yesNo', 'choice', 'text')),
    scope    TEXT    NOT NULL CHECK (scope IN ('household', 'member')),
    event_id INTEGER REFERENCES events(id) ON DELETE CASCADE,
    label    TEXT    NOT NULL,
    choices  TEXT    NOT NULL,
    revision INTEGER NOT NULL
  );
  INSERT INTO rsvp_questions_v11 (id, position, kind, scope, event_id, label, choices, revision)
    SELECT id, position, kind, scope, event_id, label, choices, revision FROM rsvp_questions;
  DROP TABLE rsvp_questions;
  ALTER TABLE rsvp_questions_v11 RENAME TO rsvp_questions;

  CREATE TABLE rsvp_history_v11 (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    guest_id INTEGER NOT NULL REFERENCES guests(id) ON DELETE CASCADE,
    at       INTEGER NOT NULL,
    by       TEXT    NOT NULL CHECK (by IN ('guest', 'couple')),
    person   TEXT,
    event    TEXT,
    field    TEXT    NOT NULL,
    label    TEXT,
    old      TEXT,
    new      TEXT
  );
  INSERT INTO rsvp_history_v11 (id, guest_id, at, by, person, event, field, label, old, new)
    SELECT id, guest_id, at, by, person, event, field, label, old, new FROM rsvp_history;
  DROP TABLE rsvp_history;
  ALTER TABLE rsvp_history_v11 RENAME TO rsvp_history;
  CREATE INDEX history_by_guest ON rsvp_history(guest_id, id);
  CREATE INDEX history_by_time ON rsvp_history(at);
  CREATE TRIGGER rsvp_history_append_only BEFORE UPDATE ON rsvp_history
    BEGIN SELECT RAISE(ABORT, 'rsvp_history is append-only'); END;
  `,
  // 12: contacts (issue 27, docs/decisions/0036). A household's e-mail address and phone number (member_id NULL), or
  // a member's; at most one row each, none when both are empty. Personal data: updated_at tells the purge after the
  // wedding what was recorded before its day. Written only by server/guests/household-contacts.ts. reminders: the
  // days the couple marked a household reminded to answer, at most one a day (the venue's), written only by
  // server/rsvp/reminder-log.ts. Both go with their household or member (ON DELETE CASCADE).
  `
  CREATE TABLE contacts (
    id         INTEGER PRIMARY KEY,
    guest_id   INTEGER NOT NULL REFERENCES guests(id) ON DELETE CASCADE,
    member_id  INTEGER REFERENCES household_members(id) ON DELETE CASCADE,
    email      TEXT    NOT NULL DEFAULT '',
    phone      TEXT    NOT NULL DEFAULT '',
    updated_at INTEGER NOT NULL
  );
  CREATE UNIQUE INDEX contacts_one_each ON contacts(guest_id, IFNULL(member_id, 0));
  CREATE INDEX contacts_by_member ON contacts(member_id);
  CREATE TABLE reminders (
    guest_id INTEGER NOT NULL REFERENCES guests(id) ON DELETE CASCADE,
    day      TEXT    NOT NULL,
    at       INTEGER NOT NULL,
    PRIMARY KEY (guest_id, day)
  ) WITHOUT ROWID;
  `,
  // 13: a message's attachments (issue 27): the calendar files (.ics) a household's confirmation carries, as a JSON
  // array of { filename, contentType, content } (text), sent with it and saved with it in its .eml file. Purged with
  // the message after the wedding.
  `
  ALTER TABLE outbox ADD COLUMN attachments TEXT NOT NULL DEFAULT '[]';
  `,
  // 14: the couple stops what still waits (issue 36): a message can be `cancelled` (never sent, whatever restarts),
  // and `batch_id` ties the messages of one send to several households together (the id of the batch's first
  // message), so a whole batch can be cancelled. SQLite cannot change a CHECK in place: the table is rebuilt, every
  // row with its id.
  `
  CREATE TABLE outbox_v14 (
    id              INTEGER PRIMARY KEY,
    kind            TEXT    NOT NULL,
    guest_id        INTEGER REFERENCES guests(id) ON DELETE CASCADE,
    to_address      TEXT    NOT NULL,
    to_name         TEXT    NOT NULL,
    locale          TEXT    NOT NULL,
    subject         TEXT    NOT NULL,
    text_body       TEXT    NOT NULL,
    html_body       TEXT    NOT NULL,
    message_id      TEXT    NOT NULL UNIQUE,
    priority        INTEGER NOT NULL,
    state           TEXT    NOT NULL CHECK (state IN ('queued', 'sending', 'sent', 'failed', 'interrupted', 'saved', 'cancelled')),
    attempts        INTEGER NOT NULL,
    answer          TEXT,
    created_at      INTEGER NOT NULL,
    next_attempt_at INTEGER NOT NULL,
    finished_at     INTEGER,
    attachments     TEXT    NOT NULL DEFAULT '[]',
    batch_id        INTEGER
  );
  INSERT INTO outbox_v14 (id, kind, guest_id, to_address, to_name, locale, subject, text_body, html_body, message_id, priority, state, attempts,
      answer, created_at, next_attempt_at, finished_at, attachments)
    SELECT id, kind, guest_id, to_address, to_name, locale, subject, text_body, html_body, message_id, priority, state, attempts,
      answer, created_at, next_attempt_at, finished_at, attachments FROM outbox;
  DROP TABLE outbox;
  ALTER TABLE outbox_v14 RENAME TO outbox;
  CREATE INDEX outbox_due ON outbox(state, next_attempt_at);
  CREATE INDEX outbox_by_time ON outbox(created_at);
  CREATE INDEX outbox_by_guest ON outbox(guest_id);
  CREATE INDEX outbox_by_batch ON outbox(batch_id);
  `,
  // 15: the invitation given by hand (issue 36): a household the couple sent its link by WhatsApp from their own
  // phone, or gave the invitation to in person, marked so on the dashboard; the last mark only, with its time. Written
  // only by server/invitation/invitation-handoffs.ts; goes with its household (ON DELETE CASCADE).
  `
  CREATE TABLE invitation_handoffs (
    guest_id INTEGER PRIMARY KEY REFERENCES guests(id) ON DELETE CASCADE,
    channel  TEXT    NOT NULL CHECK (channel IN ('whatsapp', 'inPerson')),
    at       INTEGER NOT NULL
  ) WITHOUT ROWID;
  `,
  // 16: the record of changes made on the dashboard (issue 38, docs/decisions/0062): who (a person's id, null for the
  // couple's shared ADMIN_PASSWORD), when, what (a word of common/change-record-api.ts) and to what (an id, and its
  // name as it was then, in the site's language). Never the content of an answer, a contact or a secret. Written only
  // by server/auth/change-record.ts, which keeps the newest rows up to a cap; purged after the wedding. No row is ever
  // changed (the trigger): rows are added, and dropped beyond the cap or by the purge.
  `
  CREATE TABLE change_record (
    id        INTEGER PRIMARY KEY AUTOINCREMENT,
    at        INTEGER NOT NULL,
    person_id INTEGER,
    what      TEXT    NOT NULL,
    target_id INTEGER,
    target    TEXT
  );
  CREATE INDEX change_record_by_time ON change_record(at);
  CREATE INDEX change_record_by_person ON change_record(person_id, id);
  CREATE TRIGGER change_record_append_only BEFORE UPDATE ON change_record
    BEGIN SELECT RAISE(ABORT, 'change_record is append-only'); END;
  `,
  // 17: the dashboard's sessions and sign-ins on record (issue 38, docs/decisions/0061). admin_session_details: for
  // each of the couple's sessions, the device and browser in words and where it came from (an IPv4 address or an
  // IPv6 /64), going with its session (ON DELETE CASCADE); written only by server/auth/dashboard-sessions.ts, which
  // gives a session started before it (or by a script) a row that knows neither when it lists them. admin_sign_ins: every sign-in to the dashboard, right or refused,
  // bounded, purged after the wedding; `person_id` NULL is the couple (a person of the dashboard later); written only by
  // server/auth/sign-in-record.ts. Neither holds a secret.
  `
  CREATE TABLE admin_session_details (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    session_hash TEXT    NOT NULL UNIQUE REFERENCES sessions(id_hash) ON DELETE CASCADE,
    browser      TEXT,
    system       TEXT,
    address      TEXT
  );
  CREATE TABLE admin_sign_ins (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    at         INTEGER NOT NULL,
    person_id  INTEGER,
    outcome    TEXT    NOT NULL CHECK (outcome IN ('signed-in', 'wrong-password', 'too-many')),
    method     TEXT    NOT NULL CHECK (method IN ('password', 'passkey')),
    new_device INTEGER NOT NULL CHECK (new_device IN (0, 1)),
    address    TEXT    NOT NULL,
    browser    TEXT,
    system     TEXT
  );
  CREATE INDEX sign_ins_by_time ON admin_sign_ins(at);
  CREATE INDEX sign_ins_by_outcome ON admin_sign_ins(outcome, id);
  `,
  // 18: the people who run the wedding (issue 38, docs/decisions/0059): each signs in as themselves with an e-mail
  // address and a password of their own, in a role (couple, planner, helper). Only a password's scrypt hash is kept,
  // NULL until the person has chosen one through their set-up link; a link is kept as its token's SHA-256, at most one
  // per person, until it is used, revoked or replaced. A dashboard session names its person (NULL: ADMIN_PASSWORD,
  // the couple's way in and way back) and ends with them (ON DELETE CASCADE). Written only by server/auth/people.ts
  // and, for sessions, server/auth/session-store.ts.
  `
  CREATE TABLE people (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    name          TEXT    NOT NULL,
    email         TEXT    NOT NULL UNIQUE,
    role          TEXT    NOT NULL CHECK (role IN ('couple', 'planner', 'helper')),
    password_hash TEXT,
    created_at    INTEGER NOT NULL
  );
  CREATE TABLE person_setup_links (
    person_id  INTEGER PRIMARY KEY REFERENCES people(id) ON DELETE CASCADE,
    token_hash TEXT    NOT NULL UNIQUE,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  ALTER TABLE sessions ADD COLUMN person_id INTEGER REFERENCES people(id) ON DELETE CASCADE;
  CREATE INDEX sessions_by_person ON sessions(person_id);
  `,
  // 19: passkeys (issue 38, docs/decisions/0063). A person's passkeys: the credential's id and public key (COSE), its
  // signature counter, transports, the name its person gave it, when it was made and last used; they go with their
  // person (ON DELETE CASCADE). A WebAuthn challenge waits server-side, single-use, for a few minutes: for an
  // enrolment it names its person, for a sign-in nobody (the passkey says whose it is). Written only by
  // server/auth/passkeys.ts. admin_sign_ins is rebuilt, with its rows and its sequence, to allow the outcome 'refused'
  // (a passkey not accepted).
  `
  CREATE TABLE passkeys (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    person_id     INTEGER NOT NULL REFERENCES people(id) ON DELETE CASCADE,
    credential_id TEXT    NOT NULL UNIQUE,
    public_key    BLOB    NOT NULL,
    counter       INTEGER NOT NULL,
    transports    TEXT    NOT NULL,
    name          TEXT    NOT NULL,
    created_at    INTEGER NOT NULL,
    last_used_at  INTEGER
  );
  CREATE INDEX passkeys_by_person ON passkeys(person_id);
  CREATE TABLE passkey_challenges (
    challenge  TEXT    PRIMARY KEY,
    purpose    TEXT    NOT NULL CHECK (purpose IN ('enrol', 'sign-in')),
    person_id  INTEGER REFERENCES people(id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL
  );
  CREATE TABLE admin_sign_ins_new (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    at         INTEGER NOT NULL,
    person_id  INTEGER,
    outcome    TEXT    NOT NULL CHECK (outcome IN ('signed-in', 'wrong-password', 'too-many', 'refused')),
    method     TEXT    NOT NULL CHECK (method IN ('password', 'passkey')),
    new_device INTEGER NOT NULL CHECK (new_device IN (0, 1)),
    address    TEXT    NOT NULL,
    browser    TEXT,
    system     TEXT
  );
  INSERT INTO admin_sign_ins_new SELECT id, at, person_id, outcome, method, new_device, address, browser, system FROM admin_sign_ins;
  -- The ids go on from where they were (trimmed rows' ids included): a sign-in's id is never given twice.
  DELETE FROM sqlite_sequence WHERE name = 'admin_sign_ins_new';
  INSERT INTO sqlite_sequence (name, seq) SELECT 'admin_sign_ins_new', seq FROM sqlite_sequence WHERE name = 'admin_sign_ins';
  DROP TABLE admin_sign_ins;
  ALTER TABLE admin_sign_ins_new RENAME TO admin_sign_ins;
  CREATE INDEX sign_ins_by_time ON admin_sign_ins(at);
  CREATE INDEX sign_ins_by_outcome ON admin_sign_ins(outcome, id);
  `,
  // 20: a second factor for the people of the dashboard (issue 38, docs/decisions/0064). An authenticator app's secret
  // per person (kept until it is turned off, never returned after enrolment; confirmed_at NULL until a code confirms it;
  // last_step the time step of the last code accepted, so no code counts twice), and their recovery codes, each kept as
  // its SHA-256 (120 random bits) and marked when used. The sign-in record learns the second factor's outcomes and
  // methods: SQLite cannot change a CHECK, so the table is made again with its rows and its sequence. Written only by
  // server/auth/second-factor.ts and server/auth/sign-in-record.ts.
  `
  CREATE TABLE person_totp (
    person_id    INTEGER PRIMARY KEY REFERENCES people(id) ON DELETE CASCADE,
    secret       TEXT    NOT NULL,
    created_at   INTEGER NOT NULL,
    confirmed_at INTEGER,
    last_step    INTEGER
  );
  CREATE TABLE person_recovery_codes (
    person_id INTEGER NOT NULL REFERENCES people(id) ON DELETE CASCADE,
    code_hash TEXT    NOT NULL,
    used_at   INTEGER,
    PRIMARY KEY (person_id, code_hash)
  ) WITHOUT ROWID;
  CREATE TABLE admin_sign_ins_new (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    at         INTEGER NOT NULL,
    person_id  INTEGER,
    outcome    TEXT    NOT NULL CHECK (outcome IN ('signed-in', 'wrong-password', 'too-many', 'refused', 'second-factor-needed', 'wrong-code')),
    method     TEXT    NOT NULL CHECK (method IN ('password', 'passkey', 'authenticator', 'recovery-code')),
    new_device INTEGER NOT NULL CHECK (new_device IN (0, 1)),
    address    TEXT    NOT NULL,
    browser    TEXT,
    system     TEXT
  );
  INSERT INTO admin_sign_ins_new SELECT id, at, person_id, outcome, method, new_device, address, browser, system FROM admin_sign_ins;
  -- The ids go on from where they were (trimmed rows' ids included): a sign-in's id is never given twice.
  DELETE FROM sqlite_sequence WHERE name = 'admin_sign_ins_new';
  INSERT INTO sqlite_sequence (name, seq) SELECT 'admin_sign_ins_new', seq FROM sqlite_sequence WHERE name = 'admin_sign_ins';
  DROP TABLE admin_sign_ins;
  ALTER TABLE admin_sign_ins_new RENAME TO admin_sign_ins;
  CREATE INDEX sign_ins_by_time ON admin_sign_ins(at);
  CREATE INDEX sign_ins_by_outcome ON admin_sign_ins(outcome, id);
  `,
  // 21: known devices per person, and a person's language (issue 38, docs/decisions/0065). A row of admin_devices is
  // a device and who signed in on it (person_id NULL: ADMIN_PASSWORD), so a device known to the couple is still new for
  // a planner; a device's rows go with their person (ON DELETE CASCADE). The devices known before were signed in on
  // with ADMIN_PASSWORD or by a person, which the table did not say: they stay known to the couple's password only, so
  // a person is asked their second factor once more on each. A person's language (NULL: not said) is the one their
  // dashboard was in when they chose their password: the e-mails the server sends them speak it. Written only by
  // server/auth/known-devices.ts and server/auth/people.ts.
  `
  CREATE TABLE admin_devices_new (
    id_hash    TEXT    NOT NULL,
    person_id  INTEGER REFERENCES people(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  INSERT INTO admin_devices_new (id_hash, person_id, created_at, expires_at) SELECT id_hash, NULL, created_at, expires_at FROM admin_devices;
  DROP TABLE admin_devices;
  ALTER TABLE admin_devices_new RENAME TO admin_devices;
  -- One row per device and person; NULL (the couple's password) counted as one person.
  CREATE UNIQUE INDEX admin_devices_by_device ON admin_devices(id_hash, IFNULL(person_id, 0));
  CREATE INDEX admin_devices_by_person ON admin_devices(person_id, created_at);
  ALTER TABLE people ADD COLUMN locale TEXT;
  `,
  // 22: the day's photos (issue 39, docs/decisions/0066). Each photo or video a guest added: its bytes' SHA-256 (the
  // same bytes are kept once), whose it is (`uploader`: 'h<household id>', 'd<drop session id>' or 'p<the password
  // session's hash>', '' once the purge has forgotten it; the household again as household_id for the couple's
  // lists, set NULL by the purge too), the drop link's optional name, the kind and status, the sizes, the photo's
  // time (ms; from its metadata, else the file's date) and the upload's, and the original's and renditions' files
  // in DATA_DIR/day-photos. Each uploader of the same bytes has a claim (day_photo_claims: the first one's too), so
  // the photo is in each one's own list and goes only with the last claim; the photo's own columns credit one of
  // them (the first, then the oldest claim left). The couple's settings (one row: the mode, the window, NULL for the default around the
  // wedding day, the limits, the drop and wall links' random keys, from which their tokens are derived with the link
  // secret as the guests' links are) and the drop link's sessions (only their id's SHA-256). Written only by
  // server/photos/photo-store.ts.
  `
  CREATE TABLE day_photo_settings (
    id                 INTEGER PRIMARY KEY CHECK (id = 1),
    mode               TEXT    NOT NULL DEFAULT 'approve' CHECK (mode IN ('open', 'approve', 'reveal')),
    reveal_at          INTEGER,
    opens_at           INTEGER,
    closes_at          INTEGER,
    file_bytes         INTEGER NOT NULL DEFAULT 209715200,
    household_bytes    INTEGER NOT NULL DEFAULT 2147483648,
    site_bytes         INTEGER NOT NULL DEFAULT 53687091200,
    drop_shows_gallery INTEGER NOT NULL DEFAULT 0 CHECK (drop_shows_gallery IN (0, 1)),
    drop_key           TEXT    NOT NULL,
    wall_key           TEXT    NOT NULL
  );
  INSERT INTO day_photo_settings (id, drop_key, wall_key) VALUES (1, lower(hex(randomblob(16))), lower(hex(randomblob(16))));
  CREATE TABLE day_photo_drop_sessions (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    id_hash    TEXT    NOT NULL UNIQUE,
    drop_key   TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE TABLE day_photos (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    sha256          TEXT    NOT NULL UNIQUE,
    uploader        TEXT    NOT NULL,
    household_id    INTEGER REFERENCES guests(id) ON DELETE SET NULL,
    drop_name       TEXT,
    kind            TEXT    NOT NULL CHECK (kind IN ('photo', 'video')),
    type            TEXT    NOT NULL,
    status          TEXT    NOT NULL CHECK (status IN ('processing', 'pending', 'shown', 'hidden', 'failed')),
    file_name       TEXT    NOT NULL,
    bytes           INTEGER NOT NULL,
    rendition_bytes INTEGER NOT NULL DEFAULT 0,
    width           INTEGER NOT NULL DEFAULT 0,
    height          INTEGER NOT NULL DEFAULT 0,
    taken_at        INTEGER,
    uploaded_at     INTEGER NOT NULL,
    shown_at        INTEGER,
    has_poster      INTEGER NOT NULL DEFAULT 0 CHECK (has_poster IN (0, 1))
  );
  CREATE INDEX day_photos_by_uploader ON day_photos(uploader, id);
  CREATE INDEX day_photos_by_status ON day_photos(status, id);
  CREATE INDEX day_photos_by_shown ON day_photos(shown_at, id);
  CREATE TABLE day_photo_claims (
    photo_id     INTEGER NOT NULL REFERENCES day_photos(id) ON DELETE CASCADE,
    uploader     TEXT    NOT NULL,
    household_id INTEGER REFERENCES guests(id) ON DELETE SET NULL,
    drop_name    TEXT,
    claimed_at   INTEGER NOT NULL,
    PRIMARY KEY (photo_id, uploader)
  );
  CREATE INDEX day_photo_claims_by_uploader ON day_photo_claims(uploader, photo_id);
  `,
];
