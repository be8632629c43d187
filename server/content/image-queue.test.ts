/**
 * One image process at a time, whoever asks (content/image-queue.ts): the couple's photos and the guests' wait in
 * the same queue, so a two-core server never decodes two phones' photos at once while guests sign in.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_API } from '#common/site-content';
import { runImageTask } from './image-jobs';
import { createImageQueue, type ImageTaskRunner } from './image-queue';
import type { ImageTask } from './image-task';
import { multipartFile } from '../testing/multipart';
import { fixture, photoTestApp, tusClient, type PhotoTestApp } from '../testing/photo-test-kit';

const quiet = () => undefined;
const log = { error: quiet, warn: quiet, info: quiet, debug: quiet, trace: quiet, fatal: quiet, child: () => log, level: 'silent' } as unknown as Parameters<typeof createImageQueue>[0];
const task = (file: string): ImageTask => ({ task: 'poster', file, kind: 'jpeg', outFile: `${file}.out` });

/** A runner whose tasks end when the test says so; it counts how many run at once. */
function heldRunner() {
  const started: string[] = [];
  const ends = new Map<string, (failure?: Error) => void>();
  let running = 0;
  let most = 0;
  const runner: ImageTaskRunner = (asked) =>
    new Promise<void>((resolve, reject) => {
      running += 1;
      most = Math.max(most, running);
      started.push(asked.file);
      ends.set(asked.file, (failure) => {
        running -= 1;
        if (failure) reject(failure);
        else resolve();
      });
    });
  /** Waits for the queue to hand `file` to the runner (promise callbacks only: no timer). */
  const reached = async (file: string) => {
    while (!ends.has(file)) await new Promise((resolve) => setImmediate(resolve));
  };
  return { runner, started, end: (file: string, failure?: Error) => ends.get(file)!(failure), reached, most: () => most };
}

describe('the image queue', () => {
  it('runs one task at a time, in the order asked, and goes on after one fails', async () => {
    const held = heldRunner();
    const images = createImageQueue(log, held.runner);
    const first = images.run(task('a'), quiet);
    const second = images.run(task('b'), quiet);
    const third = images.run(task('c'), quiet);
    await held.reached('a');
    expect(held.started).toEqual(['a']);
    held.end('a', new Error('the process could not start'));
    await expect(first).rejects.toThrow('could not start');
    await held.reached('b');
    expect(held.started).toEqual(['a', 'b']);
    held.end('b');
    await second;
    await held.reached('c');
    held.end('c');
    await third;
    await images.idle();
    expect(held.started).toEqual(['a', 'b', 'c']);
    expect(held.most()).toBe(1);
  });
});

describe('the couple’s photos and the guests’ share it', () => {
  let t: PhotoTestApp;
  afterEach(async () => {
    await t.app.photoProcessing.idle();
    await t.close();
  });

  it('a couple’s photo uploaded while a guest’s photo is in its image process waits for it to end', async () => {
    // The real image process, held at its start until the test lets it go, counting how many run at once.
    let running = 0;
    let most = 0;
    const kinds: string[] = [];
    let letGo: () => void = quiet;
    const guestPhotoHeld = new Promise<void>((resolve) => (letGo = resolve));
    let guestPhotoStarted: () => void = quiet;
    const guestPhotoReached = new Promise<void>((resolve) => (guestPhotoStarted = resolve));
    const imageTaskRunner: ImageTaskRunner = async (asked, onMessage, logger) => {
      running += 1;
      most = Math.max(most, running);
      kinds.push(asked.task);
      try {
        if (asked.task === 'guest-photo') {
          guestPhotoStarted();
          await guestPhotoHeld;
        }
        await runImageTask(asked, onMessage, logger);
      } finally {
        running -= 1;
      }
    };
    t = await photoTestApp({ imageTaskRunner });
    const family = await t.household('Familia Popescu');
    const { last } = await tusClient(t, family.cookies).upload(fixture('with-location.jpg'), { filename: 'IMG_0001.jpg' });
    expect(last.statusCode).toBe(204);
    await guestPhotoReached;

    const photosBefore = t.stores.content.photos().length;
    const coupleUpload = t.app.inject({ method: 'POST', url: CONTENT_API.photos, cookies: t.dashboard(), ...multipartFile(fixture('with-location.jpg'), 'IMG_2041.jpg', 'image/jpeg') });
    // The couple's photo is added and its job asked for in one turn; the queue's promise callbacks run before the next.
    while (t.stores.content.photos().length === photosBefore) await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(kinds).toEqual(['guest-photo']);
    expect(running).toBe(1);

    letGo();
    expect((await coupleUpload).statusCode).toBe(202);
    await t.app.photoProcessing.idle();
    await t.app.close();
    expect(kinds).toEqual(['guest-photo', 'photo']);
    expect(most).toBe(1);
  });
});
