import { describe, expect, it } from 'vitest';
import { isVideo, problemBeforeSending, problemOfRefusal, sendingProgress, sizeText } from './upload-rules';

const limits = { fileBytes: 100_000_000, householdBytes: 1e9, siteBytes: 1e10 };

describe('the files a guest chooses', () => {
  it('lets photos and videos go, HEIC with no type too, and refuses anything else by its type', () => {
    expect(problemBeforeSending({ name: 'IMG_1.HEIC', type: '', size: 40_000 }, limits)).toBeNull();
    expect(problemBeforeSending({ name: 'a.jpg', type: 'image/jpeg', size: 40_000 }, limits)).toBeNull();
    expect(problemBeforeSending({ name: 'clip.mov', type: 'video/quicktime', size: 40_000 }, limits)).toBeNull();
    expect(problemBeforeSending({ name: 'notes.pdf', type: 'application/pdf', size: 40_000 }, limits)).toBe('photo-type');
    expect(problemBeforeSending({ name: 'picture.gif', type: 'image/gif', size: 40_000 }, limits)).toBe('photo-type');
    expect(problemBeforeSending({ name: 'script', type: '', size: 10 }, limits)).toBe('photo-type');
  });

  it('refuses a file larger than the couple allow for one, and lets one of exactly that size go', () => {
    expect(problemBeforeSending({ name: 'a.mp4', type: 'video/mp4', size: 100_000_001 }, limits)).toBe('photo-too-large');
    expect(problemBeforeSending({ name: 'a.mp4', type: 'video/mp4', size: 100_000_000 }, limits)).toBeNull();
  });

  it('knows a video by its type, or by its name when the browser gives none', () => {
    expect(isVideo({ name: 'x.bin', type: 'video/webm' })).toBe(true);
    expect(isVideo({ name: 'IMG_2.MOV', type: '' })).toBe(true);
    expect(isVideo({ name: 'IMG_2.HEIC', type: '' })).toBe(false);
  });
});

describe("the server's refusals", () => {
  it("reads the server's problem name first", () => {
    expect(problemOfRefusal(413, '{"problem":"household-full"}')).toBe('household-full');
    expect(problemOfRefusal(413, '{"problem":"disk-full"}')).toBe('disk-full');
    expect(problemOfRefusal(403, '{"problem":"photos-closed"}')).toBe('photos-closed');
    expect(problemOfRefusal(415, '{"problem":"photo-type"}')).toBe('photo-type');
  });

  it('falls back on the status, and leaves what is worth retrying to the retries', () => {
    expect(problemOfRefusal(413, '')).toBe('photo-too-large');
    expect(problemOfRefusal(429, 'Too many')).toBe('too-many');
    expect(problemOfRefusal(401, '{}')).toBe('signed-out');
    expect(problemOfRefusal(400, '{"problem":"something-new"}')).toBe('failed');
    expect(problemOfRefusal(500, '')).toBeNull();
    expect(problemOfRefusal(0, '')).toBeNull();
    expect(problemOfRefusal(409, '')).toBeNull();
  });
});

describe('how far the sending is', () => {
  it('counts the files sent and the bytes left, leaving refused files out', () => {
    const progress = sendingProgress([
      { size: 100, sent: 100, state: 'done' },
      { size: 200, sent: 50, state: 'sending' },
      { size: 300, sent: 0, state: 'waiting' },
      { size: 999, sent: 0, state: 'refused' },
    ]);
    expect(progress).toEqual({ done: 1, total: 3, bytesLeft: 450 });
  });

  it('is "n of n" with nothing left once every file is in', () => {
    expect(sendingProgress([{ size: 5, sent: 5, state: 'done' }, { size: 7, sent: 7, state: 'done' }])).toEqual({ done: 2, total: 2, bytesLeft: 0 });
  });
});

describe('sizes in words', () => {
  it('says a size as a phone would, in the reader’s language', () => {
    expect(sizeText(4_200_000, 'en')).toBe('4.2 MB');
    expect(sizeText(850_000, 'en')).toBe('850 kB');
    expect(sizeText(4_200_000, 'de')).toBe('4,2 MB');
    expect(sizeText(2_000_000_000, 'fr')).toMatch(/^2\sGo$/);
  });
});
