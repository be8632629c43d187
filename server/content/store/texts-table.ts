/**
 * site_texts: every text of the guests' site, one row per text with all its languages; only this module writes it.
 * Whether a text is private comes from its message group (common/message-groups.ts), not from the row.
 */
import type { Locale } from '#common/locales';
import { isPublicTextKey } from '#common/message-groups';
import type { SiteText, TextValue } from '#common/site-content';
import type { Db } from '../../db/database';
import type { Saved } from '../../db/saved';

/** A text as the message files give it: its key (plural forms grouped), each language's value, its placeholders. */
export interface NewText {
  key: string;
  texts: Record<Locale, TextValue>;
  placeholders: string[];
}

interface TextRow {
  key: string;
  texts: string;
  placeholders: string;
  revision: number;
}

const parse = (row: TextRow): SiteText => ({
  key: row.key,
  texts: JSON.parse(row.texts) as Record<Locale, TextValue>,
  placeholders: JSON.parse(row.placeholders) as string[],
  private: !isPublicTextKey(row.key),
  revision: row.revision,
});

export function textsTable(db: Db, now: () => number) {
  const q = {
    all: db.prepare('SELECT key, texts, placeholders, revision FROM site_texts ORDER BY rowid'),
    get: db.prepare('SELECT key, texts, placeholders, revision FROM site_texts WHERE key = ?'),
    insertMissing: db.prepare(
      'INSERT INTO site_texts (key, texts, placeholders, revision, updated_at) VALUES (?, ?, ?, 1, ?) ON CONFLICT(key) DO NOTHING',
    ),
    update: db.prepare('UPDATE site_texts SET texts = ?, revision = revision + 1, updated_at = ? WHERE key = ? AND revision = ?'),
  };
  const get = (key: string): SiteText | undefined => {
    const row = q.get.get(key) as TextRow | undefined;
    return row && parse(row);
  };

  return {
    all: (): SiteText[] => (q.all.all() as TextRow[]).map(parse),
    get,
    /**
     * Adds the texts whose key the site does not have; a key it has keeps its row as it is, whoever wrote it.
     * Returns how many were added.
     */
    insertMissing(texts: NewText[]): number {
      const at = now();
      let added = 0;
      for (const text of texts) added += q.insertMissing.run(text.key, JSON.stringify(text.texts), JSON.stringify(text.placeholders), at).changes;
      return added;
    },
    update(key: string, texts: Record<Locale, TextValue>, revision: number): Saved<SiteText> {
      if (q.update.run(JSON.stringify(texts), now(), key, revision).changes > 0) return { saved: get(key)! };
      const current = get(key);
      return current ? { conflict: current } : { missing: true };
    },
  };
}
