/**
 * Finding a time zone the way a couple thinks of it: by a city, typed in the dashboard's language, in English, in
 * any of the five languages, or as the IANA id ("Bukarest", "Бухарест", "Bucarest", "Europe/Bucharest" all find
 * Europe/Bucharest). Cities come from time-zone-cities.ts; every other zone the browser knows is named by the city
 * part of its id. Only names are searched, so typing stays instant; offsets and zone names, which cost a formatter
 * each, are worked out for the few choices on screen (and kept).
 */
import { dateTimeFormat } from '#common/date-text';
import { LOCALES, type Locale } from '#common/locales';
import { CITY_ROWS, type CityRow } from './time-zone-cities';

export interface ZoneChoice {
  /** Unique among the choices: a zone has one choice per city. */
  key: string;
  /** The IANA id to save, as the browser lists it. */
  zone: string;
  /** The city in the dashboard's language. */
  city: string;
  /** From the table of cities (rather than an id's last part): listed before the others when both match. */
  known: boolean;
  /** Every name the choice is found by, normalised. */
  names: string[];
}

/** Case, accents and punctuation ignored: "Chișinău" and "chisinau", "Кишинёв" and "кишинев", "St.-Gallen" and "st gallen". */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_/.,'’()-]+/g, ' ')
    .trim();
}

/** "America/Argentina/Buenos_Aires" → "Buenos Aires": how a zone without a row is named. */
function cityOfId(zone: string): string {
  return (zone.split('/').pop() ?? zone).replaceAll('_', ' ');
}

const canonicalCache = new Map<string, string>();
/** The id the browser lists for a zone (Europe/Kyiv may be listed as Europe/Kiev); the id itself if it is unknown. */
export function canonicalZone(zone: string): string {
  let canonical = canonicalCache.get(zone);
  if (canonical === undefined) {
    try {
      canonical = dateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
    } catch {
      canonical = zone;
    }
    canonicalCache.set(zone, canonical);
  }
  return canonical;
}

export const sameZone = (a: string, b: string) => a === b || canonicalZone(a) === canonicalZone(b);

const listedZones = (): string[] => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);

let listed: Set<string> | undefined;
let rowsByZone: Map<string, CityRow[]> | undefined;
/** The table's rows by the zone as the browser lists it. */
function rowsOf(zone: string): CityRow[] | undefined {
  if (!listed || !rowsByZone) {
    listed = new Set(listedZones());
    rowsByZone = new Map();
    for (const row of CITY_ROWS) {
      const id = listed.has(row[0]) ? row[0] : canonicalZone(row[0]);
      rowsByZone.set(id, [...(rowsByZone.get(id) ?? []), row]);
    }
  }
  // A listed id is the browser's own: only another spelling (Europe/Kyiv for Europe/Kiev) needs a formatter to match.
  return rowsByZone.get(zone) ?? (listed.has(zone) ? undefined : rowsByZone.get(canonicalZone(zone)));
}

const nameIn = (row: CityRow, locale: Locale) => row[1 + LOCALES.indexOf(locale)]!;

/** The zone's own city in `locale`: the first row of the table for it, or its id's last part. */
export function zoneCity(zone: string, locale: Locale): string {
  const rows = rowsOf(zone);
  return rows ? nameIn(rows[0]!, locale) : cityOfId(zone);
}

const choicesCache = new Map<Locale, ZoneChoice[]>();

/** Every city of the table and every other zone the browser knows, by city name in `locale`. */
export function zoneChoices(locale: Locale): ZoneChoice[] {
  const cached = choicesCache.get(locale);
  if (cached) return cached;
  const choices: ZoneChoice[] = [];
  const zones = new Set(listedZones());
  for (const row of CITY_ROWS) zones.add(zones.has(row[0]) ? row[0] : canonicalZone(row[0]));
  for (const zone of zones) {
    const rows = rowsOf(zone);
    const id = normalize(zone);
    if (!rows) {
      choices.push({ key: zone, zone, city: cityOfId(zone), known: false, names: [normalize(cityOfId(zone)), id] });
      continue;
    }
    rows.forEach((row, index) => {
      const names = [...(row.slice(1, 6) as string[]), ...(row[6]?.split('|') ?? [])].map(normalize);
      // The id finds the zone's own city, not every city that shares it.
      choices.push({ key: `${zone}#${index}`, zone, city: nameIn(row, locale), known: true, names: index === 0 ? [...names, id] : names });
    });
  }
  const collator = new Intl.Collator(locale);
  choices.sort((a, b) => collator.compare(a.city, b.city));
  choicesCache.set(locale, choices);
  return choices;
}

/** How well `name` matches `query`: 0 the whole name, 1 its start, 2 the start of a later word, 3 anywhere; else no match. */
function rank(name: string, query: string): number | undefined {
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (name.includes(` ${query}`)) return 2;
  if (name.includes(query)) return 3;
  return undefined;
}

/**
 * The choices `query` finds, best first: a whole name before a name's start before a word's start before anywhere,
 * a city of the table before a zone named by its id, then alphabetically. An empty query finds every choice.
 */
export function searchZones(choices: readonly ZoneChoice[], query: string): ZoneChoice[] {
  const wanted = normalize(query);
  if (!wanted) return [...choices];
  const found: Array<{ choice: ZoneChoice; rank: number; order: number }> = [];
  choices.forEach((choice, order) => {
    let best: number | undefined;
    for (const name of choice.names) {
      const r = rank(name, wanted);
      if (r !== undefined && (best === undefined || r < best)) best = r;
    }
    if (best !== undefined) found.push({ choice, rank: best, order });
  });
  found.sort((a, b) => a.rank - b.rank || Number(b.choice.known) - Number(a.choice.known) || a.order - b.order);
  return found.map((f) => f.choice);
}

/** Whether `query` is exactly one of the choice's names (leaving the field after typing "Bukarest" chooses it). */
export const isExactMatch = (choice: ZoneChoice, query: string) => choice.names.includes(normalize(query));

const offsetCache = new Map<string, string>();

/** Minutes east of UTC at `at`, as the zone's clocks read then. */
function offsetMinutes(format: Intl.DateTimeFormat, at: number): number {
  const parts = format.formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return Math.round((Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute')) - Math.floor(at / 60_000) * 60_000) / 60_000);
}

const signed = (minutes: number) => {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '−' : '+'}${Math.floor(abs / 60)}${abs % 60 ? `:${String(abs % 60).padStart(2, '0')}` : ''}`;
};

/** "UTC+2/+3": the zone's offsets in winter and in summer of `now`'s year ("UTC+5:30" where they are the same). */
export function offsetLabel(zone: string, now = Date.now()): string {
  const year = new Date(now).getUTCFullYear();
  const key = `${zone}|${year}`;
  let label = offsetCache.get(key);
  if (label === undefined) {
    try {
      const format = dateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
      const [low, high] = [offsetMinutes(format, Date.UTC(year, 0, 1)), offsetMinutes(format, Date.UTC(year, 6, 1))].sort((a, b) => a - b) as [number, number];
      label = low === high ? `UTC${signed(low)}` : `UTC${signed(low)}/${signed(high)}`;
    } catch {
      label = '';
    }
    offsetCache.set(key, label);
  }
  return label;
}

const genericCache = new Map<string, string>();

/** The zone's name in `locale` ("Osteuropäische Zeit"), or '' where the browser has none. */
export function zoneName(zone: string, locale: Locale, now = Date.now()): string {
  const key = `${zone}|${locale}`;
  let name = genericCache.get(key);
  if (name === undefined) {
    try {
      const parts = dateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(now);
      name = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
    } catch {
      name = '';
    }
    // "GMT+03:00" says nothing the offset does not.
    if (/^(GMT|UTC)([+−-]|$)/.test(name)) name = '';
    genericCache.set(key, name);
  }
  return name;
}

/** "Bukarest (UTC+2/+3)": a zone as the field shows it once chosen; `city` when the couple chose another of its cities. */
export function zoneLabel(zone: string, locale: Locale, city = zoneCity(zone, locale), now = Date.now()): string {
  const offset = offsetLabel(zone, now);
  return offset ? `${city} (${offset})` : city;
}
