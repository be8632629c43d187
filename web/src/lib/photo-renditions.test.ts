import { describe, expect, it } from 'vitest';
import { renditionPath, renditionSrcset } from './photo-renditions';

describe("the renditions' addresses", () => {
  it('name the photo and the rendition as the server answers them', () => {
    expect(renditionPath(12, 'large')).toBe('/api/photos/12/large');
    expect(renditionPath(7, 'poster')).toBe('/api/photos/7/poster');
    expect(renditionPath(7, 'video')).toBe('/api/photos/7/video');
  });

  it('offer the three widths to the browser', () => {
    expect(renditionSrcset(12)).toBe('/api/photos/12/small 480w, /api/photos/12/medium 1080w, /api/photos/12/large 2048w');
  });
});
