import { describe, expect, it } from 'vitest';
import { isDropPath, pageOf, PHOTO_PAGE_PATHS, PROTECTED_PATHS } from './app-paths';
import { PHOTO_PATHS } from './photos-api';

describe("the day's photos' pages", () => {
  it('are the paths of the contract (written twice so the first load need not import the contract)', () => {
    expect(PHOTO_PAGE_PATHS).toEqual({ gallery: PHOTO_PATHS.gallery, add: PHOTO_PATHS.add, drop: PHOTO_PATHS.drop });
  });

  it("know the drop link's page by its one segment after /drop/, and show it for any token", () => {
    expect(isDropPath('/drop/abcDEF123_-xyz')).toBe(true);
    expect(pageOf('/drop/abcDEF123_-xyz')).toBe(PHOTO_PATHS.drop);
    expect(isDropPath('/drop/')).toBe(false);
    expect(isDropPath('/drop/a/b')).toBe(false);
    expect(isDropPath('/dropped/a')).toBe(false);
    expect(pageOf('/photos')).toBe('/photos');
  });

  it('keep the gallery and the upload page for signed-in guests, and the drop page for anyone', () => {
    expect(PROTECTED_PATHS).toContain(PHOTO_PATHS.gallery);
    expect(PROTECTED_PATHS).toContain(PHOTO_PATHS.add);
    expect(PROTECTED_PATHS.some((path) => path.startsWith('/drop'))).toBe(false);
  });
});
