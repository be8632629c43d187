import { describe, expect, it } from 'vitest';
import { isWebLink, mapLinkOf } from './map-link';

describe('mapLinkOf', () => {
  it('keeps the couple’s own link', () => {
    expect(mapLinkOf('https://maps.example/x', 'Strada 1')).toBe('https://maps.example/x');
  });
  it('builds an OpenStreetMap search from the address, encoded', () => {
    expect(mapLinkOf('', 'Șoseaua Kiseleff 32,\nBucurești')).toBe(
      'https://www.openstreetmap.org/search?query=%C8%98oseaua%20Kiseleff%2032%2C%20Bucure%C8%99ti',
    );
  });
  it('points at coordinates', () => {
    expect(mapLinkOf('', '44.4268, 26.1025')).toBe('https://www.openstreetmap.org/?mlat=44.4268&mlon=26.1025#map=17/44.4268/26.1025');
  });
  it('is empty with neither', () => {
    expect(mapLinkOf('', '  ')).toBe('');
  });
});

describe('isWebLink', () => {
  it('takes http and https only', () => {
    expect(isWebLink('https://www.openstreetmap.org/x')).toBe(true);
    expect(isWebLink('http://maps.example')).toBe(true);
    expect(isWebLink('javascript:alert(1)')).toBe(false);
    expect(isWebLink('data:text/html,<script>')).toBe(false);
    expect(isWebLink('www.example.com')).toBe(false);
    expect(isWebLink('ftp://example.com')).toBe(false);
  });
});
