import { expect, it } from 'vitest';
import { cityOf, zoneLabel, zoneOptions } from './time-zones';

it('names a zone by its city and its name in the couple’s language', () => {
  expect(cityOf('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
  expect(zoneLabel('Europe/Bucharest', 'en', Date.UTC(2027, 0, 1))).toBe('Bucharest — Eastern European Time');
  expect(zoneLabel('Europe/Bucharest', 'fr', Date.UTC(2027, 0, 1))).toBe('Bucharest — heure d’Europe de l’Est');
});

it('lists every zone by city, alphabetically, and keeps a saved zone the browser does not list', () => {
  const options = zoneOptions('en', ['UTC']);
  const labels = options.map((option) => option.label);
  expect(options.length).toBeGreaterThan(300);
  expect(labels).toEqual([...labels].sort(new Intl.Collator('en').compare));
  expect(options.some((option) => option.id === 'UTC')).toBe(true);
  expect(new Set(options.map((option) => option.id)).size).toBe(options.length);
});
