import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../server/testing/test-app';
import { buildPoster } from './build-photos';

describe('buildPoster', () => {
  it('shrinks a phone-sized poster to at most 1280 × 720, as a progressive JPEG without metadata, same name', async () => {
    const dir = makeTempDir('std-poster-');
    const source = path.join(dir, 'poster.jpg');
    // A noisy 4000 × 2250 picture with EXIF, like one from a phone camera.
    const noise = Buffer.alloc(400 * 225 * 3).map(() => Math.floor(Math.random() * 256));
    await sharp(noise, { raw: { width: 400, height: 225, channels: 3 } })
      .resize(4000, 2250, { kernel: 'nearest' })
      .jpeg({ quality: 95 })
      .withMetadata({ exif: { IFD0: { Copyright: 'Couple' } } })
      .toFile(source);
    const out = path.join(dir, 'out');
    await buildPoster(source, out);

    const built = path.join(out, 'poster.jpg');
    const meta = await sharp(built).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([1280, 720]);
    expect(meta.isProgressive).toBe(true);
    expect(meta.exif).toBeUndefined();
    expect(fs.statSync(built).size).toBeLessThan(fs.statSync(source).size / 4);
  });

  it('never enlarges a small poster', async () => {
    const dir = makeTempDir('std-poster-');
    const source = path.join(dir, 'poster.jpg');
    await sharp({ create: { width: 640, height: 360, channels: 3, background: '#556b2f' } }).jpeg().toFile(source);
    await buildPoster(source, path.join(dir, 'out'));
    const meta = await sharp(path.join(dir, 'out', 'poster.jpg')).metadata();
    expect([meta.width, meta.height]).toEqual([640, 360]);
  });
});
