import { describe, expect, it } from 'vitest';
import { textsFor } from '#common/locales';
import type { EventCounts } from '#common/rsvp-api';
import { eventTallies, openedPercent } from './overview-figures';

const counts = (eventId: number, title: Partial<EventCounts['title']>, coming = 0, notComing = 0, noAnswer = 0): EventCounts => ({
  eventId,
  title: { de: '', en: '', ro: '', ru: '', fr: '', ...title },
  people: { coming, notComing, noAnswer },
  households: { coming: 0, notComing: 0, noAnswer: 0 },
  meals: [],
  mealNotChosen: 0,
  needs: [],
});

describe('the overview’s figures', () => {
  it('count each event’s answers in people, titled in the couple’s language when it has one', () => {
    const tallies = eventTallies([counts(1, { ro: 'Cununia', en: 'Ceremony' }, 12, 3, 20), counts(2, { de: 'Abendessen' }), counts(3, { fr: 'Brunch' })], textsFor('en', 'de'));
    expect(tallies).toEqual([
      { eventId: 1, title: 'Ceremony', coming: 12, notComing: 3, waiting: 20 },
      { eventId: 2, title: 'Abendessen', coming: 0, notComing: 0, waiting: 0 },
      { eventId: 3, title: 'Brunch', coming: 0, notComing: 0, waiting: 0 },
    ]);
  });

  it('say the share that opened the site in whole percent, never 100 % before everyone has', () => {
    expect(openedPercent(0, 0)).toBe(0);
    expect(openedPercent(1, 3)).toBe(33);
    expect(openedPercent(199, 200)).toBe(99);
    expect(openedPercent(200, 200)).toBe(100);
  });
});
