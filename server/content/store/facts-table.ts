/** site_facts: the couple's names, the date and the rest of wedding.json, one row; only this module writes it. */
import type { WeddingFacts } from '#common/wedding-facts';
import type { Db } from '../../db/database';
import type { Saved } from '../../db/saved';

export interface FactsRow {
  facts: WeddingFacts;
  revision: number;
}

export function factsTable(db: Db, now: () => number) {
  const q = {
    get: db.prepare('SELECT facts, revision FROM site_facts WHERE id = 1'),
    insert: db.prepare('INSERT INTO site_facts (id, facts, revision, updated_at) VALUES (1, ?, 1, ?)'),
    update: db.prepare('UPDATE site_facts SET facts = ?, revision = revision + 1, updated_at = ? WHERE id = 1 AND revision = ?'),
  };

  function get(): FactsRow {
    const row = q.get.get() as { facts: string; revision: number } | undefined;
    if (!row) throw new Error('The content has not been seeded');
    return { facts: JSON.parse(row.facts) as WeddingFacts, revision: row.revision };
  }

  return {
    /** A site has content once it has its facts (the seed writes them first, in the same transaction as the rest). */
    exists: () => q.get.get() !== undefined,
    get,
    insert(facts: WeddingFacts): void {
      q.insert.run(JSON.stringify(facts), now());
    },
    update(facts: WeddingFacts, revision: number): Saved<FactsRow> {
      if (q.update.run(JSON.stringify(facts), now(), revision).changes === 0) return { conflict: get() };
      return { saved: get() };
    },
  };
}
