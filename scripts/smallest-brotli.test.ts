import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../server/paths';
import { smallestBrotli } from './smallest-brotli';

const withBlocks = (input: Buffer, lgblock?: number) =>
  zlib.brotliCompressSync(input, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, ...(lgblock && { [zlib.constants.BROTLI_PARAM_LGBLOCK]: lgblock }) } });

describe('smallestBrotli', () => {
  it('keeps the smallest of three block sizes for a large file, which decompresses to the file', async () => {
    // A 140 kB script that brotli's default blocks do not compress best (as the guests' first script once did).
    const input = fs.readFileSync(path.join(REPO_ROOT, 'node_modules', 'chai', 'index.js'));
    const sizes = [withBlocks(input).length, withBlocks(input, 16).length, withBlocks(input, 17).length];
    expect(Math.min(...sizes), 'an input where the default is not the smallest').toBeLessThan(sizes[0]!);

    const output = await smallestBrotli(input);
    expect(output.length).toBe(Math.min(...sizes));
    expect(zlib.brotliDecompressSync(output).equals(input)).toBe(true);
  });

  it('compresses a small file once, with brotli’s default', async () => {
    const input = Buffer.from('export const greeting = "Save the date";\n'.repeat(200));
    expect((await smallestBrotli(input)).equals(withBlocks(input))).toBe(true);
  });
});
