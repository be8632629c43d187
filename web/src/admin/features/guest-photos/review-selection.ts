/**
 * Which photos of the list are ticked for one review (show, hide or delete them together). Kept as ids, so a list
 * loaded again keeps what is still in it ticked and forgets what left it.
 */
export type Selection = ReadonlySet<number>;

export function toggled(selection: Selection, id: number): Selection {
  const next = new Set(selection);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** Every photo of the list ticked, or none when every one already is (the "select all" box ticked again). */
export function allOrNone(selection: Selection, ids: readonly number[]): Selection {
  return ids.length > 0 && ids.every((id) => selection.has(id)) ? new Set() : new Set(ids);
}

/** The ticked photos that are still in the list (some may have been reviewed elsewhere meanwhile). */
export function stillListed(selection: Selection, ids: readonly number[]): Selection {
  return new Set(ids.filter((id) => selection.has(id)));
}
