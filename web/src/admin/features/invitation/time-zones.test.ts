import { expect, it } from 'vitest';
import { cityOf, zoneLabel, zoneOptions } from './time-zones';

it('names a zone by its city and its name in the couple’s language', () => {
  expect(cityOf('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
  expect(zoneLabel('Europe/Bucharest', 'en', Date.UTC(2027, 0, 1))).toBe('Bucharest — Eastern European Time');
  expect(zoneLabel('Europe/Bucharest', 'fr', Date.UTC(2027, 0, 1))).toBe('Bucharest — heure d’Europe de l’Est');
});

it('lists every zone by city, alphabetically, and keeps a saved zone the browser does not list', () => {
  const labels = zoneOptions('en').map((option) => option.label);
  expect(labels.length).toBeGreaterThan(300);
  expect(labels).toEqual([...labels].sort(new Intl.Collator('en').compare));
  const options = zoneOptions('en', ['UTC', 'Europe/Bucharest']);
  expect(options.slice(0, -1).map((option) => option.label)).toEqual(labels);
  expect(options.at(-1)).toEqual({ id: 'UTC', label: zoneLabel('UTC', 'en') });
  expect(new Set(options.map((option) => option.id)).size).toBe(options.length);
});
