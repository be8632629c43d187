/**
 * The couple's video as uploaded, checked and cleaned in place before it is installed: it must parse to its last
 * byte as an H.264 MP4 or a VP8/VP9/AV1 WebM, and its metadata (where it was filmed, the phone, the dates) is
 * overwritten where it lies, so nothing is re-encoded or moved and the frames are the bytes the phone wrote. Only
 * headers are read and only the metadata is written: a 200 MB upload costs a few small reads and writes.
 */
import fs from 'node:fs/promises';
import { inspectMp4 } from './mp4-video';
import { NotAVideo, VideoReader, type Patch } from './video-file';
import { inspectWebm } from './webm-video';

export type VideoKind = { ext: 'mp4'; type: 'video/mp4' } | { ext: 'webm'; type: 'video/webm' };

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const ZEROS = Buffer.alloc(64 * 1024);

/**
 * What kind of video `file` is, after its metadata has been overwritten; undefined (and the file unchanged) when
 * it is not a video every browser plays.
 */
export async function checkAndStripVideo(file: string): Promise<VideoKind | undefined> {
  const handle = await fs.open(file, 'r+');
  try {
    const { size } = await handle.stat();
    if (size < 16) return undefined;
    const reader = new VideoReader(handle, size);
    const head = await reader.read(0, 8);
    const kind: VideoKind | undefined = head.toString('latin1', 4, 8) === 'ftyp' ? { ext: 'mp4', type: 'video/mp4' } : head.subarray(0, 4).equals(EBML_MAGIC) ? { ext: 'webm', type: 'video/webm' } : undefined;
    if (!kind) return undefined;
    let patches: Patch[];
    try {
      patches = await (kind.ext === 'mp4' ? inspectMp4(reader) : inspectWebm(reader));
    } catch (error) {
      if (error instanceof NotAVideo) return undefined;
      throw error;
    }
    // Written only once the whole file has parsed: a refused file is left as it came.
    for (const patch of patches) await apply(handle, patch);
    return kind;
  } finally {
    await handle.close();
  }
}

async function apply(handle: fs.FileHandle, patch: Patch): Promise<void> {
  if ('bytes' in patch) {
    await handle.write(patch.bytes, 0, patch.bytes.length, patch.at);
    return;
  }
  for (let done = 0; done < patch.zeros; ) {
    const { bytesWritten } = await handle.write(ZEROS, 0, Math.min(ZEROS.length, patch.zeros - done), patch.at + done);
    done += bytesWritten;
  }
}
