/** info_sections: the couple's sections of the schedule, venue, stay and travel pages, in their order per page; only this module writes it. */
import type { InfoPage, InfoSection } from '#common/invitation-api';
import type { LocaleTexts } from '#common/site-content';
import type { Db } from '../db/database';
import { reorder, type Saved } from '../db/saved';

interface SectionRow {
  id: number;
  page: InfoPage;
  heading: string;
  body: string;
  revision: number;
}

const parse = (row: SectionRow): InfoSection => ({
  ...row,
  heading: JSON.parse(row.heading) as LocaleTexts,
  body: JSON.parse(row.body) as LocaleTexts,
});

export function infoSectionsTable(db: Db) {
  const q = {
    all: db.prepare('SELECT id, page, heading, body, revision FROM info_sections ORDER BY page, position, id'),
    ofPage: db.prepare('SELECT id FROM info_sections WHERE page = ? ORDER BY position, id'),
    get: db.prepare('SELECT id, page, heading, body, revision FROM info_sections WHERE id = ?'),
    insert: db.prepare(
      'INSERT INTO info_sections (page, position, heading, body, revision) VALUES (?, (SELECT COALESCE(MAX(position), 0) + 1 FROM info_sections WHERE page = ?), ?, ?, 1)',
    ),
    update: db.prepare('UPDATE info_sections SET heading = ?, body = ?, revision = revision + 1 WHERE id = ? AND revision = ?'),
    remove: db.prepare('DELETE FROM info_sections WHERE id = ?'),
    position: db.prepare('UPDATE info_sections SET position = ? WHERE id = ?'),
  };
  const get = (id: number): InfoSection | undefined => {
    const row = q.get.get(id) as SectionRow | undefined;
    return row && parse(row);
  };
  return {
    all: (): InfoSection[] => (q.all.all() as SectionRow[]).map(parse),
    add(page: InfoPage, heading: LocaleTexts, body: LocaleTexts): InfoSection {
      return get(Number(q.insert.run(page, page, JSON.stringify(heading), JSON.stringify(body)).lastInsertRowid))!;
    },
    update(id: number, heading: LocaleTexts, body: LocaleTexts, revision: number): Saved<InfoSection> {
      if (q.update.run(JSON.stringify(heading), JSON.stringify(body), id, revision).changes > 0) return { saved: get(id)! };
      const current = get(id);
      return current ? { conflict: current } : { missing: true };
    },
    remove: (id: number): boolean => q.remove.run(id).changes > 0,
    /** Puts one page's sections in the given order; false when the ids are not exactly that page's sections. */
    order: (page: InfoPage, ids: number[]): boolean =>
      reorder(ids, (q.ofPage.all(page) as Array<{ id: number }>).map((r) => r.id), q.position),
  };
}
