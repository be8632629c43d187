/**
 * Brotli at its best quality, and for a large file the smallest of three block sizes (decision 0079): the build's
 * precompressed `.br` files (scripts/build.ts).
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);

/** Past this size a file is compressed with three block sizes, and the smallest result kept. */
const TRY_BLOCK_SIZES_FROM = 128 * 1024;

/**
 * Brotli at its best quality. Its own choice of how to split a file into blocks is a heuristic: 122 bytes less code
 * made the guests' first script 114 compressed bytes larger, and the same script compressed 185 bytes smaller with
 * blocks of 2^16 (decision 0079). So a large file is also tried with blocks of 2^16 and 2^17, and the smallest kept:
 * what a phone downloads first is never larger than with brotli's default, for under a second more of the build.
 */
export async function smallestBrotli(input: Buffer): Promise<Buffer> {
  const withBlocks = (lgblock?: number) =>
    brotli(input, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, ...(lgblock && { [zlib.constants.BROTLI_PARAM_LGBLOCK]: lgblock }) } });
  const tries = input.length < TRY_BLOCK_SIZES_FROM ? [withBlocks()] : [withBlocks(), withBlocks(16), withBlocks(17)];
  return (await Promise.all(tries)).reduce((smallest, output) => (output.length < smallest.length ? output : smallest));
}
