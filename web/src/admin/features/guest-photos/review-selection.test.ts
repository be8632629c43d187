import { describe, expect, it } from 'vitest';
import { allOrNone, stillListed, toggled } from './review-selection';

describe('the photos ticked for a review', () => {
  it('ticks and unticks one photo', () => {
    const one = toggled(new Set(), 4);
    expect([...one]).toEqual([4]);
    expect([...toggled(one, 4)]).toEqual([]);
  });

  it('ticks every photo, then none when every one is ticked', () => {
    const all = allOrNone(new Set([2]), [1, 2, 3]);
    expect([...all].sort()).toEqual([1, 2, 3]);
    expect([...allOrNone(all, [1, 2, 3])]).toEqual([]);
    expect([...allOrNone(new Set(), [])]).toEqual([]);
  });

  it('forgets photos that left the list', () => {
    expect([...stillListed(new Set([1, 5, 9]), [9, 1, 2])].sort()).toEqual([1, 9]);
  });
});
