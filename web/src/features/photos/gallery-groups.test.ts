import { describe, expect, it } from 'vitest';
import type { GalleryItem } from '#common/photos-api';
import { groupByEvent, venueClockTime } from './gallery-groups';

const item = (id: number, event: string | null): GalleryItem => ({ id, kind: 'photo', width: 4, height: 3, takenAt: null, event, by: null });

describe("the gallery's runs of events", () => {
  it('puts consecutive photos of one event under one heading, in the order they came', () => {
    const groups = groupByEvent([item(9, 'Party'), item(8, 'Party'), item(7, 'Dinner'), item(6, null), item(5, null)]);
    expect(groups.map((g) => [g.event, g.items.map((i) => i.id)])).toEqual([
      ['Party', [9, 8]],
      ['Dinner', [7]],
      [null, [6, 5]],
    ]);
  });

  it('keeps a run and its key when the next page carries it on', () => {
    const first = groupByEvent([item(9, 'Party'), item(8, 'Party')]);
    const both = groupByEvent([item(9, 'Party'), item(8, 'Party'), item(7, 'Party'), item(6, 'Ceremony')]);
    expect(both[0]!.key).toBe(first[0]!.key);
    expect(both.map((g) => g.items.length)).toEqual([3, 1]);
  });

  it('starts a new run when an event comes back after another one', () => {
    expect(groupByEvent([item(3, 'A'), item(2, 'B'), item(1, 'A')]).map((g) => g.event)).toEqual(['A', 'B', 'A']);
  });
});

describe("the venue's clock", () => {
  it("reads the time as written at the venue, whatever the reader's time zone", () => {
    expect(venueClockTime('2027-06-12T21:47:05+02:00', 'de')).toBe('21:47');
    expect(venueClockTime('2027-06-12T21:47:05+02:00', 'en')).toBe('9:47 PM');
    expect(venueClockTime(null, 'en')).toBeNull();
  });
});
