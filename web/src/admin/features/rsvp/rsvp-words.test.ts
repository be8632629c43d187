import { describe, expect, it } from 'vitest';
import { zoneLabel } from './rsvp-words';

const JUNE_2027 = Date.UTC(2027, 5, 12, 12);

describe("zoneLabel: the venue's zone named by its city in the dashboard's language", () => {
  it('names the city in each language, not by the English of its id', () => {
    expect(zoneLabel('Europe/Bucharest', 'de', JUNE_2027)).toMatch(/^Bukarest — /);
    expect(zoneLabel('Europe/Bucharest', 'ro', JUNE_2027)).toMatch(/^București — /);
    expect(zoneLabel('Europe/Bucharest', 'ru', JUNE_2027)).toMatch(/^Бухарест — /);
    expect(zoneLabel('Europe/Bucharest', 'fr', JUNE_2027)).toMatch(/^Bucarest — /);
    expect(zoneLabel('Europe/Bucharest', 'en', JUNE_2027)).toMatch(/^Bucharest — /);
  });
  it("adds the zone's own name in that language", () => {
    expect(zoneLabel('Europe/Bucharest', 'de', JUNE_2027)).toBe('Bukarest — Osteuropäische Zeit');
  });
  it('names a zone the table lacks by its id', () => {
    expect(zoneLabel('America/Argentina/Buenos_Aires', 'en', JUNE_2027)).toMatch(/^Buenos Aires/);
  });
});
