import { describe, expect, it } from 'vitest';
import { mapsAppLink, mapsAppOf } from './maps-app-link';

const PIXEL = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

describe('mapsAppOf', () => {
  it('knows Android’s and Apple’s maps apps, and none on other computers', () => {
    expect(mapsAppOf(PIXEL)).toBe('android');
    expect(mapsAppOf(IPHONE)).toBe('apple');
    expect(mapsAppOf(IPAD)).toBe('apple');
    expect(mapsAppOf(WINDOWS)).toBeUndefined();
    expect(mapsAppOf(LINUX)).toBeUndefined();
    expect(mapsAppOf('')).toBeUndefined();
  });
});

describe('mapsAppLink', () => {
  const ADDRESS = 'Str. Valea Parcului 1,\nMogoșoaia';

  it('searches for the address on Android with a geo: link, encoded on one line', () => {
    expect(mapsAppLink(ADDRESS, 'android')).toBe('geo:0,0?q=Str.%20Valea%20Parcului%201%2C%20Mogo%C8%99oaia');
  });
  it('searches for the address in Apple Maps', () => {
    expect(mapsAppLink(ADDRESS, 'apple')).toBe('https://maps.apple.com/?q=Str.%20Valea%20Parcului%201%2C%20Mogo%C8%99oaia');
  });
  it('puts the pin on coordinates', () => {
    expect(mapsAppLink(' 44.53, 26.0012 ', 'android')).toBe('geo:44.53,26.0012?q=44.53,26.0012');
    expect(mapsAppLink('44.53; -26.0012', 'apple')).toBe('https://maps.apple.com/?ll=44.53,-26.0012&q=44.53,-26.0012');
  });
  it('searches for numbers out of range as an address', () => {
    expect(mapsAppLink('95.1, 26', 'android')).toBe('geo:0,0?q=95.1%2C%2026');
  });
  it('is empty without an address', () => {
    expect(mapsAppLink(' \n ', 'android')).toBe('');
    expect(mapsAppLink('', 'apple')).toBe('');
  });
  it('keeps characters that would end the query inside it', () => {
    expect(mapsAppLink('Hall #2 & Garden?', 'android')).toBe('geo:0,0?q=Hall%20%232%20%26%20Garden%3F');
  });
});
