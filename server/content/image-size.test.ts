import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../testing/test-app';
import { imageSize, MAX_PIXELS, withinPixelLimit } from './image-size';
import { hugeHeic, hugeLosslessWebp } from './testing/huge-images';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const write = (name: string, bytes: Buffer) => {
  const file = path.join(makeTempDir('std-size-'), name);
  fs.writeFileSync(file, bytes);
  return file;
};

describe('the size of an upload, from its header', () => {
  it('of a JPEG, a PNG, a WebP and an iPhone’s HEIC (the grid’s size, not a tile’s)', async () => {
    expect(await imageSize(path.join(FIXTURES, 'with-location.jpg'), 'jpeg')).toEqual({ width: 900, height: 600 });
    expect(await imageSize(path.join(FIXTURES, 'phone-photo.heic'), 'heic')).toEqual({ width: 900, height: 600 });
    expect(await imageSize(path.join(FIXTURES, 'phone-48mp.heic'), 'heic')).toEqual({ width: 8064, height: 6048 });
    const png = write('a.png', await sharp({ create: { width: 30, height: 20, channels: 3, background: 'red' } }).png().toBuffer());
    expect(await imageSize(png, 'png')).toEqual({ width: 30, height: 20 });
  });

  it('of a tiny file that claims to be enormous, without decoding it', async () => {
    const heic = write('huge.heic', hugeHeic(fs.readFileSync(path.join(FIXTURES, 'phone-photo.heic'))));
    expect(fs.statSync(heic).size).toBeLessThan(60_000);
    expect(await imageSize(heic, 'heic')).toEqual({ width: 16000, height: 16000 });
    const webp = write('huge.webp', await hugeLosslessWebp());
    expect(fs.statSync(webp).size).toBeLessThan(100);
    expect(await imageSize(webp, 'webp')).toEqual({ width: 16383, height: 16383 });
  });

  it('says damaged for a file with no sensible header', async () => {
    expect(await imageSize(write('x.jpg', Buffer.from('\xff\xd8\xff not really', 'latin1')), 'jpeg')).toEqual({ problem: 'damaged' });
    expect(await imageSize(write('x.heic', Buffer.from('....ftypheic nothing else', 'latin1')), 'heic')).toEqual({ problem: 'damaged' });
  });

  it('accepts a 200 MP phone photo as a JPEG and a 48 MP one as a HEIC, and nothing near 16,000 pixels square', () => {
    expect(withinPixelLimit('jpeg', { width: 16_320, height: 12_240 })).toBe(true);
    expect(withinPixelLimit('heic', { width: 8064, height: 6048 })).toBe(true);
    expect(withinPixelLimit('heic', { width: 16_000, height: 16_000 })).toBe(false);
    expect(withinPixelLimit('webp', { width: 16_383, height: 16_383 })).toBe(false);
    expect(withinPixelLimit('png', { width: 10_000, height: 10_000 })).toBe(false);
    expect(Object.values(MAX_PIXELS).every((max) => max < 16_000 * 16_000)).toBe(true);
  });
});
