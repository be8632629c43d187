/**
 * For the crash test (server/content/crash-safety.test.ts): opens DATA_DIR as the server does and saves as the
 * dashboard does, as fast as it can, until it is killed: a text in five languages, the facts, an FAQ entry, a
 * photo replaced (processed in the background), the poster replaced. Each save writes "save N" into everything it
 * changes, so a mixture of two saves shows. Run with tsx: keep-saving.ts DATA_DIR
 */
import path from 'node:path';
import sharp from 'sharp';
import { LOCALES, type Locale } from '#common/locales';
import { prepareContent } from '../content/content-seed';
import { installMedia } from '../content/media-files';
import { createImageJobs } from '../content/image-jobs';
import { createImageQueue } from '../content/image-queue';
import { openStores } from '../stores';

const dataDir = process.argv[2]!;
const { content } = openStores(dataDir);
const { dirs } = prepareContent(content, dataDir, () => {
  throw new Error('keep-saving runs on a site that is seeded already');
});
const quiet = () => undefined;
const log = { error: quiet, warn: quiet, info: quiet, debug: quiet, trace: quiet, fatal: quiet, child: () => log, level: 'silent' };
const jobs = createImageJobs(content, dirs, createImageQueue(log as unknown as Parameters<typeof createImageQueue>[0]));
const everywhere = (text: string) => Object.fromEntries(LOCALES.map((l) => [l, `${text} (${l})`])) as Record<Locale, string>;

async function save(n: number): Promise<void> {
  const mark = `save ${n}`;
  const heading = content.text('home.details.heading')!;
  content.updateText(heading.key, everywhere(mark), heading.revision);
  const { facts, revision } = content.facts();
  content.updateFacts({ ...facts, coupleNames: mark }, revision);
  const [entry] = content.faq();
  if (entry) content.updateFaq(entry.id, everywhere(mark), everywhere(`${mark} answer`), entry.revision);
  else content.addFaq(everywhere(mark), everywhere(`${mark} answer`));

  const upload = path.join(dirs.uploads, `upload-${n}`);
  const colour = { r: n % 256, g: (n * 7) % 256, b: 90 };
  await sharp({ create: { width: 500, height: 300, channels: 3, background: colour } }).jpeg().toFile(upload);
  const [photo] = content.photos();
  void jobs.photo(photo!.id, upload, 'jpeg');
  const poster = path.join(dirs.uploads, `poster-${n}.jpg`);
  await sharp({ create: { width: 320, height: 180, channels: 3, background: colour } }).jpeg().toFile(poster);
  installMedia(content, dirs, 'poster', poster, `poster-${n}.jpg`, 'image/jpeg');
  await jobs.idle();
}

process.stdout.write('saving\n');
for (let n = 1; ; n++) await save(n);
