import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { exifTakenAt } from './exif-time';

/** A JPEG whose EXIF says when it was taken, and its EXIF block as sharp hands it over. */
async function exifOf(original: string | undefined, extra: Record<string, string> = {}): Promise<{ jpeg: Buffer; exif: Buffer | undefined }> {
  const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#888' } })
    .withExif({ IFD0: { Make: 'TestPhone', DateTime: '2020:01:01 00:00:00' }, IFD2: { ...(original ? { DateTimeOriginal: original } : {}), ...extra } })
    .jpeg()
    .toBuffer();
  return { jpeg, exif: (await sharp(jpeg).metadata()).exif };
}

describe("a photo's time from its EXIF", () => {
  it('is DateTimeOriginal, the camera’s wall clock, as a kept reader (exifr) reads it too', async () => {
    const { jpeg, exif } = await exifOf('2026:05:24 21:15:30', { DateTimeDigitized: '2026:05:25 08:00:00' });
    expect(exifTakenAt(exif)).toBe('2026-05-24T21:15:30');
    expect((await exifr.parse(jpeg, { reviveValues: false })).DateTimeOriginal).toBe('2026:05:24 21:15:30');
  });

  it('is nothing without it (not the file’s DateTime), and nothing from a damaged or missing block', async () => {
    expect(exifTakenAt((await exifOf(undefined)).exif)).toBeUndefined();
    expect(exifTakenAt(undefined)).toBeUndefined();
    expect(exifTakenAt(Buffer.from('Exif\0\0MM\0*\0\0\xff\xff\xff\xff', 'latin1'))).toBeUndefined();
    const { exif } = await exifOf('2026:05:24 21:15:30');
    expect(exifTakenAt(exif!.subarray(0, 40))).toBeUndefined();
  });

  it('reads a big-endian block (as many cameras write it) with or without the Exif header', async () => {
    // II*\0, IFD0 at 8 with one entry (ExifIFD pointer → 26), the Exif IFD with DateTimeOriginal at 44.
    const le = Buffer.alloc(64);
    le.write('II*\0', 0, 'latin1');
    le.writeUInt32LE(8, 4);
    le.writeUInt16LE(1, 8);
    le.writeUInt16LE(0x8769, 10);
    le.writeUInt16LE(4, 12);
    le.writeUInt32LE(1, 14);
    le.writeUInt32LE(26, 18);
    le.writeUInt16LE(1, 26);
    le.writeUInt16LE(0x9003, 28);
    le.writeUInt16LE(2, 30);
    le.writeUInt32LE(20, 32);
    le.writeUInt32LE(44, 36);
    le.write('2027:06:12 19:30:05\0', 44, 'latin1');
    expect(exifTakenAt(le)).toBe('2027-06-12T19:30:05');
    const be = Buffer.alloc(64);
    be.write('MM\0*', 0, 'latin1');
    be.writeUInt32BE(8, 4);
    be.writeUInt16BE(1, 8);
    be.writeUInt16BE(0x8769, 10);
    be.writeUInt16BE(4, 12);
    be.writeUInt32BE(1, 14);
    be.writeUInt32BE(26, 18);
    be.writeUInt16BE(1, 26);
    be.writeUInt16BE(0x9003, 28);
    be.writeUInt16BE(2, 30);
    be.writeUInt32BE(20, 32);
    be.writeUInt32BE(44, 36);
    be.write('2027:06:12 19:30:05\0', 44, 'latin1');
    expect(exifTakenAt(Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), be]))).toBe('2027-06-12T19:30:05');
  });
});
