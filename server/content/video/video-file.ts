/**
 * What the video parsers share: a reader of an uploaded file by position (the file is up to MAX_VIDEO_MB, so it is
 * never read whole), the changes they ask for, and the error that says the file is not a video.
 */
import type { FileHandle } from 'node:fs/promises';

/** Thrown by the parsers for anything that does not parse as the format says: the upload is refused. */
export class NotAVideo extends Error {}

export function check(condition: unknown, reason: string): asserts condition {
  if (!condition) throw new NotAVideo(reason);
}

/** A change to make in place, by position: bytes to write, or a run of bytes to set to zero. */
export type Patch = { at: number; bytes: Buffer } | { at: number; zeros: number };

/**
 * The most boxes or elements a parser reads in one file. A real video has a few hundred (a WebM written in a
 * browser, whose clusters have no size, one per frame: some tens of thousands in 200 MB); a crafted file of
 * millions of empty ones is refused before it costs seconds.
 */
const MOST_ELEMENTS = 250_000;
/** Bytes read at once around a position: headers that follow each other are read with one call. */
const WINDOW = 64 * 1024;

export class VideoReader {
  private window = Buffer.alloc(0);
  private windowStart = 0;
  private elementsLeft = MOST_ELEMENTS;

  constructor(
    private readonly handle: FileHandle,
    readonly size: number,
  ) {}

  /** `length` bytes at `position`; the file must hold them all. */
  async read(position: number, length: number): Promise<Buffer> {
    check(position >= 0 && length >= 0 && position + length <= this.size, 'read past the end of the file');
    const offset = position - this.windowStart;
    if (offset >= 0 && offset + length <= this.window.length) return this.window.subarray(offset, offset + length);
    // A new buffer each time: what an earlier read returned stays valid.
    const buffer = Buffer.alloc(Math.min(Math.max(length, WINDOW), this.size - position));
    const { bytesRead } = await this.handle.read(buffer, 0, buffer.length, position);
    check(bytesRead === buffer.length, 'the file is shorter than its size');
    this.window = buffer;
    this.windowStart = position;
    return buffer.subarray(0, length);
  }

  /** Counts one box or element read; past the budget, the file is refused. */
  counted(): void {
    this.elementsLeft -= 1;
    check(this.elementsLeft >= 0, 'too many boxes or elements');
  }
}
