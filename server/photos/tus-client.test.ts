/**
 * The tus endpoint over real HTTP with the kept tus client the upload page uses (tus-js-client, here in Node): a
 * photo sent in chunks, the connection cut after the first, and the upload resumed from the offset the server has.
 */
import { afterEach, expect, it } from 'vitest';
import * as tus from 'tus-js-client';
import { PHOTOS_API, type MyPhoto } from '#common/photos-api';
import { fixture, photoTestApp, type PhotoTestApp } from '../testing/photo-test-kit';

let t: PhotoTestApp;
afterEach(async () => {
  await t.app.photoProcessing.idle();
  await t.close();
});

it('resumes a cut upload from where the server is, and answers the photo’s id', async () => {
  t = await photoTestApp();
  const family = await t.household('Familia Popescu');
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const bytes = fixture('with-location.jpg');
  const options = (resolve: (value: { url: string | null; photoId?: string }) => void, reject: (error: Error) => void) => ({
    endpoint: `${base}${PHOTOS_API.uploads}`,
    chunkSize: 8 * 1024,
    retryDelays: [],
    metadata: { filename: 'IMG_0007.jpg', filetype: 'image/jpeg' },
    headers: { cookie: `session=${family.cookies.session}` },
    onError: reject,
    onSuccess: ({ lastResponse }: tus.OnSuccessPayload) => resolve({ url: null, photoId: lastResponse.getHeader('Photo-Id') }),
  });

  // The first chunk goes in, then the client stops at once (a request under way is aborted), as a lost connection does.
  const cut = await new Promise<{ url: string | null }>((resolve, reject) => {
    const upload: tus.Upload = new tus.Upload(bytes, {
      ...options(resolve, reject),
      onChunkComplete: (_size, sent) => {
        if (sent === 8 * 1024) setImmediate(() => void upload.abort().then(() => resolve({ url: upload.url })));
      },
    });
    upload.start();
  });
  expect(cut.url).toMatch(new RegExp(`^${base}${PHOTOS_API.uploads}/[0-9a-f]+$`));

  // Later (a reload, the phone back online): the client asks the server's offset and sends the rest from there.
  const asked: Array<{ method: string; offset: string | undefined }> = [];
  const done = await new Promise<{ photoId?: string }>((resolve, reject) => {
    const upload = new tus.Upload(bytes, {
      ...options(resolve, reject),
      uploadUrl: cut.url,
      onBeforeRequest: (request) => void asked.push({ method: request.getMethod(), offset: request.getHeader('Upload-Offset') }),
    });
    upload.start();
  });
  expect(asked[0]).toEqual({ method: 'HEAD', offset: undefined });
  expect(Number(asked[1]!.offset)).toBeGreaterThanOrEqual(8 * 1024);
  expect(asked[1]!.method).toBe('PATCH');
  expect(Number(done.photoId)).toBeGreaterThan(0);
  await t.app.photoProcessing.idle();
  const mine = (await t.app.inject({ method: 'GET', url: PHOTOS_API.mine, cookies: family.cookies })).json<MyPhoto[]>();
  expect(mine).toMatchObject([{ id: Number(done.photoId), bytes: bytes.length, status: 'pending' }]);
});
