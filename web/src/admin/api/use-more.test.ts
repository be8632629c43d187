import { describe, expect, it } from 'vitest';
import { withNew } from './use-more';

const idOf = (item: { id: number }) => item.id;
const items = (...ids: number[]) => ids.map((id) => ({ id, text: `change ${id}` }));

describe('withNew ("Show more" adds the next page after the items shown)', () => {
  it('adds the page after the items shown, in its order, and says which it added', () => {
    const { items: merged, added } = withNew(items(9, 8, 7), items(6, 5), idOf);
    expect(merged.map(idOf)).toEqual([9, 8, 7, 6, 5]);
    expect(added.map(idOf)).toEqual([6, 5]);
  });

  it('shows once an item that newer ones pushed down onto the next page meanwhile', () => {
    // Two changes were made after the first page was read: its last two items are the next page's first two.
    const { items: merged, added } = withNew(items(9, 8, 7), items(8, 7, 6), idOf);
    expect(merged.map(idOf)).toEqual([9, 8, 7, 6]);
    expect(added.map(idOf)).toEqual([6]);
  });

  it('adds nothing, and names nothing to focus, when the page brings only items already shown', () => {
    const { items: merged, added } = withNew(items(3, 2, 1), items(2, 1), idOf);
    expect(merged.map(idOf)).toEqual([3, 2, 1]);
    expect(added).toEqual([]);
  });
});
