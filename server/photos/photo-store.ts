/**
 * The day's photos' tables (migration 22, docs/decisions/0066): the photos, each uploader's claim on them (the same
 * bytes are kept once, and are in each uploader's own list), the couple's settings and the drop link's sessions.
 * The one writer of them.
 */
import type { Db } from '../db/database';
import type { PhotoKind, PhotoLimits, PhotoMode, PhotoStatus } from '#common/photos-api';

export interface PhotoRow {
  id: number;
  sha256: string;
  uploader: string;
  householdId: number | null;
  /** The household's name as the couple wrote it (joined), or null. */
  householdName: string | null;
  dropName: string | null;
  kind: PhotoKind;
  /** The sniffed type of the original: jpeg, png, webp, heic, mp4 or webm. */
  type: string;
  status: PhotoStatus;
  fileName: string;
  bytes: number;
  renditionBytes: number;
  width: number;
  height: number;
  takenAt: number | null;
  uploadedAt: number;
  shownAt: number | null;
  hasPoster: boolean;
}

export interface StoredPhotoSettings {
  mode: PhotoMode;
  revealAt: number | null;
  /** NULL: the default window around the wedding day (photo-window.ts). */
  opensAt: number | null;
  closesAt: number | null;
  limits: PhotoLimits;
  dropShowsGallery: boolean;
  dropKey: string;
  wallKey: string;
}

export type NewPhoto = Pick<PhotoRow, 'sha256' | 'uploader' | 'householdId' | 'dropName' | 'kind' | 'type' | 'fileName' | 'bytes' | 'takenAt' | 'uploadedAt'>;

const COLUMNS = `p.id, p.sha256, p.uploader, p.household_id AS householdId, g.name AS householdName, p.drop_name AS dropName,
  p.kind, p.type, p.status, p.file_name AS fileName, p.bytes, p.rendition_bytes AS renditionBytes, p.width, p.height,
  p.taken_at AS takenAt, p.uploaded_at AS uploadedAt, p.shown_at AS shownAt, p.has_poster AS hasPoster`;
const FROM = 'FROM day_photos p LEFT JOIN guests g ON g.id = p.household_id';

type RawRow = Omit<PhotoRow, 'hasPoster'> & { hasPoster: number };
const toRow = (raw: RawRow | undefined): PhotoRow | undefined => (raw ? { ...raw, hasPoster: raw.hasPoster === 1 } : undefined);

export function createPhotoStore(db: Db) {
  const settingsRow = db.prepare(
    `SELECT mode, reveal_at AS revealAt, opens_at AS opensAt, closes_at AS closesAt, file_bytes AS fileBytes,
            household_bytes AS householdBytes, site_bytes AS siteBytes, drop_shows_gallery AS dropShowsGallery,
            drop_key AS dropKey, wall_key AS wallKey FROM day_photo_settings WHERE id = 1`,
  );
  const saveSettings = db.prepare(
    `UPDATE day_photo_settings SET mode = ?, reveal_at = ?, opens_at = ?, closes_at = ?, file_bytes = ?, household_bytes = ?,
            site_bytes = ?, drop_shows_gallery = ? WHERE id = 1`,
  );
  const newDropKey = db.prepare('UPDATE day_photo_settings SET drop_key = lower(hex(randomblob(16))) WHERE id = 1');
  const newWallKey = db.prepare('UPDATE day_photo_settings SET wall_key = lower(hex(randomblob(16))) WHERE id = 1');
  const endDropSessions = db.prepare('DELETE FROM day_photo_drop_sessions WHERE drop_key <> ? OR expires_at <= ?');
  const insertDropSession = db.prepare('INSERT INTO day_photo_drop_sessions (id_hash, drop_key, created_at, expires_at) VALUES (?, ?, ?, ?)');
  const dropSession = db.prepare('SELECT id, drop_key AS dropKey, expires_at AS expiresAt FROM day_photo_drop_sessions WHERE id_hash = ?');

  const insertPhoto = db.prepare(
    `INSERT INTO day_photos (sha256, uploader, household_id, drop_name, kind, type, status, file_name, bytes, taken_at, uploaded_at)
     VALUES (?, ?, ?, ?, ?, ?, 'processing', ?, ?, ?, ?) ON CONFLICT (sha256) DO NOTHING`,
  );
  const bySha = db.prepare('SELECT id FROM day_photos WHERE sha256 = ?');
  const insertClaim = db.prepare('INSERT INTO day_photo_claims (photo_id, uploader, household_id, drop_name, claimed_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING');
  const claim = db.prepare('SELECT 1 FROM day_photo_claims WHERE photo_id = ? AND uploader = ?');
  const removeClaim = db.prepare('DELETE FROM day_photo_claims WHERE photo_id = ? AND uploader = ?');
  const oldestClaim = db.prepare('SELECT uploader, household_id AS householdId, drop_name AS dropName FROM day_photo_claims WHERE photo_id = ? ORDER BY claimed_at, rowid LIMIT 1');
  const credit = db.prepare('UPDATE day_photos SET uploader = ?, household_id = ?, drop_name = ? WHERE id = ?');
  const byId = db.prepare(`SELECT ${COLUMNS} ${FROM} WHERE p.id = ?`);
  const processed = db.prepare('UPDATE day_photos SET status = ?, width = ?, height = ?, rendition_bytes = ?, taken_at = coalesce(?, taken_at), shown_at = ? WHERE id = ?');
  const setPoster = db.prepare('UPDATE day_photos SET has_poster = 1, rendition_bytes = rendition_bytes + ?, width = ?, height = ? WHERE id = ?');
  const setStatus = db.prepare(`UPDATE day_photos SET status = ?, shown_at = CASE WHEN ? = 'shown' AND status <> 'shown' THEN ? ELSE shown_at END WHERE id = ? AND status NOT IN ('processing', 'failed') AND status <> ?`);
  const remove = db.prepare('DELETE FROM day_photos WHERE id = ?');
  const usedBy = db.prepare('SELECT coalesce(sum(p.bytes), 0) AS used FROM day_photo_claims c JOIN day_photos p ON p.id = c.photo_id WHERE c.uploader = ?');
  const usedAll = db.prepare('SELECT coalesce(sum(bytes + rendition_bytes), 0) AS used FROM day_photos');
  const mine = db.prepare(`SELECT ${COLUMNS} ${FROM} WHERE p.id IN (SELECT photo_id FROM day_photo_claims WHERE uploader = ?) ORDER BY p.id DESC LIMIT 2000`);
  const pending = db.prepare("SELECT count(*) AS n FROM day_photos WHERE status = 'pending'");
  const forget = db.prepare("UPDATE day_photos SET uploader = '', household_id = NULL, drop_name = NULL WHERE uploaded_at < ? AND (uploader <> '' OR household_id IS NOT NULL OR drop_name IS NOT NULL)");
  const forgetClaims = db.prepare('DELETE FROM day_photo_claims WHERE claimed_at < ?');
  const toForget = db.prepare(
    `SELECT count(*) AS n FROM day_photos p WHERE (p.uploaded_at < ? AND (p.uploader <> '' OR p.household_id IS NOT NULL OR p.drop_name IS NOT NULL))
       OR EXISTS (SELECT 1 FROM day_photo_claims c WHERE c.photo_id = p.id AND c.claimed_at < ?)`,
  );
  const after = db.prepare(`SELECT ${COLUMNS} ${FROM} WHERE p.id > ? ORDER BY p.id LIMIT 200`);

  return {
    settings(): StoredPhotoSettings {
      const raw = settingsRow.get() as Omit<StoredPhotoSettings, 'limits' | 'dropShowsGallery'> & PhotoLimits & { dropShowsGallery: number };
      const { fileBytes, householdBytes, siteBytes, dropShowsGallery, ...rest } = raw;
      return { ...rest, limits: { fileBytes, householdBytes, siteBytes }, dropShowsGallery: dropShowsGallery === 1 };
    },
    saveSettings(settings: Omit<StoredPhotoSettings, 'dropKey' | 'wallKey'>): void {
      const { mode, revealAt, opensAt, closesAt, limits, dropShowsGallery } = settings;
      saveSettings.run(mode, revealAt, opensAt, closesAt, limits.fileBytes, limits.householdBytes, limits.siteBytes, dropShowsGallery ? 1 : 0);
    },
    /** A new drop link: the old one and every session it began stop working at once. */
    newDropLink(now: number): void {
      db.transaction(() => {
        newDropKey.run();
        endDropSessions.run((settingsRow.get() as { dropKey: string }).dropKey, now);
      })();
    },
    newWallLink(): void {
      newWallKey.run();
    },
    startDropSession(idHash: string, dropKey: string, now: number, expiresAt: number): void {
      endDropSessions.run(dropKey, now);
      insertDropSession.run(idHash, dropKey, now, expiresAt);
    },
    /** The drop session of a cookie's hash: only one begun by the current drop link and not expired. */
    dropSession(idHash: string, now: number): { id: number } | undefined {
      const found = dropSession.get(idHash) as { id: number; dropKey: string; expiresAt: number } | undefined;
      if (!found || found.expiresAt <= now || found.dropKey !== this.settings().dropKey) return undefined;
      return { id: found.id };
    },

    /**
     * Adds a photo as 'processing', claimed by its uploader; `existing` when the same bytes are kept already: nothing
     * is added but the uploader's claim, so the photo is in their own list too.
     */
    add(photo: NewPhoto): { id: number; existing: boolean } {
      return db.transaction(() => {
        const added = insertPhoto.run(photo.sha256, photo.uploader, photo.householdId, photo.dropName, photo.kind, photo.type, photo.fileName, photo.bytes, photo.takenAt, photo.uploadedAt);
        const existing = added.changes !== 1;
        const id = existing ? (bySha.get(photo.sha256) as { id: number }).id : Number(added.lastInsertRowid);
        insertClaim.run(id, photo.uploader, photo.householdId, photo.dropName, photo.uploadedAt);
        return { id, existing };
      })();
    },
    /** Whether this uploader added this photo (first or again). */
    claimedBy: (id: number, uploader: string) => claim.get(id, uploader) !== undefined,
    /**
     * An uploader's delete: their claim goes; the photo goes too ('gone': its files are the caller's to remove) only
     * when no claim is left and the purge has not forgotten who added it (then it is the couple's to keep). While
     * others' claims are left, one of them is credited with it if the one who went was.
     */
    unclaim(id: number, uploader: string): 'not-theirs' | 'unclaimed' | 'gone' {
      return db.transaction(() => {
        if (removeClaim.run(id, uploader).changes === 0) return 'not-theirs';
        const photo = byId.get(id) as RawRow | undefined;
        const next = oldestClaim.get(id) as { uploader: string; householdId: number | null; dropName: string | null } | undefined;
        if (!next) {
          if (photo?.uploader !== uploader) return 'unclaimed';
          remove.run(id);
          return 'gone';
        }
        if (photo?.uploader === uploader) credit.run(next.uploader, next.householdId, next.dropName, id);
        return 'unclaimed';
      })();
    },
    idOfBytes: (sha256: string) => (bySha.get(sha256) as { id: number } | undefined)?.id,
    photo: (id: number) => toRow(byId.get(id) as RawRow | undefined),
    /** The renditions are written: the photo waits for the couple, is shown, or failed (a damaged file). */
    processed(id: number, outcome: { status: PhotoStatus; width: number; height: number; renditionBytes: number; takenAt: number | null }, now: number): void {
      processed.run(outcome.status, outcome.width, outcome.height, outcome.renditionBytes, outcome.takenAt, outcome.status === 'shown' ? now : null, id);
    },
    /** A video's poster frame: its size stands for the video's in the gallery. */
    posterAdded: (id: number, poster: { bytes: number; width: number; height: number }) => void setPoster.run(poster.bytes, poster.width, poster.height, id),
    /** Shows or hides photos (not one still processing or failed); how many changed. */
    review(ids: readonly number[], status: 'shown' | 'hidden', now: number): number {
      return db.transaction(() => ids.reduce((changed, id) => changed + setStatus.run(status, status, now, id, status).changes, 0))();
    },
    /** The couple's delete: every uploader's claim goes with the photo (ON DELETE CASCADE). */
    remove: (id: number) => remove.run(id).changes === 1,
    usedBy: (uploader: string) => (usedBy.get(uploader) as { used: number }).used,
    usedBySite: () => (usedAll.get() as { used: number }).used,
    mine: (uploader: string) => (mine.all(uploader) as RawRow[]).map((raw) => toRow(raw)!),
    pendingCount: () => (pending.get() as { n: number }).n,
    /** Photos newest first (by id), before `before`, of these statuses; `limit` at most. */
    page(statuses: readonly PhotoStatus[], before: number | null, limit: number): PhotoRow[] {
      if (statuses.length === 0) return [];
      const marks = statuses.map(() => '?').join(', ');
      const rows = db.prepare(`SELECT ${COLUMNS} ${FROM} WHERE p.status IN (${marks}) AND p.id < ? ORDER BY p.id DESC LIMIT ?`).all(...statuses, before ?? Number.MAX_SAFE_INTEGER, limit) as RawRow[];
      return rows.map((raw) => toRow(raw)!);
    },
    /** Shown photos since a cursor (shown time, then id), oldest first: the wall's feed. */
    shownSince(after: { at: number; id: number }, limit: number): PhotoRow[] {
      const rows = db.prepare(`SELECT ${COLUMNS} ${FROM} WHERE p.status = 'shown' AND (p.shown_at > ? OR (p.shown_at = ? AND p.id > ?)) ORDER BY p.shown_at, p.id LIMIT ?`).all(after.at, after.at, after.id, limit) as RawRow[];
      return rows.map((raw) => toRow(raw)!);
    },
    /**
     * Every photo, oldest first, read 200 at a time (the couple's export: never all in memory, and no statement left
     * open while the ZIP waits for the network, which would keep the connection busy for every other request).
     */
    *each(): Generator<PhotoRow> {
      for (let last = 0; ; ) {
        const rows = after.all(last) as RawRow[];
        if (rows.length === 0) return;
        for (const raw of rows) yield toRow(raw)!;
        last = rows.at(-1)!.id;
      }
    },
    /**
     * The purge: who added each photo added before `at` is forgotten, every uploader's claim of one made before it
     * too; the photos stay (docs/decisions/0066). How many photos had someone to forget.
     */
    forgetUploadersBefore: (at: number) =>
      db.transaction(() => {
        const photos = (toForget.get(at, at) as { n: number }).n;
        forget.run(at);
        forgetClaims.run(at);
        return photos;
      })(),
  };
}

export type PhotoStore = ReturnType<typeof createPhotoStore>;
