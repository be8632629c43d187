/**
 * When a photo was taken, as its camera's clock said: EXIF's DateTimeOriginal ("2027:06:12 19:30:05", the local
 * time where it was taken, no zone), read from the EXIF block sharp hands over (a JPEG's APP1 or a HEIC's Exif item,
 * starting at the TIFF header, or at "Exif\0\0" before it). Only the two IFDs that lead to it are walked; anything
 * out of bounds or malformed gives undefined, never a throw: a photo without a time is still a photo.
 */

const EXIF_IFD_POINTER = 0x8769;
const DATE_TIME_ORIGINAL = 0x9003;

/** The wall-clock time, as YYYY-MM-DDTHH:MM:SS, or undefined. */
export function exifTakenAt(exif: Buffer | undefined): string | undefined {
  if (!exif) return undefined;
  try {
    let tiff = exif;
    if (tiff.subarray(0, 6).toString('latin1') === 'Exif\0\0') tiff = tiff.subarray(6);
    const order = tiff.subarray(0, 2).toString('latin1');
    if (order !== 'II' && order !== 'MM') return undefined;
    const little = order === 'II';
    const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
    const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
    /** The entry of `tag` in the IFD at `at`: its type, count and value (or offset) field. */
    const entry = (at: number, tag: number) => {
      const count = u16(at);
      for (let i = 0; i < count; i += 1) {
        const start = at + 2 + i * 12;
        if (u16(start) === tag) return { count: u32(start + 4), value: start + 8 };
      }
      return undefined;
    };
    const exifIfd = entry(u32(4), EXIF_IFD_POINTER);
    if (!exifIfd) return undefined;
    const original = entry(u32(exifIfd.value), DATE_TIME_ORIGINAL);
    if (!original || original.count < 19) return undefined;
    const text = tiff.subarray(u32(original.value), u32(original.value) + 19).toString('latin1');
    const match = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
    return match ? `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}` : undefined;
  } catch {
    return undefined;
  }
}
