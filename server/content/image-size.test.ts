import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../testing/test-app';
import { imageSize, MAX_PIXELS, MAX_PIXELS_DECODED_WHOLE, pixelLimitExceeded } from './image-size';
import { flatProgressiveJpeg, hugeHeic, hugeLosslessWebp } from './testing/huge-images';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const write = (name: string, bytes: Buffer) => {
  const file = path.join(makeTempDir('std-size-'), name);
  fs.writeFileSync(file, bytes);
  return file;
};

describe('the size of an upload, from its header', () => {
  it('of a JPEG, a PNG, a WebP and an iPhone’s HEIC (the grid’s size, not a tile’s)', async () => {
    expect(await imageSize(path.join(FIXTURES, 'with-location.jpg'), 'jpeg')).toEqual({ width: 900, height: 600, progressive: false });
    expect(await imageSize(path.join(FIXTURES, 'phone-photo.heic'), 'heic')).toEqual({ width: 900, height: 600, progressive: false });
    expect(await imageSize(path.join(FIXTURES, 'phone-48mp.heic'), 'heic')).toEqual({ width: 8064, height: 6048, progressive: false });
    const png = write('a.png', await sharp({ create: { width: 30, height: 20, channels: 3, background: 'red' } }).png().toBuffer());
    expect(await imageSize(png, 'png')).toEqual({ width: 30, height: 20, progressive: false });
  });

  it('of a tiny file that claims to be enormous, without decoding it', async () => {
    const heic = write('huge.heic', hugeHeic(fs.readFileSync(path.join(FIXTURES, 'phone-photo.heic'))));
    expect(fs.statSync(heic).size).toBeLessThan(60_000);
    expect(await imageSize(heic, 'heic')).toEqual({ width: 16000, height: 16000, progressive: false });
    const webp = write('huge.webp', await hugeLosslessWebp());
    expect(fs.statSync(webp).size).toBeLessThan(100);
    expect(await imageSize(webp, 'webp')).toEqual({ width: 16383, height: 16383, progressive: false });
  });

  it('says whether a JPEG is progressive (decoded whole), made by hand or by an encoder', async () => {
    const review = write('huge.jpg', flatProgressiveJpeg(14_490, 14_490, 4));
    expect(fs.statSync(review).size).toBeLessThan(2_000_000);
    expect(await imageSize(review, 'jpeg')).toEqual({ width: 14_490, height: 14_490, progressive: true });
    const made = write('made.jpg', await sharp({ create: { width: 40, height: 30, channels: 3, background: 'red' } }).jpeg({ progressive: true }).toBuffer());
    expect(await imageSize(made, 'jpeg')).toEqual({ width: 40, height: 30, progressive: true });
  });

  it('says damaged for a file with no sensible header', async () => {
    expect(await imageSize(write('x.jpg', Buffer.from('\xff\xd8\xff not really', 'latin1')), 'jpeg')).toEqual({ problem: 'damaged' });
    expect(await imageSize(write('x.heic', Buffer.from('....ftypheic nothing else', 'latin1')), 'heic')).toEqual({ problem: 'damaged' });
  });

  it('accepts a 200 MP phone photo as a JPEG and a 48 MP one as a HEIC, and nothing near 16,000 pixels square', () => {
    const size = (width: number, height: number, progressive = false) => ({ width, height, progressive });
    expect(pixelLimitExceeded('jpeg', size(16_320, 12_240))).toBeUndefined();
    expect(pixelLimitExceeded('heic', size(8064, 6048))).toBeUndefined();
    expect(pixelLimitExceeded('heic', size(16_000, 16_000))).toEqual({ code: 'too-many-pixels', maxPixels: MAX_PIXELS.heic });
    expect(pixelLimitExceeded('webp', size(16_383, 16_383))).toEqual({ code: 'too-many-pixels', maxPixels: MAX_PIXELS.webp });
    expect(pixelLimitExceeded('png', size(10_000, 10_000))).toEqual({ code: 'too-many-pixels', maxPixels: MAX_PIXELS.png });
    expect(Object.values(MAX_PIXELS).every((max) => max < 16_000 * 16_000)).toBe(true);
  });

  it('holds a progressive JPEG to the limit of an image decoded whole, and says so apart', () => {
    expect(pixelLimitExceeded('jpeg', { width: 14_490, height: 14_490, progressive: true })).toEqual({ code: 'progressive-too-many-pixels', maxPixels: MAX_PIXELS_DECODED_WHOLE });
    expect(pixelLimitExceeded('jpeg', { width: 14_490, height: 14_490, progressive: false })).toBeUndefined();
    // A 48 MP camera's progressive export passes.
    expect(pixelLimitExceeded('jpeg', { width: 8064, height: 6048, progressive: true })).toBeUndefined();
  });
});
