import { describe, expect, it } from 'vitest';
import { LOCALES } from '#common/locales';
import { CITY_ROWS } from './time-zone-cities';
import { canonicalZone, isExactMatch, normalize, offsetLabel, sameZone, searchZones, zoneChoices, zoneCity, zoneLabel, zoneName } from './time-zone-search';

const first = (query: string, locale: (typeof LOCALES)[number] = 'en') => searchZones(zoneChoices(locale), query)[0];

describe('finding a time zone by its city', () => {
  it('finds Bucharest typed in any of the five languages, in English, without accents, or as the IANA id', () => {
    for (const query of ['Bukarest', 'Бухарест', 'Bucarest', 'Bucharest', 'București', 'bucuresti', 'europe/bucharest', 'Europe/Bucharest']) {
      for (const locale of LOCALES) expect(first(query, locale)?.zone, `${query} (${locale})`).toBe('Europe/Bucharest');
    }
  });

  it('names the city in the dashboard’s language', () => {
    expect(first('Bucharest', 'de')?.city).toBe('Bukarest');
    expect(first('Bucharest', 'ru')?.city).toBe('Бухарест');
    expect(first('Bucharest', 'ro')?.city).toBe('București');
    expect(first('Munich', 'fr')).toMatchObject({ city: 'Munich', zone: 'Europe/Berlin' });
    expect(first('Мюнхен', 'de')).toMatchObject({ city: 'München', zone: 'Europe/Berlin' });
  });

  it('finds other spellings people type, and the letters ё and й as е and и', () => {
    expect(first('Kiew')?.zone).toBe(canonicalZone('Europe/Kyiv'));
    expect(first('Кишинев')?.zone).toBe('Europe/Chisinau');
    expect(first('Saigon')?.zone).toBe(canonicalZone('Asia/Ho_Chi_Minh'));
    expect(first('st petersburg')?.zone).toBe('Europe/Moscow');
  });

  it('puts a whole name before a beginning, a beginning before a later word, and the table before bare ids', () => {
    const paris = searchZones(zoneChoices('en'), 'Paris');
    expect(paris[0]?.city).toBe('Paris');
    const york = searchZones(zoneChoices('en'), 'york').map((choice) => choice.city);
    expect(york[0]).toBe('New York');
    const ber = searchZones(zoneChoices('en'), 'ber').map((choice) => choice.city);
    expect(ber.indexOf('Berlin')).toBeLessThan(ber.indexOf('Bermuda'));
  });

  it('names a zone the table lacks by the city part of its id, and finds it by that', () => {
    expect(first('Ulaanbaatar')).toMatchObject({ zone: 'Asia/Ulaanbaatar', city: 'Ulaanbaatar', known: false });
    expect(first('Port of Spain')).toMatchObject({ zone: 'America/Port_of_Spain', city: 'Port of Spain' });
    expect(zoneCity('America/Argentina/Ushuaia', 'ru')).toBe('Ushuaia');
  });

  it('finds nothing for words that are no city', () => {
    expect(searchZones(zoneChoices('en'), 'Xyzzy')).toEqual([]);
  });

  it('lists each table row once and every zone the browser knows', () => {
    const choices = zoneChoices('de');
    expect(new Set(choices.map((choice) => choice.key)).size).toBe(choices.length);
    expect(choices.filter((choice) => choice.known)).toHaveLength(CITY_ROWS.length);
    for (const zone of Intl.supportedValuesOf('timeZone')) expect(choices.some((choice) => choice.zone === zone), zone).toBe(true);
  });

  it('has a name in every language for every city, and only zones that exist', () => {
    for (const row of CITY_ROWS) {
      expect(row.slice(1, 6).every((name) => typeof name === 'string' && name.trim() !== ''), row[0]).toBe(true);
      // Asked of Intl itself, not of the code under test.
      // eslint-disable-next-line no-restricted-syntax
      expect(() => new Intl.DateTimeFormat('en', { timeZone: row[0] }), row[0]).not.toThrow();
    }
  });

  it('chooses on leaving the field only a whole name', () => {
    const bukarest = first('Bukarest')!;
    expect(isExactMatch(bukarest, 'bukarest')).toBe(true);
    expect(isExactMatch(bukarest, 'Buka')).toBe(false);
  });
});

describe('a zone as the field shows it', () => {
  const JUNE_2027 = Date.UTC(2027, 5, 1);

  it('gives the winter and summer offsets, or one where the clocks do not change', () => {
    expect(offsetLabel('Europe/Bucharest', JUNE_2027)).toBe('UTC+2/+3');
    expect(offsetLabel('America/New_York', JUNE_2027)).toBe('UTC−5/−4');
    expect(offsetLabel('Australia/Sydney', JUNE_2027)).toBe('UTC+10/+11');
    expect(offsetLabel('Asia/Kolkata', JUNE_2027)).toBe('UTC+5:30');
    expect(offsetLabel('Europe/London', JUNE_2027)).toBe('UTC+0/+1');
  });

  it('labels it by its own city in the couple’s language, or by the city they chose', () => {
    expect(zoneLabel('Europe/Bucharest', 'de', undefined, JUNE_2027)).toBe('Bukarest (UTC+2/+3)');
    expect(zoneLabel('Europe/Berlin', 'ru', undefined, JUNE_2027)).toBe('Берлин (UTC+1/+2)');
    expect(zoneLabel('Europe/Berlin', 'en', 'Munich', JUNE_2027)).toBe('Munich (UTC+1/+2)');
    // A zone saved under another id than the browser lists is the same zone, named the same.
    expect(zoneLabel('Europe/Kyiv', 'de', undefined, JUNE_2027)).toBe('Kyjiw (UTC+2/+3)');
    expect(sameZone('Europe/Kyiv', 'Europe/Kiev')).toBe(true);
    expect(zoneLabel('UTC', 'en', undefined, JUNE_2027)).toBe('UTC (UTC+0)');
  });

  it('names the zone in the couple’s language, and says nothing where that would be an offset again', () => {
    expect(zoneName('Europe/Bucharest', 'fr', JUNE_2027)).toBe('heure d’Europe de l’Est');
    expect(zoneName('Etc/GMT-3', 'en', JUNE_2027)).toBe('');
  });
});

it('normalises case, accents and punctuation', () => {
  expect(normalize('  Chișinău ')).toBe('chisinau');
  expect(normalize('Кишинёв')).toBe('кишинев');
  expect(normalize('Saint-Pétersbourg')).toBe('saint petersbourg');
  expect(normalize('America/Port_of_Spain')).toBe('america port of spain');
});
