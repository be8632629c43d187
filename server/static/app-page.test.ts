import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
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
  it('holds the same page in every encoding, the compressed ones smaller', () => {
    const html = `<!doctype html><html><head></head><body>${'<p>Save the date</p>'.repeat(50)}</body></html>`;
    const page = encodePage(html);
    expect(page.identity.toString()).toBe(html);
    expect(zlib.brotliDecompressSync(page.br).toString()).toBe(html);
    expect(zlib.gunzipSync(page.gzip).toString()).toBe(html);
    expect(page.br.length).toBeLessThan(page.identity.length);
  });
});

describe('withSessionStatus', () => {
  it('puts the answer in the head', () => {
    expect(withSessionStatus('<head></head>', true)).toContain('<meta name="session-status" content="signed-in">');
    expect(withSessionStatus('<head></head>', false)).toMatch(/<meta name="session-status" content="signed-out">\s*<\/head>/);
  });
});
