import { describe, expect, it } from 'vitest';
import { bytesOf, figureIn, GB, MB, sizeText } from './photo-sizes';

describe('the photos limits as typed', () => {
  it('reads megabytes and gigabytes, with a comma or a point', () => {
    expect(bytesOf('25', MB)).toBe(25_000_000);
    expect(bytesOf('2,5', GB)).toBe(2_500_000_000);
    expect(bytesOf(' 0.5 ', MB)).toBe(500_000);
  });

  it('refuses what is not a positive number', () => {
    for (const typed of ['', ' ', '0', '-3', 'ten', '1e400']) expect(bytesOf(typed, MB)).toBeNull();
  });

  it('writes a limit back in the unit of its field', () => {
    expect(figureIn(25_000_000, MB)).toBe('25');
    expect(figureIn(2_500_000_000, GB)).toBe('2.5');
    expect(figureIn(1_234_567, MB)).toBe('1.23');
  });

  it('says a size in megabytes below a gigabyte and in gigabytes above', () => {
    expect(sizeText(820 * MB, 'en')).toBe('820 MB');
    expect(sizeText(1.44 * GB, 'en')).toBe('1.4 GB');
    expect(sizeText(3.5 * MB, 'de')).toBe('3,5 MB');
  });
});
