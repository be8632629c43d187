import { describe, expect, it } from 'vitest';
import type { PhotoSettings } from '#common/admin-photos-api';
import { draftOf, updateOf } from './settings-draft';

const ZONE = 'Europe/Bucharest';
const saved: PhotoSettings = {
  mode: 'reveal',
  revealAt: '2027-06-13T07:00:00.000Z',
  opensAt: '2027-06-11T21:00:00.000Z',
  closesAt: '2027-07-12T20:59:00.000Z',
  limits: { fileBytes: 200_000_000, householdBytes: 2_000_000_000, siteBytes: 50_000_000_000 },
  dropShowsGallery: false,
  dropLink: 'https://example.test/drop/abc',
  wallLink: 'https://example.test/wall/def',
  usedBytes: 0,
  freeDiskBytes: 0,
  diskFloorBytes: 0,
};

describe('the photos settings form', () => {
  it('shows the moments on the venue clock and the limits in MB and GB', () => {
    expect(draftOf(saved, ZONE)).toEqual({
      mode: 'reveal',
      revealAt: '2027-06-13T10:00',
      opensAt: '2027-06-12T00:00',
      closesAt: '2027-07-12T23:59',
      fileMb: '200',
      householdMb: '2000',
      siteGb: '50',
      dropShowsGallery: false,
    });
  });

  it('sends back what it showed, unchanged', () => {
    const { mode, revealAt, opensAt, closesAt, limits, dropShowsGallery } = saved;
    expect(updateOf(draftOf(saved, ZONE), ZONE)).toEqual({ update: { mode, revealAt, opensAt, closesAt, limits, dropShowsGallery } });
  });

  it('sends no reveal moment in another mode', () => {
    const update = updateOf({ ...draftOf(saved, ZONE), mode: 'approve', revealAt: '' }, ZONE);
    expect('update' in update && update.update.revealAt).toBeNull();
  });

  it('refuses a time the clocks skip, a window that ends before it opens and a limit that is not a number', () => {
    const draft = { ...draftOf(saved, ZONE), revealAt: '2027-03-28T03:30', closesAt: '2027-06-01T00:00', siteGb: 'lots' };
    expect(updateOf(draft, ZONE)).toEqual({
      problems: [
        { field: 'closesAt', code: 'before-opening' },
        { field: 'revealAt', code: 'nonexistent-time', value: '2027-03-28T03:30' },
        { field: 'limits.siteBytes', code: 'invalid' },
      ],
    });
  });

  it('asks for the reveal moment in the reveal mode', () => {
    expect(updateOf({ ...draftOf(saved, ZONE), revealAt: '' }, ZONE)).toEqual({ problems: [{ field: 'revealAt', code: 'missing' }] });
  });
});
