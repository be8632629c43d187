/**
 * "A kill of the server in the middle of any save leaves the old or the new content, never a mixture" (issue 13).
 * A process saves texts, facts, the FAQ, a photo and the poster as fast as it can and is killed (SIGKILL, no
 * clean-up of its own) at a random moment, several times; after each kill the site opens as the server's start
 * would, and every save is whole.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { LOCALES } from '#common/locales';
import { REPO_ROOT } from '../paths';
import { openStores } from '../stores';
import { createTestApp, makeTempDir } from '../testing/test-app';
import { prepareContent } from './content-seed';
import { mediaDirs } from './media-files';

const dataDir = makeTempDir('std-crash-');
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Starts the saving process; resolves once it is saving. */
function startSaving() {
  // Node itself with tsx's loader, in a process group of its own: the kill takes the image process it forks too, as
  // a crash of the machine or the container would. Killed alone, the saving process would leave its image process
  // writing a photo's files after checkWhole's clean-up (it failed 3 times in 25 runs so).
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'server/testing/keep-saving.ts'), dataDir], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const saving = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (data: Buffer) => data.toString().includes('saving') && resolve());
    child.once('exit', (code) => reject(new Error(`keep-saving stopped by itself (${code})`)));
  });
  return { child, saving };
}

/** The processes `pid` started, and theirs (Linux's /proc). */
function descendantsOf(pid: number): number[] {
  // A process or thread that ended meanwhile has nothing to list.
  const orNone = <T>(read: () => T, none: T): T => {
    try {
      return read();
    } catch {
      return none;
    }
  };
  const tasks = orNone(() => fs.readdirSync(`/proc/${pid}/task`), []);
  const children = tasks.flatMap((task) =>
    orNone(() => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8'), '').split(' ').filter(Boolean).map(Number),
  );
  return children.flatMap((child) => [child, ...descendantsOf(child)]);
}

/** Resolves once process `pid` is gone or a zombie: it runs no more code, so it writes no more files. */
async function ended(pid: number): Promise<void> {
  for (;;) {
    let state: string | undefined;
    try {
      state = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
    } catch {
      return;
    }
    if (state === 'Z' || state === 'X') return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Everything in DATA_DIR is one save or another, whole; returns the latest save's number. */
function checkWhole(): number {
  const stores = openStores(dataDir);
  try {
    const { content, db } = stores;
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    prepareContent(content, dataDir, () => {
      throw new Error('the site is seeded');
    });
    const marks = new Set<string>();
    const markOf = (text: string, suffix: string) => {
      const match = /^(save \d+)/.exec(text);
      if (match) expect(text).toBe(`${match[1]}${suffix}`);
      return match?.[1];
    };
    const heading = content.text('home.details.heading')!;
    const headingMarks = new Set(LOCALES.map((l) => markOf(heading.texts[l] as string, ` (${l})`)));
    expect(headingMarks.size).toBe(1); // every language from the same save
    const [entry] = content.faq();
    if (entry) expect(new Set(LOCALES.flatMap((l) => [markOf(entry.question[l], ` (${l})`), markOf(entry.answer[l], ` answer (${l})`)])).size).toBe(1);
    marks.add(String(content.facts().facts.coupleNames));
    // The photo: every file it refers to is there, all from one image.
    const dirs = mediaDirs(dataDir);
    for (const photo of content.photos()) {
      expect(photo.status).not.toBe('processing');
      for (const file of photo.files) expect(fs.existsSync(path.join(dirs.photos, file)), file).toBe(true);
      expect(new Set(photo.files.map((file) => file.replace(/^photo-\d+-\d+-(\w+)\.\w+$/, '$1'))).size).toBe(1);
    }
    const snapshot = content.snapshot();
    expect(fs.existsSync(path.join(dirs.video, snapshot.poster.file))).toBe(true);
    expect(fs.existsSync(path.join(dirs.video, snapshot.video.file))).toBe(true);
    // What the start cleared: nothing in the media folders but what the site refers to, no upload left.
    const referenced = content.referencedFiles();
    expect([...fs.readdirSync(dirs.photos), ...fs.readdirSync(dirs.video)].filter((f) => !referenced.has(f))).toEqual([]);
    expect(fs.readdirSync(dirs.uploads)).toEqual([]);
    return Number(/\d+/.exec([...headingMarks][0] ?? '')?.[0] ?? 0);
  } finally {
    stores.db.close();
  }
}

it('killed in the middle of saving, again and again: every save is there whole or not at all', { timeout: 120_000 }, async () => {
  await (await createTestApp({ dataDir })).close();
  const saves: number[] = [];
  for (let round = 0; round < 5; round++) {
    const { child, saving } = startSaving();
    await saving;
    await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 600));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const forked = descendantsOf(child.pid!);
    process.kill(-child.pid!, 'SIGKILL');
    await exited;
    await Promise.all(forked.map(ended));
    saves.push(checkWhole());
  }
  // The kills did land in the middle of saving: every round had made saves before it was killed.
  expect(saves.every((n) => n > 0)).toBe(true);
});
