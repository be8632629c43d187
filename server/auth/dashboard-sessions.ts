/**
 * The dashboard's sessions as the dashboard lists them (issue 38, docs/decisions/0061): everyone's for the couple, a
 * planner's or helper's own for them (docs/decisions/0065: `owner` names the person whose sessions are meant; none
 * means everyone's). The one module that writes
 * `admin_session_details` and the setting of how long an unused session lasts. A session itself is the session
 * store's (session-store.ts): it is started and ended there, so its memory of recent sessions is never stale; the
 * details go with their session (ON DELETE CASCADE). Each session is named to the dashboard by the details' own id,
 * never by its id's hash.
 */
import { DEFAULT_IDLE_MINUTES, IDLE_MINUTES_CHOICES, type DashboardSession, type IdleMinutes } from '#common/dashboard-sessions-api';
import type { Db } from '../db/database';
import { sha256 } from '../secrets';
import type { DeviceWords } from './device-words';
import type { Session, SessionStore } from './session-store';

const IDLE_KEY = 'dashboard_idle_minutes';

/** Whose sessions: a person's id, or EVERYONE's (the couple's view). */
type Owner = number | null;
const EVERYONE = null;

export interface SessionPlace extends DeviceWords {
  /** client-address.ts's addressKey of where it signed in from. */
  address: string;
}

export interface DashboardSessionsOptions {
  /** False only in tests whose clock jumps days with the couple signed in: then no session ends for being unused. */
  idleTimeout?: boolean;
  now?: () => number;
}

export function createDashboardSessions(db: Db, sessions: SessionStore, { idleTimeout = true, now = Date.now }: DashboardSessionsOptions = {}) {
  const insertDetails = db.prepare('INSERT INTO admin_session_details (session_hash, browser, system, address) VALUES (?, ?, ?, ?)');
  // A session started without details (by a script or a test through the session store) is listed all the same.
  const fillMissing = db.prepare(
    `INSERT INTO admin_session_details (session_hash)
       SELECT id_hash FROM sessions WHERE kind = 'admin' AND id_hash NOT IN (SELECT session_hash FROM admin_session_details)`,
  );
  // `? IS NULL OR person_id = ?`: everyone's when no owner is given, else that person's only.
  const live = db.prepare(
    `SELECT d.id, d.browser, d.system, d.address, s.id_hash AS idHash, s.created_at AS createdAt, s.last_seen_at AS lastUsedAt,
            s.person_id AS personId
       FROM sessions s JOIN admin_session_details d ON d.session_hash = s.id_hash
      WHERE s.kind = 'admin' AND s.expires_at > ? AND s.last_seen_at > ? AND (? IS NULL OR s.person_id = ?)
      ORDER BY s.last_seen_at DESC, d.id DESC`,
  );
  const hashOf = db
    .prepare(
      `SELECT d.session_hash FROM admin_session_details d JOIN sessions s ON s.id_hash = d.session_hash
        WHERE d.id = ? AND s.kind = 'admin' AND (? IS NULL OR s.person_id = ?)`,
    )
    .pluck();
  const adminHashes = db.prepare("SELECT id_hash FROM sessions WHERE kind = 'admin' AND (? IS NULL OR person_id = ?)").pluck();
  const idleHashes = db.prepare("SELECT id_hash FROM sessions WHERE kind = 'admin' AND last_seen_at <= ?").pluck();
  const readSetting = db.prepare('SELECT value FROM settings WHERE key = ?').pluck();
  const writeSetting = db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');

  const savedIdle = (): IdleMinutes => {
    const saved = Number(readSetting.get(IDLE_KEY));
    return IDLE_MINUTES_CHOICES.find((choice) => choice === saved) ?? DEFAULT_IDLE_MINUTES;
  };
  // Read on every request of the dashboard: kept in memory, and written only here.
  let idleMinutes = savedIdle();

  // A finite number either way: it is a bound in SQL too.
  const idleMs = () => (idleTimeout ? idleMinutes * 60_000 : Number.MAX_SAFE_INTEGER / 2);

  /** Ends the couple's sessions whose hashes are given, but `keep`; returns how many ended. */
  const endHashes = db.transaction((hashes: string[], keep: string | null) => {
    let ended = 0;
    for (const hash of hashes) if (hash !== keep && sessions.endByHash(hash)) ended += 1;
    return ended;
  });

  return {
    /** How long an unused session of the dashboard lasts, in ms. */
    idleMs,
    idleMinutes: (): IdleMinutes => idleMinutes,
    setIdleMinutes(minutes: IdleMinutes): void {
      writeSetting.run(IDLE_KEY, String(minutes));
      idleMinutes = minutes;
    },
    /** A session just started at sign-in: what it was started on, and from where. */
    started(cookieValue: string, place: SessionPlace): void {
      insertDetails.run(sha256(cookieValue), place.browser, place.system, place.address);
    },
    /** The live sessions (everyone's, or `owner`'s), the most recently used first; `current` is the asking device's. */
    list(current: Session, owner: Owner = EVERYONE): DashboardSession[] {
      const at = now();
      fillMissing.run();
      const rows = live.all(at, at - idleMs(), owner, owner) as Array<Omit<DashboardSession, 'current'> & { idHash: string }>;
      return rows.map(({ idHash, ...row }) => ({ ...row, current: idHash === current.idHash }));
    },
    /** The hash of the session a listed id names, if it is the dashboard's (and `owner`'s) and still there. */
    hashOf: (id: number, owner: Owner = EVERYONE): string | undefined => hashOf.get(id, owner, owner) as string | undefined,
    /** Ends one session by its hash; returns whether it was there. */
    end: (idHash: string): boolean => sessions.endByHash(idHash),
    /** Ends every session of the dashboard (or of `owner`) but `keep` (null: every one); returns how many ended. */
    endAllBut: (keep: string | null, owner: Owner = EVERYONE): number => endHashes(adminHashes.all(owner, owner) as string[], keep),
    /** Ends the sessions unused for longer than the setting (each also ends when it next asks); returns how many. */
    endIdle: (): number => endHashes(idleHashes.all(now() - idleMs()) as string[], null),
  };
}

export type DashboardSessions = ReturnType<typeof createDashboardSessions>;
