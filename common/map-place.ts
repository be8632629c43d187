/**
 * An event's address as the map links read it (server/invitation/map-link.ts builds the web link, the guests' app the
 * maps app's, web/src/features/invitation/maps-app-link.ts): either coordinates the couple typed ("44.4268, 26.1025")
 * or an address, searched for on one line.
 */
const COORDINATES = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*[,;]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

export interface Coordinates {
  lat: number;
  lon: number;
}

/** The coordinates the address is, when it is a latitude and a longitude in range; undefined for an address. */
export function coordinatesIn(address: string): Coordinates | undefined {
  const match = COORDINATES.exec(address);
  if (!match) return undefined;
  const [lat, lon] = [Number(match[1]), Number(match[2])];
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : undefined;
}

/** The address on one line, as a map's search takes it: "Str. X 1\nMogoșoaia" is "Str. X 1 Mogoșoaia". */
export function oneLine(address: string): string {
  return address.replace(/\s+/g, ' ').trim();
}
