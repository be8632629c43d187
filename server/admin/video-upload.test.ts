/**
 * The couple's video through the dashboard (issue 18): a phone's video is served to guests without where it was
 * filmed, the phone or the dates, with the same frames; what is not a video every browser plays is refused. The
 * fixtures are real videos made with ffmpeg (server/content/fixtures/README.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { InvalidAnswer } from '#common/api-problems';
import { API_PATHS, type Content } from '#common/api';
import { CONTENT_API } from '#common/site-content';
import { mediaData, metadataLeftIn, videoFile, videoFixture } from '../content/testing/video-files';
import { checkAndStripVideo } from '../content/video/strip-video-metadata';
import { coupleAndGuest, type TestApp, type TestClient } from '../testing/couple-client';
import { multipartFile } from '../testing/multipart';

let t: TestApp;
afterEach(async () => t?.close());

async function couple() {
  const signedIn = await coupleAndGuest();
  t = signedIn.t;
  return signedIn;
}

const upload = (client: TestClient, url: string, file: Buffer, name: string, type: string) =>
  client.inject({ method: 'POST', url, ...multipartFile(file, name, type) });

describe('a phone’s video, uploaded in the dashboard', () => {
  it.each([
    ['phone-video.mp4', 'video/mp4'],
    ['phone-video-xyz.mov', 'video/quicktime'],
    ['iphone-video.mov', 'video/quicktime'],
    ['phone-video.webm', 'video/webm'],
  ])('%s reaches guests without its location, phone or dates, and with the same frames', async (name, uploadType) => {
    const { admin, guest } = await couple();
    const original = videoFixture(name);
    expect(metadataLeftIn(original)).toEqual(expect.arrayContaining(['+44.4268', 'Apple', 'iPhone 15']));
    const saved = await upload(admin, CONTENT_API.video, original, name, uploadType);
    expect(saved.statusCode).toBe(200);
    const { video } = await guest.get<Content>(API_PATHS.content);
    const served = await guest.inject({ method: 'GET', url: video.src });
    expect(served.statusCode).toBe(200);
    const bytes = served.rawPayload;
    expect(metadataLeftIn(bytes)).toEqual([]);
    expect(bytes.length).toBe(original.length);
    const webm = name.endsWith('.webm');
    expect(video.type).toBe(webm ? 'video/webm' : 'video/mp4');
    expect(served.headers['content-type']).toBe(video.type);
    // Still a video that parses to its last byte; an MP4's frames (its mdat) are the phone's bytes.
    expect(await checkAndStripVideo(videoFile(bytes))).toEqual({ ext: webm ? 'webm' : 'mp4', type: video.type });
    if (!webm) expect(mediaData(bytes).equals(mediaData(original))).toBe(true);
    // The file was named after what guests receive, and nothing was left in the uploads folder.
    expect(fs.readdirSync(path.join(t.dataDir, 'uploads'))).toEqual([]);
  });

  it('a poster from a phone’s photo keeps nothing of its EXIF', async () => {
    const { admin, guest } = await couple();
    const photo = videoFixture('with-location.jpg');
    expect((await sharp(photo).metadata()).exif?.toString('latin1')).toContain('TestPhone');
    expect((await upload(admin, CONTENT_API.poster, photo, 'IMG_2041.jpg', 'image/jpeg')).statusCode).toBe(200);
    const { video } = await guest.get<Content>(API_PATHS.content);
    const poster = (await guest.inject({ method: 'GET', url: video.poster })).rawPayload;
    const meta = await sharp(poster).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.exif, meta.xmp, meta.iptc]).toEqual([undefined, undefined, undefined]);
    expect(poster.toString('latin1')).not.toContain('TestPhone');
  });
});

describe('what is not a video every browser plays', () => {
  const mp4 = videoFixture('phone-video.mp4');
  it.each([
    ['an HTML file with "ftyp" and "avc1" in its first bytes', Buffer.from('<!--ftypisom avc1--><html><script>alert(document.cookie)</script></html>\n')],
    ['an MP4 cut short', mp4.subarray(0, Math.floor(mp4.length * 0.8))],
    ['an MP4 of sound only', videoFixture('audio-only.mp4')],
    ['an MP4 with something after its last box', Buffer.concat([mp4, Buffer.from('<html>a different film</html>')])],
  ])('is refused: %s', async (_case, file) => {
    const { admin, guest } = await couple();
    const before = (await guest.get<Content>(API_PATHS.content)).video;
    const refused = await upload(admin, CONTENT_API.video, file, 'film.mp4', 'video/mp4');
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as InvalidAnswer).problems).toEqual([{ field: 'file', code: 'not-a-video' }]);
    expect((await guest.get<Content>(API_PATHS.content)).video).toEqual(before);
    expect(fs.readdirSync(path.join(t.dataDir, 'uploads'))).toEqual([]);
  });
});
