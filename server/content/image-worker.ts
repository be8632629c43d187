/**
 * The process that decodes and encodes one uploaded image, then exits (started by image-jobs.ts). Decoding a
 * phone's photo takes hundreds of megabytes and, for a HEIC (WebAssembly libheif), seconds of a thread: here it
 * neither stops the server's event loop nor keeps the memory, which goes back to the system when this process ends.
 */
import { openImage, renderPhoto, renderPoster, renderWidths } from './image-processing';
import type { ImageTask, ImageTaskMessage } from './image-task';

const send = (message: ImageTaskMessage) => new Promise<void>((resolve) => process.send!(message, () => resolve()));

async function run(task: ImageTask): Promise<void> {
  let decoded = false;
  const onDecoded = async () => {
    decoded = true;
    await send({ kind: 'decoded' });
  };
  try {
    const open = await openImage(task.file, task.kind);
    if (task.task === 'poster') {
      await renderPoster(open, task.outFile);
      await onDecoded();
      await send({ kind: 'done' });
      return;
    }
    if (task.task === 'guest-photo') {
      const guestPhoto = await renderWidths(open, task.file, task.outFiles, onDecoded);
      await send({ kind: 'done', guestPhoto });
      return;
    }
    const { image, files } = await renderPhoto(open, task.baseName, task.outDir, {
      onDecoded,
      onProgress: (done, file) => void send({ kind: 'progress', done, file }),
    });
    await send({ kind: 'done', image, files });
  } catch (error) {
    // A file that does not decode is the couple's to replace; anything later is the server's problem (exit 1).
    if (!decoded) await send({ kind: 'damaged' });
    else throw error;
  }
}

// The server that asked is gone (killed, crashed, redeployed): no one will name what is written now, and the next
// start's clean-up may already have run, so the files would stay unreferenced. Stop at once.
process.once('disconnect', () => process.exit(1));

process.once('message', (task: ImageTask) => {
  run(task).then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
});
