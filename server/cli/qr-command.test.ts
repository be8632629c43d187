import fs from 'node:fs';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { guestLink } from '../guests/guest-store';
import { PUBLIC_URL, guests, tempDir, withStore } from './cli-harness';

describe('guests qr', () => {
  it("writes a PNG that decodes to the guest's link, and an SVG", async () => {
    const dir = tempDir();
    const { id, link } = withStore(dir, (store) => {
      const { guest, token } = store.add('Ana Ionescu', 'ro');
      return { id: guest.id, link: guestLink(PUBLIC_URL, token, 'ro') };
    });

    const png = path.join(dir, 'ana.png');
    const svg = path.join(dir, 'ana.SVG');
    const [pngRun, svgRun] = await Promise.all([
      guests(dir, 'qr', String(id), '--out', png),
      guests(dir, 'qr', String(id), '--out', svg),
    ]);
    expect(pngRun.code, pngRun.stderr).toBe(0);
    expect(svgRun.code, svgRun.stderr).toBe(0);

    const image = PNG.sync.read(fs.readFileSync(png));
    expect(image.width).toBeGreaterThanOrEqual(500);
    expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(link);
    expect(fs.readFileSync(svg, 'utf8')).toMatch(/^(<\?xml[^>]*>\s*)?<svg/);
    // A QR code is a working link: the owner's only.
    for (const file of [png, svg]) expect(fs.statSync(file).mode & 0o777, file).toBe(0o600);
  });

  it('refuses another extension, an unknown id and a revoked guest', async () => {
    const dir = tempDir();
    const [active, revoked] = withStore(dir, (store) => {
      const ids = [store.add('Active', null).guest.id, store.add('Revoked', null).guest.id];
      store.revoke(ids[1]!);
      return ids;
    });
    const results = await Promise.all([
      guests(dir, 'qr', String(active), '--out', path.join(dir, 'code.jpg')),
      guests(dir, 'qr', '999', '--out', path.join(dir, 'code.png')),
      guests(dir, 'qr', String(revoked), '--out', path.join(dir, 'code.png')),
    ]);
    expect(results.map((r) => r.code)).toEqual([1, 1, 1]);
    expect(results[0]?.stderr).toContain('.png or .svg');
    expect(results[1]?.stderr).toContain('999');
    expect(results[2]?.stderr).toContain('revoked');
    expect(fs.readdirSync(dir).filter((f) => f.startsWith('code'))).toEqual([]);
  });
});
