/**
 * What an uploaded image is, from its first bytes: the one fact the header check (image-size.ts), the image process
 * (image-processing.ts) and the upload route all start from.
 */
export type ImageKind = 'jpeg' | 'png' | 'webp' | 'heic';

/** What an image file is, from its first bytes (never from its name: a text file renamed .jpg is no photo). */
export function sniffImage(head: Buffer): ImageKind | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  // ISO base media: "ftyp" then a brand of HEIF (iPhones write heic or mif1 with heic among the compatible brands).
  if (head.subarray(4, 8).toString('latin1') === 'ftyp') {
    const brands = head.subarray(8, Math.min(head.length, 64)).toString('latin1');
    if (/heic|heix|hevc|hevx|mif1|msf1/.test(brands)) return 'heic';
  }
  return undefined;
}
