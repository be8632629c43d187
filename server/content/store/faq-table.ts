/** faq_entries: the couple's questions and answers in the five languages, in their order; only this module writes it. */
import type { FaqEntry, LocaleTexts } from '#common/site-content';
import type { Db } from '../../db/database';
import { reorder, type Saved } from '../../db/saved';

interface FaqRow {
  id: number;
  question: string;
  answer: string;
  revision: number;
}

const parse = (row: FaqRow): FaqEntry => ({
  id: row.id,
  question: JSON.parse(row.question) as LocaleTexts,
  answer: JSON.parse(row.answer) as LocaleTexts,
  revision: row.revision,
});

export function faqTable(db: Db) {
  const q = {
    all: db.prepare('SELECT id, question, answer, revision FROM faq_entries ORDER BY position, id'),
    get: db.prepare('SELECT id, question, answer, revision FROM faq_entries WHERE id = ?'),
    insert: db.prepare('INSERT INTO faq_entries (position, question, answer, revision) VALUES ((SELECT COALESCE(MAX(position), 0) + 1 FROM faq_entries), ?, ?, 1)'),
    update: db.prepare('UPDATE faq_entries SET question = ?, answer = ?, revision = revision + 1 WHERE id = ? AND revision = ?'),
    remove: db.prepare('DELETE FROM faq_entries WHERE id = ?'),
    position: db.prepare('UPDATE faq_entries SET position = ? WHERE id = ?'),
  };
  const get = (id: number): FaqEntry | undefined => {
    const row = q.get.get(id) as FaqRow | undefined;
    return row && parse(row);
  };
  const all = (): FaqEntry[] => (q.all.all() as FaqRow[]).map(parse);

  return {
    all,
    /** A new entry, last. */
    add(question: LocaleTexts, answer: LocaleTexts): FaqEntry {
      return get(Number(q.insert.run(JSON.stringify(question), JSON.stringify(answer)).lastInsertRowid))!;
    },
    update(id: number, question: LocaleTexts, answer: LocaleTexts, revision: number): Saved<FaqEntry> {
      if (q.update.run(JSON.stringify(question), JSON.stringify(answer), id, revision).changes > 0) return { saved: get(id)! };
      const current = get(id);
      return current ? { conflict: current } : { missing: true };
    },
    remove: (id: number): boolean => q.remove.run(id).changes > 0,
    /** Puts the entries in the given order; false when the ids are not exactly the entries there are. */
    order: (ids: number[]): boolean => reorder(ids, all().map((entry) => entry.id), q.position),
  };
}
