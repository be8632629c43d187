/**
 * The link that opens an address in the phone's own maps app (issue 29, docs/decisions/0037): it works with no signal,
 * where a web map does not even load. Android hands a `geo:` address to the maps app the guest chose; iOS and macOS
 * open `maps.apple.com` links in Apple Maps. Elsewhere (a computer, an unknown phone) there is no such link, and the
 * web map (the couple's or OpenStreetMap's) is the only one. Chosen on the device, by its user agent: the server's
 * answer is the same for every device, and its copy kept for offline is too.
 */
import { coordinatesIn, oneLine } from '#common/map-place';

export type MapsApp = 'android' | 'apple';

/** The maps app a device opens links in; undefined when there is none we know how to reach. */
export function mapsAppOf(userAgent: string): MapsApp | undefined {
  if (/\bAndroid\b/i.test(userAgent)) return 'android';
  // iPadOS says "Macintosh"; a Mac opens maps.apple.com in its Maps app too.
  if (/\b(?:iPhone|iPad|iPod|Macintosh)\b/.test(userAgent)) return 'apple';
  return undefined;
}

/** The app's link to the address (or to the coordinates it is); '' for no address. */
export function mapsAppLink(address: string, app: MapsApp): string {
  const where = oneLine(address);
  if (where === '') return '';
  const coordinates = coordinatesIn(address);
  if (app === 'android') {
    // geo:0,0?q= is a search; with coordinates the pin is put there (RFC 5870, Android's maps intents).
    return coordinates ? `geo:${coordinates.lat},${coordinates.lon}?q=${coordinates.lat},${coordinates.lon}` : `geo:0,0?q=${encodeURIComponent(where)}`;
  }
  return coordinates
    ? `https://maps.apple.com/?ll=${coordinates.lat},${coordinates.lon}&q=${coordinates.lat},${coordinates.lon}`
    : `https://maps.apple.com/?q=${encodeURIComponent(where)}`;
}
