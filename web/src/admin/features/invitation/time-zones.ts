/**
 * The time zones of the event form's list, named as a couple knows them: by a city and the zone's name in their
 * language ("Bucharest — heure d’Europe de l’Est"), never by the IANA id alone. The site's zone comes first.
 */

export interface ZoneOption {
  id: string;
  label: string;
}

/** The city of an IANA id: "America/Argentina/Buenos_Aires" → "Buenos Aires". */
export function cityOf(id: string): string {
  return (id.split('/').pop() ?? id).replaceAll('_', ' ');
}

/** The zone's name in `locale` as its clocks read now ("Eastern European Time"), or '' where the browser has none. */
function zoneName(id: string, locale: string, now: number): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone: id, timeZoneName: 'longGeneric' }).formatToParts(now);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

export function zoneLabel(id: string, locale: string, now = Date.now()): string {
  const name = zoneName(id, locale, now);
  return name ? `${cityOf(id)} — ${name}` : cityOf(id);
}

const cache = new Map<string, ZoneOption[]>();

/** Every zone the browser knows, named in `locale` and sorted: naming 400 zones takes a moment, so once per language. */
function knownZones(locale: string): ZoneOption[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const now = Date.now();
  const collator = new Intl.Collator(locale);
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const options = known.map((id) => ({ id, label: zoneLabel(id, locale, now) })).sort((a, b) => collator.compare(a.label, b.label));
  cache.set(locale, options);
  return options;
}

/** Every zone the browser knows, by city in the couple's alphabet, then any zone in `keep` it does not list (an event saved with "UTC", say). */
export function zoneOptions(locale: string, keep: readonly string[] = []): ZoneOption[] {
  const known = knownZones(locale);
  const extra = [...new Set(keep)].filter((id) => id && !known.some((zone) => zone.id === id));
  return extra.length === 0 ? known : [...known, ...extra.map((id) => ({ id, label: zoneLabel(id, locale) }))];
}
