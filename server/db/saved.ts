// What every store's tables share (the content's, the invitation's): a save's outcome, and writing an order.
/** A save that found another revision than the one it started from: the current value, so nothing is lost. */
export type Saved<T> = { saved: T } | { conflict: T } | { missing: true };

/** Something a position can be written to: the faq_entries, photos, events and info_sections tables. */
interface PositionStatement {
  run(position: number, id: number): unknown;
}

/** Positions 1..n in the order of `ids`, which must be exactly the ids there are; false, and nothing written, else. */
export function reorder(ids: number[], existing: number[], setPosition: PositionStatement): boolean {
  if (ids.length !== existing.length || new Set(ids).size !== ids.length || !ids.every((id) => existing.includes(id))) return false;
  ids.forEach((id, index) => setPosition.run(index + 1, id));
  return true;
}
