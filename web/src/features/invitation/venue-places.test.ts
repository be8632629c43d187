import { describe, expect, it } from 'vitest';
import type { GuestEvent } from '#common/invitation-api';
import { placesOf } from './venue-places';

const event = (place: string, address: string, mapLink = ''): GuestEvent => ({ place, address, mapLink }) as GuestEvent;

describe('placesOf', () => {
  it('lists each place of the events once, in their order, without the events that have none', () => {
    const church = event('Biserica Sf. Nicolae', 'Str. Bisericii 2', 'https://www.openstreetmap.org/search?query=Str.%20Bisericii%202');
    const palace = event('Palatul Mogoșoaia ', 'Str. Valea Parcului 1\nMogoșoaia', 'https://maps.example/p');
    expect(placesOf([church, palace, event('', ' '), { ...church }, event('Palatul Mogoșoaia', 'Str. Valea Parcului 1\nMogoșoaia ', 'https://maps.example/p')])).toEqual([
      { name: 'Biserica Sf. Nicolae', address: 'Str. Bisericii 2', mapLink: church.mapLink },
      { name: 'Palatul Mogoșoaia', address: 'Str. Valea Parcului 1\nMogoșoaia', mapLink: 'https://maps.example/p' },
    ]);
  });
});
