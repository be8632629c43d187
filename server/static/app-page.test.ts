import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { encodePage, pickEncoding, withSessionStatus } from './app-page';

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, then none', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('deflate')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('*')).toBe('br');
  });

  it('respects q=0', () => {
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('gzip;q=0.5, br;q=0.4')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0')).toBe('identity');
  });
});

describe('encodePage', () => {
  it('holds the same page in every encoding, the compressed ones smaller', async () => {
    const html = `<!doctype html><html><head></head><body>${'<p>Save the date</p>'.repeat(50)}</body></html>`;
    const page = encodePage(html);
    const identity = await page.bytesIn('identity');
    expect(identity.toString()).toBe(html);
    expect(zlib.brotliDecompressSync(await page.bytesIn('br')).toString()).toBe(html);
    expect(zlib.gunzipSync(await page.bytesIn('gzip')).toString()).toBe(html);
    expect((await page.bytesIn('br')).length).toBeLessThan(identity.length);
  });

  it('compresses an encoding once, when it is first asked for, and never one nobody asks for', async () => {
    const compressions = vi.spyOn(zlib, 'brotliCompress');
    const gzips = vi.spyOn(zlib, 'gzip');
    try {
      const page = encodePage('<!doctype html><html><head></head><body><p>Save the date</p></body></html>');
      expect(compressions).not.toHaveBeenCalled();
      const [first, second] = await Promise.all([page.bytesIn('br'), page.bytesIn('br')]);
      expect(second).toBe(first);
      expect(await page.bytesIn('br')).toBe(first);
      expect(compressions).toHaveBeenCalledTimes(1);
      expect(gzips).not.toHaveBeenCalled();
    } finally {
      compressions.mockRestore();
      gzips.mockRestore();
    }
  });
});

describe('withSessionStatus', () => {
  it('puts the answer in the head', () => {
    expect(withSessionStatus('<head></head>', true)).toContain('<meta name="session-status" content="signed-in">');
    expect(withSessionStatus('<head></head>', false)).toMatch(/<meta name="session-status" content="signed-out">\s*<\/head>/);
  });
});
