import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forkImageProcess, IMAGE_PRIORITY_ENV, imagePriority } from './image-jobs';
import type { ImageTask, ImageTaskMessage } from './image-task';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the image process', () => {
  // A killed server (a crash, a deploy) leaves its image process behind: still encoding, it wrote a photo's files
  // after the next start's clean-up, files no photo names, until the start after that.
  it('stops when the server that started it is gone, instead of writing the rest of the renditions', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'std-image-worker-'));
    dirs.push(dir);
    const file = path.join(dir, 'upload.jpg');
    // Noise makes every rendition take real encoding, so the process is still at work when its server goes.
    const noise = { type: 'gaussian' as const, mean: 128, sigma: 60 };
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#888', noise } }).jpeg({ quality: 95 }).toFile(file);
    const outDir = path.join(dir, 'photos');
    fs.mkdirSync(outDir);
    const task: ImageTask = { task: 'photo', file, kind: 'jpeg', baseName: 'p', outDir };

    // Started as the server starts it (image-jobs.ts).
    const child = forkImageProcess();
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const heard: ImageTaskMessage['kind'][] = [];
    const decoded = new Promise<void>((resolve) =>
      child.on('message', (message: ImageTaskMessage) => {
        heard.push(message.kind);
        if (message.kind === 'decoded') resolve();
      }),
    );
    child.send(task);
    await decoded;
    // What the server's death looks like from the image process: its channel to the server closes.
    child.disconnect();
    await exited;

    expect(heard).not.toContain('done');
    // Two formats per width and a JPEG fallback when it runs to the end; it stopped before the last of them.
    const written = fs.readdirSync(outDir).filter((name) => !name.endsWith('.tmp'));
    expect(written.length).toBeLessThan(3);
  });

  // Guests' requests come first on a wedding's server; a test run, whose browsers and servers keep the cores busy,
  // runs its images beside them instead of behind them (issue 40).
  it('runs behind the server, at nice 10, unless a test run asks for its own priority', async () => {
    for (const [asked, expected] of [[undefined, 10], ['0', 0], ['5', 5], ['-5', 10], ['fast', 10]] as const) {
      expect(imagePriority({ [IMAGE_PRIORITY_ENV]: asked }), `asked ${asked}`).toBe(expected);
    }
    // The process itself, as the system schedules it: by default, and at a test run's own.
    for (const [asked, expected] of [[undefined, 10], ['0', 0]] as const) {
      vi.stubEnv(IMAGE_PRIORITY_ENV, asked);
      const child = forkImageProcess();
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      try {
        expect(os.getPriority(child.pid)).toBe(expected);
      } finally {
        vi.unstubAllEnvs();
        child.disconnect();
        await exited;
      }
    }
  });
});
