/**
 * The map link of an event: the couple's own (http or https only), or an OpenStreetMap link built from the address
 * or from coordinates ("44.4268, 26.1025"). A link only: the site never embeds a map nor asks a third party for
 * anything, so no guest's visit is told to anyone. The guests' app adds the phone's maps app's link
 * (web/src/features/invitation/maps-app-link.ts).
 */
import { coordinatesIn, oneLine } from '#common/map-place';

/** Whether the couple's map link is one a guest may be sent to: an absolute http(s) address. */
export function isWebLink(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export function mapLinkOf(mapUrl: string, address: string): string {
  if (mapUrl !== '') return mapUrl;
  if (address.trim() === '') return '';
  const coordinates = coordinatesIn(address);
  if (coordinates) {
    const { lat, lon } = coordinates;
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
  }
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(oneLine(address))}`;
}
