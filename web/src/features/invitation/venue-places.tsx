import { useId } from 'react';
import type { GuestEvent } from '#common/invitation-api';
import { MapLinks } from './map-links';

interface Place {
  name: string;
  address: string;
  mapLink: string;
}

/** The places of the guest's events, each once, in the schedule's order; an event with neither place nor address has none. */
export function placesOf(events: readonly GuestEvent[]): Place[] {
  const places = new Map<string, Place>();
  for (const event of events) {
    const place = { name: event.place.trim(), address: event.address.trim(), mapLink: event.mapLink };
    if (place.name === '' && place.address === '') continue;
    const key = JSON.stringify(place);
    if (!places.has(key)) places.set(key, place);
  }
  return [...places.values()];
}

function VenuePlace({ place }: { place: Place }) {
  const headingId = useId();
  const [firstLine = '', ...otherLines] = place.address.split('\n');
  // Unnamed, a place is headed by its address's first line, and the rest follows.
  const [heading, address] = place.name !== '' ? [place.name, place.address] : [firstLine.trim(), otherLines.join('\n').trim()];
  return (
    <section className="venue-place" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {address && <p className="invitation-text keep-lines">{address}</p>}
      <ul className="event-links">
        <MapLinks address={place.address} webLink={place.mapLink} of={heading} />
      </ul>
    </section>
  );
}

/**
 * The venue page's places (issue 29): where the guest's events are, with the address and the links that open it in
 * the phone's maps app and on the web, so that the page a guest opens on the day, with or without a signal, leads
 * there. The couple's own sections follow.
 */
export function VenuePlaces({ places }: { places: readonly Place[] }) {
  return (
    <>
      {places.map((place) => (
        <VenuePlace key={JSON.stringify(place)} place={place} />
      ))}
    </>
  );
}
